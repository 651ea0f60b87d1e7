import FlowTestSupport
import Foundation
import XCTest

/// `flowc generate --tests`: the test folder is written, checked and guarded like the output.
final class GenerateTestsCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-tests-\(UUID())")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var output: String { folder.appendingPathComponent("Flows").path }
  private var tests: String { folder.appendingPathComponent("FlowTests").path }

  func testWritesTheTestsThenChecksThem() throws {
    let arguments = [
      "generate", "Examples/PhotoEditing", "--output", output, "--tests", tests,
      "--tested-module", "App",
    ]
    let first = try FlowcRun.run(arguments)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(
      first.stdout, "3 files: 3 written, 0 unchanged\n3 test files: 3 written, 0 unchanged\n")
    // Each flow has its suite: Feed's stands in for PhotoEditing, which has its own.
    let names = try FileManager.default.contentsOfDirectory(atPath: tests).sorted()
    XCTAssertEqual(
      names, ["FeedFlowTests.swift", "FlowTestDoubles.swift", "PhotoEditingFlowTests.swift"])
    let feed = try String(contentsOfFile: tests + "/FeedFlowTests.swift", encoding: .utf8)
    XCTAssertTrue(feed.contains("PhotoEditingStandIn"), feed)
    let current = try FlowcRun.run(arguments + ["--check"])
    XCTAssertEqual(current.status, 0, current.stdout)
    XCTAssertEqual(current.stdout, "6 generated files are current\n")
    try FileManager.default.removeItem(atPath: tests + "/FeedFlowTests.swift")
    let missing = try FlowcRun.run(arguments + ["--check"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(missing.stdout, "missing: \(tests)/FeedFlowTests.swift\n")
  }

  func testTheCheckedInGeneratedTestsAreCurrent() throws {
    let run = try FlowcRun.run([
      "generate", "Examples/Restaurants", "--output", "Tests/GeneratedExamples/Restaurants",
      "--script-driver", "--tests", "Tests/GeneratedExampleTests/Restaurants",
      "--tested-module", "GeneratedRestaurants", "--check",
    ])
    XCTAssertEqual(run.status, 0, run.stdout)
  }

  func testTheTestedModuleIsNeededAndChecked() throws {
    let without = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--tests", tests,
    ])
    XCTAssertEqual(without.status, 2)
    XCTAssertTrue(without.stderr.contains("--tests needs --tested-module"), without.stderr)
    let alone = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--tested-module", "App",
    ])
    XCTAssertEqual(alone.status, 2)
    XCTAssertTrue(alone.stderr.contains("--tested-module is for --tests"), alone.stderr)
    let bad = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--tests", tests,
      "--tested-module", "My App",
    ])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("must be a Swift module name"), bad.stderr)
    let strategy = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--test-paths", "guards",
    ])
    XCTAssertEqual(strategy.status, 2)
    XCTAssertTrue(strategy.stderr.contains("--test-paths is for --tests"), strategy.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testTheWalkthroughsCanBeThePaths() throws {
    let run = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--tests", tests,
      "--tested-module", "App", "--test-paths", "walkthroughs",
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let suite = try String(
      contentsOfFile: tests + "/PhotoEditingFlowTests.swift", encoding: .utf8)
    XCTAssertTrue(suite.contains("  /// From post-photo.walkthrough.\n  @Test(\"post-photo\")\n"))
  }

  func testTheTestsGoToAnotherFolderThanTheCode() throws {
    let run = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", output, "--tests", output + "/",
      "--tested-module", "App",
    ])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "error: --tests must name another folder than --output\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testAScriptTheRunnerRefusesWritesNothing() throws {
    let module = folder.appendingPathComponent("Module")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Repository.url("Examples/OrderDetail/Orders.flow.yaml"),
      to: module.appendingPathComponent("Orders.flow.yaml"))
    try ":env role=normal\nselected order=A1\n:undo\n".write(
      to: module.appendingPathComponent("undo.walkthrough"), atomically: true, encoding: .utf8)
    let run = try FlowcRun.run([
      "generate", module.path, "--output", output, "--tests", tests, "--tested-module", "App",
      "--test-paths", "walkthroughs",
    ])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "\(module.path)/undo.walkthrough:3: error: a generated test cannot take `:undo`: write the path without it\n"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    XCTAssertFalse(FileManager.default.fileExists(atPath: tests))
  }
}
