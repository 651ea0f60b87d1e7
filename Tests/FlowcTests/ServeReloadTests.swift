import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve` watching its flow files: a saved file with errors shows them (located) and the
/// walkthrough goes on; a valid change replays the steps taken, stopping at the first that no
/// longer applies, with a message.
final class ServeReloadTests: XCTestCase {
  private var folder: URL!
  private var file: URL { folder.appendingPathComponent("PhotoEditing.flow.yaml") }
  private var original: String!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    original = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Examples/PhotoEditing/PhotoEditing.flow.yaml"),
      encoding: .utf8)
    try original.write(to: file, atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The state once its revision passed `revision` (the server looks at the files four times a
  /// second); fails after 20 s.
  private func reloaded(after revision: Int, of server: ServedPrototype) throws -> [String: Any] {
    for _ in 0..<400 {
      let state = try server.get("/api/state").json
      if let now = state["revision"] as? Int, now > revision { return state }
      usleep(50_000)
    }
    XCTFail("the server did not reload")
    return [:]
  }

  func testSavedErrorsShowAndAValidChangeReplaysTheSteps() throws {
    let server = try ServedPrototype([folder.path, "--input", "album=holidays"])
    _ = try server.post("/api/event", #"{"event": "picked", "fields": {"photo": "beach.jpg"}}"#)
    var reply = try server.post("/api/event", #"{"event": "done", "fields": {"photo": "b2.jpg"}}"#)
    XCTAssertEqual((reply.json["screen"] as? [String: Any])?["name"] as? String, "filter")
    var revision = reply.json["revision"] as? Int ?? 0

    // An error: shown with its location; the walkthrough stays where it was.
    try original.replacingOccurrences(of: "push: straighten", with: "push: straightn")
      .write(to: file, atomically: true, encoding: .utf8)
    var state = try reloaded(after: revision, of: server)
    let problems = try XCTUnwrap(state["problems"] as? String)
    XCTAssertTrue(problems.contains("PhotoEditing.flow.yaml:"), problems)
    XCTAssertTrue(problems.contains("error:") && problems.contains("straightn"), problems)
    XCTAssertEqual((state["screen"] as? [String: Any])?["name"] as? String, "filter")
    revision = state["revision"] as? Int ?? 0

    // A valid change: `done` is renamed, so the second step no longer applies.
    try original.replacingOccurrences(of: "done:", with: "straightened:")
      .write(to: file, atomically: true, encoding: .utf8)
    state = try reloaded(after: revision, of: server)
    XCTAssertNil(state["problems"] as? String)
    XCTAssertEqual(
      state["notice"] as? String,
      "reloaded (1 step replayed); step 2 of 2 (done photo=b2.jpg) no longer applies: "
        + "screen `straighten` has no event `done`; available: straightened")
    XCTAssertEqual((state["screen"] as? [String: Any])?["name"] as? String, "straighten")
    XCTAssertEqual(state["steps"] as? [String], ["picked photo=beach.jpg"])
    reply = try server.post(
      "/api/event", #"{"event": "straightened", "fields": {"photo": "c.jpg"}}"#)
    XCTAssertEqual((reply.json["screen"] as? [String: Any])?["name"] as? String, "filter")
  }
}
