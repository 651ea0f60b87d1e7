import FlowRunner
import FlowSpec
import Testing

/// The session around a walkthrough: the steps it records, undo saying what it undid, the final
/// state, the script it saves and its replay on changed flows.
@Suite struct WalkthroughSessionTests {
  static let shipping = """
    flow: Shipping
    types:
      Speed: [economy, express]
    environment:
      expressAllowed: Bool
    context:
      speed: Speed
    results:
      shipped: { speed: Speed }
    start: choose
    screens:
      choose:
        events:
          chooseSpeed: { speed: Speed, gift: Bool, note: String?, tags: "[String]" }
        on:
          chooseSpeed:
            - when: event.speed == .economy || expressAllowed
              set: { speed: event.speed }
              push: address
            - stay
      address:
        events:
          entered: { address: Address }
          change: {}
        on:
          entered: { finish: { shipped: { speed: speed } } }
          change: back
    """

  static func module(_ text: String = shipping) throws -> ValidatedModule {
    let file = SourceFile(path: "Shipping.flow.yaml", text: text)
    let result = FlowCompiler.validate([file])
    let rendered = DiagnosticRenderer(files: [file], colors: false).render(result.diagnostics)
    return try #require(result.module, "\(rendered)")
  }

  static func start(_ module: ValidatedModule) -> WalkthroughStart {
    WalkthroughStart(module: module, flow: "Shipping", inputs: [], environment: [])
  }

  /// Takes each line as a script would.
  static func take(_ lines: [String], on walkthrough: inout Walkthrough) throws {
    for line in lines {
      let command = try #require(try WalkthroughCommand.parse(line))
      try walkthrough.take(command)
    }
  }

  @Test func theStepsTakenAreScriptLinesWithValuesAsTheyParse() throws {
    var (walkthrough, _) = try Self.start(Self.module()).begin()
    try Self.take(
      [
        ":env expressAllowed=true",
        "chooseSpeed speed=.express gift=true note=\"a gift, wrapped\" tags=[red, blue]",
        "change", "1 speed=economy gift=false note=nil tags=[]",
      ], on: &walkthrough)
    #expect(
      walkthrough.steps.map(\.line) == [
        ":env expressAllowed=true",
        "chooseSpeed speed=express gift=true note=\"a gift, wrapped\" tags=\"[red, blue]\"",
        "change",
        "chooseSpeed speed=economy gift=false note=nil tags=\"[]\"",
      ])
  }

  @Test func undoGivesTheStepItUndidAndKeepsTheEnvironmentAnswers() throws {
    var (walkthrough, _) = try Self.start(Self.module()).begin()
    try Self.take(
      [":env expressAllowed=false", "chooseSpeed speed=economy gift=true note=nil tags=[]"],
      on: &walkthrough)
    let undone = walkthrough.undoStep()
    #expect(undone?.line == "chooseSpeed speed=economy gift=true note=nil tags=\"[]\"")
    #expect(walkthrough.state.active.node == "choose")
    #expect(walkthrough.steps.map(\.line) == [":env expressAllowed=false"])
    let nothing = walkthrough.undoStep()
    #expect(nothing == nil)
  }

  /// Once the root flow has finished, its last step can still be undone.
  @Test func aFinishedWalkthroughUndoesItsLastStep() throws {
    var (walkthrough, _) = try Self.start(Self.module()).begin()
    try Self.take(
      ["chooseSpeed speed=economy gift=true note=nil tags=[]", "entered address=home"],
      on: &walkthrough)
    #expect(walkthrough.state.finished?.result == "shipped")
    let undone = walkthrough.undoStep()
    #expect(undone?.line == "entered address=home")
    #expect(walkthrough.state.finished == nil)
    #expect(walkthrough.state.active.node == "address")
  }

  @Test func replayOnTheSameFlowsReachesTheSameState() throws {
    let module = try Self.module()
    var (walkthrough, _) = try Self.start(module).begin()
    try Self.take(
      [":env expressAllowed=true", "chooseSpeed speed=express gift=true note=nil tags=[]"],
      on: &walkthrough)
    let replay = try WalkthroughReplay.replay(walkthrough.steps, from: Self.start(module))
    #expect(replay.stop == nil)
    #expect(replay.walkthrough.state == walkthrough.state)
    #expect(replay.walkthrough.environment == walkthrough.environment)
  }

  /// Flows that changed: the replay stops before the first step that no longer applies, saying
  /// which and why, with the steps before it taken.
  @Test func replayOnChangedFlowsStopsAtTheFirstStepThatNoLongerApplies() throws {
    var (walkthrough, _) = try Self.start(Self.module()).begin()
    try Self.take(
      [
        "chooseSpeed speed=economy gift=true note=nil tags=[]", "change",
        "chooseSpeed speed=economy gift=false note=nil tags=[]", "entered address=home",
      ], on: &walkthrough)
    let changed = try Self.module(
      Self.shipping.replacingOccurrences(of: "      change: {}\n", with: "")
        .replacingOccurrences(of: "\n      change: back", with: ""))
    let replay = try WalkthroughReplay.replay(walkthrough.steps, from: Self.start(changed))
    let stop = try #require(replay.stop)
    #expect(stop.number == 2)
    #expect(
      stop.description
        == "step 2 of 4 (change) no longer applies: screen `address` has no event `change`; available: entered"
    )
    #expect(replay.walkthrough.state.active.node == "address")
    #expect(
      replay.walkthrough.steps.map(\.line) == [
        "chooseSpeed speed=economy gift=true note=nil tags=\"[]\""
      ])
  }

  @Test func completionFollowsThePositionOfTheWord() throws {
    let (walkthrough, _) = try Self.start(Self.module()).begin()
    func complete(_ line: String) -> [String] {
      WalkthroughCompletion.candidates(line, in: walkthrough)
    }
    #expect(complete("").first == "chooseSpeed")
    #expect(complete("").contains(":save"))
    #expect(complete(":re") == [":reload", ":restart"])
    #expect(complete("chooseSpeed ") == ["speed=", "gift=", "note=", "tags="])
    #expect(complete("chooseSpeed s") == ["speed="])
    #expect(complete("chooseSpeed speed=e") == ["economy", "express"])
    #expect(complete("chooseSpeed speed=ex") == ["express"])
    #expect(complete("chooseSpeed speed=express ") == ["gift=", "note=", "tags="])
    #expect(complete("1 gift=") == ["true", "false"])
    #expect(complete("chooseSpeed note=") == ["nil"])
    #expect(complete("chooseSpeed tags=").isEmpty)
    #expect(complete(":env ") == ["expressAllowed="])
    #expect(complete(":env expressAllowed=t") == ["true"])
    #expect(complete("nothing ").isEmpty)
  }

  @Test func choicesAreNumberedAndANumberPicksOne() throws {
    let module = try Self.module()
    let speeds = ValueChoices.offered(for: .optional(.enumeration("Speed")), in: module)
    #expect(speeds == ["economy", "express", "nil"])
    #expect(ValueChoices.hint(speeds) == " [1. economy, 2. express, 3. nil]")
    #expect(ValueChoices.picked("2", among: speeds) == "express")
    #expect(ValueChoices.picked("express", among: speeds) == "express")
    #expect(ValueChoices.picked("4", among: speeds) == "4")
    #expect(ValueChoices.picked("1", among: []) == "1")
    #expect(ValueChoices.offered(for: .optional(.string), in: module).isEmpty)
  }

  @Test func thePromptReadsItsOwnCommands() throws {
    #expect(
      try PromptCommand.parse(":save \"my walk.walkthrough\"") == .save("my walk.walkthrough"))
    #expect(try PromptCommand.parse(":reload") == .reload)
    #expect(try PromptCommand.parse(":restart") == .restart)
    #expect(try PromptCommand.parse(":steps") == .steps)
    #expect(try PromptCommand.parse(":undo") == .walkthrough(.undo))
    #expect(
      try PromptCommand.parse("next amount=2")
        == .walkthrough(.event("next", fields: [.init("amount", "2")])))
    func failure(_ line: String) -> String? {
      #expect(throws: WalkthroughCommand.Failure.self) { try PromptCommand.parse(line) }?
        .description
    }
    #expect(failure(":save") == "`:save` takes a file name: :save FILE")
    #expect(
      failure("expect screen address")
        == "`expect` lines check a walkthrough script (flowc run --script, flowc test); "
        + "at the prompt, :stack and :context show where the walkthrough is")
    // A screen's event named `expect` is still sent, as in a script.
    #expect(try PromptCommand.parse("expect") == .walkthrough(.event("expect", fields: [])))
    #expect(
      try PromptCommand.parse("expect when=soon")
        == .walkthrough(.event("expect", fields: [.init("when", "soon")])))
    #expect(failure(":reload now") == "`:reload` takes no arguments")
    #expect(
      failure(":sav x")
        == "unknown command `:sav`; commands: :back :dismiss :tab :undo :stack :context :env :help :quit :save :reload :restart :steps"
    )
  }

  /// "an Address", not "a Address".
  @Test func anEmptyAppValueNamesItsTypeWithTheRightArticle() throws {
    func failure(_ type: String) -> String? {
      #expect(throws: ValueParser.Failure.self) {
        try ValueParser.parse("", as: .app(type), enums: [:])
      }?.description
    }
    #expect(failure("Address") == "an Address needs some text naming it")
    #expect(failure("Photo") == "a Photo needs some text naming it")
    #expect(failure("Order") == "an Order needs some text naming it")
  }
}
