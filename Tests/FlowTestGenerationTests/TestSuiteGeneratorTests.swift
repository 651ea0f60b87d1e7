import FlowSpec
import Testing

@testable import FlowTestGeneration

/// What a generated test writes for each kind of step and value, and the paths it refuses.
@Suite("Test suite generator")
struct TestSuiteGeneratorTests {
  static let shop = """
    flow: Shop
    types:
      Speed: [slow, fast]
    environment:
      open: Bool
      coupon: String?
    actions:
      pay: { amount: Int, card: { type: String, sensitive: true }, items: "[Item]" }
      note: { text: String? }
    results:
      paid: { speed: Speed }
    start: cart
    screens:
      cart:
        events: { checkout: { speed: Speed, items: "[Item]" }, help: {} }
        on:
          checkout:
            - when: open && coupon == nil
              do: { pay: { amount: 3, card: "'4242'", items: event.items }, note: { text: nil } }
              finish: { paid: { speed: event.speed } }
          help:
            present: { screen: helpSheet, style: formSheet, detents: [medium] }
      helpSheet:
        events: { close: {} }
        on:
          close: dismiss
    """

  private func generate(_ lines: [String], flow: String = shop) throws -> String {
    let module = try ExampleModules.module(flow: flow)
    let files = try TestSuiteGenerator.generate(
      module, paths: [TestPath(name: "a path", source: "Flows/a.walkthrough", lines: lines)],
      testedModule: "Shop")
    #expect(files.map(\.path) == ["FlowTestDoubles.swift", "ShopFlowTests.swift"])
    #expect(files[0].contents.contains("@testable import Shop\n"))
    return files[1].contents
  }

  @Test func eachStepIsTakenAndCheckedWithTheRunnersRecords() throws {
    let text = try generate([
      ":env open=false", "help", ":dismiss", "help", "close", "checkout speed=fast items=[a, b]",
      ":env open=true coupon=nil", "checkout speed=slow items=[]",
    ])
    let expected = """
        @Test("a path")
        func aPath() {
          let app = Doubles()
          app.answers.open = false
          app.start(.init())
          app.expect(navigation: [.setStack(screens: ["cart"])])
          // help
          app.send(ShopCoordinator.CartEvent.help)
          app.expect(
            navigation: [
              .present(
                screen: "helpSheet",
                presentation: FlowPresentation(style: .formSheet, detents: [.medium], allowsSwipe: true)
              )
            ]
          )
          // :dismiss
          app.swipe()
          app.expect(navigation: [.dismiss(count: 1)])
      """
    #expect(text.contains(expected))
    // An event no guard takes is sent and expected to be ignored; an answer is set, no step.
    #expect(
      text.contains(
        """
            app.send(
              ShopCoordinator.CartEvent.checkout(
                speed: Speed.fast,
                items: [Item(flowText: "a"), Item(flowText: "b")]
              ),
              expecting: .ignored(.noTransition)
            )
            app.expect(navigation: [])
            // :env open=true coupon=nil
            app.answers.open = true
            app.answers.coupon = .some(nil)
            // checkout speed=slow items=[]
        """))
    // A sensitive argument holds the value the action receives; nil for an optional.
    #expect(
      text.contains(
        """
              calls: [.pay(amount: 3, card: "4242", items: []), .note(text: nil)],
              outcome: .paid(speed: Speed.slow)
        """))
  }

  @Test func theDoublesImplementTheProtocolsOnce() throws {
    let text = try generate(["help"])
    #expect(text.contains("    case pay(amount: Int, card: String, items: [Item])\n"))
    #expect(text.contains("    var open: Bool?\n"))
    #expect(text.contains("  var open: Bool { answer(answers.open, \"open\") }\n"))
    #expect(
      text.contains(
        "  func note(text: String?) { record(.note(text: text)) }\n"))
    #expect(text.contains("extension ShopFlowTests.Doubles: ShopCoordinator.Children {}\n"))
  }

  @Test func aPathWithUndoIsRefusedAtItsLine() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let path = TestPath(name: "p", source: "p.walkthrough", lines: ["help", ":undo"])
    #expect(
      throws: TestGenerationError(
        source: "p.walkthrough", line: 2,
        message: "a generated test cannot take `:undo`: write the path without it")
    ) {
      try TestSuiteGenerator.generate(module, paths: [path], testedModule: "Shop")
    }
  }

  @Test func aStepTheRunnerRefusesIsReportedAtItsLine() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let path = TestPath(name: "p", source: "p.walkthrough", lines: ["# start", "", "leave"])
    do {
      _ = try TestSuiteGenerator.generate(module, paths: [path], testedModule: "Shop")
      Issue.record("no error")
    } catch {
      #expect(error.description.hasPrefix("p.walkthrough:3: error: "))
      #expect(error.description.contains("leave"))
    }
  }

  /// A step the script expects to be refused (`expect refused`) is left out of the test.
  @Test func aStepExpectedRefusedIsLeftOut() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let refused = TestPath(
      name: "p", source: "p.walkthrough", lines: [":back", "expect refused", "help"])
    let plain = TestPath(name: "p", source: "p.walkthrough", lines: ["help"])
    #expect(
      try TestSuiteGenerator.generate(module, paths: [refused], testedModule: "Shop")
        == TestSuiteGenerator.generate(module, paths: [plain], testedModule: "Shop"))
  }

  @Test func aStartTheRunnerRefusesIsReported() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let path = TestPath(name: "p", source: "p.walkthrough", lines: [":flow Shp"])
    #expect(throws: TestGenerationError.self) {
      try TestSuiteGenerator.generate(module, paths: [path], testedModule: "Shop")
    }
  }

  @Test func pathNamesBecomeFunctionNames() {
    #expect(SwiftNaming.function("post-photo") == "postPhoto")
    #expect(SwiftNaming.function("Log in after failure") == "logInAfterFailure")
    #expect(SwiftNaming.function("2fa") == "path2fa")
    #expect(SwiftNaming.function("") == "path")
    #expect(SwiftNaming.function("switch") == "switchPath")
    #expect(SwiftNaming.function("café au lait") == "cafAuLait")
  }

  @Test func twoPathsOfOneNameGetTwoFunctions() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let paths = [
      TestPath(name: "help", source: "a/help.walkthrough", lines: ["help"]),
      TestPath(name: "help", source: "b/help.walkthrough", lines: ["help"]),
    ]
    let text = try TestSuiteGenerator.generate(module, paths: paths, testedModule: "Shop")[1]
      .contents
    #expect(text.contains("  func help() {\n") && text.contains("  func help2() {\n"))
  }

  @Test func longExpressionsAreLaidOutAsSwiftFormatKeepsThem() {
    let call = SwiftExpression.call(
      "f", labelled: [("a", .array((1...30).map { .atom(String($0)) })), ("b", .atom("x"))])
    #expect(
      call.lines(indent: 4) == ["f("]
        + ["  a: ["] + (1...30).map { "    \($0)," } + ["  ],", "  b: x", ")"])
    #expect(
      SwiftExpression.array([.atom(String(repeating: "y", count: 100))]).lines(indent: 0) == [
        "[", "  " + String(repeating: "y", count: 100), "]",
      ])
    #expect(
      SwiftExpression.call("g", labelled: [("a", .atom("1"))]).lines(indent: 0) == ["g(a: 1)"])
  }

  /// A path's name, its lines and its values reach the test only as string literals and
  /// comments: a quote, a line break or a bidirectional control cannot end them.
  @Test func hostileTextStaysInsideLiteralsAndComments() throws {
    let module = try ExampleModules.module(flow: Self.shop)
    let path = TestPath(
      name: "x\")\nfunc evil() {", source: "a/b\nc.walkthrough",
      lines: [
        ":env open=false", "help # \u{202E}\")", "close",
        "checkout speed=fast items=\"[\\\"), b]\"",
      ],
      summary: "one\ntwo")
    let text = try TestSuiteGenerator.generate(module, paths: [path], testedModule: "Shop")[1]
      .contents
    #expect(text.contains("  @Test(\"x\\\")\\nfunc evil() {\")\n"))
    #expect(text.contains("  func xFuncEvil() {\n"))
    #expect(text.contains("  /// one\n  /// two\n"))
    #expect(text.contains("    // help # \\u{202E}\")\n"))
    #expect(text.contains("[Item(flowText: \"\\\")\"), Item(flowText: \"b\")]"))
    #expect(!text.contains("\u{202E}"))
  }
}
