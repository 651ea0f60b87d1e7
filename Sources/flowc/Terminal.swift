import ArgumentParser
import Foundation

/// Where output goes, and whether it may be coloured.
enum Terminal {
  /// Writes text to standard output.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes text to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
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
