import FlowSpec
import Testing

/// Screen names in `start`, start lists and transitions.
@Suite("Screen references")
struct ScreenReferenceTests {
  private let screens = """
      welcome:
        view: WelcomeViewController
        events: { next: {} }
        on: { next: home }
      home:
        view: HomeViewController
        events: { again: {} }
        on: { again: welcome }
    """

  @Test func aStartScreenInTheWrongCaseGetsADidYouMean() throws {
    let result = validate(flow(start: "Welcome", screens: screens))
    #expect(result.positions == ["2:8 invalid-identifier"])
    let diagnostic = try #require(result.first(.invalidIdentifier))
    #expect(
      diagnostic.message
        == "`Welcome` must be lowerCamelCase (start with a lowercase letter); did you mean `welcome`?"
    )
  }

  @Test func aTargetInTheWrongCaseGetsADidYouMeanAndNoFollowOn() throws {
    let result = validate(
      flow(
        start: "welcome",
        screens: screens.replacingOccurrences(of: "next: home", with: "next: Home")))
    #expect(result.positions == ["7:17 invalid-identifier"])
    #expect(result.first(.invalidIdentifier)?.message.hasSuffix("did you mean `home`?") == true)
  }

  @Test func aPlainScreenNameInAStartListIsAChoiceWithoutWhen() throws {
    let result = validate(
      flow(
        header: "environment:\n  isNew: Bool\n",
        start: "\n  - { when: isNew, to: welcome }\n  - home", screens: screens))
    #expect(result.codes == [])
    let module = try #require(result.module)
    #expect(module.flows[0].start.map(\.target) == ["welcome", "home"])
    #expect(module.flows[0].start.map { $0.condition == nil } == [false, true])
  }

  @Test func aStartChoiceThatFailsLeavesTheListUnchecked() {
    // The list may look non-exhaustive without its failed choice: that is not reported.
    for last in ["Home", "{ to: hmoe }", "{ too: home }"] {
      let result = validate(
        flow(
          header: "environment:\n  isNew: Bool\n",
          start: "\n  - { when: isNew, to: welcome }\n  - \(last)", screens: screens))
      #expect(result.codes.count == 1, "\(last): \(result.codes)")
      #expect(!result.codes.contains("non-exhaustive-start"))
    }
  }

  @Test func aPlainScreenNameInAStartListIsCheckedLikeAnyTarget() {
    let result = validate(
      flow(
        header: "environment:\n  isNew: Bool\n",
        start: "\n  - { when: isNew, to: welcome }\n  - hom", screens: screens))
    #expect(result.positions == ["6:5 undefined-reference"])
    #expect(
      result.first(.undefinedReference)?.message == "no screen named `hom`; did you mean `home`?")
  }
}
