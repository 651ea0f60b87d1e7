import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve`'s graph (`GET /api/graph`) is drawn outside the session, within a time limit,
/// and kept: with a fake Graphviz `dot` first on the `PATH` (a script that waits until the test
/// lets it answer), the API goes on answering while it draws, one drawing serves every request
/// for the same flows, a `dot` past `--graph-timeout` is stopped with an error, and a failing or
/// missing `dot` gets its own error.
final class ServeGraphTests: XCTestCase {
  private static let flow = """
    flow: Walk
    start: one
    screens:
      one:
        events: { next: {} }
        on: { next: two }
      two:
        events: { again: {} }
        on: { again: one }
    """

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-graph-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try Data(Self.flow.utf8).write(to: folder.appendingPathComponent("Walk.flow.yaml"))
  }

  override func tearDownWithError() throws {
    // Lets a fake dot still waiting end at once.
    _ = FileManager.default.createFile(atPath: path("release"), contents: nil)
    try? FileManager.default.removeItem(at: folder)
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Writes the fake `dot`: it notes each run (`runs`) and its process id (`pid`), reads its
  /// input, then waits for the file `release` (20 s at most) and answers with `body` (shell).
  private func fakeDot(_ body: String) throws {
    let script = """
      #!/bin/sh
      echo run >> '\(path("runs"))'
      echo $$ > '\(path("pid"))'
      cat > /dev/null
      i=0
      while [ ! -e '\(path("release"))' ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done
      \(body)

      """
    let dot = path("bin/dot")
    try Data(script.utf8).write(to: URL(fileURLWithPath: dot))
    chmod(dot, 0o755)
  }

  private func serve(_ arguments: [String] = [], path: String? = nil) throws -> ServedPrototype {
    let searched =
      path ?? (self.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""))
    return try ServedPrototype([folder.path] + arguments, environment: ["PATH": searched])
  }

  private var runs: Int {
    ((try? String(contentsOfFile: path("runs"), encoding: .utf8)) ?? "").split(separator: "\n")
      .count
  }

  /// Waits (10 s at most) until `condition` holds.
  private func wait(_ what: String, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline { usleep(20_000) }
    XCTAssertTrue(condition(), what)
  }

  /// `GET /api/graph` on a thread of its own; the reply once it comes.
  private final class Pending: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var reply: ServedPrototype.Reply?

    init(_ server: ServedPrototype) {
      // The server is only asked (a request on a connection of its own), never changed.
      nonisolated(unsafe) let server = server
      DispatchQueue.global().async {
        self.reply = try? server.get("/api/graph")
        self.done.signal()
      }
    }

    func wait() -> ServedPrototype.Reply? {
      _ = done.wait(timeout: .now() + 30)
      return reply
    }
  }

  func testTheAPIAnswersWhileTheGraphIsDrawnAndTheDrawingIsKept() throws {
    try fakeDot(#"printf '<svg xmlns="http://www.w3.org/2000/svg"><title>fake</title></svg>\n'"#)
    let server = try serve()
    let first = Pending(server)
    let second = Pending(server)
    wait("dot runs") { runs == 1 }

    // While dot draws, the session answers: the state, a step, the revision.
    var reply = try server.get("/api/state")
    XCTAssertEqual(reply.status, 200, "the state while the graph is drawn")
    reply = try server.post("/api/event", #"{"event": "next"}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual((reply.json["screen"] as? [String: Any])?["name"] as? String, "two")
    XCTAssertEqual(try server.get("/api/revision").status, 200)

    _ = FileManager.default.createFile(atPath: path("release"), contents: nil)
    for pending in [first, second] {
      let graph = pending.wait()
      XCTAssertEqual(graph?.status, 200, graph?.body ?? "no reply")
      XCTAssertTrue(graph?.headers.lowercased().contains("image/svg+xml") ?? false)
      XCTAssertTrue(graph?.body.contains("<title>fake</title>") ?? false)
    }
    XCTAssertEqual(try server.get("/api/graph").status, 200)
    XCTAssertEqual(runs, 1, "two requests under way and one after: one drawing")

    // Other flows, another graph.
    try Data(Self.flow.replacingOccurrences(of: "two", with: "three").utf8).write(
      to: folder.appendingPathComponent("Walk.flow.yaml"))
    let module = try server.get("/api/state").json["module"] as? Int
    wait("the reload is taken") {
      (try? server.get("/api/state").json["module"] as? Int) != module
    }
    XCTAssertEqual(try server.get("/api/graph").status, 200)
    XCTAssertEqual(runs, 2, "changed flows are drawn again")
  }

  func testADotPastTheTimeLimitIsStopped() throws {
    try fakeDot("echo '<svg/>'")
    let server = try serve(["--graph-timeout", "1"])
    var reply = try server.get("/api/graph")
    XCTAssertEqual(reply.status, 504, reply.body)
    XCTAssertEqual(
      reply.json["error"] as? String,
      "Graphviz took longer than 1 s to draw the graph and was stopped; "
        + "`flowc graph --format svg` draws it without a time limit")
    let pid =
      Int32(
        ((try? String(contentsOfFile: path("pid"), encoding: .utf8)) ?? "").split(separator: "\n")
          .first ?? "") ?? 0
    XCTAssertGreaterThan(pid, 0)
    XCTAssertEqual(kill(pid, 0), -1, "the fake dot was killed")
    XCTAssertEqual(try server.get("/api/state").status, 200)

    // Kept: asking again does not run dot again.
    reply = try server.get("/api/graph")
    XCTAssertEqual(reply.status, 504, reply.body)
    XCTAssertEqual(runs, 1)
  }

  func testAFailingOrMissingDotIsAnError() throws {
    _ = FileManager.default.createFile(atPath: path("release"), contents: nil)
    try fakeDot("echo 'Error: <stdin>: syntax error in line 3' >&2; exit 1")
    var server = try serve()
    var reply = try server.get("/api/graph")
    XCTAssertEqual(reply.status, 500, reply.body)
    XCTAssertEqual(
      reply.json["error"] as? String,
      "Graphviz's dot failed: Error: <stdin>: syntax error in line 3")
    server.stop()

    server = try serve(path: path("bin/none"))
    reply = try server.get("/api/graph")
    XCTAssertEqual(reply.status, 404, reply.body)
    XCTAssertEqual(
      reply.json["error"] as? String, "the graph needs Graphviz's dot, which is not installed")
  }

  func testABadTimeLimitIsRefused() throws {
    let run = try FlowcRun.run(["serve", folder.path, "--graph-timeout", "0"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(
      run.stderr.contains("--graph-timeout must be more than 0 and at most 3600 seconds"),
      run.stderr)
  }

  /// The page in headless Chromium (Tests/Browser/graph_prototype.py): while the graph is drawn
  /// the page says so and a click goes through, then the drawn graph shows the current screen;
  /// with a `dot` that never answers, the page shows the time limit's message and goes on.
  func testThePageWorksWithoutItsGraphInHeadlessChromium() throws {
    guard Tool.isInstalled("chromium"), Tool.isInstalled("python3") else {
      throw XCTSkip(
        "Chromium (and python3) are needed for the browser tests of flowc serve: "
          + "scripts/install-dependencies installs Debian's chromium")
    }
    let driver = Repository.root.appendingPathComponent("Tests/Browser/graph_prototype.py").path
    try fakeDot(
      #"printf '<svg xmlns="http://www.w3.org/2000/svg"><g class="node"><title>Walk__two</title>"#
        + #"</g></svg>\n'"#)
    var server = try serve()
    var run = try Tool.run(
      ["python3", driver, "chromium", "http://127.0.0.1:\(server.port)/", path("release")],
      includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      ["graph: Drawing the graph…", "while drawn: two", "graph drawn; current: Walk__two"],
      run.output)
    server.stop()

    try? FileManager.default.removeItem(atPath: path("release"))
    server = try serve(["--graph-timeout", "2"])
    run = try Tool.run(
      ["python3", driver, "chromium", "http://127.0.0.1:\(server.port)/", "--never"],
      includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      [
        "graph: Drawing the graph…", "while drawn: two",
        "graph: Graphviz took longer than 2 s to draw the graph and was stopped; "
          + "`flowc graph --format svg` draws it without a time limit",
        "after the time limit: one",
      ], run.output)
  }
}
