import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` at a real terminal: the PhotoEditing walkthrough in a tmux session with a server of
/// its own (its own socket, started afresh as on a new machine, so a user's tmux is never touched).
/// `send` types, `waitFor` reads the screen, `stop` ends the server.
final class TerminalWalkthrough {
  let session: String
  /// Whether the screen is read with wrapped lines joined (`capture-pane -J`, which keeps trailing
  /// spaces); otherwise tmux drops trailing spaces, and `waitFor` ignores those of its text too.
  private let joinsWrappedLines: Bool

  /// Starts the walkthrough in a session named `prefix` and a random suffix; `arguments` follow
  /// `flowc run` (a shell's words).
  init(
    prefix: String, joinsWrappedLines: Bool = false,
    arguments: String = "Examples/PhotoEditing --flow PhotoEditing --input album=holidays"
  ) throws {
    session = "\(prefix)-\(UUID().uuidString.prefix(8))"
    self.joinsWrappedLines = joinsWrappedLines
    let command =
      "NO_COLOR=1 \(FlowcRun.executable.path) run \(arguments); echo FLOWC-EXITED-$?; sleep 30"
    _ = try tmux([
      "new-session", "-d", "-s", session, "-x", "120", "-y", "50", "-c", Repository.root.path,
      command,
    ])
  }

  /// Runs a tmux command against this session's server and returns what it printed.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(session)-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    try Tool.runIsolated(["tmux", "-L", session] + arguments, output: output)
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// The screen as it is now.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p"] + (joinsWrappedLines ? ["-J"] : []) + ["-t", session])
  }

  /// Waits until the screen shows `text` (10 s at most) and returns the screen.
  @discardableResult
  func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String
  {
    let deadline = Date().addingTimeInterval(10)
    var last = ""
    var wanted = Substring(text)
    if !joinsWrappedLines { while wanted.last == " " { wanted = wanted.dropLast() } }
    while Date() < deadline {
      last = try screen()
      if last.contains(wanted) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail(
      "the screen never showed \(text.debugDescription); it shows:\n\(last)", file: file, line: line
    )
    return last
  }

  /// Types `keys` (tmux key names such as `Enter`, or text taken literally when `literal`).
  func send(_ keys: [String], literal: Bool = false) throws {
    try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
  }

  /// Ends the session's tmux server.
  func stop() {
    _ = try? tmux(["kill-server"])
  }
}
