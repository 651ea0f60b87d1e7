import FlowTestSupport
import Foundation
import XCTest

/// `flowc test` and `expect` lines, end to end through the built binary.
final class TestCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  static let shop = """
    flow: Shop
    inputs:
      user: String
    context:
      item: Item
    environment:
      open: Bool
    actions:
      buy: { item: Item }
    results:
      done: {}
    start: list
    screens:
      list:
        events: { pick: { item: Item }, leave: {} }
        on:
          pick:
            - when: open
              set: { item: event.item }
              push: detail
            - stay: true
          leave: { finish: done }
      detail:
        events: { buy: {} }
        on:
          buy: { do: { buy: { item: item } }, stay: true }

    """

  /// Writes a module folder `name` with the Shop flow and `scripts` (file name: text).
  @discardableResult
  private func module(_ name: String, _ scripts: [String: String], flow: String = shop) throws
    -> String
  {
    let directory = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try flow.write(
      to: directory.appendingPathComponent("Shop.flow.yaml"), atomically: true, encoding: .utf8)
    for (file, text) in scripts {
      try text.write(
        to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return directory.path
  }

  private func run(_ arguments: [String]) throws -> FlowcRun {
    try FlowcRun.run(arguments, in: folder)
  }

  static let buys = """
    :input user=ana
    :env open=true
    pick item=a
    expect screen detail
    expect context item == a
    buy
    expect action buy(item: a)

    """

  static let wrongScreen = """
    :input user=ana
    :env open=false
    pick item=a
    expect screen detail
    leave

    """

  func testAnExpectLineThatDoesNotHoldStopsTheRunWithItsLocation() throws {
    try module("Shop", ["wrong.walkthrough": Self.wrongScreen])
    let run = try run(["run", "Shop", "--script", "Shop/wrong.walkthrough"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stdout,
      """
        start Shop(user: "ana")
        set stack [list]
      > pick item=a
        Shop.list: pick -> transition 2 (no earlier guard held)
      > expect screen detail

      """)
    XCTAssertEqual(
      run.stderr,
      "Shop/wrong.walkthrough:4:15: error: expected screen `detail`, actual `list`\n")
    // The command line wins over the script's `:env` line.
    let overridden = try self.run(
      ["run", "Shop", "--env", "open=true", "--script", "Shop/wrong.walkthrough"])
    XCTAssertEqual(overridden.status, 1)
    XCTAssertTrue(
      overridden.stderr.hasPrefix(
        "Shop/wrong.walkthrough:5:1: error: screen `detail` has no event `leave`"),
      overridden.stderr)
  }

  func testExpectLinesThatHoldLetTheRunGoOn() throws {
    try module("Shop", ["buys.walkthrough": Self.buys])
    let run = try run(["run", "Shop", "--script", "Shop/buys.walkthrough"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    XCTAssertTrue(
      run.stdout.contains(
        "> expect screen detail\n> expect context item == a\n> buy\n  Shop.detail: buy -> transition 1\n  action buy(item: Item(a))\n> expect action buy(item: a)\nfinal screen: Shop · detail\n"
      ), run.stdout)
  }

  func testAMalformedStartOrExpectLineIsLocated() throws {
    try module(
      "Shop",
      [
        "late.walkthrough": ":input user=a\n:env open=true\npick item=a\n:input user=b\n",
        "type.walkthrough": ":input user=a\n:env open=yes\n",
        "expect.walkthrough": ":input user=a\nexpect stack list\n",
      ])
    let late = try run(["run", "Shop", "--script", "Shop/late.walkthrough"])
    XCTAssertEqual(late.status, 1)
    XCTAssertEqual(
      late.stderr,
      "Shop/late.walkthrough:4:1: error: `:input` must come before the first step (line 3)\n")
    let type = try run(["run", "Shop", "--script", "Shop/type.walkthrough"])
    XCTAssertEqual(
      type.stderr,
      "Shop/type.walkthrough:2:6: error: environment value `open` must be Bool, not yes\n")
    let expect = try run(["run", "Shop", "--script", "Shop/expect.walkthrough"])
    XCTAssertEqual(
      expect.stderr,
      "Shop/expect.walkthrough:2:14: error: `expect stack` takes one [screen, ...] list per stack, root stack first\n"
    )
  }

  func testTestRunsEveryScriptOfEveryModuleAndSumsUp() throws {
    try module("Good", ["buys.walkthrough": Self.buys])
    try module("Bad", ["buys.walkthrough": Self.buys, "wrong.walkthrough": Self.wrongScreen])
    try "notes".write(
      to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let run = try run(["test", "Good", "Bad", "README.md", "--junit", "report.xml"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stdout,
      """
      PASS Good/buys.walkthrough
      Good: 1 of 1 script passed
        transitions 2/4 (50%), screens 2/2 (100%), results 0/1 (0%), guard outcomes 1/2 (50%)
      PASS Bad/buys.walkthrough
      FAIL Bad/wrong.walkthrough
      Bad: 1 of 2 scripts passed
        transitions 2/4 (50%), screens 2/2 (100%), results 0/1 (0%), guard outcomes 1/2 (50%)
      total: 2 of 3 scripts passed, 1 failed
        transitions 4/8 (50%), screens 4/4 (100%), results 0/2 (0%), guard outcomes 2/4 (50%)

      """)
    XCTAssertEqual(
      run.stderr,
      "Bad/wrong.walkthrough:4:15: error: expected screen `detail`, actual `list`\n"
        + "note: skipping README.md: not a folder\n")
    let xml = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
    let document = try XMLTree.parse(xml)
    XCTAssertEqual(document.name, "testsuites")
    XCTAssertEqual(document.attributes["tests"], "3")
    XCTAssertEqual(document.attributes["failures"], "1")
    let suites = document.children.filter { $0.name == "testsuite" }
    XCTAssertEqual(suites.map { $0.attributes["name"] }, ["Good", "Bad"])
    let failed = suites[1].children.filter { $0.name == "testcase" }[1]
    XCTAssertEqual(failed.attributes["file"], "Bad/wrong.walkthrough")
    XCTAssertEqual(
      failed.children.first?.attributes["message"],
      "Bad/wrong.walkthrough:4:15: error: expected screen `detail`, actual `list`")

    let passing = try self.run(["test", "Good"])
    XCTAssertEqual(passing.status, 0, passing.stderr)
    XCTAssertEqual(passing.stderr, "")
  }

  /// `flowc test` checks refused steps as `flowc run --script` does: an expected refusal passes
  /// and the script goes on, a refusal expected of a step that is taken fails at its line.
  func testRefusedStepsAreExpectedInTests() throws {
    try module(
      "Refusals",
      [
        "refused.walkthrough": """
        :input user=ana
        :env open=true
        :back
        expect refused "nothing to go back to"
        pick item=a
        expect screen detail

        """,
        "taken.walkthrough": ":input user=ana\n:env open=true\npick item=a\nexpect refused\n",
      ])
    let run = try run(["test", "Refusals"])
    XCTAssertEqual(run.status, 1, run.transcript)
    XCTAssertTrue(
      run.stdout.hasPrefix(
        "PASS Refusals/refused.walkthrough\nFAIL Refusals/taken.walkthrough\n"), run.stdout)
    XCTAssertEqual(
      run.stderr,
      "Refusals/taken.walkthrough:4:1: error: expected the step on line 3 (pick item=a) to be "
        + "refused, but it was taken\n")
  }

  /// A module is named by its folder however the folder is spelt: `.`, `./`, `..`, `X/`.
  func testAModuleIsNamedByItsFolderWhateverItsSpelling() throws {
    let shop = try module("shop", ["buys.walkthrough": Self.buys])
    let inside = URL(fileURLWithPath: shop)
    let below = inside.appendingPathComponent("notes")
    try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
    for (arguments, directory, script) in [
      (["."], inside, "./buys.walkthrough"), (["./"], inside, "./buys.walkthrough"),
      ([".."], below, "../buys.walkthrough"), (["shop/"], folder!, "shop/buys.walkthrough"),
      (["shop"], folder!, "shop/buys.walkthrough"),
    ] {
      let run = try FlowcRun.run(["test"] + arguments + ["--min-coverage", "90"], in: directory)
      XCTAssertEqual(run.status, 1, run.transcript)
      XCTAssertTrue(
        run.stdout.hasPrefix("PASS \(script)\nshop: 1 of 1 script passed\n"),
        "\(arguments): \(run.stdout)")
      XCTAssertTrue(
        run.stderr.contains("note: never taken in shop: Shop.list leave\n"),
        "\(arguments): \(run.stderr)")
    }
    _ = try FlowcRun.run(["test", ".", "--junit", "report.xml"], in: inside)
    let xml = try String(contentsOf: inside.appendingPathComponent("report.xml"), encoding: .utf8)
    let suites = try XMLTree.parse(xml).children.filter { $0.name == "testsuite" }
    XCTAssertEqual(suites.map { $0.attributes["name"] }, ["shop"])
  }

  func testMinCoverageFailsBelowTheThresholdOnly() throws {
    try module("Good", ["buys.walkthrough": Self.buys])
    let at = try run(["test", "Good", "--min-coverage", "50"])
    XCTAssertEqual(at.status, 0, at.stderr)
    let above = try run(["test", "Good", "--min-coverage", "50.5"])
    XCTAssertEqual(above.status, 1)
    XCTAssertEqual(
      above.stderr,
      "error: transition coverage 50% is below --min-coverage 50.5%\n"
        + "note: never taken in Good: Shop.list pick #2\n"
        + "note: never taken in Good: Shop.list leave\n")
    XCTAssertTrue(
      above.stdout.hasSuffix(
        "total: 1 of 1 script passed\n  transitions 2/4 (50%), screens 2/2 (100%), results 0/1 (0%), guard outcomes 1/2 (50%)\n"
      ), above.stdout)
    let invalid = try run(["test", "Good", "--min-coverage", "101"])
    XCTAssertEqual(invalid.status, 2)
    XCTAssertTrue(invalid.stderr.contains("--min-coverage takes a percentage from 0 to 100"))
  }

  func testModulesThatCannotRunFailAndMissingPathsAreUsageErrors() throws {
    try module("Empty", [:])
    try module("Broken", ["a.walkthrough": "pick item=a\n"], flow: "flow: Shop\nstart: nowhere\n")
    let run = try run(["test", "Empty", "Broken"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stdout.contains("Empty: not run: no *.walkthrough scripts in Empty\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("Broken: not run: "), run.stdout)
    XCTAssertTrue(run.stderr.contains("Broken/Shop.flow.yaml:"), run.stderr)
    let huge = try module("Huge", ["huge.walkthrough": ""])
    try Data(count: 16 * 1024 * 1024 + 1).write(
      to: URL(fileURLWithPath: huge).appendingPathComponent("huge.walkthrough"))
    let tooLarge = try self.run(["test", "Huge"])
    XCTAssertEqual(tooLarge.status, 2)
    XCTAssertEqual(
      tooLarge.stderr,
      "error: Huge/huge.walkthrough is larger than 16777216 bytes, the most a script may have\n")
    let missing = try self.run(["test", "Nowhere"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "error: no such file or directory: Nowhere\n")
  }

  func testEveryExampleWalkthroughPasses() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Examples").path
    ).sorted().map { "Examples/" + $0 }
    let run = try FlowcRun.run(["test"] + examples + ["--min-coverage", "100"])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertFalse(run.stdout.contains("FAIL"), run.stdout)
    let scripts = examples.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? [])
        .filter { $0.hasSuffix(".walkthrough") }
    }
    XCTAssertGreaterThan(scripts.count, 0)
    XCTAssertTrue(
      run.stdout.contains("\ntotal: \(scripts.count) of \(scripts.count) scripts passed\n"),
      run.stdout)
  }
}
