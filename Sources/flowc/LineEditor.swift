internal import CLibEdit
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

/// Line editing, history and tab completion for the interactive walkthrough: the one owner of
/// libedit (through its readline interface).
final class LineEditor {
  /// The words tab completion offers; set before each prompt.
  var completions: [String] {
    get { LineEditor.words }
    set { LineEditor.words = newValue }
  }

  // libedit calls back through C function pointers, which cannot capture: the words live here.
  nonisolated(unsafe) private static var words: [String] = []

  init() {
    flowc_set_completion { text, _, _ in
      flowc_complete_with(text) { partial, state in LineEditor.match(partial, state) }
    }
  }

  /// Reads a line with `prompt`; nil at end of input (Ctrl-D).
  func readLine(prompt: String) -> String? {
    guard let raw = readline(prompt) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    // Lines of only spaces and tabs are not remembered.
    if line.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
      add_history(line)
    }
    return line
  }

  nonisolated(unsafe) private static var matches: [String] = []

  private static func match(_ partial: UnsafePointer<CChar>?, _ state: Int32)
    -> UnsafeMutablePointer<CChar>?
  {
    if state == 0 {
      let prefix = partial.map { String(cString: $0) } ?? ""
      matches = words.filter { $0.hasPrefix(prefix) }
    }
    let index = Int(state)
    guard index < matches.count else { return nil }
    return strdup(matches[index])
  }
}
