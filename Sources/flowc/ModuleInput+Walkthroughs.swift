import FlowRunner
import FlowSpec
import FlowTestGeneration

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ModuleInput {
  /// The walkthrough scripts in the directories named (subfolders included), as test paths
  /// named after their files, sorted by path.
  func walkthroughPaths() throws(InputError) -> [TestPath] {
    var scripts: [String] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
      let relatives: [String]
      do {
        relatives = try FileManager.default.subpathsOfDirectory(atPath: path)
      } catch {
        throw InputError(description: "cannot read directory \(path)")
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      scripts += relatives.filter { $0.hasSuffix(".walkthrough") }.map { base + "/" + $0 }
    }
    let limit = YAMLLimits.default.maxFileBytes
    var result: [TestPath] = []
    for script in Array(Set(scripts)).sorted() {
      let bytes = try FileReader.read(script, limit: limit, found: true)
      guard bytes.count <= limit else {
        throw InputError(
          description: "\(script) is larger than \(limit) bytes, the most a script may have")
      }
      let file = script.split(separator: "/").last.map(String.init) ?? script
      result.append(
        TestPath(
          name: String(file.dropLast(".walkthrough".count)), source: script,
          lines: ScriptRun.lines(of: bytes)))
    }
    return result
  }
}
