import FlowSpec
import Testing

/// How generated handlers report records (docs/generated-code-design.md, "Compile time"): a value
/// of a plain type goes to a record call as it is, any other record is built behind
/// `isRecording`, and no record costs the handler a closure.
@Suite("Generated record calls")
struct GeneratedRecordCallTests {
  static let flow = """
    flow: F
    context:
      count: { type: Int, default: 0 }
      note: String?
      secret: { type: String, sensitive: true, default: "''" }
    actions:
      track: { step: Int }
      tag: { name: String, count: Int }
      hide: { code: { type: String, sensitive: true } }
      reset: {}
    start: s
    screens:
      s:
        events: { go: { amount: Int } }
        on:
          go:
            set: { count: count + event.amount, note: note, secret: "'y'" }
            do:
              - track: { step: 1 }
              - tag: { name: "'a'", count: count }
              - hide: { code: "'z'" }
              - reset: {}
    """

  /// The generated coordinator of `flow`.
  static func coordinator() throws -> String {
    let module = try #require(validate(flow).module)
    let file = try #require(
      SwiftGenerator.generate(module).first { $0.path == "FCoordinator.swift" })
    return file.contents
  }

  /// A `set` and an action call go through the flow's `setNAME` and `performNAME` helpers,
  /// written once a flow, which store or call and record: the handler passes the values only,
  /// in place when nothing else is computed first.
  @Test func setsAndActionsGoThroughTheFlowsHelpers() throws {
    let code = try Self.coordinator()
    #expect(code.contains("self.setCount(assigned0, session)"))
    #expect(code.contains("func setCount(_ value: Int, _ session: FlowSession) {"))
    #expect(code.contains(#"session.recordSet(flow: "F", field: "count", int: value)"#))
    #expect(code.contains("self.performTrack(session, step: 1)"))
    #expect(code.contains("self.performReset(session)"))
    #expect(
      code.contains(
        #"session.recordAction(flow: "F", name: "track", argument: "step", int: argument0)"#))
    #expect(code.contains(#"session.recordAction(flow: "F", name: "reset")"#))
    #expect(!code.contains("session.recordSet(field:"))
    #expect(!code.contains("session.recordAction(name:"))
    #expect(!code.contains("call1Argument0"))
  }

  /// A screen's handler is given the session by `deliver` (no `guard let session` of its own),
  /// and passes it on to the next screen's `enter`.
  @Test func anEventsHandlerIsGivenTheSession() throws {
    let code = try Self.coordinator()
    #expect(
      code.contains("func handleS(_ event: SEvent, _ session: FlowSession) -> FlowDelivery {"))
    #expect(
      code.contains(
        "(_ session: FlowSession, _ placement: FlowSession.Placement) -> FlowDelivery {"))
    #expect(code.contains("($0 as! FCoordinator).handleS($2, $1)"))
    #expect(!code.contains("guard let session else { return .ignored(.flowEnded) }"))
  }

  /// A transition is recorded by its entry in the flow's table of transitions (its screen,
  /// event, index and guard), an integer: no string literal at the call.
  @Test func transitionsAreRecordedByTheirEntryInTheFlowsTable() throws {
    let code = try Self.coordinator()
    #expect(code.contains("self.recordTransition(0, session)"))
    #expect(
      code.contains(
        "private static let transitionTable: StaticString = \"\"\"\n" + #"    0-s\0go\0"#))
    #expect(
      code.contains(
        "session.recordTransition(flow: flowName, entry: entry, of: Self.transitionTable)"))
    #expect(!code.contains("session.recordTransition(event:"))
  }

  /// An optional, a sensitive value and an action of two arguments are built behind the check,
  /// with no closure.
  @Test func otherRecordsAreBuiltOnlyBehindTheCheck() throws {
    let code = try Self.coordinator()
    #expect(!code.contains("session.record("))
    #expect(code.contains("if session.isRecording {"))
    #expect(code.contains(#"session.report(.set(flow: "F", field: "note", value: .optional("#))
    #expect(code.contains(#"session.report(.set(flow: "F", field: "secret", value: .sensitive))"#))
    #expect(code.contains(#"session.report("#) && code.contains(#"name: "tag""#))
    #expect(!code.contains(#"name: "hide", argument:"#))
  }
}
