import FlowRunner
import FlowSpec
import Testing

@Suite("Transitions, guards, environment and actions")
struct TransitionTests {
  static let order = """
    flow: Order
    types:
      Role: [normal, vip, manager]
    inputs:
      limit: Int
    context:
      count: { type: Int, default: 0 }
      a: { type: String, default: "'first'" }
      b: { type: String, default: "'second'" }
    environment:
      role: Role
      open: Bool
    actions:
      record: { count: Int, label: String }
    start: list
    screens:
      list:
        events: { add: { n: Int }, swap: {}, detail: {} }
        on:
          add:
            - when: count + event.n > limit
              stay: true
            - set: { count: count + event.n }
              do: { record: { count: count, label: "'added'" } }
              stay: true
          swap: { set: { a: b, b: a }, stay: true }
          detail:
            - { when: open && role == .vip, push: vip }
            - { when: role == .manager || open, push: normal }
            - stay
      vip:
        title: VIP
      normal:
        title: Normal
    """

  @Test func guardsAreTriedInOrderAndActionsSeeTheNewContext() throws {
    var h = try MachineHarness(Self.order, flow: "Order", inputs: ["limit": .int(5)])
    #expect(
      try h.send("add", ["n": .int(3)]) == [
        "Order.list: add -> transition 2 (no earlier guard held)", "set count = 3",
        "action record(count: 3, label: \"added\")",
      ])
    #expect(
      try h.send("add", ["n": .int(3)]) == [
        "Order.list: add -> transition 1 (when count + event.n > limit)"
      ])
  }

  @Test func assignmentsAreSimultaneous() throws {
    var h = try MachineHarness(Self.order, flow: "Order", inputs: ["limit": .int(5)])
    #expect(
      try h.send("swap") == [
        "Order.list: swap -> transition 1", "set a = \"second\"", "set b = \"first\"",
      ])
  }

  @Test func environmentValuesAreReadOnlyWhenNeeded() throws {
    var h = try MachineHarness(Self.order, flow: "Order", inputs: ["limit": .int(5)])
    let before = h.state
    #expect(throws: MachineError.missingEnvironment(name: "open", type: "Bool")) {
      try h.send("detail")
    }
    #expect(h.state == before)
    h.environment["open"] = .bool(false)
    // `open && role == .vip` short-circuits: `role` is not needed yet; the second guard needs it.
    #expect(throws: MachineError.missingEnvironment(name: "role", type: "Role")) {
      try h.send("detail")
    }
    h.environment["role"] = .enumCase(type: "Role", name: "manager")
    #expect(
      try h.send("detail") == [
        "Order.list: detail -> transition 2 (when role == .manager || open)", "push normal",
      ])
  }

  @Test func aGuardedListThatMatchesNothingIgnoresTheEvent() throws {
    var h = try MachineHarness(
      Self.order, flow: "Order", inputs: ["limit": .int(5)],
      environment: ["open": .bool(false), "role": .enumCase(type: "Role", name: "normal")])
    #expect(try h.send("detail") == ["Order.list: detail -> transition 3 (no earlier guard held)"])
  }

  @Test func wrongEnvironmentTypesAndPayloadsAreErrors() throws {
    var h = try MachineHarness(
      Self.order, flow: "Order", inputs: ["limit": .int(5)], environment: ["open": .int(1)])
    #expect(throws: MachineError.environmentType(name: "open", expected: "Bool", found: "1")) {
      try h.send("detail")
    }
    #expect(throws: MachineError.self) { try h.send("add", ["n": .string("three")]) }
    #expect(throws: MachineError.self) { try h.send("add") }
  }

  @Test func startNeedsEveryInput() throws {
    #expect(throws: MachineError.self) { try MachineHarness(Self.order, flow: "Order") }
  }

  @Test func overflowIsAnErrorNotACrash() throws {
    var h = try MachineHarness(Self.order, flow: "Order", inputs: ["limit": .int(Int.max)])
    try h.send("add", ["n": .int(1)])
    let before = h.state
    #expect(throws: MachineError.overflow("count + event.n")) {
      try h.send("add", ["n": .int(Int.max)])
    }
    #expect(h.state == before)
  }
}

@Suite("Script lines and values")
struct ScriptLineTests {
  @Test func parsesEventsCommandsAndQuotedValues() throws {
    #expect(try WalkthroughCommand.parse("  ") == nil)
    #expect(try WalkthroughCommand.parse("# note") == nil)
    #expect(try WalkthroughCommand.parse(":back") == .back)
    #expect(
      try WalkthroughCommand.parse("post caption=\"A \\\"big\\\" day\" n=3 # trailing")
        == .event(
          "post", fields: [.init("caption", "A \"big\" day"), .init("n", "3")]))
    #expect(
      try WalkthroughCommand.parse("say text='it is'")
        == .event("say", fields: [.init("text", "it is")]))
    #expect(throws: WalkthroughCommand.Failure.self) {
      try WalkthroughCommand.parse("post caption=\"open")
    }
    #expect(throws: WalkthroughCommand.Failure.self) { try WalkthroughCommand.parse(":fly") }
    #expect(throws: WalkthroughCommand.Failure.self) {
      try WalkthroughCommand.parse("post caption")
    }
  }

  /// A quote, a space or `=` followed by a combining mark is one `Character` with it: the line
  /// is split on Unicode scalars, so each still does its work and the mark stays in the value.
  @Test func quotesSpacesAndEqualsBeforeCombiningMarksStillSplit() throws {
    #expect(
      try WalkthroughCommand.parse("say text=\"\u{301}a b\" n=\u{301}3")
        == .event("say", fields: [.init("text", "\u{301}a b"), .init("n", "\u{301}3")]))
    #expect(
      try WalkthroughCommand.parse("say a=1 \u{301}b=2")
        == .event("say", fields: [.init("a", "1"), .init("\u{301}b", "2")]))
    #expect(throws: WalkthroughCommand.Failure.self) {
      try WalkthroughCommand.parse("say text=\"\u{301}open")
    }
  }

  @Test func valuesAreReadByType() throws {
    let enums = ["Role": ["normal", "vip"]]
    #expect(try ValueParser.parse("3", as: .int, enums: enums) == .int(3))
    #expect(try ValueParser.parse("nil", as: .optional(.int), enums: enums) == .null)
    #expect(
      try ValueParser.parse(".vip", as: .enumeration("Role"), enums: enums)
        == .enumCase(type: "Role", name: "vip"))
    #expect(
      try ValueParser.parse("2026-11-22", as: .date, enums: enums) == .date("2026-11-22T00:00:00Z"))
    #expect(
      try ValueParser.parse("[1, 2]", as: .array(.int), enums: enums) == .array([.int(1), .int(2)]))
    #expect(throws: ValueParser.Failure.self) {
      try ValueParser.parse("gold", as: .enumeration("Role"), enums: enums)
    }
    #expect(throws: ValueParser.Failure.self) {
      try ValueParser.parse("2026-13-01", as: .date, enums: enums)
    }
    #expect(throws: ValueParser.Failure.self) {
      try ValueParser.parse("x", as: .double, enums: enums)
    }
    // A megabyte value gives a short message.
    let long = String(repeating: "9", count: 1 << 20)
    let failure = #expect(throws: ValueParser.Failure.self) {
      try ValueParser.parse(long, as: .bool, enums: enums)
    }
    #expect(
      failure?.description
        == "`\(String(repeating: "9", count: 40))…` (1048576 characters) is not a Bool (true or false)"
    )
    // `Double("1e400")` is infinity and `Double("nan")` not a number: neither is a value.
    for text in ["1e400", "-1e400", "nan", "inf", "infinity"] {
      let failure = #expect(throws: ValueParser.Failure.self) {
        try ValueParser.parse(text, as: .double, enums: enums)
      }
      #expect(
        failure?.description == "`\(text)` is not a finite Double (too large, or not a number)")
    }
  }
}

@Suite("Script runs")
struct ScriptRunTests {
  private func run(_ lines: [String], environment: [WalkthroughCommand.Field] = []) throws -> (
    String, ScriptRun.Outcome
  ) {
    let result = FlowCompiler.validate([
      SourceFile(path: "Shop.flow.yaml", text: NavigationVerbTests.shop)
    ])
    let module = try #require(result.module)
    var output = ""
    let outcome = ScriptRun(options: .init(scriptName: "s.txt")) { output += $0 }.run(
      WalkthroughStart(module: module, flow: "Shop", inputs: [], environment: environment),
      lines: lines)
    return (output, outcome)
  }

  @Test func anInputThatIsNotAvailableStopsTheRunAtItsLine() throws {
    let (_, outcome) = try run(["browse", "# a comment", "", "fly"])
    #expect(outcome.status == 1)
    #expect(
      outcome.error
        == "s.txt:4:1: error: screen `list` has no event `fly`; available: open, up, restart (and :back)"
    )
  }

  @Test func theEndShowsTheFinalStateOrTheResult() throws {
    let (unfinished, outcome) = try run(["browse", ":stack"])
    #expect(outcome.status == 0)
    #expect(unfinished.contains("> :stack\n  stack 1 (root stack)"))
    #expect(unfinished.contains("final screen: Shop · list"))
    let (finished, _) = try run(["quit"])
    #expect(finished.hasSuffix("result: done\n"))
  }

  @Test func listsAndDatesAreCheckedStrictly() throws {
    #expect(
      try WalkthroughCommand.parse("invite guests=[alice, bob] note=x")
        == .event(
          "invite", fields: [.init("guests", "[alice, bob]"), .init("note", "x")]))
    #expect(
      try ValueParser.parse("2024-02-29", as: .date, enums: [:]) == .date("2024-02-29T00:00:00Z"))
    #expect(throws: ValueParser.Failure.self) {
      try ValueParser.parse("2026-02-29", as: .date, enums: [:])
    }
  }
}
