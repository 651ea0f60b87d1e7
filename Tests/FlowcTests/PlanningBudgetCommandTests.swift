import FlowTestSupport
import Foundation
import XCTest

/// `flowc paths --max-states` and `generate --tests --max-states`, end to end: a module whose
/// states multiply stops at the budget with one located error naming what to reduce, and
/// nothing else on standard error when it is not a terminal (no progress line).
final class PlanningBudgetCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-budget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // 12 Bools a guard reads, and the finish only when all hold: 4,096 states before it.
    var text = "flow: Wide\ncontext:\n"
    for index in 0..<12 { text += "  b\(index): { type: Bool, default: \"false\" }\n" }
    text += "results: { done: {} }\nstart: home\nscreens:\n  home:\n    view: V\n    events:\n"
    for index in 0..<12 { text += "      t\(index): {}\n" }
    text += "      end: {}\n    on:\n"
    for index in 0..<12 { text += "      t\(index): { set: { b\(index): \"!b\(index)\" } }\n" }
    let all = (0..<12).map { "b\($0)" }.joined(separator: " && ")
    text += "      end:\n        - when: \(all)\n          finish: done\n        - push: other\n"
    text += "  other: { view: O }\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("Wide.flow.yaml"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var expectedError: String {
    folder.appendingPathComponent("Wide.flow.yaml").path
      + ":1:7: error: planning flow `Wide` stepped 500 states, its budget, before it was done: "
      + "12 input and context fields of `Wide` that guards read (b0, b1, b2, b3, b4, ...), each "
      + "value of which makes other states; 12 inputs and context fields in `Wide`, held by each "
      + "of its states; reduce them, or raise the budget with --max-states\n"
  }

  func testPathsStopsAtTheBudgetWithOneLocatedError() throws {
    for strategy in ["shortest", "transitions", "guards"] {
      let run = try FlowcRun.run([
        "paths", folder.path, "--strategy", strategy, "--max-states", "500",
      ])
      XCTAssertEqual(run.status, 1, strategy)
      XCTAssertEqual(run.stdout, "", strategy)
      XCTAssertEqual(run.stderr, expectedError, strategy)
    }
    // The default budget plans it, the same twice.
    let first = try FlowcRun.run(["paths", folder.path])
    let second = try FlowcRun.run(["paths", folder.path])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout, second.stdout)
    XCTAssertEqual(first.stderr, "Wide: 1 path takes 14 of 14 transitions (100%)\n")
  }

  func testGenerateTestsStopsAtTheBudgetWithOneLocatedError() throws {
    let run = try FlowcRun.run([
      "generate", folder.path, "--output", folder.appendingPathComponent("out").path,
      "--tests", folder.appendingPathComponent("tests").path, "--tested-module", "App",
      "--max-states", "500",
    ])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, expectedError)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("tests").path))
  }

  func testABudgetBelowOneIsAUsageError() throws {
    let run = try FlowcRun.run(["paths", folder.path, "--max-states", "0"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("--max-states takes a number of states above 0"), run.stderr)
  }
}
