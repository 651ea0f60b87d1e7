import ArgumentParser
import FlowSpec
import FlowcOutput

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

/// The flow files of one module, from files and directories named on the command line.
struct ModuleInput: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Flow files, or directories searched recursively for *.flow.yaml.", valueName: "path"))
  var paths: [String]

  /// A problem reading the inputs: reported as `error: ...`, exit status 2.
  struct InputError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads every flow file; directories contribute their `*.flow.yaml` files, sorted by path.
  ///
  /// The files are read on every core; a problem with one is reported for the first such file in
  /// the order given. A file found in a directory that is not a regular file (a FIFO) is an
  /// error, never waited on; a file named on the command line may be a stream (`/dev/stdin`),
  /// unless `regularOnly` (a reload, which a stream read once cannot serve, and which a named
  /// file replaced by a FIFO must not hang).
  func load(limits: YAMLLimits = .default, regularOnly: Bool = false) throws -> [SourceFile] {
    let sources = try flowFileSources()
    let paths = sources.map(\.path)
    let limit = limits.maxFileBytes
    let contents = [Result<[UInt8], InputError>](concurrentlyMaking: sources.count) {
      [sources] index in
      Result { () throws(InputError) in
        try FileReader.read(
          sources[index].path, limit: limit, found: regularOnly || sources[index].found)
      }
    }
    return try zip(paths, contents).map { path, bytes in
      SourceFile(path: path, bytes: try bytes.get())
    }
  }

  /// The flow files named, and those found in the directories named, each once.
  func flowFilePaths() throws -> [String] { try flowFileSources().map(\.path) }

  /// The flow files as they are now, for watching them and for keeping them from being
  /// overwritten: those named when the directories cannot be searched.
  func flowFiles() -> [String] { (try? flowFilePaths()) ?? paths }

  /// The flow files named, and those found in the directories named (`found`), each once.
  func flowFileSources() throws -> [(path: String, found: Bool)] {
    var paths: [(path: String, found: Bool)] = []
    var seen = Set<String>()
    for path in self.paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        throw InputError(description: "no such file or directory: \(path)")
      }
      let isDirectory = info.st_mode & S_IFMT == S_IFDIR
      let found = isDirectory ? try flowFiles(in: path) : [path]
      if isDirectory && found.isEmpty {
        throw InputError(description: noFlowFiles(in: path))
      }
      for file in found where seen.insert(file).inserted {
        paths.append((file, isDirectory))
      }
    }
    return paths
  }

  private func flowFiles(in directory: String) throws -> [String] {
    guard let paths = FlowFileSearch.paths(in: directory) else {
      throw InputError(description: "cannot read directory \(directory)")
    }
    return paths
  }

  /// Why a directory gives no flow files; when it has `*.flow.yml` files, says how to name them.
  private func noFlowFiles(in directory: String) -> String {
    let message = "no *.flow.yaml files in \(directory)"
    guard let yml = FlowFileSearch.paths(in: directory, suffix: ".flow.yml"), let first = yml.first
    else { return message }
    let shown = yml.prefix(3).joined(separator: ", ") + (yml.count > 3 ? ", ..." : "")
    return message
      + "; it has \(yml.count) *.flow.yml file\(yml.count == 1 ? "" : "s") (\(shown)), which "
      + "flowc does not read: name flow files *.flow.yaml (\(first.dropLast(4)).yaml)"
  }
}
