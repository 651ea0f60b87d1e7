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
///
/// libedit leaves signals to the program: Ctrl-C interrupts the wait for a key, `readline`
/// returns no line, and the line editor reports `.interrupted` instead of the program ending. A
/// `WatchTask` wakes the wait the same way (SIGUSR1) when a flow file changes.
final class LineEditor {
  /// How reading a line ended.
  enum Reply: Equatable {
    /// A line was entered.
    case line(String)
    /// Ctrl-C: the line was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
    /// The watcher woke the wait (a flow file changed); the line typed so far was dropped.
    case woken
  }

  /// What completes the word being typed, given the line before the cursor; set before each
  /// prompt.
  var completer: (String) -> [String] {
    get { LineEditor.complete }
    set { LineEditor.complete = newValue }
  }

  // libedit calls back through C function pointers, which cannot capture: its state lives here.
  nonisolated(unsafe) private static var complete: (String) -> [String] = { _ in [] }
  nonisolated(unsafe) private static var matches: [String] = []

  init() {
    // Multibyte input (`café`) is read by the locale's encoding.
    setlocale(LC_CTYPE, "")
    flowc_leave_signals_alone()
    Interrupt.install()
    flowc_set_completion { text, _, end in
      let buffer = flowc_line_buffer().map { String(cString: $0) } ?? ""
      // libedit counts the cursor in characters of its wide buffer: Unicode scalars.
      let before = String(String.UnicodeScalarView(buffer.unicodeScalars.prefix(Int(end))))
      let word = text.map { String(cString: $0) } ?? ""
      LineEditor.matches = LineEditor.complete(before).filter { $0.hasPrefix(word) }
      // After `speed=` the value follows at once; after anything else, a space.
      let fieldsOnly = LineEditor.matches.allSatisfy { $0.hasSuffix("=") }
      flowc_set_completion_append(fieldsOnly ? 0 : Int32(UInt8(ascii: " ")))
      return flowc_complete_with(text) { _, state in
        let index = Int(state)
        guard index < LineEditor.matches.count else { return nil }
        return strdup(LineEditor.matches[index])
      }
    }
  }

  /// Reads a line with `prompt`; `watcher`, if given, may wake the wait (`.woken`).
  func readLine(prompt: String, watcher: WatchTask? = nil) -> Reply {
    Interrupt.clear()
    watcher?.arm()
    let raw = readline(prompt)
    watcher?.disarm()
    guard let raw else {
      if Interrupt.takeInterrupted() {
        _ = Descriptor.write(STDOUT_FILENO, "^C\n")
        return .interrupted
      }
      _ = Descriptor.write(STDOUT_FILENO, "\n")
      return Interrupt.takeWoken() ? .woken : .end
    }
    defer { free(raw) }
    let line = String(cString: raw)
    // Lines of only spaces and tabs are not remembered.
    if line.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
      add_history(line)
    }
    return .line(line)
  }

  /// Reads a line with `prompt` without showing what is typed (a sensitive value): the terminal's
  /// echo is off while it is read, and the line is neither remembered nor completed. When standard
  /// input is not a terminal the line is read as it comes. Ctrl-C drops it (`.interrupted`).
  func readSecret(prompt: String) -> Reply {
    Interrupt.clear()
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
      if Interrupt.takeInterrupted() { return .interrupted }
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else {
        return bytes.isEmpty ? .end : .line(String(decoding: bytes, as: UTF8.self))
      }
      if byte == UInt8(ascii: "\n") { break }
      if byte != UInt8(ascii: "\r") { bytes.append(byte) }
    }
    return .line(String(decoding: bytes, as: UTF8.self))
  }
}
