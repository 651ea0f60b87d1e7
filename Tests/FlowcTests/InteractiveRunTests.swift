import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` at a real terminal: tmux runs it, `send-keys` types, `capture-pane` reads the screen.
final class InteractiveRunTests: XCTestCase {
  private var session = ""

  /// Runs a tmux command against this test's own tmux server (its own socket, so a user's tmux and
  /// other runs are never touched, and every test starts the server afresh, as on a new machine).
  private func tmux(_ arguments: [String]) throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(session)-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    try Tool.runIsolated(["tmux", "-L", session] + arguments, output: output)
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  private func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }

  /// Waits until the screen shows `text` (10 s at most) and returns the screen. `capture-pane`
  /// drops trailing spaces, so `text`'s are ignored too.
  @discardableResult
  private func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> String
  {
    let deadline = Date().addingTimeInterval(10)
    var last = ""
    var wanted = Substring(text)
    while wanted.last == " " { wanted = wanted.dropLast() }
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

  private func type(_ keys: String..., enter: Bool = true) throws {
    _ = try tmux(["send-keys", "-t", session] + keys + (enter ? ["Enter"] : []))
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"),
      "tmux is not installed (scripts/install-dependencies installs it)")
    session = "flowc-test-\(UUID().uuidString.prefix(8))"
    let command =
      "NO_COLOR=1 \(FlowcRun.executable.path) run Examples/PhotoEditing --flow PhotoEditing "
      + "--input album=holidays; echo FLOWC-EXITED-$?; sleep 30"
    _ = try tmux([
      "new-session", "-d", "-s", session, "-x", "120", "-y", "50", "-c", Repository.root.path,
      command,
    ])
  }

  override func tearDownWithError() throws {
    if !session.isEmpty { _ = try? tmux(["kill-server"]) }
  }

  func testAWalkthroughAtATerminal() throws {
    var shown = try waitFor("flowc> ")
    XCTAssertTrue(shown.contains("Walkthrough of PhotoEditing"), shown)
    XCTAssertTrue(
      shown.contains("PhotoEditing · select (PhotoSelectionViewController) \"Choose a photo\""),
      shown)
    XCTAssertTrue(shown.contains("1. picked(photo: Photo)"), shown)
    XCTAssertTrue(shown.contains("photo: Photo = <unset>"), shown)

    // An event by number; its payload field is asked for.
    try type("1")
    try waitFor("photo (Photo): ")
    try type("beach.jpg")
    shown = try waitFor("PhotoEditing · straighten")
    XCTAssertTrue(shown.contains("set photo = Photo(beach.jpg)"), shown)
    XCTAssertTrue(shown.contains("push straighten"), shown)

    // Tab completes the event name.
    try type("do", "Tab", enter: false)
    try waitFor("flowc> done")
    try type(" photo=straight.jpg")
    try waitFor("PhotoEditing · filter")

    // Undo returns to the screen before.
    try type(":undo")
    shown = try waitFor("photo: Photo = Photo(beach.jpg)")
    XCTAssertTrue(shown.contains("PhotoEditing · straighten"), shown)
    try type("done photo=straight.jpg")
    try waitFor("PhotoEditing · filter")
    try type("applied name=sepia")
    try waitFor("PhotoEditing · caption")

    // The guard needs an environment value: it is asked for, with its choices.
    try type("post caption=\"At the beach\"")
    try waitFor("environment canPost (Bool) [true, false]: ")
    try type("true")
    shown = try waitFor("FLOWC-EXITED-0")
    XCTAssertTrue(
      shown.contains("action savePost(photo: Photo(straight.jpg), caption: \"At the beach\")"),
      shown)
    XCTAssertTrue(shown.contains("result: posted(photo: Photo(straight.jpg))"), shown)
  }

  func testErrorsAndQuit() throws {
    try waitFor("flowc> ")
    try type("fly")
    try waitFor("error: no event `fly` here; choose one of: picked, cancel")
    try type(":back")
    try waitFor("error: nothing to go back to")
    try type(":help")
    try waitFor(":dismiss   swipe down")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }
}
