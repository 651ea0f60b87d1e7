import FlowRunner
import FlowSpec
import Testing

/// The script a walkthrough saves (`:save FILE`, `--record FILE`): start lines saying how it
/// starts, then the steps; and `ScriptRun.replay`, which carries a script out and hands the
/// walkthrough and its start on (`--script FILE --continue`).
@Suite struct WalkthroughRecordingTests {
  /// Shipping with an input, so that the start has one to write.
  static let shipping = WalkthroughSessionTests.shipping.replacingOccurrences(
    of: "environment:\n", with: "inputs:\n  customer: String\nenvironment:\n")

  static func module(_ text: String = shipping) throws -> ValidatedModule {
    try WalkthroughSessionTests.module(text)
  }

  static func start(
    _ module: ValidatedModule, inputs: [WalkthroughCommand.Field] = [.init("customer", "Ana Lima")],
    environment: [WalkthroughCommand.Field] = []
  ) -> WalkthroughStart {
    WalkthroughStart(module: module, flow: "Shipping", inputs: inputs, environment: environment)
  }

  static func lines(_ script: String) -> [String] {
    script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The script starts with `:flow`, `:input` and `:env` lines (an answer given before the first
  /// step among them), so it replays with no options to the state the walkthrough was in.
  @Test func theSavedScriptStartsWithStartLinesAndReplaysToTheSameState() throws {
    let module = try Self.module()
    var (walkthrough, _) = try Self.start(module).begin()
    try WalkthroughSessionTests.take(
      [
        ":env expressAllowed=true", "chooseSpeed speed=express gift=true note=\"#1 gift\" tags=[a]",
        "change", ":env expressAllowed=false",
        "chooseSpeed speed=economy gift=false note=nil tags=[b, c]",
      ], on: &walkthrough)
    let script = WalkthroughRecording(
      paths: ["Flows dir"], start: Self.start(module), steps: walkthrough.steps
    ).script()
    #expect(
      script == """
        # A walkthrough of Shipping (3 steps), saved by flowc run.
        :flow Shipping
        :input customer="Ana Lima"
        :env expressAllowed=true
        chooseSpeed speed=express gift=true note="#1 gift" tags="[a]"
        change
        :env expressAllowed=false
        chooseSpeed speed=economy gift=false note=nil tags="[b, c]"

        """)
    let run = ScriptRun(options: .init(scriptName: "ship.walkthrough"), write: { _ in })
    let ending = run.replay(module: module, given: ScriptStart(), lines: Self.lines(script))
    let replayed = try #require(ending.walkthrough, "\(ending.outcome)")
    #expect(replayed.state == walkthrough.state)
    #expect(replayed.environment == walkthrough.environment)
    // The first answer is the replayed start's, not a step.
    #expect(replayed.steps == Array(walkthrough.steps.dropFirst()))
    #expect(ending.start?.inputs == [.init("customer", "Ana Lima")])
    #expect(ending.start?.environment == [.init("expressAllowed", "true")])
  }

  /// A name is given once a start line: the last value given before the first step wins, as
  /// when the walkthrough started (a script giving one twice is refused).
  @Test func eachNameIsGivenOnceWithItsLastValue() throws {
    let module = try Self.module()
    let start = Self.start(
      module, inputs: [.init("customer", "Ana"), .init("customer", "Bo")],
      environment: [.init("expressAllowed", "false")])
    var (walkthrough, _) = try start.begin()
    try WalkthroughSessionTests.take(
      [":env expressAllowed=true", "chooseSpeed speed=express gift=true note=nil tags=[]"],
      on: &walkthrough)
    let script = WalkthroughRecording(paths: ["."], start: start, steps: walkthrough.steps)
      .script()
    #expect(
      script == """
        # A walkthrough of Shipping (1 step), saved by flowc run.
        :flow Shipping
        :input customer=Bo
        :env expressAllowed=true
        chooseSpeed speed=express gift=true note=nil tags="[]"

        """)
    let run = ScriptRun(options: .init(scriptName: "s"), write: { _ in })
    let ending = run.replay(module: module, given: ScriptStart(), lines: Self.lines(script))
    #expect(ending.outcome.error == nil)
    #expect(ending.walkthrough?.state == walkthrough.state)
  }

  @Test func sensitiveValuesAreNotSaved() throws {
    let module = try Self.module(
      Self.shipping.replacingOccurrences(
        of: "entered: { address: Address }",
        with: "entered: { address: { type: Address, sensitive: true } }"
      ).replacingOccurrences(
        of: "customer: String", with: "customer: { type: String, sensitive: true }"))
    var (walkthrough, _) = try Self.start(module).begin()
    try WalkthroughSessionTests.take(
      ["chooseSpeed speed=economy gift=true note=nil tags=[]", "entered address=secret-home"],
      on: &walkthrough)
    let script = WalkthroughRecording(
      paths: ["."], start: Self.start(module), steps: walkthrough.steps
    )
    .script()
    #expect(!script.contains("secret-home"))
    #expect(!script.contains("Ana Lima"))
    #expect(script.contains(":input customer=<sensitive>\n"))
    #expect(script.contains("entered address=<sensitive>\n"))
    #expect(script.contains("# Sensitive values are written <sensitive>"))
    // The walkthrough itself keeps the value, for a reload.
    #expect(
      walkthrough.steps.last?.command
        == .event("entered", fields: [.init("address", "secret-home")]))
  }

  @Test func theReplayCommandNamesOnlyTheFlowsAndTheScript() throws {
    let recording = WalkthroughRecording(
      paths: ["Flows dir", "Extra.flow.yaml"], start: Self.start(try Self.module()), steps: [])
    #expect(
      recording.replayCommand(script: "it's.walkthrough")
        == "flowc run 'Flows dir' Extra.flow.yaml --script 'it'\\''s.walkthrough'")
  }

  /// `replay` reads the start lines and checks `expect` lines as `run` does, and hands back the
  /// start they made, for the session that goes on (`--continue`).
  @Test func replayReadsStartAndExpectLines() throws {
    let module = try Self.module()
    let script = """
      :flow Shipping
      :input customer=Ana
      :env expressAllowed=true
      chooseSpeed speed=express gift=true note=nil tags=[]
      expect screen address
      expect context speed == express
      """
    let run = ScriptRun(options: .init(scriptName: "s"), write: { _ in })
    let ending = run.replay(module: module, given: ScriptStart(), lines: Self.lines(script))
    #expect(ending.outcome.error == nil)
    #expect(ending.walkthrough?.state.active.node == "address")
    #expect(ending.start?.flow == "Shipping")
    #expect(ending.start?.inputs == [.init("customer", "Ana")])
    #expect(ending.start?.environment == [.init("expressAllowed", "true")])
    // The command line's values win over the script's.
    let given = ScriptStart(inputs: [.init("customer", "Bo")])
    let overridden = run.replay(module: module, given: given, lines: Self.lines(script))
    #expect(overridden.start?.inputs == [.init("customer", "Bo")])

    let failing = run.replay(
      module: module, given: ScriptStart(),
      lines: Self.lines(script.replacingOccurrences(of: "screen address", with: "screen choose")))
    #expect(failing.walkthrough == nil)
    #expect(failing.outcome.status == 1)
    #expect(failing.outcome.error == "s:5:15: error: expected screen `choose`, actual `address`")
  }
}
