import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` end to end with sensitive values: neither standard output nor standard error shows
/// one, in the text trace, the JSON trace, the result or an error.
final class RunRedactionTests: XCTestCase {
  private static let flow = """
    flow: Vault
    inputs: { token: { type: Int, sensitive: true } }
    context:
      pin: { type: Int?, sensitive: true }
    actions: { unlock: { pin: { type: Int, sensitive: true } } }
    results: { opened: { pin: { type: Int?, sensitive: true } } }
    start: lock
    screens:
      lock:
        view: LockViewController
        events:
          entered: { pin: { type: Int, sensitive: true } }
          open: {}
        on:
          entered:
            - when: "event.pin == token"
              set: { pin: event.pin }
              do: { unlock: { pin: event.pin } }
            - stay
          open: { finish: { opened: { pin: pin } } }
    """

  private func run(_ extra: [String], stdin: String) throws -> FlowcRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.flow.utf8).write(to: directory.appendingPathComponent("Vault.flow.yaml"))
    return try FlowcRun.run(
      ["run", directory.path, "--input", "token=4242"] + extra, stdin: stdin)
  }

  private func assertNoSecret(_ run: FlowcRun, file: StaticString = #filePath, line: UInt = #line) {
    for secret in ["4242", "1111", "12x"] {
      XCTAssertFalse(run.stdout.contains(secret), "stdout shows \(secret)", file: file, line: line)
      XCTAssertFalse(run.stderr.contains(secret), "stderr shows \(secret)", file: file, line: line)
    }
  }

  func testTheTextTraceAndTheResultShowThePlaceholder() throws {
    let run = try run([], stdin: "entered pin=1111\nentered pin=4242\nopen\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    assertNoSecret(run)
    XCTAssertEqual(
      run.stdout,
      """
        start Vault(token: <sensitive>)
        set stack [lock]
      > entered pin=<sensitive>
        Vault.lock: entered -> transition 2 (no earlier guard held)
      > entered pin=<sensitive>
        Vault.lock: entered -> transition 1 (when event.pin == token)
        set pin = <sensitive>
        action unlock(pin: <sensitive>)
      > open
        Vault.lock: open -> transition 1
        Vault finished: opened(pin: <sensitive>)
      result: opened(pin: <sensitive>)

      """)
  }

  func testTheJSONTraceAndTheFinalStateShowThePlaceholder() throws {
    let json = try run(["--trace", "json"], stdin: "entered pin=4242\n")
    XCTAssertEqual(json.status, 0, json.stderr)
    assertNoSecret(json)
    XCTAssertTrue(json.stdout.contains(#""input": "entered pin=<sensitive>""#), json.stdout)
    XCTAssertTrue(json.stdout.contains(#""value": {"sensitive": true}"#), json.stdout)
    let text = try run([], stdin: "entered pin=4242\n")
    assertNoSecret(text)
    XCTAssertTrue(text.stdout.contains("    pin: Int? = <sensitive>\n"), text.stdout)
  }

  func testAValueThatDoesNotParseIsNotShownInTheError() throws {
    let run = try run([], stdin: "entered pin=12x\n")
    XCTAssertEqual(run.status, 1)
    assertNoSecret(run)
    XCTAssertEqual(
      run.stderr, "<stdin>:1:1: error: `pin`: the value is not Int (not shown: sensitive)\n")
  }

  func testAnInputThatDoesNotParseIsNotShownInTheError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.flow.utf8).write(to: directory.appendingPathComponent("Vault.flow.yaml"))
    let run = try FlowcRun.run(["run", directory.path, "--input", "token=12x"], stdin: "")
    XCTAssertEqual(run.status, 1)
    assertNoSecret(run)
    XCTAssertEqual(
      run.stderr, "error: input `token`: the value is not Int (not shown: sensitive)\n")
  }
}
