import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive walkthrough's session at a real terminal (tmux): Ctrl-C and Ctrl-D, tab
/// completion by position, numbered choices, undo, the final prompt, saving, recording,
/// continuing after a script, reloading and watching.
final class InteractiveSessionTests: XCTestCase {
  static let shipping = """
    flow: Shipping
    types:
      Speed: [economy, express]
    context:
      speed: Speed
    results:
      shipped: { speed: Speed }
    start: choose
    screens:
      choose:
        events:
          chooseSpeed: { speed: Speed, gift: Bool, note: String? }
        on:
          chooseSpeed: { set: { speed: event.speed }, push: address }
      address:
        events:
          entered: { address: Address }
        on:
          entered: { finish: { shipped: { speed: speed } } }
    """

  private var folder: URL!
  private var terminal: TerminalWalkthrough?

  private var flowFile: URL { folder.appendingPathComponent("Shipping.flow.yaml") }

  override func setUpWithError() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"), "tmux is not installed (scripts/install-dependencies installs it)")
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-session-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.shipping.utf8).write(to: flowFile)
  }

  override func tearDownWithError() throws {
    terminal?.stop()
    try? FileManager.default.removeItem(at: folder)
  }

  private func start(_ extra: [String] = []) throws {
    terminal = try TerminalWalkthrough(
      prefix: "flowc-session", joinsWrappedLines: true, arguments: [folder.path] + extra)
    try waitFor("flowc> ")
  }

  @discardableResult
  private func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> String
  {
    try XCTUnwrap(terminal).waitFor(text, file: file, line: line)
  }

  private func type(_ keys: String..., enter: Bool = true) throws {
    try XCTUnwrap(terminal).send(keys + (enter ? ["Enter"] : []))
  }

  /// The last line on the screen that is not empty.
  private func lastLine() throws -> String {
    try XCTUnwrap(terminal).screen().split(separator: "\n").last.map(String.init) ?? ""
  }

  func testCtrlCClearsTheLineAndCancelsAQuestionAndCtrlDEndsAQuestion() throws {
    try start()
    try type("chooseSp", enter: false)
    try waitFor("flowc> chooseSp")
    try type("C-c", enter: false)
    try waitFor("flowc> chooseSp^C\nflowc> ")
    // Nothing of the dropped line is left: what is typed next is a line of its own.
    try type("chooseSpeed")
    try waitFor("speed (Speed) [1. economy, 2. express]: ")
    try type("2")
    try waitFor("gift (Bool) [1. true, 2. false]: ")
    try type("C-c", enter: false)
    try waitFor("gift (Bool) [1. true, 2. false]: ^C\n  (cancelled)\nflowc> ")
    try type("chooseSpeed")
    try waitFor("speed (Speed) [1. economy, 2. express]: ")
    try type("C-d", enter: false)
    var shown = try waitFor("  (cancelled)\nflowc> ")
    // Nothing was sent: still at the first screen, no transition.
    XCTAssertFalse(shown.contains("transition"), shown)
    XCTAssertFalse(shown.contains("FLOWC-EXITED"), shown)
    // The walkthrough still answers; no steps were taken, so quitting asks nothing.
    try type("chooseSpeed speed=1 gift=2 note=nil")
    shown = try waitFor("error: `speed`: `1` is not a case of Speed (.economy, .express)")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }

  func testTabCompletesEventsThenFieldsThenValues() throws {
    try start()
    try type("cho", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed ")
    try type("sp", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed speed=")
    try type("ex", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed speed=express ")
    try type("g", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed speed=express gift=")
    try type("t", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed speed=express gift=true ")
    try type("n", "Tab", "Tab", enter: false)
    try waitFor("flowc> chooseSpeed speed=express gift=true note=nil ")
    try type("")
    try waitFor("set speed = .express")
    try type("ent", "Tab", enter: false)
    try waitFor("flowc> entered ")
    try type("C-c", enter: false)
    try type(":quit")
    try waitFor("(empty: don't save): ")
    try type("")
    try waitFor("FLOWC-EXITED-0")
  }

  func testUndoSaysWhatItUndidAndTheFinishedFlowStaysAtAPrompt() throws {
    try start()
    try type("chooseSpeed speed=economy gift=false note=\"to the door\"")
    try waitFor("Shipping · address")
    try type("entered address=home")
    var shown = try waitFor("flowc (finished)> ")
    XCTAssertTrue(shown.contains("result: shipped(speed: .economy)"), shown)
    XCTAssertTrue(shown.contains("(the flow has finished: :undo, :restart"), shown)
    // The final state can still be looked at.
    try type(":stack")
    try waitFor("    ▸ address  [Shipping]\nflowc (finished)> ")
    try type(":steps")
    try waitFor(
      "  1. chooseSpeed speed=economy gift=false note=\"to the door\"\n  2. entered address=home\n")
    try type("entered address=work")
    try waitFor(
      "error: the flow has finished (result: shipped); :undo, :restart, :save FILE or :quit")
    try type(":undo")
    shown = try waitFor("undid: entered address=home\n")
    try waitFor("  1. entered(address: Address)\nflowc> ")
    try type("entered address=")
    try waitFor("error: `address`: an Address needs some text naming it")
    try type("entered address=work")
    try waitFor("result: shipped(speed: .economy)")
    try type(":restart")
    try waitFor("Restarted (2 steps dropped)")
    try waitFor("  1. chooseSpeed(speed: Speed, gift: Bool, note: String?)\nflowc> ")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }

  /// Ctrl-D with steps taken asks for a file; the script saved there starts with `:flow`, replays
  /// to the same result with no options, and passes `flowc test`.
  func testQuittingOffersToSaveTheStepsAndTheScriptReplays() throws {
    let saved = folder.appendingPathComponent("saved.walkthrough")
    try start()
    try type("chooseSpeed")
    try type("1")
    try type("2")
    try type("a note")
    try waitFor("Shipping · address")
    try type("C-d", enter: false)
    try waitFor("Save the 1 step taken? File name (empty: don't save): ")
    try type("C-c", enter: false)
    // Ctrl-C goes back to the walkthrough.
    try waitFor("^C\nflowc> ")
    try type("entered address=\"12 High Street\"")
    try waitFor("flowc (finished)> ")
    try type(":quit")
    try waitFor("Save the 2 steps taken? File name (empty: don't save): ")
    try type(saved.path)
    try waitFor("saved 2 steps to \(saved.path)")
    try waitFor("FLOWC-EXITED-0")
    let script = try String(contentsOf: saved, encoding: .utf8)
    XCTAssertEqual(
      script,
      """
      # A walkthrough of Shipping (2 steps), saved by flowc run.
      :flow Shipping
      chooseSpeed speed=economy gift=false note="a note"
      entered address="12 High Street"

      """)
    let replay = try FlowcRun.run(["run", folder.path, "--script", saved.path])
    XCTAssertEqual(replay.status, 0, replay.stderr)
    XCTAssertTrue(replay.stdout.hasSuffix("result: shipped(speed: .economy)\n"), replay.stdout)
    // As a test beside the flows.
    let test = try FlowcRun.run(["test", folder.path])
    XCTAssertEqual(test.status, 0, test.stdout + test.stderr)
    XCTAssertTrue(test.stdout.contains("PASS \(saved.path)\n"), test.stdout)
  }

  /// `--script FILE --continue` goes on where the script left off (its start and expect lines
  /// read as `--script` reads them, its steps replayed by `:reload`); `--record` keeps every step.
  func testAScriptThenInteractivelyWithEveryStepRecorded() throws {
    let script = folder.appendingPathComponent("first.walkthrough")
    let record = folder.appendingPathComponent("all.walkthrough")
    try Data(
      ":flow Shipping\nchooseSpeed speed=express gift=true note=nil\nexpect screen address\n".utf8
    ).write(to: script)
    try start(["--script", script.path, "--continue", "--record", record.path])
    var shown = try waitFor("Continuing the walkthrough of Shipping")
    XCTAssertTrue(shown.contains("> chooseSpeed speed=express gift=true note=nil"), shown)
    XCTAssertTrue(shown.contains("> expect screen address"), shown)
    XCTAssertTrue(shown.contains("Shipping · address"), shown)
    XCTAssertEqual(
      try String(contentsOf: record, encoding: .utf8).split(separator: "\n").suffix(2),
      [":flow Shipping", "chooseSpeed speed=express gift=true note=nil"])
    // The steps of the script are the session's: a reload replays them.
    try type(":reload")
    try waitFor("Reloaded (1 step replayed)")
    try waitFor("  1. entered(address: Address)\nflowc> ")
    // The prompt leaves `expect` lines to scripts, saying so.
    try type("expect screen address")
    try waitFor("error: `expect` lines check a walkthrough script (flowc run --script, flowc test)")
    try type("entered address=home")
    try waitFor("flowc (finished)> ")
    // Recorded as it went: quitting asks nothing.
    try type(":quit")
    shown = try waitFor("FLOWC-EXITED-0")
    XCTAssertFalse(shown.contains("Save the"), shown)
    let recorded = try String(contentsOf: record, encoding: .utf8)
    XCTAssertTrue(
      recorded.hasSuffix(
        "chooseSpeed speed=express gift=true note=nil\nentered address=home\n"), recorded)
  }

  /// `:reload` and `--watch` replay the steps on the changed flows; a step that no longer
  /// applies stops the replay there, and flows with errors are not taken.
  func testReloadAndWatchReplayTheStepsOnTheChangedFlows() throws {
    try start(["--watch"])
    try type("chooseSpeed speed=economy gift=true note=nil")
    try waitFor("  1. entered(address: Address)\nflowc> ")
    // A new event: the watcher reloads by itself.
    try Data(
      Self.shipping.replacingOccurrences(
        of: "entered: { address: Address }\n",
        with: "entered: { address: Address }\n      change: {}\n"
      ).replacingOccurrences(
        of: "on:\n      entered:", with: "on:\n      change: back\n      entered:"
      )
      .utf8
    ).write(to: flowFile)
    try waitFor("A flow file changed: reloading\nReloaded (1 step replayed)")
    try waitFor("  2. change\nflowc> ")
    // Errors: printed where they are; the walkthrough goes on with the flows as they were.
    try Data(Self.shipping.replacingOccurrences(of: "start: choose", with: "start: chose").utf8)
      .write(to: flowFile)
    try waitFor("Shipping.flow.yaml:8:8: error: no screen named `chose`")
    try waitFor(
      "error: the flow files have errors: the walkthrough goes on with the flows as they were")
    try type(":stack")
    try waitFor("    ▸ address  [Shipping]\nflowc> ")
    // The step no longer applies: the replay stops before it, saying which.
    try Data(Self.shipping.replacingOccurrences(of: ", note: String?", with: "").utf8).write(
      to: flowFile)
    try type(":reload")
    try waitFor(
      "error: step 1 of 1 (chooseSpeed speed=economy gift=true note=nil) no longer applies: "
        + "event `chooseSpeed` has no field `note`")
    try waitFor("Reloaded (0 steps replayed, 1 pending)")
    try waitFor("  1. chooseSpeed(speed: Speed, gift: Bool)\nflowc> ")
    // The pending step is not saved yet: quitting offers to.
    try type(":quit")
    try waitFor("Save the 1 step taken? File name (empty: don't save): ")
    try type("")
    try waitFor("FLOWC-EXITED-0")
  }

  /// Waits (5 s at most) until the `--record` file ends with `steps`, and fails otherwise.
  private func waitForRecord(
    _ file: URL, endingWith steps: String, file source: StaticString = #filePath,
    line: UInt = #line
  ) {
    var text = ""
    for _ in 0..<100 {
      text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if text.hasSuffix(steps) { return }
      usleep(50_000)
    }
    XCTFail("the record file does not end with \(steps): \(text)", file: source, line: line)
  }

  /// A transient edit that makes step 1 no longer apply keeps both steps pending (and in the
  /// `--record` file); restoring the file replays them all; `:undo` drops pending steps.
  func testStepsThatNoLongerApplyStayPendingUntilTheyApplyAgain() throws {
    let record = folder.appendingPathComponent("watched.walkthrough")
    try start(["--watch", "--record", record.path])
    try type("chooseSpeed speed=economy gift=true note=nil")
    try waitFor("  1. entered(address: Address)\nflowc> ")
    try type("entered address=home")
    try waitFor("flowc (finished)> ")
    let steps = "chooseSpeed speed=economy gift=true note=nil\nentered address=home\n"
    waitForRecord(record, endingWith: steps)

    let broken = Self.shipping.replacingOccurrences(of: ", note: String?", with: "")
    try Data(broken.utf8).write(to: flowFile)
    try waitFor("Reloaded (0 steps replayed, 2 pending)")
    try waitFor("  1. chooseSpeed(speed: Speed, gift: Bool)\nflowc> ")
    waitForRecord(record, endingWith: steps)
    try type(":steps")
    try waitFor(
      "1. chooseSpeed speed=economy gift=true note=nil  (pending)\n"
        + "  2. entered address=home  (pending)\nflowc> ")

    try Data(Self.shipping.utf8).write(to: flowFile)
    try waitFor("Reloaded (2 steps replayed)")
    try waitFor("flowc (finished)> ")
    waitForRecord(record, endingWith: steps)

    // Broken again: `:undo` drops the pending steps, and the record follows.
    let terminal = try XCTUnwrap(terminal)
    try terminal.tmux(["send-keys", "-R", "-t", terminal.session])
    try terminal.tmux(["clear-history", "-t", terminal.session])
    try Data(broken.utf8).write(to: flowFile)
    try waitFor("Reloaded (0 steps replayed, 2 pending)")
    try type(":undo")
    try waitFor("dropped 2 pending steps:")
    waitForRecord(record, endingWith: ":flow Shipping\n")
    try Data(Self.shipping.utf8).write(to: flowFile)
    try waitFor("Reloaded (0 steps replayed)")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }

  /// `--watch` with a FIFO named like a flow file in the folder: reported, never waited on; the
  /// walkthrough goes on.
  func testWatchReportsAFIFOAndGoesOn() throws {
    try start(["--watch"])
    let fifo = folder.appendingPathComponent("Stuck.flow.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    try waitFor("error: cannot read \(fifo): it is a FIFO, not a regular file")
    try type(":stack")
    try waitFor("    ▸ choose  [Shipping]\nflowc> ")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }

  /// `:save` refuses a flow file of the running module and leaves it as it was.
  func testSaveRefusesAFlowFileOfTheModule() throws {
    try start()
    try type("chooseSpeed speed=economy gift=true note=nil")
    try waitFor("  1. entered(address: Address)\nflowc> ")
    try type(":save \(flowFile.path)")
    try waitFor(
      "cannot write \(flowFile.path): it is a flow file of the module; "
        + "save the script under another name")
    XCTAssertEqual(try String(contentsOf: flowFile, encoding: .utf8), Self.shipping)
    try type(":quit")
    try waitFor("File name (empty: don't save): ")
    try type("")
    try waitFor("FLOWC-EXITED-0")
  }

  /// `:reload` reports what `flowc validate` does, the file-name check included: a file
  /// `Extra.flow.yaml` holding the flow `Other` is a warning, and the valid flows are taken.
  func testReloadReportsTheFileNameCheck() throws {
    try start()
    try Data(
      """
      flow: Other
      start: only
      screens:
        only: { view: OnlyViewController }

      """.utf8
    ).write(to: folder.appendingPathComponent("Extra.flow.yaml"))
    try type(":reload")
    try waitFor("Extra.flow.yaml:1:7: warning: flow `Other` is in `Extra.flow.yaml`")
    try waitFor("Reloaded (0 steps replayed)")
    try type(":quit")
    try waitFor("FLOWC-EXITED-0")
  }
}
