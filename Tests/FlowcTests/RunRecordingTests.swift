import FlowTestSupport
import Foundation
import XCTest

/// `flowc run --record FILE` end to end: the steps of a run written as a walkthrough script,
/// which `--script` replays to the same state; and the options that need a terminal.
final class RunRecordingTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-record-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private let photo = [
    "run", "Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays",
    "--env", "canPost=true",
  ]

  /// The recorded script holds the steps as they were taken (comments dropped, `:back` kept,
  /// values written back as they parse), and replaying it ends exactly as the original run did.
  func testTheRecordedScriptReplaysToTheSameState() throws {
    let record = folder.appendingPathComponent("recorded.walkthrough")
    let original = try FlowcRun.run(
      photo + ["--script", "Examples/PhotoEditing/post-photo.walkthrough", "--record", record.path])
    XCTAssertEqual(original.status, 0, original.stderr)
    XCTAssertEqual(
      try String(contentsOf: record, encoding: .utf8),
      """
      # A walkthrough of PhotoEditing (6 steps), saved by flowc run.
      # Replay: flowc run Examples/PhotoEditing --flow PhotoEditing --input album=holidays --env canPost=true --script \(record.path)
      picked photo=beach.jpg
      :back
      picked photo=sunset.jpg
      done photo=sunset-straightened.jpg
      applied name=sepia
      post caption="Last evening of the holidays"

      """)
    let replay = try FlowcRun.run(photo + ["--script", record.path])
    XCTAssertEqual(replay.status, 0, replay.stderr)
    XCTAssertEqual(replay.stdout, original.stdout)
  }

  /// A run that does not finish is recorded too, environment answers given by `:env` lines
  /// included, and replays to the same final screen, navigation and context.
  func testAnUnfinishedRunWithEnvironmentAnswersReplaysToTheSameState() throws {
    let record = folder.appendingPathComponent("unfinished.walkthrough")
    let lines =
      "picked photo=a.jpg\n:env canPost=false\ndone photo=b.jpg\n:undo\ndone photo=c.jpg\n"
    let base = [
      "run", "Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays",
    ]
    let original = try FlowcRun.run(base + ["--record", record.path], stdin: lines)
    XCTAssertEqual(original.status, 0, original.stderr)
    let recorded = try String(contentsOf: record, encoding: .utf8)
    XCTAssertTrue(
      recorded.hasSuffix("picked photo=a.jpg\n:env canPost=false\ndone photo=c.jpg\n"), recorded)
    let replay = try FlowcRun.run(base + ["--script", record.path])
    XCTAssertEqual(replay.status, 0, replay.stderr)
    let finalState = { (text: String) in text[text.range(of: "final screen:")!.lowerBound...] }
    XCTAssertEqual(finalState(replay.stdout), finalState(original.stdout))
  }

  func testContinueAndWatchNeedATerminal() throws {
    let script = "Examples/PhotoEditing/post-photo.walkthrough"
    let continued = try FlowcRun.run(photo + ["--script", script, "--continue"], stdin: "")
    XCTAssertEqual(continued.status, 2)
    XCTAssertEqual(continued.stderr, "error: --continue needs a terminal on standard input\n")
    let watched = try FlowcRun.run(photo + ["--watch"], stdin: "")
    XCTAssertEqual(watched.status, 2)
    XCTAssertEqual(watched.stderr, "error: --watch needs a terminal on standard input\n")
  }

  func testARecordThatCannotBeWrittenIsAnError() throws {
    let record = folder.appendingPathComponent("missing-folder/recorded.walkthrough")
    let run = try FlowcRun.run(photo + ["--record", record.path], stdin: "picked photo=a.jpg\n")
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "error: cannot write \(record.path)\n")
  }
}
