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
  func load(limits: YAMLLimits = .default) throws -> [SourceFile] {
    var files: [SourceFile] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError(description: "no such file or directory: \(path)")
      }
      let found = isDirectory.boolValue ? try flowFiles(in: path) : [path]
      if isDirectory.boolValue && found.isEmpty {
        throw InputError(description: "no *.flow.yaml files in \(path)")
      }
      for file in found where seen.insert(file).inserted {
        files.append(SourceFile(path: file, bytes: try read(file, limit: limits.maxFileBytes)))
      }
    }
    return files
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

  /// Reads at most `limit + 1` bytes, so an oversized file is reported without being held whole.
  private func read(_ path: String, limit: Int) throws -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw InputError(description: "cannot read \(path)")
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      return [UInt8](data)
    } catch {
      throw InputError(description: "cannot read \(path): \(error.localizedDescription)")
    }
  }
}
