import ArgumentParser
import FlowSpec
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

/// Where output goes, and whether it may be coloured.
enum Terminal {
  /// Writes text to standard output.
  static func write(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes text to standard error.
  static func writeError(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  /// Writes `error: MESSAGE` and a line feed to standard error, the message shortened and escaped
  /// for a terminal (`TerminalText.message`): paths, names and arguments in it may be long or hold
  /// control characters.
  static func reportError(_ message: String) {
    writeError("error: \(TerminalText.message(message))\n")
  }

  /// Writes all of `text` to `descriptor`; stops quietly when it cannot be written (a closed pipe
  /// or a full disk is not the command's failure to report on the same stream).
  private static func write(_ text: String, to descriptor: Int32) {
    _ = Descriptor.write(descriptor, text)
  }

  /// True when standard error is a terminal and the user has not asked for no colour (NO_COLOR).
  static var stderrWantsColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isatty(STDERR_FILENO) == 1
  }
}

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  case auto, always, never

  var enabled: Bool {
    switch self {
    case .auto: Terminal.stderrWantsColor
    case .always: true
    case .never: false
    }
  }
}
