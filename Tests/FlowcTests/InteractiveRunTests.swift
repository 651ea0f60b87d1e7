import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` at a real terminal: tmux runs it, `send-keys` types, `capture-pane` reads the screen.
final class InteractiveRunTests: XCTestCase {
  private var terminal: TerminalWalkthrough?

  @discardableResult
  private func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> String
  {
    try XCTUnwrap(terminal).waitFor(text, file: file, line: line)
  }

  private func type(_ keys: String..., enter: Bool = true) throws {
    try XCTUnwrap(terminal).send(keys + (enter ? ["Enter"] : []))
  }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"),
      "tmux is not installed (scripts/install-dependencies installs it)")
    terminal = try TerminalWalkthrough(prefix: "flowc-test")
  }

  override func tearDownWithError() throws {
    terminal?.stop()
  }

  func testAWalkthroughAtATerminal() throws {
    var shown = try waitFor("flowc> ")
    XCTAssertTrue(shown.contains("Walkthrough of PhotoEditing"), shown)
    XCTAssertTrue(
      shown.contains("PhotoEditing · select (PhotoSelectionViewController) \"Choose a photo\""),
      shown)
    XCTAssertTrue(shown.contains("1. picked(photo: Photo)"), shown)
    XCTAssertTrue(shown.contains("photo: Photo = <unset>"), shown)
    // The screen's inputs, under its name.
    XCTAssertTrue(
      shown.contains("\"Choose a photo\"\n  shows album = Album(holidays)\n  stack 1"), shown)

    // An event by number; its payload field is asked for.
    try type("1")
    try waitFor("photo (Photo): ")
    try type("beach.jpg")
    shown = try waitFor("PhotoEditing · straighten")
    shown = try waitFor("shows photo = Photo(beach.jpg)")
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
    try waitFor("environment canPost (Bool) [1. true, 2. false]: ")
    try type("1")
    shown = try waitFor("flowc (finished)> ")
    XCTAssertTrue(
      shown.contains("action savePost(photo: Photo(straight.jpg), caption: \"At the beach\")"),
      shown)
    XCTAssertTrue(shown.contains("result: posted(photo: Photo(straight.jpg))"), shown)

    // Quitting offers to save the steps taken; an empty answer saves nothing.
    try type(":quit")
    try waitFor("Save the 4 steps taken? File name (empty: don't save): ")
    try type("")
    try waitFor("FLOWC-EXITED-0")
  }

  func testErrorsAndQuit() throws {
    try waitFor("flowc> ")
    try type("fly")
    try waitFor("error: no event `fly` here; choose one of: picked, cancel")
    try type(":back")
    try waitFor("error: nothing to go back to")
    try type(":help")
    try waitFor(":dismiss    swipe down")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }
}
