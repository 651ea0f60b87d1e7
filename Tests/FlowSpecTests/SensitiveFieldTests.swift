import FlowSpec
import Testing

/// `name: { type: T, sensitive: true }`: decoded wherever a field is declared, checked, and
/// followed by the `sensitive-value-exposed` warning.
@Suite("Sensitive fields")
struct SensitiveFieldTests {
  /// A flow with one view screen `form` sending `submitted(PAYLOAD)` handled by `ON`.
  func flow(
    header: String = "", payload: String = "{ password: { type: String, sensitive: true } }",
    on: String = "stay"
  ) -> String {
    """
    flow: F
    \(header)
    start: form
    screens:
      form:
        view: FormViewController
        events:
          submitted: \(payload)
        on:
          submitted: \(on)
    """
  }

  @Test func theLongFormMarksEveryKindOfField() throws {
    let result = validate(
      flow(
        header: """
          inputs: { token: { type: String, sensitive: true }, name: String }
          context: { pin: { type: Int?, sensitive: true }, count: { type: Int, default: 0 } }
          environment: { apiKey: { type: String, sensitive: true } }
          actions: { logIn: { password: { type: String, sensitive: true }, name: String } }
          results: { done: { secret: { type: String, sensitive: false } } }
          """))
    // A form that is never left, in a flow that never finishes: warnings, not errors.
    #expect(result.codes == ["never-finishes", "dead-end-screen"])
    let flow = try #require(result.module?.flows.first)
    #expect(flow.inputs.map(\.isSensitive) == [true, false])
    #expect(flow.context.map(\.isSensitive) == [true, false])
    #expect(flow.environment.map(\.isSensitive) == [true])
    #expect(flow.actions[0].parameters.map(\.isSensitive) == [true, false])
    #expect(flow.results[0].parameters.map(\.isSensitive) == [false])
    #expect(flow.screens[0].events[0].parameters.map(\.isSensitive) == [true])
  }

  @Test func aSensitiveThatIsNotABoolIsALocatedError() {
    let result = validate(flow(payload: "{ password: { type: String, sensitive: yes } }"))
    #expect(result.positions == ["8:57 invalid-value"])
    #expect(
      result.first(.invalidValue)?.message
        == "`sensitive` of field `password` must be `true` or `false`")
    let quoted = validate(flow(payload: "{ password: { type: String, sensitive: \"true\" } }"))
    #expect(quoted.codes == ["invalid-value"])
  }

  @Test func aMisspelledKeyGetsADidYouMean() {
    let result = validate(flow(payload: "{ password: { type: String, sensitiv: true } }"))
    #expect(result.codes == ["unknown-key"])
    #expect(result.first(.unknownKey)?.message.contains("did you mean `sensitive`?") == true)
  }

  @Test func onlyAContextFieldTakesADefault() {
    let result = validate(flow(header: "inputs: { name: { type: String, default: \"'a'\" } }"))
    #expect(result.codes == ["unknown-key"])
    let missing = validate(flow(payload: "{ password: { sensitive: true } }"))
    #expect(missing.codes == ["missing-key"])
  }

  @Test func aSecretStoredOrPassedWhereItIsNotSensitiveIsReported() {
    let result = validate(
      flow(
        header: """
          inputs: { token: { type: String, sensitive: true } }
          context:
            copy: String?
            kept: { type: String?, sensitive: true }
            seeded: { type: String, default: token }
          environment: { apiKey: { type: String, sensitive: true } }
          actions: { notify: { value: String }, keep: { value: { type: String, sensitive: true } } }
          results: { done: { value: String } }
          """,
        on: """

                - when: "event.password == 'x'"
                  set: { copy: event.password, kept: event.password }
                  do:
                    - notify: { value: apiKey }
                    - keep: { value: event.password }
                - finish: { done: { value: token } }
          """))
    #expect(
      result.codes == [
        "sensitive-value-exposed", "sensitive-value-exposed", "sensitive-value-exposed",
        "sensitive-value-exposed",
      ], "\(result.diagnostics.sorted.map(\.message))")
    let messages = result.diagnostics.sorted.map(\.message)
    guard messages.count == 4 else { return }
    #expect(messages[0].hasPrefix("sensitive value `token` flows into the default of context"))
    #expect(
      messages[1].hasPrefix("sensitive value `event.password` flows into context field `copy`"))
    #expect(
      messages[2].hasPrefix("sensitive value `apiKey` flows into parameter `value` of action"))
    #expect(messages[3].hasPrefix("sensitive value `token` flows into payload field `value`"))
  }

  @Test func aChildInputThatIsNotSensitiveIsADestinationAndAViewInputIsNot() {
    let parent = """
      flow: Parent
      inputs: { token: { type: String, sensitive: true } }
      start: form
      screens:
        form:
          view: FormViewController
          inputs: { token: token }
          events: { next: {} }
          on: { next: child }
        child:
          flow: Child
          inputs: { token: token, shown: token }
          on: { done: stay }
      """
    let child = """
      flow: Child
      inputs: { token: { type: String, sensitive: true }, shown: String }
      results: { done: {} }
      start: only
      screens:
        only:
          view: OnlyViewController
          events: { done: {} }
          on: { done: { finish: done } }
      """
    let result = validate(parent, child)
    #expect(result.positions == ["12:36 sensitive-value-exposed"])
    #expect(
      result.first(.sensitiveValueExposed)?.message.contains("input `shown` of child flow `Child`")
        == true)
  }
}
