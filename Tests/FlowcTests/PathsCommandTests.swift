import FlowTestSupport
import Foundation
import XCTest

/// `flowc paths`, end to end through the built binary: the scripts it plans pass `flowc test`.
final class PathsCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A copy of an Example's flow files in a folder of its own, for `flowc test` to run the
  /// planned scripts beside them.
  private func copy(example name: String) throws -> URL {
    let source = Repository.url("Examples/\(name)")
    let target = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for file in try FileManager.default.contentsOfDirectory(atPath: source.path)
    where file.hasSuffix(".flow.yaml") {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(file), to: target.appendingPathComponent(file))
    }
    return target
  }

  func testEveryStrategysScriptsPassFlowcTest() throws {
    for example in ["OrderDetail", "Restaurants", "TabbedPhotos"] {
      for strategy in ["shortest", "transitions", "guards"] {
        let module = try copy(example: "\(example)")
        let out = module.appendingPathComponent("paths-\(strategy)")
        let plan = try FlowcRun.run([
          "paths", module.path, "--strategy", strategy, "--out", out.path,
        ])
        XCTAssertEqual(plan.status, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.hasPrefix("wrote "), plan.transcript)
        let test = try FlowcRun.run(["test", module.path])
        XCTAssertEqual(test.status, 0, "\(example) \(strategy): \(test.transcript)")
        try FileManager.default.removeItem(at: module)
      }
    }
  }

  func testTransitionsReportHowManyPathsTakeHowManyTransitions() throws {
    let run = try FlowcRun.run(["paths", "Examples/OrderDetail", "--strategy", "transitions"])
    XCTAssertEqual(run.status, 0, run.transcript)
    XCTAssertEqual(run.stderr, "Orders: 1 path takes 7 of 7 transitions (100%)\n")
    XCTAssertTrue(
      run.stdout.hasPrefix(
        "# Planned by flowc paths --strategy transitions: path 1 of 1 of Orders, 11 steps.\n"),
      run.stdout)
    let module = try copy(example: "OrderDetail")
    try run.stdout.write(
      to: module.appendingPathComponent("all.walkthrough"), atomically: true, encoding: .utf8)
    let test = try FlowcRun.run(["test", module.path])
    XCTAssertEqual(test.status, 0, test.transcript)
    XCTAssertTrue(test.stdout.contains("transitions 7/7 (100%)"), test.stdout)
  }

  func testJSONHasThePathsTheirCoverageAndWhatWasNotReached() throws {
    let run = try FlowcRun.run([
      "paths", "Examples/RepositoryList", "--strategy", "guards", "--format", "json",
    ])
    XCTAssertEqual(run.status, 0, run.transcript)
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(json.count, 1)
    XCTAssertEqual(json[0]["flow"] as? String, "RepositoryList")
    XCTAssertEqual(json[0]["strategy"] as? String, "guards")
    let paths = try XCTUnwrap(json[0]["paths"] as? [[String: Any]])
    XCTAssertEqual(paths.first?["name"] as? String, "RepositoryList-guards-1")
    XCTAssertEqual(
      paths.flatMap { $0["goals"] as? [String] ?? [] },
      ["RepositoryList.languagePicker chosen #2", "RepositoryList.languagePicker chosen"])
    XCTAssertEqual((json[0]["unreached"] as? [Any])?.count, 0)
  }

  func testAnAlternativeThatCannotHoldIsALocatedWarning() throws {
    let module = folder.appendingPathComponent("G")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try """
    flow: G
    environment:
      flag: Bool
    start: a
    screens:
      a:
        view: AViewController
        events:
          go: {}
        on:
          go:
            - when: flag && !flag
              push: b
            - stay: true
      b:
        view: BViewController

    """.write(
      to: module.appendingPathComponent("G.flow.yaml"), atomically: true, encoding: .utf8)
    let run = try FlowcRun.run(["paths", module.path, "--strategy", "guards"])
    XCTAssertEqual(run.status, 0, run.transcript)
    XCTAssertTrue(
      run.stderr.contains(
        "G.flow.yaml:12:11: warning: no path takes G.a go: no values found that choose this "
          + "alternative on any path\n"), run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix("G: 1 path chooses 1 of 2 guard alternatives\n"), run.stderr)
  }

  func testOutWritesOnlyIntoItsFolderAndKeepsScriptsItDidNotPlan() throws {
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // A script of the user's own with the name of a planned one is not overwritten.
    let own = out.appendingPathComponent("Orders-shortest-1.walkthrough")
    try "# mine\n".write(to: own, atomically: true, encoding: .utf8)
    let refused = try FlowcRun.run([
      "paths", "Examples/OrderDetail", "--strategy", "shortest", "--out", out.path,
    ])
    XCTAssertEqual(refused.status, 2, refused.transcript)
    XCTAssertTrue(refused.stderr.contains("not overwriting files flowc did not generate"))
    XCTAssertEqual(try String(contentsOf: own, encoding: .utf8), "# mine\n")
    try FileManager.default.removeItem(at: own)
    // Planned again with fewer paths, the scripts no longer planned are removed; others stay.
    let kept = out.appendingPathComponent("notes.walkthrough")
    try "# mine\n".write(to: kept, atomically: true, encoding: .utf8)
    let first = try FlowcRun.run([
      "paths", "Examples/OrderDetail", "--strategy", "shortest", "--out", out.path,
    ])
    XCTAssertEqual(first.stdout, "wrote 5 of 5 scripts to \(out.path)\n", first.transcript)
    let second = try FlowcRun.run([
      "paths", "Examples/OrderDetail", "--flow", "Orders", "--strategy", "transitions",
      "--out", out.path,
    ])
    XCTAssertEqual(
      second.stdout, "wrote 1 of 1 scripts to \(out.path), removed 5 no longer planned\n",
      second.transcript)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(),
      ["Orders-transitions-1.walkthrough", "notes.walkthrough"])
  }

  func testBadOptionsAreUsageErrors() throws {
    let flow = try FlowcRun.run(["paths", "Examples/OrderDetail", "--flow", "Nope"])
    XCTAssertEqual(flow.status, 2, flow.transcript)
    XCTAssertEqual(flow.stderr, "error: there is no flow `Nope`; flows: Orders\n")
    let strategy = try FlowcRun.run(["paths", "Examples/OrderDetail", "--strategy", "all"])
    XCTAssertEqual(strategy.status, 2, strategy.transcript)
    let both = try FlowcRun.run([
      "paths", "Examples/OrderDetail", "--format", "json", "--out", folder.path,
    ])
    XCTAssertEqual(both.status, 2, both.transcript)
    XCTAssertTrue(both.stderr.contains("--out writes scripts"), both.stderr)
  }
}
