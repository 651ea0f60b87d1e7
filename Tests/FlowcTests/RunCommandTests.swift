import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` end to end, scripted: standard input is not a terminal here.
final class RunCommandTests: XCTestCase {
  private let photo = [
    "run", "Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays",
  ]

  func testStandardInputIsAScriptWhenItIsNotATerminal() throws {
    let run = try FlowcRun.run(
      photo + ["--env", "canPost=false"], stdin: "picked photo=a.jpg\ncancel\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "<stdin>:2:1: error: screen `straighten` has no event `cancel`; available: done (and :back)\n"
    )
    XCTAssertTrue(
      run.stdout.contains("> picked photo=a.jpg\n  PhotoEditing.select: picked -> transition 1\n"))
  }

  func testValuesThatDoNotParseStopTheRunAtTheirLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("bad.walkthrough")
    try Data("# comment\n\npicked\n".utf8).write(to: script)
    let run = try FlowcRun.run(photo + ["--script", script.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr, "\(script.path):3:1: error: event `picked` needs field `photo` (Photo)\n")
  }

  func testMissingEnvironmentIsAnErrorNamingTheOption() throws {
    let run = try FlowcRun.run(
      photo, stdin: "picked photo=a.jpg\ndone photo=b.jpg\napplied name=x\npost caption=hi\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "<stdin>:4:1: error: environment value `canPost` (Bool) is not given; give it with --env canPost=... or a line `:env canPost=...`\n"
    )
  }

  func testWrongEnvironmentAndInputTypesAreReported() throws {
    let env = try FlowcRun.run(photo + ["--env", "canPost=maybe"], stdin: "")
    XCTAssertEqual(env.status, 1)
    XCTAssertEqual(env.stderr, "error: environment value `canPost` must be Bool, not maybe\n")
    let missing = try FlowcRun.run(
      ["run", "Examples/PhotoEditing", "--flow", "PhotoEditing"], stdin: "")
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(
      missing.stderr,
      "error: flow `PhotoEditing` needs input `album` (Album): give --input album=... or a line `:input album=...`\n"
    )
  }

  /// `Double("1e400")` is infinity: a script value out of range is an error, never `inf`.
  func testADoubleOutOfRangeIsAnError() throws {
    let run = try FlowcRun.run(
      ["run", "Examples/OrderDetail", "--env", "role=manager"],
      stdin: "selected order=o1\nrefund\nconfirm amount=1e400 reason=x\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "<stdin>:3:1: error: `amount`: `1e400` is not a finite Double (too large, or not a number)\n")
  }

  /// A 100 KB argument or script word is not repeated back whole in an error: names quoted in the
  /// message are cut to their first 40 characters, and a message stays under 1,000 characters.
  func testLongArgumentsAndScriptWordsAreCutInErrors() throws {
    let long = String(repeating: "9", count: 100_000)
    let runs = [
      try FlowcRun.run(photo + ["--env", "canPost=\(long)"], stdin: ""),
      try FlowcRun.run(photo + ["--env", "x\(long)=1"], stdin: ""),
      try FlowcRun.run(["run", "Examples/PhotoEditing", "--flow", "N\(long)"], stdin: ""),
      try FlowcRun.run(photo + ["--env", "canPost=true"], stdin: "picked\(long)\n"),
      try FlowcRun.run(
        photo + ["--env", "canPost=true"], stdin: "picked x\(long)=1\n"),
    ]
    for run in runs {
      XCTAssertNotEqual(run.status, 0)
      let error = try XCTUnwrap(run.stderr.split(separator: "\n").last { $0.contains("error: ") })
      XCTAssertLessThan(error.count, 1_100, String(error.prefix(200)))
      XCTAssertTrue(error.contains("9999…"), String(error.prefix(200)))
    }
    XCTAssertEqual(
      runs[2].stderr,
      "error: there is no flow `N999999999999999999999999999999999999999…` (100001 characters); "
        + "flows: Feed, PhotoEditing\n")
  }

  func testTheFlowToStartIsTheOnlyRootUnlessNamed() throws {
    let root = try FlowcRun.run(
      ["run", "Examples/PhotoEditing", "--env", "cameraRoll=x"], stdin: "")
    XCTAssertEqual(root.status, 0, root.stderr)
    XCTAssertTrue(root.stdout.hasPrefix("  start Feed\n"), root.stdout)
    let unknown = try FlowcRun.run(["run", "Examples/PhotoEditing", "--flow", "Nope"], stdin: "")
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.stderr, "error: there is no flow `Nope`; flows: Feed, PhotoEditing\n")
  }

  func testJSONTraceAndCoverage() throws {
    let run = try FlowcRun.run(
      photo + ["--env", "canPost=true", "--trace", "json", "--coverage"], stdin: "cancel\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 3)
    let step = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
    XCTAssertEqual(step?["line"] as? Int, 1)
    let effects = try XCTUnwrap(step?["effects"] as? [[String: Any]])
    XCTAssertEqual(effects.map { $0["kind"] as? String }, ["transition", "finished"])
    XCTAssertEqual(effects[1]["result"] as? String, "cancelled")
    let coverage = try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any]
    let summary = try XCTUnwrap(coverage?["coverage"] as? [String: Any])
    XCTAssertEqual(summary["taken"] as? Int, 1)
    XCTAssertEqual(summary["total"] as? Int, 7)
    XCTAssertEqual(summary["results"] as? [String: Int], ["covered": 1, "total": 2])
    XCTAssertEqual(summary["guardOutcomes"] as? [String: Int], ["covered": 0, "total": 2])
    let text = try FlowcRun.run(
      photo + ["--env", "canPost=true", "--coverage"], stdin: "picked photo=a\n:back\ncancel\n")
    XCTAssertTrue(
      text.stdout.contains(
        "coverage: 2 of 7 transitions taken\n"
          + "  screens 2/4 (50%), results 1/2 (50%), guard outcomes 0/2 (0%)\n"
          + "  never taken: PhotoEditing.straighten done\n"), text.stdout)
  }

  func testAnInvalidModuleIsNotRun() throws {
    let run = try FlowcRun.run(
      ["run", "Tests/FlowSpecTests/Fixtures/Diagnostics/illegal-back.flow.yaml"], stdin: "next\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("error: `back` from `cart`"), run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix("1 error, 0 warnings: not running\n"), run.stderr)
  }

  func testRunHelpHasAnExample() throws {
    let help = try FlowcRun.run(["run", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("--script Examples/PhotoEditing/post-photo.walkthrough"))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: Repository.url("Examples/PhotoEditing/post-photo.walkthrough").path))
  }
}

extension RunCommandTests {
  /// Restaurants' loader is presented `overFullScreen`: a scripted swipe is refused, names the
  /// presentation, stops the run at its line and changes nothing before it.
  func testASwipeThePresentationForbidsIsRefused() throws {
    let run = try FlowcRun.run(
      ["run", "Examples/Restaurants", "--flow", "Root"],
      stdin: "search criteria=paris\n:dismiss\ncancel\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "<stdin>:2:1: error: `spinner` cannot be swiped away: `present: loading` shows it as `overFullScreen`\n"
    )
    XCTAssertTrue(run.stdout.hasSuffix("  present spinner (style: overFullScreen)\n"), run.stdout)
    // What is available there does not offer the swipe; the refund form's sheet does.
    let unknown = try FlowcRun.run(
      ["run", "Examples/Restaurants", "--flow", "Root"], stdin: "search criteria=paris\nnope\n")
    XCTAssertEqual(
      unknown.stderr,
      "<stdin>:2:1: error: screen `spinner` has no event `nope`; available: loaded, failed, cancel\n"
    )
    let sheet = try FlowcRun.run(
      ["run", "Examples/OrderDetail", "--env", "role=manager"],
      stdin: "selected order=o\nrefund\nnope\n")
    XCTAssertEqual(
      sheet.stderr,
      "<stdin>:3:1: error: screen `refundForm` has no event `nope`; available: confirm, close (and :dismiss)\n"
    )
  }

  /// The final navigation names how a stack was presented when it differs from `present: S`.
  func testTheFinalStateShowsAPresentation() throws {
    let run = try FlowcRun.run(
      ["run", "Examples/OrderDetail", "--env", "role=manager"],
      stdin: "selected order=o-1\nrefund\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains(
        "  stack 2 (presented by Orders, style: formSheet, detents: [medium, large])\n"),
      run.stdout)
  }

  /// OrderDetail's refund form: the JSON trace gives the whole presentation, and a swipe runs the
  /// form's `dismissed` transition on the detail screen.
  func testTheJSONTraceGivesThePresentationAndTheDismissedTransition() throws {
    let run = try FlowcRun.run(
      ["run", "Examples/OrderDetail", "--env", "role=manager", "--trace", "json"],
      stdin: "selected order=o-1\nrefund\n:dismiss\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertTrue(
      lines[2].contains(
        #""presentation": {"style": "formSheet", "detents": ["medium", "large"], "swipeToDismiss": true}"#
      ), String(lines[2]))
    let swipe = try JSONSerialization.jsonObject(with: Data(lines[3].utf8)) as? [String: Any]
    let effects = try XCTUnwrap(swipe?["effects"] as? [[String: Any]])
    XCTAssertEqual(effects.map { $0["kind"] as? String }, ["navigation", "transition", "action"])
    XCTAssertEqual(effects[1]["event"] as? String, "dismissed")
    XCTAssertEqual(effects[1]["screen"] as? String, "refundForm")
  }
}
