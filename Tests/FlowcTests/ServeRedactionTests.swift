import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve` with sensitive flow inputs and environment values read by a screen's inputs (a
/// screen that is not live): no response of the API shows one, whatever its kind (the state, a
/// step's trace, the script, a question, an error, a reload's notice, an opened script's trace).
final class ServeRedactionTests: XCTestCase {
  /// The secrets given; none may appear in a response. `91373` is larger than any port.
  private static let secrets = ["tokSecretA", "keySecretB", "91373", "913x73", "tokBadZ"]

  private static let flow = """
    flow: Vault
    inputs: { token: { type: String, sensitive: true } }
    environment:
      apiKey: { type: String, sensitive: true }
      code: { type: Int, sensitive: true }
    start: lock
    screens:
      lock:
        view: LockView
        inputs: { shown: token, key: apiKey, greeting: "'hello'" }
        events:
          check: {}
        on:
          check:
            - when: "code > 0"
              push: open
            - stay
      open:
        view: OpenView
        inputs: { again: token }
        events: { close: {} }
        on:
          close: stay
    """

  private func assertNoSecret(
    _ reply: ServedPrototype.Reply, _ what: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for secret in Self.secrets {
      XCTAssertFalse(
        reply.body.contains(secret), "\(what) shows \(secret): \(reply.body)", file: file,
        line: line)
    }
  }

  func testNoResponseShowsASensitiveValue() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Vault.flow.yaml")
    try Data(Self.flow.utf8).write(to: file)
    let server = try ServedPrototype(
      [folder.path, "--input", "token=tokSecretA", "--env", "apiKey=keySecretB"])

    // The state: the screen's inputs that read the token and the key are redacted, the other
    // is shown.
    var reply = try server.get("/api/state")
    XCTAssertEqual(reply.status, 200, reply.body)
    assertNoSecret(reply, "the state")
    let inputs = (reply.json["screen"] as? [String: Any])?["inputs"] as? [[String: Any]]
    XCTAssertEqual(
      inputs?.map { $0["value"] as? String }, ["<sensitive>", "<sensitive>", #""hello""#],
      "the inputs that read sensitive values are redacted, the other is shown")

    // A question for a sensitive value, then an answer that does not parse: an error.
    reply = try server.post("/api/event", #"{"event": "check"}"#)
    XCTAssertEqual(reply.status, 409, reply.body)
    XCTAssertEqual((reply.json["question"] as? [String: Any])?["sensitive"] as? Bool, true)
    reply = try server.post("/api/event", #"{"event": "check", "environment": {"code": "913x73"}}"#)
    XCTAssertEqual(reply.status, 422, reply.body)
    assertNoSecret(reply, "the refused answer")
    reply = try server.post("/api/environment", #"{"environment": {"code": "913x73"}}"#)
    XCTAssertEqual(reply.status, 422, reply.body)
    assertNoSecret(reply, "the refused environment answer")

    // A step: its reply, its trace and the next screen's inputs.
    reply = try server.post("/api/event", #"{"event": "check", "environment": {"code": 91373}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual((reply.json["screen"] as? [String: Any])?["name"] as? String, "open")
    assertNoSecret(reply, "the step's reply")
    let shown = (reply.json["screen"] as? [String: Any])?["inputs"] as? [[String: Any]]
    XCTAssertEqual(shown?.map { $0["value"] as? String }, ["<sensitive>"])
    for path in ["/api/state", "/api/script", "/api/trace?from=0&limit=100"] {
      assertNoSecret(try server.get(path), path)
    }

    // A start input that does not parse is refused without its value; a start that is given
    // one shows it as given, redacted.
    reply = try server.post("/api/reset", #"{"inputs": {"token": "tokBadZ"}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    assertNoSecret(reply, "the reset")
    let given = ((reply.json["start"] as? [String: Any])?["inputs"] as? [[String: Any]])?.first
    XCTAssertEqual(given?["given"] as? String, "<sensitive>")

    // A reload: its notice and trace.
    try Data(Self.flow.replacingOccurrences(of: "greeting", with: "welcome").utf8).write(to: file)
    let deadline = Date().addingTimeInterval(10)
    repeat {
      usleep(100_000)
      reply = try server.get("/api/state")
    } while reply.json["notice"] is NSNull && Date() < deadline
    XCTAssertFalse(reply.json["notice"] is NSNull, "the reload is taken")
    assertNoSecret(reply, "the reloaded state")

    // An opened script with the secrets in its start lines, and one that fails.
    let script =
      ":flow Vault\n:input token=tokSecretA\n:env apiKey=keySecretB\n:env code=91373\ncheck\n"
    reply = try server.post("/api/script", script)
    XCTAssertEqual(reply.status, 200, reply.body)
    assertNoSecret(reply, "the opened script")
    reply = try server.post("/api/script", script + "expect screen lock\n")
    XCTAssertEqual(reply.status, 422, reply.body)
    assertNoSecret(reply, "the failing script")
    for path in ["/api/state", "/api/script"] {
      assertNoSecret(try server.get(path), path)
    }
  }

  /// The same rule at `flowc run`'s prompt: the screen's inputs that read the token and the key
  /// are shown as `<sensitive>` (the runner's `FlowMachine.screenInputs`, which the page uses).
  func testFlowcRunShowsTheSameScreenInputsRedacted() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"),
      "tmux is not installed (scripts/install-dependencies installs it)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-run-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.flow.utf8).write(to: folder.appendingPathComponent("Vault.flow.yaml"))
    let terminal = try TerminalWalkthrough(
      prefix: "flowc-redact",
      arguments: [folder.path, "--input", "token=tokSecretA", "--env", "apiKey=keySecretB"])
    defer { terminal.stop() }
    let shown = try terminal.waitFor("flowc> ")
    XCTAssertTrue(shown.contains("shows shown = <sensitive>"), shown)
    XCTAssertTrue(shown.contains("shows key = <sensitive>"), shown)
    XCTAssertTrue(shown.contains(#"shows greeting = "hello""#), shown)
    for secret in Self.secrets { XCTAssertFalse(shown.contains(secret), shown) }
  }
}
