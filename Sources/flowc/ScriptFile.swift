#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes walkthrough scripts.
enum ScriptFile {
  /// Writes `text` to `path`, replacing it whole (a temporary file renamed into place); false
  /// when it cannot be written.
  static func write(_ text: String, to path: String) -> Bool {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
