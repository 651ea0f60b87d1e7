import FlowcOutput
import Foundation

/// Programs some tests need (tmux, Graphviz, check-jsonschema); those tests skip, saying so, where
/// a program is missing.
public enum Tool {
  /// A new `Process`, made once standard input, output and error are known to be open.
  ///
  /// CI runs the suite with standard input closed; see `StandardDescriptors` for why a child
  /// started then can hang the suite.
  public static func process() -> Process {
    StandardDescriptors.ensureOpen()
    return Process()
  }

  /// Runs `arguments` (the program looked up on the PATH) in `directory` and waits for it.
  /// Returns its exit status and what it printed on standard error, and on standard output too
  /// (interleaved) when `includingStandardOutput` is set; otherwise standard output is discarded.
  public static func run(
    _ arguments: [String], in directory: URL? = nil, includingStandardOutput: Bool = false
  ) throws -> (status: Int32, output: String) {
    let process = process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardError = output
    process.standardOutput = includingStandardOutput ? output : FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Whether `name` is on the PATH.
  public static func isInstalled(_ name: String) -> Bool {
    let which = process()
    which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    which.arguments = ["sh", "-c", "command -v \(name)"]
    which.standardOutput = FileHandle.nullDevice
    which.standardError = FileHandle.nullDevice
    guard (try? which.run()) != nil else { return false }
    which.waitUntilExit()
    return which.terminationStatus == 0
  }
}
