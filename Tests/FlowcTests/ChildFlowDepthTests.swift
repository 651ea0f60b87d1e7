import FlowTestSupport
import Foundation
import XCTest

/// Child flows that start child flows, end to end (issue 13): `flowc run` once overflowed the
/// native stack (SIGSEGV) on these; now a start that can never show a screen is a validation
/// error, and a run that would have more than 100 flows running at once stops with an error.
final class ChildFlowDepthTests: XCTestCase {
  private static let limitError =
    "would run 101 flows at once (the limit is 100); a flow that starts itself must be able to stop"

  /// The issue's example: `A` starts itself as a child while `flag` holds.
  private static let selfStarting = """
    flow: A
    environment: { flag: Bool }
    results: { done: {} }
    start: [ { when: flag, to: c }, { to: s } ]
    screens:
      s: { view: V, events: { go: {} }, on: { go: { finish: done } } }
      c: { flow: A, on: { done: { finish: done } } }
    """

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-depth-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ files: [String: String]) throws {
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).flow.yaml"))
    }
  }

  /// `count` flows `F0`...: each but the last starts the next from its start (so only the last
  /// shows a screen), and finishes when it does; the last's `go` finishes it.
  private func writeChain(_ count: Int) throws {
    var files: [String: String] = [:]
    for index in 0..<count {
      let body =
        index + 1 < count
        ? "start: c\nscreens:\n  c: { flow: F\(index + 1), on: { done: { finish: done } } }\n"
        : "start: s\nscreens:\n  s: { view: V, events: { go: {} }, on: { go: { finish: done } } }\n"
      files["F\(index)"] = "flow: F\(index)\nresults: { done: {} }\n" + body
    }
    try write(files)
  }

  func testTheIssuesExampleStopsWithAnErrorInsteadOfCrashing() throws {
    try write(["A": Self.selfStarting])
    let path = folder.appendingPathComponent("A.flow.yaml").path
    let run = try FlowcRun.run(["run", path, "--env", "flag=true"], stdin: "go\n")
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stderr, "error: starting child flow `A` at `c` \(Self.limitError)\n")
    // Where the recursion stops at once, the flow runs as before.
    let stops = try FlowcRun.run(["run", path, "--env", "flag=false"], stdin: "go\n")
    XCTAssertEqual(stops.status, 0, stops.stderr)
    XCTAssertTrue(stops.stdout.hasSuffix("result: done\n"), stops.stdout)
  }

  func testAStepThatWouldStartTheHundredAndFirstFlowIsAnErrorAtItsLine() throws {
    try write([
      "Again": """
      flow: Again
      results: { done: {} }
      start: s
      screens:
        s: { view: V, events: { again: {}, go: {} }, on: { again: c, go: { finish: done } } }
        c: { flow: Again, on: { done: stay } }
      """
    ])
    let script = String(repeating: "again\n", count: 100)
    let run = try FlowcRun.run(["run", folder.path], stdin: script)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr, "<stdin>:100:1: error: starting child flow `Again` at `c` \(Self.limitError)\n")
    XCTAssertEqual(
      run.stdout.components(separatedBy: "start child flow Again at `c`").count - 1, 99)
  }

  func testAtATerminalTheLimitIsShownAndTheWalkthroughGoesOn() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"), "tmux is not installed (scripts/install-dependencies installs it)")
    // `deep` starts F1, whose start starts F2, ... F100: with Root, 101 flows.
    try writeChain(101)
    try write([
      "F0": """
      flow: F0
      results: { done: {} }
      start: s
      screens:
        s: { view: V, events: { deep: {}, go: {} }, on: { deep: c, go: { finish: done } } }
        c: { flow: F1, on: { done: { finish: done } } }
      """
    ])
    let terminal = try TerminalWalkthrough(
      prefix: "flowc-depth", joinsWrappedLines: true, arguments: [folder.path, "--flow", "F0"])
    defer { terminal.stop() }
    try terminal.waitFor("flowc> ")
    try terminal.send(["deep", "Enter"])
    try terminal.waitFor("error: starting child flow `F100` at `c` \(Self.limitError)")
    // Nothing changed: the same screen, and its events still work.
    try terminal.send(["go", "Enter"])
    try terminal.waitFor("F0 finished: done")
    try terminal.send([":quit", "Enter"])
    try terminal.waitFor("(empty: don't save): ")
    try terminal.send(["Enter"])
    try terminal.waitFor("FLOWC-EXITED-0")
  }

  func testAChainOfFiveThousandFlowsValidatesAndStopsAtTheLimit() throws {
    try writeChain(5_000)
    let validate = try FlowcRun.run(["validate", folder.path])
    XCTAssertEqual(validate.status, 0, validate.stderr)
    let run = try FlowcRun.run(["run", folder.path, "--flow", "F0"], stdin: "go\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "error: starting child flow `F100` at `c` \(Self.limitError)\n")
  }

  func testAFinishCascadeThroughAHundredFlowsCompletesAndIsDrawn() throws {
    try writeChain(100)
    let run = try FlowcRun.run(["run", folder.path, "--flow", "F0"], stdin: "go\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    let finished = run.stdout.components(separatedBy: "\n").filter {
      $0.hasSuffix(" finished: done")
    }
    XCTAssertEqual(finished.count, 100)
    XCTAssertEqual(finished.first, "  F99 finished: done")
    XCTAssertEqual(finished.last, "  F0 finished: done")
    XCTAssertTrue(run.stdout.hasSuffix("result: done\n"), run.stdout)
    let graph = try FlowcRun.run(["graph", folder.path, "--flow", "F90"])
    XCTAssertEqual(graph.status, 0, graph.stderr)
    XCTAssertTrue(graph.stdout.contains("F98__c -.->|\"starts\"| F99__start"), graph.stdout)
    XCTAssertFalse(graph.stdout.contains("subgraph F89\n"), graph.stdout)
  }

  func testTheFinalStateOfNestedFlowsShowsDepthsNotIndentation() throws {
    try writeChain(3)
    let run = try FlowcRun.run(["run", folder.path, "--flow", "F0"], stdin: "")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.hasSuffix(
        """
        navigation:
          stack 1 (root stack)
            ▸ s  [F2, depth 3]
        context:
          F0 on c
          F1 on c (depth 2)
          F2 on s (depth 3)

        """), run.stdout)
  }

  func testStartsThatCanNeverShowAScreenAreLocatedErrors() throws {
    // Ping and Pong start each other; Lead starts Ping and so never shows a screen either; Solo
    // starts Ping only when a guard holds, so it can show its screen.
    try write([
      "Ping":
        "flow: Ping\nresults: { r: {} }\nstart: c\nscreens:\n  c: { flow: Pong, on: { r: { finish: r } } }\n",
      "Pong":
        "flow: Pong\nresults: { r: {} }\nstart: c\nscreens:\n  c: { flow: Ping, on: { r: { finish: r } } }\n",
      "Lead":
        "flow: Lead\nresults: { r: {} }\nstart: c\nscreens:\n  c: { flow: Ping, on: { r: { finish: r } } }\n",
      "Solo": """
      flow: Solo
      environment: { flag: Bool }
      results: { r: {} }
      start: [ { when: flag, to: c }, { to: s } ]
      screens:
        s: { view: V, events: { go: {} }, on: { go: { finish: r } } }
        c: { flow: Ping, on: { r: { finish: r } } }
      """,
    ])
    let run = try FlowcRun.run(["validate", folder.path])
    XCTAssertEqual(run.status, 1)
    let errors = run.stderr.components(separatedBy: "\n").filter { $0.contains("error:") }
    XCTAssertEqual(
      errors.map { $0.components(separatedBy: "/").last ?? $0 },
      [
        "Lead.flow.yaml:3:1: error: starting this flow never shows a screen: every start choice starts a child flow that starts child flows without end: Lead -> Ping -> Pong -> Ping [recursive-start]",
        "Ping.flow.yaml:3:1: error: starting this flow starts itself again before any screen: Ping -> Pong -> Ping [recursive-start]",
        "Pong.flow.yaml:3:1: error: starting this flow starts itself again before any screen: Pong -> Ping -> Pong [recursive-start]",
      ], run.stderr)
  }

  func testARingOfTwoThousandFlowsIsReportedWithoutCrashing() throws {
    var files: [String: String] = [:]
    for index in 0..<2_000 {
      files["R\(index)"] =
        "flow: R\(index)\nresults: { r: {} }\nstart: c\nscreens:\n  c: { flow: R\((index + 1) % 2_000), on: { r: { finish: r } } }\n"
    }
    try write(files)
    let run = try FlowcRun.run(["validate", folder.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "2000 files checked: 2000 errors, 0 warnings\n")
    // A message names at most eight flows of the cycle.
    XCTAssertTrue(
      run.stderr.contains(
        "starting this flow never shows a screen: every start choice starts a child flow that "
          + "starts child flows without end: R0 -> R1 -> R2 -> R3 -> R4 -> R5 -> R6 -> R7 -> ..."),
      String(run.stderr.prefix(2_000)))
  }
}
