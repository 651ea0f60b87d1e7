import FlowSpec
import Testing

/// The `dismissed` transitions of a presented node are checked as the presenter's: they run after
/// the swipe took the presented stack away, from the screen that presented it.
@Suite("Dismissed transitions")
struct DismissedAnalysisTests {
  private static let header = "context:\n  photo: Photo\nresults:\n  done: {}\n"

  /// A flow whose root screen presents `sheet`, whose `dismissed` is `transition`.
  private func presenting(_ transition: String, present: String = "sheet") -> FlowCompiler.Result {
    validate(
      flow(
        header: Self.header,
        screens: """
            first:
              events: { open: { photo: Photo }, done: {} }
              on:
                open: { set: { photo: event.photo }, present: \(present) }
                done: { finish: done }
            sheet:
              events: { close: {}, more: {} }
              on:
                close: dismiss
                more: deeper
                dismissed: \(transition)
            deeper:
              inputs: { photo: photo }
              events: { close: {} }
              on:
                close: back
          """))
  }

  @Test func backAfterTheSwipePopsThePresenterAndIsIllegalAtItsStackRoot() throws {
    let result = presenting("back")
    #expect(result.codes == ["illegal-back"])
    let diagnostic = try #require(result.first(.illegalBack))
    #expect(
      diagnostic.message
        == "`back` after `sheet` is swiped away would pop the screen that presented it, which may be the first of this flow's screens on its stack; use `finish` to leave the flow"
    )
    #expect(
      diagnostic.notes.map(\.message) == [
        "transition 1 of `dismissed` on `sheet`, on the path start --> first --open--> sheet, swiped away"
      ])
  }

  @Test func dismissAfterTheSwipeNeedsAPresenterInAModalOfThisFlow() {
    #expect(presenting("dismiss").codes == ["illegal-dismiss"])
  }

  @Test func navigationFromThePresenterIsLegal() {
    #expect(presenting("{ push: deeper }").codes.isEmpty)
    #expect(presenting("{ finish: done }").codes.isEmpty)
    #expect(presenting("{ present: sheet }").codes.isEmpty)
  }

  @Test func fieldsThePresentSetAreSetAfterTheSwipe() {
    #expect(presenting("{ push: deeper }").codes.isEmpty)
    let unset = validate(
      flow(
        header: Self.header,
        screens: """
            first:
              events: { open: {}, done: {} }
              on:
                open: { present: sheet }
                done: { finish: done }
            sheet:
              events: { pick: { photo: Photo } }
              on:
                pick: { set: { photo: event.photo }, dismiss: true }
                dismissed: { push: deeper }
            deeper:
              inputs: { photo: photo }
          """))
    #expect(unset.codes == ["unset-field"])
  }

  @Test func dismissedHasNoPayloadAndIsTypeChecked() {
    #expect(presenting("{ set: { photo: event.photo } }").codes == ["unknown-member"])
    #expect(presenting("{ when: photo, stay: true }").codes == ["type-mismatch"])
  }

  @Test func aSwipeThePresentationForbidsNeverRunsIt() {
    let result = presenting(
      "{ finish: done }", present: "{ screen: sheet, swipeToDismiss: false }")
    #expect(result.codes == ["dismissed-never-runs"])
    // Nor is it analysed: its `back` would otherwise be illegal.
    #expect(
      presenting("back", present: "{ screen: sheet, style: fullScreen }").codes == [
        "dismissed-never-runs"
      ])
  }

  @Test func aPresentedChildFlowNodeHandlesDismissedWithoutDeclaringIt() {
    let result = validate(
      flow(
        "Parent",
        screens: """
            first:
              events: { pick: {} }
              on:
                pick: { present: { screen: picker, style: formSheet, detents: [medium] } }
            picker:
              flow: Child
              on:
                chosen: stay
                dismissed: { push: second }
            second:
          """),
      flow(
        "Child", header: "results:\n  chosen: {}\n",
        screens: """
            first:
              events: { choose: {} }
              on:
                choose: { finish: chosen }
          """))
    #expect(result.codes.isEmpty)
    let picker = result.module?.flow(named: "Parent")?.screen(named: "picker")
    #expect(picker?.dismissed?.transitions.count == 1)
    #expect(picker?.events.map(\.name) == ["chosen"])
  }

  @Test func dismissedCannotNameAnEventOrAResult() {
    let result = validate(
      flow(
        header: "results:\n  dismissed: {}\n",
        screens: """
            first:
              events: { dismissed: {} }
              on:
                dismissed: { finish: dismissed }
          """))
    #expect(result.codes.filter { $0 == "invalid-identifier" }.count == 2)
  }

  @Test func theLongFormKeepsTheScreenAndThePresentation() throws {
    let result = presenting(
      "stay", present: "{ screen: sheet, style: pageSheet, detents: [large, medium] }")
    let module = try #require(result.module)
    let open = module.flows[0].screen(named: "first")?.handlers.first?.transitions.first
    #expect(
      open?.navigation
        == .present("sheet", Presentation(style: .pageSheet, detents: [.large, .medium])))
    #expect(Presentation(style: .fullScreen).allowsSwipe == false)
    #expect(Presentation(style: .popover).allowsSwipe)
  }

  @Test func wrongValuesAreLocatedErrors() {
    #expect(
      presenting("stay", present: "{ screen: sheet, style: 3 }").codes == ["invalid-presentation"])
    #expect(
      presenting("stay", present: "{ screen: sheet, detents: medium }").codes == ["wrong-node-kind"]
    )
    #expect(
      presenting("stay", present: "{ screen: sheet, detents: [] }").codes == [
        "invalid-presentation"
      ])
    #expect(
      presenting("stay", present: "{ screen: sheet, swipeToDismiss: no }").codes == [
        "invalid-value"
      ])
    #expect(presenting("stay", present: "{ screen: sheet, swipe: false }").codes == ["unknown-key"])
    #expect(
      presenting("stay", present: "{ screen: sheet, style: popover, detents: [medium] }").codes == [
        "presentation-conflict"
      ])
  }
}
