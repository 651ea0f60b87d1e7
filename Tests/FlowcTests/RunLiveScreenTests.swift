import FlowTestSupport
import Foundation
import XCTest

/// `flowc run` end to end: a screen still shown when a step sets a field its inputs read is told
/// its new inputs, as the step's last line in text and as an `update` object in `--trace json`,
/// with inputs that read a sensitive value redacted in both.
final class RunLiveScreenTests: XCTestCase {
  private static let flow = """
    flow: Lock
    context:
      pin: { type: Int, default: 0, sensitive: true }
      tries: { type: Int, default: 0 }
    start: pad
    screens:
      pad:
        inputs: { masked: pin, tries: tries }
        events: { entered: { pin: { type: Int, sensitive: true } }, help: {} }
        on:
          entered: { set: { pin: event.pin, tries: "tries + 1" } }
          help: helpPage
      helpPage:
        inputs: { tries: tries }
    """

  private func run(_ extra: [String], stdin: String) throws -> FlowcRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.flow.utf8).write(to: directory.appendingPathComponent("Lock.flow.yaml"))
    return try FlowcRun.run(["run", directory.path] + extra, stdin: stdin)
  }

  func testTheTextTraceEndsTheStepWithTheUpdate() throws {
    let trace = try run([], stdin: "entered pin=4242\n")
    XCTAssertEqual(trace.status, 0, trace.stderr)
    XCTAssertTrue(
      trace.stdout.contains(
        """
        > entered pin=<sensitive>
          Lock.pad: entered -> transition 1
          set pin = <sensitive>
          set tries = 1
          update Lock.pad(masked: <sensitive>, tries: 1)

        """), trace.stdout)
    XCTAssertFalse(trace.stdout.contains("4242"))
  }

  func testTheJSONTraceHasAnUpdateObject() throws {
    let help = try run(["--trace", "json"], stdin: "help\n")
    XCTAssertEqual(help.status, 0, help.stderr)
    let lines = help.stdout.split(separator: "\n")
    let step = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
    let effects = try XCTUnwrap(step?["effects"] as? [[String: Any]])
    // The help page was shown by the step: nothing is told.
    XCTAssertEqual(effects.map { $0["kind"] as? String }, ["transition", "navigation"])

    let live = try run(["--trace", "json"], stdin: "entered pin=4242\n")
    XCTAssertEqual(live.status, 0, live.stderr)
    let entered =
      try JSONSerialization.jsonObject(
        with: Data(live.stdout.split(separator: "\n")[1].utf8)) as? [String: Any]
    let update = try XCTUnwrap((entered?["effects"] as? [[String: Any]])?.last)
    XCTAssertEqual(update["kind"] as? String, "update")
    XCTAssertEqual(update["flow"] as? String, "Lock")
    XCTAssertEqual(update["screen"] as? String, "pad")
    let inputs = try XCTUnwrap(update["inputs"] as? [String: Any])
    XCTAssertEqual((inputs["masked"] as? [String: Any])?["sensitive"] as? Bool, true)
    XCTAssertEqual(inputs["tries"] as? Int, 1)
    XCTAssertFalse(live.stdout.contains("4242"))
  }
}
