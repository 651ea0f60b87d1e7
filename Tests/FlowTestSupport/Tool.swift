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
