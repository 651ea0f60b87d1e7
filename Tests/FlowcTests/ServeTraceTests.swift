import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve`'s trace after many steps: the state holds only the last entries and steps (its
/// size stays the same however long the walkthrough), `GET /api/trace` pages through the entries
/// kept, and the script download still has every step.
final class ServeTraceTests: XCTestCase {
  private static let flow = """
    flow: Counter
    context:
      n: { type: Int, default: 0 }
    start: pad
    screens:
      pad:
        events: { entered: { n: Int } }
        on:
          entered: { set: { n: event.n } }
    """

  /// A script of `count` steps, `entered n=1` to `entered n=COUNT`.
  private func script(_ count: Int) -> String {
    ":flow Counter\n" + (1...count).map { "entered n=\($0)\n" }.joined()
  }

  private func entries(_ object: [String: Any], _ key: String) -> [[String: Any]] {
    object[key] as? [[String: Any]] ?? []
  }

  func testTheStateStaysBoundedAndTheTracePages() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.flow.utf8).write(to: folder.appendingPathComponent("Counter.flow.yaml"))
    let server = try ServedPrototype([folder.path])

    var reply = try server.post("/api/script", script(100))
    XCTAssertEqual(reply.status, 200, reply.body)
    let small = try server.get("/api/state").body.utf8.count
    reply = try server.post("/api/script", script(3_000))
    XCTAssertEqual(reply.status, 200, reply.body)
    let state = try server.get("/api/state")
    XCTAssertLessThan(
      Double(state.body.utf8.count), Double(small) * 1.2,
      "the state after 3,000 steps is about as large as after 100")
    XCTAssertEqual(state.json["traceTotal"] as? Int, 3_001, "the start, then 3,000 steps")
    XCTAssertEqual(state.json["traceFrom"] as? Int, 2_951)
    XCTAssertEqual(state.json["stepCount"] as? Int, 3_000)
    XCTAssertEqual((state.json["steps"] as? [String])?.last, "entered n=3000")
    XCTAssertEqual((state.json["steps"] as? [String])?.count, 50)
    let trace = entries(state.json, "trace")
    XCTAssertEqual(trace.count, 50)
    XCTAssertEqual(trace.last?["input"] as? String, "entered n=3000")
    XCTAssertEqual(
      trace.last?["lines"] as? [String], ["Counter.pad: entered -> transition 1", "set n = 3000"])

    // A page of the entries kept: entry 0 is the script's start, entry K its step `entered n=K`.
    reply = try server.get("/api/trace?from=2500&limit=3")
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual(reply.json["from"] as? Int, 2_500)
    XCTAssertEqual(reply.json["total"] as? Int, 3_001)
    XCTAssertEqual(reply.json["first"] as? Int, 2_001, "the last 1,000 entries are kept")
    XCTAssertEqual(
      entries(reply.json, "entries").map { $0["input"] as? String },
      ["entered n=2500", "entered n=2501", "entered n=2502"])
    // Older than the entries kept: from the oldest kept.
    reply = try server.get("/api/trace?from=0&limit=1")
    XCTAssertEqual(reply.json["from"] as? Int, 2_001)
    XCTAssertEqual(entries(reply.json, "entries").first?["input"] as? String, "entered n=2001")
    // Without `from`: the last entries; past the end: none.
    reply = try server.get("/api/trace?limit=2")
    XCTAssertEqual(
      entries(reply.json, "entries").map { $0["input"] as? String },
      ["entered n=2999", "entered n=3000"])
    reply = try server.get("/api/trace?from=5000")
    XCTAssertEqual(reply.json["from"] as? Int, 3_001)
    XCTAssertEqual(entries(reply.json, "entries").count, 0)
    for query in ["from=-1", "limit=x", "start=3"] {
      reply = try server.get("/api/trace?" + query)
      XCTAssertEqual(reply.status, 400, query)
      XCTAssertNotNil(reply.json["error"] as? String, query)
    }

    // A step through the API goes on numbering; the script download has every step.
    reply = try server.post("/api/event", #"{"event": "entered", "fields": {"n": 7}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual(reply.json["traceTotal"] as? Int, 3_002)
    XCTAssertEqual(entries(reply.json, "trace").last?["input"] as? String, "entered n=7")
    let downloaded = try server.get("/api/script").body
    XCTAssertTrue(downloaded.contains("\nentered n=1\n"), "the first step is in the script")
    XCTAssertEqual(downloaded.components(separatedBy: "\nentered n=").count - 1, 3_001)

    // A restart begins a new trace, numbered from 0 again.
    reply = try server.post("/api/reset", "{}")
    XCTAssertEqual(reply.json["traceTotal"] as? Int, 1)
    XCTAssertNotEqual(reply.json["traceRun"] as? Int, state.json["traceRun"] as? Int)
  }

  /// The page in headless Chromium (Tests/Browser/trace_prototype.py): the last 50 entries,
  /// Show earlier loading 50 more each time until the first, and a step's entry after them.
  func testThePagePagesThroughTheTraceInHeadlessChromium() throws {
    guard Tool.isInstalled("chromium"), Tool.isInstalled("python3") else {
      throw XCTSkip(
        "Chromium (and python3) are needed for the browser tests of flowc serve: "
          + "scripts/install-dependencies installs Debian's chromium")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.flow.utf8).write(to: folder.appendingPathComponent("Counter.flow.yaml"))
    let server = try ServedPrototype([folder.path])
    XCTAssertEqual(try server.post("/api/script", script(120)).status, 200)
    let driver = Repository.root.appendingPathComponent("Tests/Browser/trace_prototype.py").path
    let run = try Tool.run(
      ["python3", driver, "chromium", "http://127.0.0.1:\(server.port)/"],
      includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      [
        "trace: 50 entries from entered n=71; Show earlier (71)",
        "steps: 50; 70 earlier steps: Download script has them all",
        "show earlier: 100 entries from entered n=21; Show earlier (21)",
        "show earlier: 121 entries from (opened script); no more",
        "after a step: 122 entries, the last entered n=7",
      ], run.output)
  }
}
