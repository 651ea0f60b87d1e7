import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@Suite("Coverage of scripts")
struct ScriptCoverageTests {
  private func coverage(_ lines: [String]) throws -> Coverage {
    let (_, outcome) = try ScriptFixtures.run(lines)
    return try #require(outcome.coverage, "\(outcome.error ?? "")")
  }

  @Test func aScriptCoversTransitionsScreensResultsAndGuardOutcomes() throws {
    let bought = try coverage(
      ScriptFixtures.header + ["pick item=a", "pay", "confirm amount=1", "buy"])
    #expect(bought.transitionFigure == .init(covered: 5, total: 8))
    #expect(bought.screenFigure == .init(covered: 3, total: 3))
    #expect(bought.resultFigure == .init(covered: 2, total: 3))
    #expect(bought.guardFigure == .init(covered: 1, total: 2))
    #expect(bought.seenGuardOutcomes.map(\.description) == ["Shop.list pick: held"])
    #expect(bought.finishedResults.map(\.description).sorted() == ["Pay.paid", "Shop.done"])
  }

  @Test func coveragesMerge() throws {
    var total = Coverage(module: try ScriptFixtures.module())
    total.merge(
      try coverage(ScriptFixtures.header + ["pick item=a", "pay", "confirm amount=1", "buy"]))
    total.merge(try coverage([":input user=a", ":env open=false", "pick item=a", "leave"]))
    #expect(total.transitionFigure == .init(covered: 7, total: 8))
    #expect(total.missed.map(\.description) == ["Shop.list lock"])
    #expect(total.resultFigure == .init(covered: 3, total: 3))
    #expect(total.guardFigure == .init(covered: 2, total: 2))
    #expect(total.transitionFigure.summary == "7/8 (87.5%)")
    #expect(Coverage.Figure(covered: 2, total: 3).summary == "2/3 (66.6%)")
    #expect(Coverage.Figure(covered: 0, total: 0).summary == "0/0 (100%)")
  }

  @Test func aTransitionTakenAgainTellsTheOutcomesOfTheFirstTime() throws {
    // The second alternative of `pick` taken once, then twice: its guard before it failed each
    // time, which a transition taken again tells as the first time did.
    let once = try coverage([":input user=a", ":env open=false", "pick item=a"])
    let twice = try coverage([":input user=a", ":env open=false", "pick item=a", "pick item=b"])
    #expect(once.seenGuardOutcomes.map(\.description) == ["Shop.list pick: failed"])
    #expect(once.taken.map(\.description) == ["Shop.list pick #2"])
    #expect(twice == once)
    var both = once
    both.merge(try coverage(ScriptFixtures.header + ["pick item=a"]))
    #expect(
      both.seenGuardOutcomes.map(\.description).sorted() == [
        "Shop.list pick: failed", "Shop.list pick: held",
      ])
  }

  @Test func anIgnoredEventMeansEveryGuardFailed() throws {
    var coverage = Coverage(module: try ScriptFixtures.module())
    coverage.record([.ignored(flow: "Shop", screen: "list", event: "pick")])
    #expect(coverage.seenGuardOutcomes.map(\.description) == ["Shop.list pick: failed"])
    #expect(coverage.taken.isEmpty)
  }
}

@Suite("flowc test reports")
struct TestReportTests {
  private func report() throws -> TestReport {
    let suite = TestReport.run(
      module: try ScriptFixtures.module(), path: "Shop",
      scripts: [
        ("Shop/buy.walkthrough", ScriptFixtures.header + ["pick item=a", "buy"]),
        ("Shop/<&>.walkthrough", ScriptFixtures.header + ["expect screen \"'\""]),
        ("Shop/no-input.walkthrough", [":flow Shop"]),
      ])
    return TestReport(suites: [
      suite, .init(path: "Empty", problem: "no *.walkthrough scripts in Empty"),
    ])
  }

  @Test func eachScriptPassesOrFailsWithItsLocatedError() throws {
    let suite = try report().suites[0]
    #expect(
      suite.cases.map(\.failure) == [
        nil,
        "Shop/<&>.walkthrough:4:15: error: `expect screen` takes a screen's name (or Flow.screen)",
        "Shop/no-input.walkthrough: error: flow `Shop` needs input `user` (String): give --input user=... or a line `:input user=...`",
      ])
  }

  @Test func theSummaryListsScriptsModulesAndTotals() throws {
    #expect(
      try report().summary == """
        PASS Shop/buy.walkthrough
        FAIL Shop/<&>.walkthrough
        FAIL Shop/no-input.walkthrough
        Shop: 1 of 3 scripts passed
          transitions 2/8 (25%), screens 2/3 (66.6%), results 1/3 (33.3%), guard outcomes 1/2 (50%)
        Empty: not run: no *.walkthrough scripts in Empty
        total: 1 of 3 scripts passed, 2 failed
          transitions 2/8 (25%), screens 2/3 (66.6%), results 1/3 (33.3%), guard outcomes 1/2 (50%)

        """)
    #expect(try !report().passed)
    #expect(try report().transitionCoverage == .init(covered: 2, total: 8))
    let passing = TestReport(
      suites: [try report().suites[0]].map { suite in
        var suite = suite
        suite.cases.removeLast(2)
        return suite
      })
    #expect(passing.passed)
  }

  @Test func theJUnitReportIsValidXMLWithEveryCaseAndFailure() throws {
    let xml = JUnitReport.render(try report())
    let document = try XMLTree.parse(xml)
    #expect(document.name == "testsuites")
    #expect(document.attributes["tests"] == "4")
    #expect(document.attributes["failures"] == "2")
    #expect(document.attributes["errors"] == "1")
    let suites = document.children.filter { $0.name == "testsuite" }
    #expect(suites.map { $0.attributes["name"] } == ["Shop", "Empty"])
    #expect(suites[0].attributes["tests"] == "3")
    #expect(suites[0].attributes["failures"] == "2")
    let properties = try #require(suites[0].children.first { $0.name == "properties" })
    #expect(
      properties.children.map { "\($0.attributes["name"] ?? "")=\($0.attributes["value"] ?? "")" }
        == [
          "coverage.transitions=2/8 (25%)", "coverage.screens=2/3 (66.6%)",
          "coverage.results=1/3 (33.3%)", "coverage.guard-outcomes=1/2 (50%)",
        ])
    let cases = suites[0].children.filter { $0.name == "testcase" }
    #expect(
      cases.map { $0.attributes["name"] } == [
        "buy.walkthrough", "<&>.walkthrough", "no-input.walkthrough",
      ])
    #expect(
      cases.map { $0.attributes["file"] } == [
        "Shop/buy.walkthrough", "Shop/<&>.walkthrough", "Shop/no-input.walkthrough",
      ])
    #expect(cases[0].children.isEmpty)
    let failure = try #require(cases[1].children.first)
    #expect(failure.name == "failure")
    let message =
      "Shop/<&>.walkthrough:4:15: error: `expect screen` takes a screen's name (or Flow.screen)"
    #expect(failure.attributes["message"] == message)
    #expect(failure.text == message)
    let error = try #require(suites[1].children.first { $0.name == "testcase" }?.children.first)
    #expect(error.name == "error")
    #expect(error.attributes["message"] == "no *.walkthrough scripts in Empty")
  }

  @Test func textXMLCannotHoldIsShownAsEscapes() throws {
    let hostile = "a\u{1B}[31m\u{0}\u{FFFF}\nb\"'<&>"
    #expect(XMLText.escaped(hostile) == "a\\u{1B}[31m\\0\\u{FFFF}\\nb&quot;&apos;&lt;&amp;&gt;")
    let report = TestReport(suites: [
      .init(path: hostile, cases: [.init(path: hostile, failure: hostile)], coverage: nil)
    ])
    let document = try XMLTree.parse(JUnitReport.render(report))
    let failure = try #require(document.children.first?.children.first?.children.first)
    #expect(failure.attributes["message"] == "a\\u{1B}[31m\\0\\u{FFFF}\\nb\"'<&>")
  }
}
