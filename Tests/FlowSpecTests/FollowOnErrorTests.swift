import FlowSpec
import Testing

/// One mistake gives one error: what an earlier error on a name causes is not reported again,
/// and errors that do not follow from it still are.
@Suite("Follow-on errors")
struct FollowOnErrorTests {
  /// A flow whose `detail` screen reads the context field `name` twice, which `home`'s `next`
  /// sets; `home` and `transition` are spliced in.
  private func flowReadingName(home: String, transition: String) -> String {
    flow(
      header: "context:\n  name: String\nresults:\n  done: { name: String }\n",
      start: "home",
      screens: """
          home:
        \(home)
            on:
              \(transition)
          detail:
            inputs: { name: name }
            events:
              close: {}
            on:
              close: { finish: { done: { name: name } } }
        """)
  }

  private let declaredNext = """
        events:
          next: { name: String }
    """

  private func messages(_ result: FlowCompiler.Result) -> [String] {
    result.diagnostics.sorted.map {
      "\($0.range.start.line):\($0.range.start.column) \($0.message)"
    }
  }

  @Test func aMisspeltEventsKeyIsReadAsEventsAndReportedOnce() {
    let result = validate(
      flowReadingName(
        home: "    evnets:\n      next: { name: String }",
        transition: "next: { set: { name: event.name }, push: detail }"))
    #expect(
      messages(result) == [
        "9:5 unknown key `evnets` in screen `home`; did you mean `events`?"
      ])
  }

  @Test func aMisspeltEventIsCheckedAsTheEventItIsCloseTo() {
    let result = validate(
      flowReadingName(
        home: declaredNext, transition: "nxet: { set: { name: event.name }, push: detail }"))
    #expect(
      messages(result) == [
        "12:7 screen `home` declares no event `nxet`; did you mean `next`?"
      ])
  }

  @Test func aMisspeltFieldInSetIsReportedOnceNotAtEachRead() {
    let result = validate(
      flowReadingName(
        home: declaredNext, transition: "next: { set: { nmae: event.name }, push: detail }"))
    #expect(
      messages(result) == [
        "12:22 no context field named `nmae`; did you mean `name`?"
      ])
  }

  @Test func aMisspeltSetKeyIsReadAsSet() {
    let result = validate(
      flowReadingName(
        home: declaredNext, transition: "next: { sett: { name: event.name }, push: detail }"))
    #expect(result.positions == ["12:15 unknown-key"])
  }

  @Test func aMisspeltContextSectionIsReadAsContext() {
    let text = flowReadingName(
      home: declaredNext, transition: "next: { set: { name: event.name }, push: detail }")
    let result = validate(text.replacingOccurrences(of: "context:", with: "contxt:"))
    #expect(result.positions == ["2:1 unknown-key"])
  }

  @Test func aFieldWhoseTypeIsMalformedIsNotReportedAgainWhereItIsUsed() {
    let text = flowReadingName(
      home: declaredNext, transition: "next: { set: { name: event.name }, push: detail }")
    let result = validate(
      text.replacingOccurrences(of: "  name: String\n", with: "  name: string\n"))
    #expect(
      messages(result) == [
        "3:9 `string` is not a type: `string` is not an UpperCamelCase type name; did you mean `String`?"
      ])
  }

  @Test func aPayloadFieldWhoseTypeIsMalformedIsNotReportedAgainAsAMember() {
    let result = validate(
      flowReadingName(
        home: "    events:\n      next: { name: text }",
        transition: "next: { set: { name: event.name }, push: detail }"))
    #expect(result.positions == ["10:21 invalid-type"])
  }

  @Test func anEventWithAnInvalidNameIsNotReportedAgainUnderOn() {
    let result = validate(
      flowReadingName(
        home: "    events:\n      Next: { name: String }",
        transition: "Next: { set: { name: event.name }, push: detail }"))
    #expect(result.positions == ["10:7 invalid-identifier"])
  }

  @Test func aScreenWithAnInvalidNameIsNotReportedAgainWhereItIsEntered() {
    let result = validate(
      flow(
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on: { next: Detail }
            Detail:
              view: DetailViewController
          """))
    #expect(result.positions == ["7:3 invalid-identifier"])
  }

  @Test func aChildNodeWithAnInvalidFlowNameDoesNotReportItsHandlers() {
    let result = validate(
      flow(
        start: "home",
        screens: """
            home:
              flow: auth
              on:
                loggedIn: home
          """))
    #expect(result.positions == ["5:11 invalid-identifier"])
  }

  @Test func anActionParameterWhoseTypeIsMalformedIsNotReportedAgainAsAnArgument() {
    let result = validate(
      flow(
        header: "actions:\n  save: { photo: photo }\n",
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on: { next: { do: { save: { photo: "'x'" } } } }
          """))
    #expect(result.positions == ["3:18 invalid-type"])
  }

  @Test func independentErrorsAreStillReported() {
    // `nxet` is close to `next`, which it stands for; `cancel` is unhandled on its own, and
    // `ohter` is close to no event: its transitions are still checked.
    let result = validate(
      flow(
        start: "home",
        screens: """
            home:
              events: { next: {}, cancel: {} }
              on:
                nxet: { push: detial }
                zzzzzz: { set: { missing: 1 } }
            detail:
              view: DetailViewController
          """))
    #expect(
      messages(result) == [
        "5:25 event `cancel` is not handled; add it under `on`",
        "7:7 screen `home` declares no event `nxet`; did you mean `next`?",
        "7:21 no screen named `detial`; did you mean `detail`?",
        "8:7 screen `home` declares no event `zzzzzz`",
        "8:24 no context field named `missing`",
      ])
  }

  @Test func twoMisspellingsOfOneEventLeaveNoSecondHandler() {
    // Only the first stands for `next`; `next` is handled, so neither is unhandled-event.
    let result = validate(
      flow(
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on:
                nxet: home
                nexd: home
          """))
    #expect(result.positions == ["7:7 undeclared-event", "8:7 undeclared-event"])
  }

  @Test func aChildFlowWhoseFileFailedIsNotReportedAsUndefined() {
    let parent = SourceFile(
      path: "App.flow.yaml",
      text:
        "flow: App\nstart: auth\nscreens:\n  auth:\n    flow: Auth\n    on: { loggedIn: home }\n"
        + "  home:\n    flow: Hmoe\n")
    let child = SourceFile(path: "Auth.flow.yaml", text: "flow: Auth\nstart: [a\n")
    let result = FlowCompiler.validate([parent, child])
    // The child's syntax error, and the parent's other child, which no file defines.
    #expect(
      result.diagnostics.sorted.map { "\($0.range.file) \($0.code.rawValue)" } == [
        "App.flow.yaml undefined-reference", "Auth.flow.yaml yaml-syntax",
      ])
  }

  @Test func aMisspeltArgumentIsNotAlsoAMissingOne() {
    let result = validate(
      flow(
        header: "results:\n  done: { total: Int, note: String }\n",
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on: { next: { finish: { done: { totl: 1, nite: "'x'" } } } }
          """))
    // `totl` stands for `total`; `nite` too is close to `note`: two mistakes, two errors.
    #expect(result.positions == ["8:37 unexpected-argument", "8:46 unexpected-argument"])
    #expect(
      result.diagnostics.sorted.map(\.message) == [
        "result `done` has no parameter `totl`; did you mean `total`?",
        "result `done` has no parameter `nite`; did you mean `note`?",
      ])
  }

  @Test func anArgumentCloseToNoMissingParameterLeavesItMissing() {
    let result = validate(
      flow(
        header: "results:\n  done: { total: Int }\n",
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on: { next: { finish: { done: { zzz: 1 } } } }
          """))
    #expect(result.codes == ["missing-argument", "unexpected-argument"])
  }

  @Test func aMisspeltKeyReadAsAnotherIsNamedRightInLaterMessages() {
    let result = validate(
      flow(
        start: "home",
        screens: """
            home:
              events: { next: {} }
              on: { next: { bakc: false } }
          """))
    #expect(
      result.diagnostics.sorted.map(\.message) == [
        "unknown key `bakc` in a transition; did you mean `back`?",
        "write `back: true`, or `back` alone as the whole transition",
      ])
  }

  @Test func anEventOrFieldInTheWrongCaseGetsADidYouMeanAndIsReadAsIt() {
    let result = validate(
      flowReadingName(
        home: declaredNext, transition: "Next: { set: { Name: event.name }, push: detail }"))
    #expect(
      messages(result) == [
        "12:7 `Next` must be lowerCamelCase (start with a lowercase letter); did you mean `next`?",
        "12:22 `Name` must be lowerCamelCase (start with a lowercase letter); did you mean `name`?",
      ])
  }
}
