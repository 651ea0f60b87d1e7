import FlowSpec
import FlowTestGeneration
import FlowTestSupport
import Foundation
import Testing

/// The Examples: their validated modules and their walkthroughs as test paths, read as
/// `flowc generate Examples/NAME --tests ...` reads them.
enum ExampleModules {
  /// Every Example's folder name.
  static let names: [String] = {
    let root = Repository.url("Examples")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return entries.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
  }()

  /// The Example's validated module.
  static func module(_ name: String) throws -> ValidatedModule {
    let files = try contents(of: name, suffix: ".flow.yaml").map { SourceFile(path: $0, bytes: $1) }
    return try #require(FlowCompiler.validate(files).module)
  }

  /// The Example's walkthroughs, sorted by path.
  static func paths(_ name: String) throws -> [TestPath] {
    try contents(of: name, suffix: ".walkthrough").map { path, bytes in
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return TestPath(
        name: String(file.dropLast(".walkthrough".count)), source: path,
        lines: String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n"))
    }
  }

  /// A module of one flow file, `text`.
  static func module(flow text: String) throws -> ValidatedModule {
    let file = SourceFile(path: "Test.flow.yaml", bytes: Array(text.utf8))
    return try #require(FlowCompiler.validate([file]).module)
  }

  private static func contents(of name: String, suffix: String) throws -> [(String, [UInt8])] {
    let folder = Repository.url("Examples/\(name)")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(suffix) }.sorted().map { file in
        (
          "Examples/\(name)/\(file)",
          [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
        )
      }
  }
}
