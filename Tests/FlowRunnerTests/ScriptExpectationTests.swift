import FlowRunner
import FlowSpec
import Testing

@Suite("Expect lines: checking")
struct ScriptExpectationTests {
  /// The error of a script that is the header, `steps`, then `expectation` (its last line).
  private func error(after steps: [String], _ expectation: String) throws -> String? {
    let (_, outcome) = try ScriptFixtures.run(ScriptFixtures.header + steps + [expectation])
    #expect(outcome.status == (outcome.error == nil ? 0 : 1))
    return outcome.error
  }

  /// The location prefix of the script's last line (header, `steps`, then the expectation).
  private func at(_ steps: [String], _ column: Int) -> String {
    "s.walkthrough:\(ScriptFixtures.header.count + steps.count + 1):\(column): error: "
  }

  @Test func everyKindHoldsWhereItShould() throws {
    let (trace, outcome) = try ScriptFixtures.run(
      ScriptFixtures.header + [
        "expect screen list", "expect stack [list]", "expect context item == <unset>",
        "expect context count == 0", "expect context user == ana", "pick item=i1",
        "expect screen Shop.detail", "expect stack [list, detail]",
        "expect context item == Item(i1)", "expect context Shop.count == 1", "pay",
        "expect stack [list, detail] [card]", "expect screen Pay.card", "confirm amount=5",
        "expect result Pay.paid(amount: 5)", "expect result Pay.paid", "expect screen detail",
        "buy", "expect action buy(item: i1, count: 1)", "expect action Shop.buy",
        "expect result done(count: 1)", "expect result Shop.done",
      ])
    #expect(outcome == .init(status: 0, error: nil, coverage: outcome.coverage))
    #expect(trace.contains("> expect screen list\n> expect stack [list]\n"))
    #expect(trace.contains("> expect result Shop.done\nresult: done(count: 1)\n"))
  }

  @Test func aScreenThatIsNotOnTopFails() throws {
    #expect(
      try error(after: [], "expect screen detail")
        == at([], 15) + "expected screen `detail`, actual `list`")
    #expect(
      try error(after: [], "expect screen Pay.list")
        == at([], 15) + "expected screen `Pay.list`, actual `Shop.list`")
    #expect(
      try error(after: ["leave"], "expect screen list")
        == at(["leave"], 15)
        + "expected screen `list`, actual none: the root flow `Shop` has finished with `left`")
  }

  @Test func otherStacksFail() throws {
    #expect(
      try error(after: [], "expect stack [list, detail]")
        == at([], 14) + "expected stack [list, detail], actual [list]")
    #expect(
      try error(after: ["pick item=a", "pay"], "expect stack [list, detail]")
        == at(["pick item=a", "pay"], 14)
        + "expected stack [list, detail], actual [list, detail] [card]")
  }

  @Test func anotherContextValueFails() throws {
    #expect(
      try error(after: [], "expect context item == x")
        == at([], 16) + "expected Shop.item == Item(x), actual <unset>")
    #expect(
      try error(after: ["pick item=a"], "expect context count == <unset>")
        == at(["pick item=a"], 16) + "expected Shop.count == <unset>, actual 1")
    #expect(
      try error(after: [], "expect context nope == 1")
        == at([], 16) + "no running flow (Shop) has a context field or input `nope`")
    #expect(try error(after: [], "expect context count == x") == at([], 25) + "`x` is not an Int")
    #expect(
      try error(after: [], "expect context Pay.amount == 1")
        == at([], 16) + "flow `Pay` is not running")
  }

  @Test func aSensitiveFieldIsComparedButNeverShown() throws {
    let lines = ScriptFixtures.header + ["lock pin=9999", "expect context pin == 1234"]
    let (trace, outcome) = try ScriptFixtures.run(lines)
    #expect(
      outcome.error
        == "s.walkthrough:5:16: error: expected Shop.pin == <sensitive>, actual <sensitive>")
    #expect(trace.hasSuffix("> expect context pin == <sensitive>\n"))
    #expect(!trace.contains("1234") && !trace.contains("9999"))
    let (_, passing) = try ScriptFixtures.run(
      ScriptFixtures.header + ["lock pin=9999", "expect context pin == 9999"])
    #expect(passing.status == 0)
  }

  @Test func anotherResultFails() throws {
    #expect(
      try error(after: [], "expect result done")
        == at([], 15) + "expected Shop to finish with done, actual: `Shop` did not finish")
    #expect(
      try error(after: ["pick item=a", "pay"], "expect result Pay.paid")
        == at(["pick item=a", "pay"], 15)
        + "expected Pay to finish with paid, actual: `Pay` did not finish in the last step")
    #expect(
      try error(after: ["pick item=a", "buy"], "expect result done(count: 2)")
        == at(["pick item=a", "buy"], 15)
        + "expected Shop to finish with done(count: 2), actual done(count: 1)")
    #expect(
      try error(after: ["leave"], "expect result done")
        == at(["leave"], 15) + "expected Shop to finish with done, actual left")
    #expect(
      try error(after: [], "expect result nope")
        == at([], 15) + "flow `Shop` has no result `nope`; results: done, left")
    #expect(
      try error(after: [], "expect result done(total: 1)")
        == at([], 27) + "`done` has no field `total`; fields: count")
    #expect(
      try error(after: [], "expect result Nope.done") == at([], 15) + "there is no flow `Nope`")
  }

  @Test func anotherActionFails() throws {
    #expect(
      try error(after: ["pick item=a"], "expect action buy")
        == at(["pick item=a"], 15) + "expected action buy, actual no action in the last step")
    #expect(
      try error(after: ["pick item=a", "buy"], "expect action buy(count: 2)")
        == at(["pick item=a", "buy"], 15)
        + "expected action buy(count: 2), actual buy(item: Item(a), count: 1)")
    #expect(
      try error(after: [], "expect action nope") == at([], 15) + "no flow declares action `nope`")
    #expect(
      try error(after: [], "expect action Pay.buy")
        == at([], 15) + "no flow `Pay` declares action `buy`")
  }

  @Test func theLastStepIsTheOneBeforeTheLine() throws {
    // `:env` and `:stack` are not steps; `:undo` leaves no last step.
    #expect(
      try error(after: ["pick item=a", "buy", ":stack"], "expect action buy(count: 1)") == nil)
    #expect(
      try error(after: ["pick item=a", "pay", ":undo"], "expect stack [list, detail]") == nil)
    #expect(
      try error(after: ["pick item=a", "pay", ":undo"], "expect action buy")
        == at(["pick item=a", "pay", ":undo"], 15)
        + "expected action buy, actual no action in the last step")
  }

  @Test func aMalformedExpectLineStopsTheRunAtItsColumn() throws {
    #expect(
      try error(after: ["pick item=a"], "expect stack list")
        == at(["pick item=a"], 14)
        + "`expect stack` takes one [screen, ...] list per stack, root stack first")
  }

  @Test func theJSONTraceLeavesExpectLinesOut() throws {
    var trace = ""
    let outcome = ScriptRun(options: .init(scriptName: "s", jsonTrace: true)) { trace += $0 }.run(
      module: try ScriptFixtures.module(), given: ScriptStart(),
      lines: ScriptFixtures.header + ["expect screen list"])
    #expect(outcome.status == 0)
    #expect(!trace.contains("expect"))
  }
}

@Suite("Script start lines")
struct ScriptStartLineTests {
  private func error(_ lines: [String], given: ScriptStart = ScriptStart()) throws -> String? {
    try ScriptFixtures.run(lines, given: given).outcome.error
  }

  @Test func theScriptSaysHowItStarts() throws {
    let (trace, outcome) = try ScriptFixtures.run(
      ["# shop", ":flow Shop", "", ":input user=\"Ana Lee\"", ":env open=true", "pick item=a"])
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    #expect(trace.hasPrefix("  start Shop(user: \"Ana Lee\")\n"))
    #expect(trace.contains("> pick item=a\n  Shop.list: pick -> transition 1 (when open)\n"))
  }

  @Test func theCommandLineWinsOverTheScript() throws {
    let given = ScriptStart(inputs: [.init("user", "bo")], environment: [.init("open", "false")])
    let (trace, outcome) = try ScriptFixtures.run(
      ScriptFixtures.header + ["pick item=a", "expect screen list"], given: given)
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    #expect(trace.hasPrefix("  start Shop(user: \"bo\")\n"))
    // The command line's flow wins too: Pay has no input `user`.
    #expect(
      try error(ScriptFixtures.header, given: ScriptStart(flow: "Pay"))
        == "s.walkthrough:2:8: error: flow `Pay` has no input `user`; inputs: none")
  }

  @Test func badStartLinesAreLocated() throws {
    #expect(
      try error([":flow Nope"])
        == "s.walkthrough:1:7: error: there is no flow `Nope`; flows: Pay, Shop")
    #expect(
      try error([":flow Shop", ":flow Shop"])
        == "s.walkthrough:2:7: error: `:flow` is given twice (line 1 too)")
    #expect(
      try error([":input nope=1"])
        == "s.walkthrough:1:8: error: flow `Shop` has no input `nope`; inputs: user")
    #expect(
      try error([":input user=a", ":input user=b"])
        == "s.walkthrough:2:8: error: input `user` is given twice (line 1 too)")
    #expect(
      try error([":input user=a", ":env open=maybe"])
        == "s.walkthrough:2:6: error: environment value `open` must be Bool, not maybe")
    #expect(
      try error([":input user=a", "  :env nope=1"])
        == "s.walkthrough:2:8: error: no flow declares an environment value `nope`; "
        + "environment values: open; did you mean `open`?")
    #expect(
      try error([":input usr=a"])
        == "s.walkthrough:1:8: error: flow `Shop` has no input `usr`; inputs: user; "
        + "did you mean `user`?")
    #expect(
      try error([":flow Shp"])
        == "s.walkthrough:1:7: error: there is no flow `Shp`; flows: Pay, Shop; "
        + "did you mean `Shop`?")
    #expect(
      try error([":input user=a", ":env open=true", "pick item=a", ":input user=b"])
        == "s.walkthrough:4:1: error: `:input` must come before the first step (line 3)")
    #expect(
      try error([":input user=a", "expect screen list", ":flow Shop"])
        == "s.walkthrough:3:1: error: `:flow` must come before the first step (line 2)")
    #expect(
      try error([])
        == "error: flow `Shop` needs input `user` (String): give --input user=... or a line `:input user=...`"
    )
  }

  @Test func anEnvLineAfterTheFirstStepAnswersAsBefore() throws {
    let (trace, outcome) = try ScriptFixtures.run(
      [":input user=a", "expect screen list", ":env open=true", "pick item=a"])
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    #expect(trace.contains("> :env open=true\n  environment open = true\n"))
  }
}
