import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve`'s system controls (‹ Back, Swipe down, the tab buttons) are enabled exactly when
/// the runner accepts their input: each one enabled is taken, each one disabled is refused, on
/// every screen of a tab bar with a pushed screen, a sheet, a full-screen cover and a stack that
/// cannot be swiped away. And a module with several root flows offers the choice of them.
final class ServeControlsTests: XCTestCase {
  private static let files = [
    "App.flow.yaml": """
    flow: App
    tabs: [one, two]
    screens:
      one: { flow: Tab }
      two: { flow: Tab }
    """,
    "Tab.flow.yaml": """
    flow: Tab
    start: list
    screens:
      list:
        events: { open: {}, cover: {}, lock: {}, sheet: {} }
        on:
          open: detail
          cover: { present: { screen: modal, style: overFullScreen } }
          lock: { present: { screen: modal, swipeToDismiss: false } }
          sheet: { present: modal }
      detail:
        events: { up: {} }
        on: { up: { back: true } }
      modal:
        events: { close: {} }
        on: { close: close }
    """,
    "Other.flow.yaml": """
    flow: Other
    environment: { flag: Bool }
    start: only
    screens:
      only:
        events: { nothing: {} }
        on: { nothing: stay }
    """,
  ]

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in Self.files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Tries every system control of `state`: an enabled one must be taken (then undone), a
  /// disabled one refused with nothing changed.
  private func assertControlsMatchTheRunner(
    _ server: ServedPrototype, _ state: ServedPrototype.Reply, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var controls: [(String, String, Bool)] = [
      ("/api/back", "", state.json["canBack"] as? Bool ?? false),
      ("/api/dismiss", "", state.json["canDismiss"] as? Bool ?? false),
    ]
    let enabledTabs = state.json["enabledTabs"] as? [String]
    XCTAssertNotNil(enabledTabs, "\(what): enabledTabs", file: file, line: line)
    for tab in state.json["tabs"] as? [String] ?? [] {
      controls.append(("/api/tab", #"{"tab": "\#(tab)"}"#, enabledTabs?.contains(tab) ?? false))
    }
    for (path, body, enabled) in controls {
      let reply = try server.post(path, body)
      if enabled {
        XCTAssertEqual(
          reply.status, 200, "\(what): \(path) \(body) is enabled", file: file, line: line)
        XCTAssertEqual(try server.post("/api/undo", "").status, 200, file: file, line: line)
      } else {
        XCTAssertEqual(
          reply.status, 422, "\(what): \(path) \(body) is disabled: \(reply.body)", file: file,
          line: line)
      }
    }
    let after = try server.get("/api/state")
    XCTAssertEqual(
      (after.json["screen"] as? [String: Any])?["name"] as? String,
      (state.json["screen"] as? [String: Any])?["name"] as? String, file: file, line: line)
  }

  private func event(_ server: ServedPrototype, _ name: String) throws -> ServedPrototype.Reply {
    let reply = try server.post("/api/event", #"{"event": "\#(name)"}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    return reply
  }

  func testEachControlIsEnabledExactlyWhenTheRunnerTakesIt() throws {
    let server = try ServedPrototype([folder.path, "--flow", "App"])
    var state = try server.get("/api/state")
    XCTAssertEqual(state.json["enabledTabs"] as? [String], ["two"], "not the selected tab")
    XCTAssertEqual(state.json["canBack"] as? Bool, false)
    try assertControlsMatchTheRunner(server, state, "the first tab's first screen")

    state = try event(server, "open")
    XCTAssertEqual(state.json["canBack"] as? Bool, true)
    try assertControlsMatchTheRunner(server, state, "a pushed screen")
    _ = try event(server, "up")

    state = try event(server, "cover")
    XCTAssertEqual(state.json["canDismiss"] as? Bool, false, "overFullScreen is not swiped away")
    XCTAssertEqual(state.json["enabledTabs"] as? [String], [], "no tab under a presented stack")
    try assertControlsMatchTheRunner(server, state, "an overFullScreen cover")
    _ = try server.post("/api/undo", "")

    state = try event(server, "lock")
    XCTAssertEqual(state.json["canDismiss"] as? Bool, false, "swipeToDismiss: false")
    try assertControlsMatchTheRunner(server, state, "a stack that cannot be swiped away")
    _ = try server.post("/api/undo", "")

    state = try event(server, "sheet")
    XCTAssertEqual(state.json["canDismiss"] as? Bool, true)
    try assertControlsMatchTheRunner(server, state, "a sheet")
    _ = try server.post("/api/undo", "")

    state = try server.post("/api/tab", #"{"tab": "two"}"#)
    XCTAssertEqual(state.json["enabledTabs"] as? [String], ["one"])
    try assertControlsMatchTheRunner(server, state, "the second tab")
  }

  /// The page in headless Chromium (Tests/Browser/controls_prototype.py): the choice of the
  /// root flows, then each screen's enabled controls.
  func testThePageOffersOnlyWhatTheRunnerTakesInHeadlessChromium() throws {
    guard Tool.isInstalled("chromium"), Tool.isInstalled("python3") else {
      throw XCTSkip(
        "Chromium (and python3) are needed for the browser tests of flowc serve: "
          + "scripts/install-dependencies installs Debian's chromium")
    }
    let server = try ServedPrototype([folder.path])
    let driver = Repository.root.appendingPathComponent("Tests/Browser/controls_prototype.py")
    let run = try Tool.run(
      ["python3", driver.path, "chromium", "http://127.0.0.1:\(server.port)/"],
      includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      [
        "Choose a flow: choose a flow, App, Other, Tab (child flow)",
        "restart enabled: False",
        "list: tab two",
        "detail: back, tab two, undo",
        "overFullScreen modal: undo",
        "sheet modal: dismiss, undo",
        "tab two: tab one, undo",
      ], run.output)
  }

  func testSeveralRootFlowsAreOfferedAsAChoice() throws {
    let server = try ServedPrototype([folder.path])
    var state = try server.get("/api/state")
    XCTAssertEqual(state.status, 200)
    XCTAssertTrue(state.json["screen"] is NSNull)
    let start = state.json["start"] as? [String: Any]
    XCTAssertEqual(start?["flow"] as? String, "")
    XCTAssertEqual(start?["roots"] as? [String], ["App", "Other"])
    XCTAssertEqual(
      state.json["startProblem"] as? String,
      "several flows could start (`App`, `Other`): choose one")
    XCTAssertEqual(state.json["canUndo"] as? Bool, false)
    // Restart without a flow chosen is refused: the page disables it.
    XCTAssertEqual(try server.post("/api/reset", "{}").status, 422)
    state = try server.post("/api/reset", #"{"flow": "Other"}"#)
    XCTAssertEqual(state.status, 200, state.body)
    XCTAssertEqual((state.json["screen"] as? [String: Any])?["name"] as? String, "only")

    // Undo is enabled exactly when there is an input to undo: not after an answer alone.
    state = try server.post("/api/environment", #"{"environment": {"flag": true}}"#)
    XCTAssertEqual(state.json["stepCount"] as? Int, 1)
    XCTAssertEqual(state.json["canUndo"] as? Bool, false)
    XCTAssertEqual(try server.post("/api/undo", "").status, 422)
    state = try event(server, "nothing")
    XCTAssertEqual(state.json["canUndo"] as? Bool, true)
    state = try server.post("/api/undo", "")
    XCTAssertEqual(state.status, 200, state.body)
    XCTAssertEqual(state.json["canUndo"] as? Bool, false)
    state = try server.post("/api/reset", #"{"flow": "App"}"#)
    XCTAssertEqual((state.json["screen"] as? [String: Any])?["name"] as? String, "list")
  }
}
