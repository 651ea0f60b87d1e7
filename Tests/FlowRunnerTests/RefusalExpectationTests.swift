import FlowRunner
import FlowSpec
import Testing

/// `expect refused`: a step the walkthrough refuses (`:back` at a root, a swipe under a screen
/// that cannot be swiped away, an event the screen does not have, a bad payload) is checked, with
/// its reason, and the script goes on from where the walkthrough was.
@Suite("Expect lines: refused steps")
struct RefusalExpectationTests {
  static let lock = """
    flow: Lock
    results:
      opened: {}
    start: home
    screens:
      home:
        events: { lock: {}, enter: { pin: { type: String, sensitive: true }, tries: Int } }
        on:
          lock: { present: { screen: locked, swipeToDismiss: false } }
          enter: { finish: opened }
      locked:
        events: { unlock: {} }
        on:
          unlock: dismiss
    """

  private func run(_ lines: [String], json: Bool = false) throws -> (
    trace: String, outcome: ScriptRun.Outcome
  ) {
    let files = [SourceFile(path: "Lock.flow.yaml", text: Self.lock)]
    let result = FlowCompiler.validate(files)
    let module = try #require(
      result.module, "\(DiagnosticRenderer(files: files, colors: false).render(result.diagnostics))"
    )
    var trace = ""
    let outcome = ScriptRun(options: .init(scriptName: "s.walkthrough", jsonTrace: json)) {
      trace += $0
    }.run(module: module, given: ScriptStart(), lines: lines)
    return (trace, outcome)
  }

  @Test func refusedStepsAreCheckedAndTheScriptGoesOn() throws {
    let (trace, outcome) = try run([
      ":back", "expect refused \"nothing to go back to\"",
      "nope", "", "# the screen has no such event", "expect refused 'has no event `nope`'",
      "enter pin=1 tries=many", "expect refused",
      "lock", "expect screen locked",
      ":dismiss", "expect refused \"cannot be swiped away\"",
      "expect screen locked", "unlock", "expect stack [home]",
    ])
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    #expect(
      trace.hasPrefix(
        """
          start Lock
          set stack [home]
        > :back
          refused: nothing to go back to: the screen is the first of its stack
        > expect refused "nothing to go back to"
        > nope
          refused: screen `home` has no event `nope`; available: lock, enter
        > expect refused 'has no event `nope`'
        > enter pin=<sensitive> tries=many
          refused: `tries`: `many` is not an Int
        > expect refused
        > lock
          Lock.home: lock -> transition 1
          present locked (swipeToDismiss: false)
        > expect screen locked

        """), "\(trace)")
    #expect(
      trace.contains(
        """
        > :dismiss
          refused: `locked` cannot be swiped away: `present: locked` says `swipeToDismiss: false`
        > expect refused "cannot be swiped away"
        > expect screen locked

        """), "\(trace)")
  }

  @Test func aStepExpectedRefusedAndTakenIsAnError() throws {
    let (_, outcome) = try run(["lock", "", "expect refused"])
    #expect(
      outcome.error
        == "s.walkthrough:3:1: error: expected the step on line 1 (lock) to be refused, but it was taken"
    )
    let (_, misplaced) = try run(["lock", "expect screen locked", "expect refused"])
    #expect(
      misplaced.error
        == "s.walkthrough:3:1: error: `expect refused` follows the step it expects to be refused "
        + "(an event, :back, :dismiss or :tab NAME)")
  }

  @Test func aRefusalForAnotherReasonIsAnError() throws {
    let (_, outcome) = try run([":back", "expect refused \"cannot be swiped\""])
    #expect(
      outcome.error
        == "s.walkthrough:2:16: error: expected the step to be refused with \"cannot be swiped\", "
        + "actual refusal: nothing to go back to: the screen is the first of its stack")
  }

  @Test func anUnexpectedRefusalStaysAnError() throws {
    let (_, outcome) = try run([":back", "expect screen home"])
    #expect(
      outcome.error
        == "s.walkthrough:1:1: error: nothing to go back to: the screen is the first of its stack")
  }

  @Test func theJSONTraceSaysWhyAStepWasRefused() throws {
    let (trace, outcome) = try run([":back", "expect refused"], json: true)
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    #expect(
      trace.contains(
        #"{"line": 1, "input": ":back", "effects": [], "refused": "nothing to go back to: the screen is the first of its stack"}"#
      ), "\(trace)")
  }

  @Test func expectRefusedParsesAReasonOrNone() throws {
    guard case .expect(let bare)? = try ScriptLine.parse("expect refused") else {
      Issue.record("not an expectation")
      return
    }
    #expect(bare.kind == .refused(reason: nil))
    guard case .expect(let given)? = try ScriptLine.parse("expect refused \"a b\"") else {
      Issue.record("not an expectation")
      return
    }
    #expect(given.kind == .refused(reason: .init(name: "", text: "a b", column: 16)))
    #expect(throws: ScriptLine.Failure.self) { try ScriptLine.parse("expect refused a b") }
  }
}
