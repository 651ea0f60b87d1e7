import FlowSpec
import Foundation

/// Generated Swift written to a new temporary folder and handed to `swiftc`: how the tests prove
/// that generated code compiles as an app compiles it (Swift 6, warnings as errors), or build it
/// into a program to run.
public struct GeneratedCompilation {
  /// The temporary folder; `remove()` deletes it.
  public let directory: URL
  /// The Swift files written, the generated ones first.
  public let paths: [String]

  /// The compiler's type-check of a library of files in Swift 6 mode, warnings as errors.
  public static let typecheckCommand = [
    "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck",
  ]

  /// Writes `files` into a new temporary folder (named after `prefix`), then `AppTypes.swift`
  /// with a stand-in for each of `appTypes` (built from a script's text, as `FlowScriptDriver`
  /// needs), then each of `extra` (file name to text).
  public init(
    _ files: [GeneratedFile], appTypes: [String] = [], extra: [(name: String, text: String)] = [],
    prefix: String = "flowc-generated"
  ) throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    for file in files { try write(file.path, file.contents) }
    if !appTypes.isEmpty {
      let standIns = appTypes.map { name in
        """
        struct \(name): CustomStringConvertible, FlowScriptValue {
          var token: String
          var description: String { "\(name)(\\(token))" }
          init(flowText: String) { token = flowText }
        }

        """
      }
      try write("AppTypes.swift", "import Foundation\n\n" + standIns.joined())
    }
    for file in extra { try write(file.name, file.text) }
    directory = folder
    self.paths = paths
  }

  /// Type-checks `files` with stand-ins for `appTypes`: the compiler's status and output.
  public static func typecheck(
    _ files: [GeneratedFile], appTypes: [String] = []
  ) throws -> (status: Int32, output: String) {
    let compilation = try GeneratedCompilation(files, appTypes: appTypes)
    defer { compilation.remove() }
    return try Tool.run(typecheckCommand + compilation.paths)
  }

  /// Deletes the folder.
  public func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
