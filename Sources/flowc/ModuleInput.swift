import ArgumentParser
import FlowSpec
import Foundation

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
  /// the order given.
  func load(limits: YAMLLimits = .default) throws -> [SourceFile] {
    var paths: [String] = []
    var seen = Set<String>()
    for path in self.paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError(description: "no such file or directory: \(path)")
      }
      let found = isDirectory.boolValue ? try flowFiles(in: path) : [path]
      if isDirectory.boolValue && found.isEmpty {
        throw InputError(description: "no *.flow.yaml files in \(path)")
      }
      for file in found where seen.insert(file).inserted { paths.append(file) }
    }
    let limit = limits.maxFileBytes
    let contents = [Result<[UInt8], InputError>](concurrentlyMaking: paths.count) {
      [paths] index in
      Result { () throws(InputError) in try FileReader.read(paths[index], limit: limit) }
    }
    return try zip(paths, contents).map { path, bytes in
      SourceFile(path: path, bytes: try bytes.get())
    }
  }

  private func flowFiles(in directory: String) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
      throw InputError(description: "cannot read directory \(directory)")
    }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".flow.yaml") {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        result.append(base + "/" + relative)
      }
    }
    return result.sorted()
  }
}
