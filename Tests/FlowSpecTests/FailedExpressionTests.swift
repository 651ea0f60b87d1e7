import FlowSpec
import Testing

/// A value whose expression fails to parse is one error: it still counts as written, so it is not
/// also reported missing (an argument, a payload field, a child flow's input), and a field that
/// a failed `set` or `default` gives a value is not reported unset where it is read.
@Suite("Failed expressions")
struct FailedExpressionTests {
  private func messages(_ result: FlowCompiler.Result) -> [String] {
    result.diagnostics.sorted.map {
      "\($0.range.start.line):\($0.range.start.column) \($0.message) [\($0.code.rawValue)]"
    }
  }

  /// A flow with the action `track(step: Int)` and the result `done(n: Int)`, whose screen
  /// `home`'s event `go` takes `transition`.
  private func flowWith(
    context: String = "", transition: String, close: String = "{ finish: { done: { n: 0 } } }"
  ) -> String {
    flow(
      header: """
        context:
          step: Int
        \(context)
        actions:
          track: { step: Int }
          openInSafari: { url: URL }
        results:
          done: { n: Int }

        """,
      start: "home",
      screens: """
          home:
            events: { go: {}, close: {} }
            on:
              go: \(transition)
              close: \(close)
          detail:
            inputs: { step: step }
            events: { close: {} }
            on: { close: { finish: { done: { n: step } } } }
        """)
  }

  @Test func aFailedActionArgumentIsOneError() {
    let result = validate(
      flowWith(transition: "{ set: { step: 1 }, do: { track: { step: 1 + } }, push: detail }"))
    #expect(result.codes == ["expression-syntax"])
  }

  @Test func aFailedPayloadFieldIsOneError() {
    let result = validate(
      flowWith(
        transition: "{ set: { step: 1 }, push: detail }", close: "{ finish: { done: { n: 1 + } } }")
    )
    #expect(result.codes == ["expression-syntax"])
  }

  @Test func aFailedSetValueStillSetsTheFieldForTheAnalyses() {
    // `detail` reads `step`: the failed `set` is not taken for a `set` that is not written.
    let result = validate(flowWith(transition: "{ set: { step: 1 + }, push: detail }"))
    #expect(result.codes == ["expression-syntax"])
  }

  @Test func aFailedDefaultIsOneError() {
    let result = validate(
      flowWith(
        context: "  total: { type: Int, default: 1 + }",
        transition: "{ set: { step: total }, push: detail }"))
    #expect(result.codes == ["expression-syntax"])
  }

  @Test func aValueThatIsNotAnExpressionIsOneError() {
    let result = validate(
      flowWith(transition: "{ set: { step: [1] }, do: { track: { step: {} } }, push: detail }"))
    #expect(result.codes == ["wrong-node-kind", "wrong-node-kind"])
  }

  @Test func aFailedChildFlowInputIsOneError() {
    let child = """
      flow: Child
      inputs: { count: Int }
      results: { over: {} }
      start: only
      screens:
        only:
          events: { close: {} }
          on: { close: { finish: over } }
      """
    let parent = flow(
      start: "child",
      screens: """
          child:
            flow: Child
            inputs: { count: 2 * 3 }
            on: { over: { push: child } }
        """)
    #expect(validate(parent, child).codes == ["expression-syntax"])
  }

  @Test func aURLWrittenAsACallSaysHowAURLIsWritten() {
    let result = validate(
      flowWith(
        transition:
          #"{ set: { step: 1 }, do: { openInSafari: { url: 'URL("https://a.b")' } }, push: detail }"#
      ))
    #expect(
      messages(result) == [
        "15:59 expressions have no `URL(...)`: a `URL` comes from the app: declare it as an "
          + "environment value (`environment: { helpURL: URL }`) or an input, and write its name "
          + "[expression-syntax]"
      ])
  }

  @Test func aURLWrittenAsTextSaysHowAURLIsWritten() {
    let result = validate(
      flowWith(
        transition:
          #"{ set: { step: 1 }, do: { openInSafari: { url: "'https://a.b'" } }, push: detail }"#))
    #expect(result.codes == ["type-mismatch"])
    #expect(
      result.first(.typeMismatch)?.notes.map(\.message).last
        == "a `URL` comes from the app: declare it as an environment value "
        + "(`environment: { helpURL: URL }`) or an input, and write its name")
  }

  @Test func anotherCallSaysThatExpressionsHaveNoCalls() {
    let result = validate(flowWith(transition: "{ set: { step: count(1) }, push: detail }"))
    #expect(
      result.diagnostics.sorted.map(\.message) == [
        "`count(...)` is a call, and expressions have no calls"
      ])
  }
}
