import FlowTestSupport
import Foundation
import XCTest

/// At a terminal, a sensitive payload field is asked for without echo, and its value is shown
/// nowhere on the screen afterwards.
final class InteractiveSecretTests: XCTestCase {
  func testASensitiveFieldIsReadWithoutEcho() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"),
      "tmux is not installed (scripts/install-dependencies installs it)")
    let terminal = try TerminalWalkthrough(
      prefix: "flowc-secret", arguments: ["Examples/AppLaunch", "--flow", "Auth"])
    defer { terminal.stop() }
    _ = try terminal.waitFor("flowc> ")
    try terminal.send(["logInTapped", "Enter"])
    _ = try terminal.waitFor("Auth · logInForm")
    // The list of events marks the field asked for without echo.
    _ = try terminal.waitFor("1. submitted(email: String, password: String (sensitive))")
    try terminal.send(["submitted email=ada@example.com", "Enter"])
    _ = try terminal.waitFor("password (String), not shown: ")
    try terminal.send(["hunter2", "Enter"])
    let shown = try terminal.waitFor("Auth · authenticating")
    XCTAssertTrue(
      shown.contains(#"action logIn(email: "ada@example.com", password: <sensitive>)"#), shown)
    XCTAssertFalse(shown.contains("hunter2"), shown)
  }

  /// Ctrl-C at a question asked without echo cancels the event, and the terminal echoes again.
  func testCtrlCAtASensitiveFieldCancelsTheEvent() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"),
      "tmux is not installed (scripts/install-dependencies installs it)")
    let terminal = try TerminalWalkthrough(
      prefix: "flowc-secret", arguments: ["Examples/AppLaunch", "--flow", "Auth"])
    defer { terminal.stop() }
    _ = try terminal.waitFor("flowc> ")
    try terminal.send(["logInTapped", "Enter"])
    _ = try terminal.waitFor("Auth · logInForm")
    try terminal.send(["submitted email=ada@example.com", "Enter"])
    _ = try terminal.waitFor("password (String), not shown: ")
    try terminal.send(["C-c"])
    _ = try terminal.waitFor("  (cancelled)\nflowc> ")
    try terminal.send([":stack", "Enter"])
    let shown = try terminal.waitFor("▸ logInForm")
    XCTAssertFalse(shown.contains("Auth · authenticating"), shown)
  }
}
