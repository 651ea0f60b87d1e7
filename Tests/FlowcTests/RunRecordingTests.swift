import FlowTestSupport
import Foundation
import XCTest

/// `flowc run --record FILE` end to end: the start and the steps of a run written as a
/// walkthrough script, which `--script` replays to the same state and `flowc test` passes; and
/// the options that need a terminal.
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

  /// The recorded script starts with the start lines the script gave (`:flow`, `:input`,
  /// `:env`) and holds the steps as they were taken (comments and `expect` lines dropped, `:back`
  /// kept, values written back as they parse). Replaying it with no options ends exactly as the
  /// original run did, and `flowc test` passes it.
  func testTheRecordedScriptReplaysToTheSameStateAndPassesFlowcTest() throws {
    let flows = try FileManager.default.contentsOfDirectory(atPath: "Examples/PhotoEditing")
      .filter { $0.hasSuffix(".flow.yaml") }
    for name in flows {
      try FileManager.default.copyItem(
        atPath: "Examples/PhotoEditing/\(name)", toPath: folder.appendingPathComponent(name).path)
    }
    let record = folder.appendingPathComponent("recorded.walkthrough")
    let original = try FlowcRun.run([
      "run", folder.path, "--script", "Examples/PhotoEditing/post-photo.walkthrough", "--record",
      record.path,
    ])
    XCTAssertEqual(original.status, 0, original.stderr)
    XCTAssertEqual(
      try String(contentsOf: record, encoding: .utf8),
      """
      # A walkthrough of PhotoEditing (6 steps), saved by flowc run.
      :flow PhotoEditing
      :input album=holidays
      :env canPost=true
      picked photo=beach.jpg
      :back
      picked photo=sunset.jpg
      done photo=sunset-straightened.jpg
      applied name=sepia
      post caption="Last evening of the holidays"

      """)
    let replay = try FlowcRun.run(["run", folder.path, "--script", record.path])
    XCTAssertEqual(replay.status, 0, replay.stderr)
    let withoutExpectLines = original.stdout.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .filter { !$0.hasPrefix("> expect ") }.joined(separator: "\n")
    XCTAssertEqual(replay.stdout, withoutExpectLines)
    let test = try FlowcRun.run(["test", folder.path])
    XCTAssertEqual(test.status, 0, test.stdout + test.stderr)
    XCTAssertTrue(test.stdout.contains("PASS \(record.path)\n"), test.stdout)
  }

  /// A run that does not finish is recorded too, environment answers given by `:env` lines
  /// included, and replays to the same final screen, navigation and context with no options:
  /// the start's flow and input are start lines.
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
      recorded.hasSuffix(
        ":flow PhotoEditing\n:input album=holidays\n"
          + "picked photo=a.jpg\n:env canPost=false\ndone photo=c.jpg\n"), recorded)
    let replay = try FlowcRun.run(["run", "Examples/PhotoEditing", "--script", record.path])
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
    XCTAssertEqual(
      run.stderr, "error: cannot write \(record.path): No such file or directory\n")
  }
}
