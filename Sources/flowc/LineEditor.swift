internal import CLibEdit
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

  /// Reads a line with `prompt` without showing what is typed (a sensitive value): the terminal's
  /// echo is off while it is read, and the line is neither remembered nor completed. When standard
  /// input is not a terminal the line is read as it comes. Nil at end of input.
  func readSecret(prompt: String) -> String? {
    _ = Descriptor.write(STDOUT_FILENO, prompt)
    var saved = termios()
    let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if isTerminal {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
    }
    defer {
      if isTerminal {
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        _ = Descriptor.write(STDOUT_FILENO, "\n")
      }
    }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { break }
      if byte != UInt8(ascii: "\r") { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
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
