import Foundation

/// Programs some tests need (tmux, Graphviz, check-jsonschema); those tests skip, saying so, where
/// a program is missing.
public enum Tool {
  /// Whether `name` is on the PATH.
  public static func isInstalled(_ name: String) -> Bool {
    let which = Process()
    which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    which.arguments = ["sh", "-c", "command -v \(name)"]
    which.standardOutput = FileHandle.nullDevice
    which.standardError = FileHandle.nullDevice
    guard (try? which.run()) != nil else { return false }
    which.waitUntilExit()
    return which.terminationStatus == 0
  }
}
