import FlowPaths
import FlowSpec
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress line of a long planning on a terminal (`flowc paths`, `generate --tests`): on
/// standard error, only when it is a terminal, at most once a second, the states stepped so far
/// and the time taken. It only reports: what is planned does not depend on it.
final class PlanningProgressLine {
  private let started = Date()
  private var shown = Date()
  /// Whether a line is on the terminal (cleared by `finish`).
  private var showing = false

  /// The planner's hook, or nil when standard error is not a terminal.
  static func hook() -> (line: PlanningProgressLine, progress: PlanningProgress)? {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    let line = PlanningProgressLine()
    return (line, { flow, states in line.report(flow, states) })
  }

  private func report(_ flow: String, _ states: Int) {
    let now = Date()
    guard now.timeIntervalSince(shown) >= 1 else { return }
    shown = now
    showing = true
    let seconds = Int(now.timeIntervalSince(started))
    Terminal.writeError(
      "\r\u{1B}[Kplanning \(TerminalText.escaped(flow)): \(states) states stepped, \(seconds) s")
  }

  /// Clears the line, if one was shown.
  func finish() {
    if showing { Terminal.writeError("\r\u{1B}[K") }
    showing = false
  }
}
