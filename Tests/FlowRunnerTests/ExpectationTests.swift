import FlowRunner
import FlowSpec
import Testing

/// The flows the script tests run: a shop whose `detail` screen can buy (an action) and pay (a
/// child flow presented modally), with a guard, an input, a sensitive context field and results.
enum ScriptFixtures {
  static let shop = """
    flow: Shop
    inputs:
      user: String
    context:
      item: Item
      count: { type: Int, default: "0" }
      pin: { type: String, sensitive: true }
    environment:
      open: Bool
    actions:
      buy: { item: Item, count: Int }
    results:
      done: { count: Int }
      left: {}
    start: list
    screens:
      list:
        events:
          pick: { item: Item }
          leave: {}
          lock: { pin: { type: String, sensitive: true } }
        on:
          pick:
            - when: open
              set: { item: event.item, count: 1 }
              push: detail
            - stay: true
          leave: { finish: left }
          lock: { set: { pin: event.pin }, stay: true }
      detail:
        events: { buy: {}, pay: {} }
        on:
          buy: { do: { buy: { item: item, count: count } }, finish: { done: { count: count } } }
          pay: { present: checkout }
      checkout:
        flow: Pay
        on:
          paid: stay
    """

  static let pay = """
    flow: Pay
    results:
      paid: { amount: Int }
    start: card
    screens:
      card:
        events: { confirm: { amount: Int } }
        on:
          confirm: { finish: { paid: { amount: event.amount } } }
    """

  static func module() throws -> ValidatedModule {
    let files = [
      SourceFile(path: "Shop.flow.yaml", text: shop), SourceFile(path: "Pay.flow.yaml", text: pay),
    ]
    let result = FlowCompiler.validate(files)
    let text = DiagnosticRenderer(files: files, colors: false).render(result.diagnostics)
    return try #require(result.module, "\(text)")
  }

  /// Runs `lines` as the script `s.walkthrough`, with `given` as the command line.
  static func run(_ lines: [String], given: ScriptStart = ScriptStart()) throws -> (
    trace: String, outcome: ScriptRun.Outcome
  ) {
    var trace = ""
    let outcome = ScriptRun(options: .init(scriptName: "s.walkthrough")) { trace += $0 }.run(
      module: try module(), given: given, lines: lines)
    return (trace, outcome)
  }

  /// The start lines every script below begins with.
  static let header = [":flow Shop", ":input user=ana", ":env open=true"]
}

@Suite("Expect lines: parsing")
struct ExpectationParsingTests {
  private func parse(_ line: String) throws -> WalkthroughExpectation {
    guard case .expect(let expectation)? = try ScriptLine.parse(line) else {
      Issue.record("`\(line)` is not an expect line")
      throw ScriptLine.Failure(column: nil, "not an expect line")
    }
    return expectation
  }

  private func failure(_ line: String) -> ScriptLine.Failure? {
    #expect(throws: ScriptLine.Failure.self) { try ScriptLine.parse(line) }
  }

  @Test func eachKindIsRead() throws {
    #expect(try parse("expect screen list").kind == .screen(flow: nil, name: "list"))
    #expect(try parse("  expect screen Shop.list").kind == .screen(flow: "Shop", name: "list"))
    #expect(try parse("expect screen list").column == 15)
    #expect(
      try parse("expect stack [list, detail] [card]").kind
        == .stack([["list", "detail"], ["card"]]))
    #expect(try parse("expect stack [ ]").kind == .stack([[]]))
    let context = try parse("expect context item == \"a b\" # a comment")
    #expect(
      context.kind
        == .context(flow: nil, field: "item", value: .init(name: "", text: "a b", column: 24)))
    #expect(
      try parse("expect context Shop.item == <unset>").kind
        == .context(flow: "Shop", field: "item", value: nil))
    #expect(
      try parse("expect context item == \"<unset>\"").kind
        == .context(flow: nil, field: "item", value: .init(name: "", text: "<unset>", column: 24)))
    #expect(try parse("expect result left").kind == .result(flow: nil, name: "left", fields: []))
    #expect(
      try parse("expect result Pay.paid(amount: 3)").kind
        == .result(
          flow: "Pay", name: "paid", fields: [.init(name: "amount", text: "3", column: 32)]))
    #expect(
      try parse("expect action buy(item: Item(x y), count: 2)").kind
        == .action(
          flow: nil, name: "buy",
          arguments: [
            .init(name: "item", text: "Item(x y)", column: 25),
            .init(name: "count", text: "2", column: 43),
          ]))
    #expect(
      try parse("expect action buy(item: \"a, b\")").kind
        == .action(
          flow: nil, name: "buy", arguments: [.init(name: "item", text: "a, b", column: 25)]))
  }

  @Test func aMalformedExpectLineIsLocated() {
    let cases: [(String, Int, String)] = [
      ("expect 1", 8, "write `expect` and one of: screen, stack, context, result, action"),
      ("expect screens list", 8, "unknown expectation `screens`; write `expect` and one of"),
      ("expect screen", 14, "`expect screen` takes a screen's name"),
      ("expect screen list extra", 20, "unexpected text after the expectation"),
      ("expect stack list", 14, "`expect stack` takes one [screen, ...] list per stack"),
      ("expect stack [list detail]", 20, "expected `,` or `]` after `list`"),
      ("expect stack", 13, "`expect stack` takes one [screen, ...] list per stack"),
      ("expect context item = x", 21, "expected `==` after `item`"),
      ("expect context item ==", 23, "expected a value after `==`"),
      ("expect context item == \"open", 24, "a quote is not closed"),
      ("expect result done(count 1)", 26, "expected `:` after `count`"),
      ("expect result done(count: 1", 28, "expected `,` or `)` after the value of `count`"),
      ("expect action buy(count: 1, count: 2)", 36, "`count` is given twice"),
    ]
    for (line, column, message) in cases {
      let failure = failure(line)
      #expect(failure?.column == column, "\(line)")
      #expect(
        failure?.description.hasPrefix(message) == true, "\(line): \(failure?.description ?? "")")
    }
  }

  @Test func startLinesAreRead() throws {
    #expect(try ScriptLine.parse(":flow Shop") == .flow("Shop", column: 7))
    #expect(
      try ScriptLine.parse(":input user=\"Ana Lee\" n=")
        == .input([
          .init(.init("user", "Ana Lee"), column: 8), .init(.init("n", ""), column: 23),
        ]))
    #expect(try ScriptLine.parse(":env") == .environment([]))
    #expect(
      try ScriptLine.parse("pick item=x") == .command(.event("pick", fields: [.init("item", "x")])))
    // An event named `expect` is still sent: alone, or with its fields.
    #expect(try ScriptLine.parse("expect") == .command(.event("expect", fields: [])))
    #expect(
      try ScriptLine.parse("expect screen=x")
        == .command(.event("expect", fields: [.init("screen", "x")])))
    #expect(failure(":flow")?.column == 6)
    #expect(failure(":flow A B")?.description == "`:flow` takes a flow's name")
    #expect(failure(":input =x")?.column == 8)
  }

  @Test func theHeaderEndsAtTheFirstStep() throws {
    let header = try ScriptHeader.read([
      "# a comment", ":flow Shop", "", ":input user=ana", ":env open=true", "pick item=x",
      ":input user=bo",
    ])
    #expect(header.flow?.name == "Shop")
    #expect(header.inputs.map(\.field.field) == [.init("user", "ana")])
    #expect(header.environment.map(\.line) == [5])
    #expect(header.bodyStart == 5)
  }
}
