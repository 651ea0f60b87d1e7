import FlowTestSupport
import Foundation
import XCTest

/// `flowc init` end to end: the starter it writes validates, runs its own walkthrough, passes the
/// schema beside it (check-jsonschema), generates code; nothing is ever written over a file.
final class InitCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-init-\(UUID())")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func contents(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  func testTheStarterValidatesRunsItsWalkthroughAndGenerates() throws {
    let run = try FlowcRun.run(["init", folder.path, "--flow", "Checkout"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    XCTAssertTrue(
      run.stdout.hasPrefix(
        """
        wrote \(folder.path)/Checkout.flow.yaml
        wrote \(folder.path)/flow.schema.json
        wrote \(folder.path)/Checkout.walkthrough

        """), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(#"plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]"#))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      ["Checkout.flow.yaml", "Checkout.walkthrough", "flow.schema.json"])

    let flow = try contents("Checkout.flow.yaml")
    XCTAssertTrue(flow.hasPrefix("# yaml-language-server: $schema=flow.schema.json\n"))
    XCTAssertEqual(try contents("flow.schema.json"), try FlowcRun.run(["schema"]).stdout)

    let validate = try FlowcRun.run(["validate", folder.path])
    XCTAssertEqual(validate.status, 0)
    XCTAssertEqual(validate.stdout, "validated 1 flow in 1 file: 0 errors, 0 warnings\n")

    let script = try FlowcRun.run([
      "run", folder.path, "--script", folder.appendingPathComponent("Checkout.walkthrough").path,
    ])
    XCTAssertEqual(script.status, 0, script.stderr)
    XCTAssertTrue(script.stdout.hasSuffix("result: done(name: \"Ada\")\n"), script.stdout)

    let test = try FlowcRun.run(["test", folder.path])
    XCTAssertEqual(test.status, 0, test.stderr)
    XCTAssertTrue(test.stdout.hasPrefix("PASS "), test.stdout)

    let output = folder.appendingPathComponent("Generated")
    let generate = try FlowcRun.run(["generate", folder.path, "--output", output.path])
    XCTAssertEqual(generate.status, 0, generate.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("CheckoutCoordinator.swift").path))
  }

  func testTheStarterPassesItsSchema() throws {
    try XCTSkipUnless(
      Tool.isInstalled("check-jsonschema"),
      "check-jsonschema is not installed (scripts/install-dependencies installs it)")
    XCTAssertEqual(try FlowcRun.run(["init", folder.path]).status, 0)
    let (status, output) = try Tool.run(
      [
        "check-jsonschema", "--schemafile", folder.appendingPathComponent("flow.schema.json").path,
        folder.appendingPathComponent("Onboarding.flow.yaml").path,
      ], in: folder, includingStandardOutput: true)
    XCTAssertEqual(status, 0, output)
  }

  /// A second `init`, or one over any entry of the same name (a link included), writes nothing.
  func testNothingIsWrittenOverAnExistingFile() throws {
    XCTAssertEqual(try FlowcRun.run(["init", folder.path]).status, 0)
    let flow = folder.appendingPathComponent("Onboarding.flow.yaml")
    try "flow: Mine\n".write(to: flow, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("flow.schema.json"))
    let again = try FlowcRun.run(["init", folder.path])
    XCTAssertEqual(again.status, 1)
    XCTAssertEqual(again.stdout, "")
    XCTAssertEqual(
      again.stderr,
      "error: \(folder.path)/Onboarding.flow.yaml exists: flowc init writes only new files, and wrote none\n"
    )
    XCTAssertEqual(try contents("Onboarding.flow.yaml"), "flow: Mine\n")
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("flow.schema.json").path))

    let other = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-init-\(UUID())")
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: other.appendingPathComponent("Onboarding.walkthrough"), withDestinationURL: flow)
    let linked = try FlowcRun.run(["init", other.path])
    XCTAssertEqual(linked.status, 1)
    XCTAssertTrue(linked.stderr.contains("Onboarding.walkthrough exists"), linked.stderr)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: other.path), ["Onboarding.walkthrough"])
    XCTAssertEqual(try contents("Onboarding.flow.yaml"), "flow: Mine\n")
  }

  /// A file that cannot be written (here the schema, the second file, past a 4 KB file-size
  /// limit as on a full disk): the files this run wrote and the folder it made are removed, and
  /// a run that can write writes all three.
  func testAFailedWriteLeavesNothing() throws {
    let nested = folder.appendingPathComponent("Flows")
    let limited = ["sh", "-c", "trap '' XFSZ; ulimit -f 4; exec \"$@\"", "sh"]
    let failed = try FlowcRun.run(["init", nested.path], launcher: limited, timeout: 60)
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(failed.stdout, "")
    XCTAssertEqual(
      failed.stderr,
      "error: cannot replace \(nested.path)/flow.schema.json: File too large; "
        + "flowc init wrote none of its files\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))

    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let inExisting = try FlowcRun.run(["init", folder.path], launcher: limited, timeout: 60)
    XCTAssertEqual(inExisting.status, 1)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])

    let again = try FlowcRun.run(["init", nested.path])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: nested.path).sorted(),
      ["Onboarding.flow.yaml", "Onboarding.walkthrough", "flow.schema.json"])
  }

  func testAFlowNameThatIsNotUpperCamelCaseIsRefused() throws {
    for name in ["checkout", "Check out", "Check-Out", "", String(repeating: "A", count: 101)] {
      let run = try FlowcRun.run(["init", folder.path, "--flow", name])
      XCTAssertEqual(run.status, 1, name)
      XCTAssertTrue(run.stderr.hasPrefix("error: `"), run.stderr)
      XCTAssertTrue(run.stderr.contains("cannot name a flow: "), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), name)
    }
  }

  /// `flowc init` asks the validator's naming rule: a reserved word is refused with its reason.
  func testAReservedFlowNameIsRefusedAsTheValidatorRefusesIt() throws {
    for name in ["Self", "Type", "Any", "Protocol", "Null", "NULL", "True", "FALSE"] {
      let run = try FlowcRun.run(["init", folder.path, "--flow", name])
      XCTAssertEqual(run.status, 1, name)
      XCTAssertTrue(run.stderr.contains("`\(name)` is a reserved word"), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), name)
    }
  }
}
