import FlowRunner
import FlowSpec
import Testing

/// `present` with a style, detents and `swipeToDismiss`, and the system event `dismissed`
/// (docs/semantics.md, "System back and swipe").
@Suite("Presentation and swipe-down")
struct PresentationTests {
  static let notes = """
    flow: Notes
    context:
      draft: { type: String, default: "''" }
    actions:
      discardDraft: { text: String }
    results:
      closed: {}
    start: list
    screens:
      list:
        events: { compose: {}, lock: {}, help: {}, pick: {}, close: {} }
        on:
          compose:
            set: { draft: "'new'" }
            present: { screen: editor, style: pageSheet, detents: [medium, large] }
          lock: { present: { screen: locked, swipeToDismiss: false } }
          help: { present: { screen: helpPage, style: fullScreen } }
          pick: { present: picker }
          close: { finish: closed }
      editor:
        events: { more: {}, save: {} }
        on:
          more: details
          save: dismiss
          dismissed:
            - when: draft == ''
              stay: true
            - do: { discardDraft: { text: draft } }
              push: discarded
      details:
      discarded:
      locked:
        events: { unlock: {} }
        on:
          unlock: dismiss
      helpPage:
        events: { close: {} }
        on:
          close: dismiss
      picker:
        flow: Picker
        on:
          picked: stay
          dismissed: { finish: closed }
    """

  static let picker = """
    flow: Picker
    results:
      picked: {}
    start: choices
    screens:
      choices:
        events: { pick: {} }
        on:
          pick: { finish: picked }
    """

  @Test func aPresentationIsInThePresentEffect() throws {
    var h = try MachineHarness(Self.notes, Self.picker, flow: "Notes")
    #expect(
      try h.send("compose") == [
        "Notes.list: compose -> transition 1", "set draft = \"new\"",
        "present editor (style: pageSheet, detents: [medium, large])",
      ])
    #expect(h.state.stacks.last?.presentation.detents == [.medium, .large])
    try h.send("save")
    #expect(try h.send("lock").last == "present locked (swipeToDismiss: false)")
    try h.send("unlock")
    #expect(try h.send("help").last == "present helpPage (style: fullScreen)")
    try h.send("close")
    #expect(try h.send("pick").last == "present choices")
  }

  @Test func aSwipeRunsTheDismissedTransitionOfThePresentedNodeFromThePresenter() throws {
    var h = try MachineHarness(Self.notes, Self.picker, flow: "Notes")
    try h.send("compose")
    try h.send("more")
    #expect(
      try h.send(.systemDismiss) == [
        "dismiss", "Notes.editor: dismissed -> transition 2 (no earlier guard held)",
        "action discardDraft(text: \"new\")", "push discarded",
      ])
    #expect(h.stacks == "[list, discarded]")
    #expect(h.frames == "Notes@discarded")
  }

  @Test func aDismissedWhoseGuardsAllFailIsIgnoredOnThePresentersScreen() throws {
    var h = try MachineHarness(
      """
      flow: Tips
      context:
        seen: { type: Bool, default: "false" }
      start: home
      screens:
        home:
          events: { tip: {} }
          on:
            tip: { present: tip }
        tip:
          events: { ok: {} }
          on:
            ok: { set: { seen: "true" }, dismiss: true }
            dismissed: { when: seen, push: home }
      """, flow: "Tips")
    try h.send("tip")
    #expect(
      try h.send(.systemDismiss) == [
        "dismiss", "Tips.tip: dismissed ignored: no transition's guard holds",
      ])
    #expect(h.stacks == "[home]")
    #expect(h.frames == "Tips@home")
  }

  @Test func aSwipeOfAChildThatHandlesDismissedEndsTheChildThenRunsTheParent() throws {
    var h = try MachineHarness(Self.notes, Self.picker, flow: "Notes")
    try h.send("pick")
    #expect(
      try h.send(.systemDismiss) == [
        "dismiss", "Picker ended without a result", "Notes.picker: dismissed -> transition 1",
        "Notes finished: closed",
      ])
    #expect(h.state.finished?.result == "closed")
  }

  @Test func aSwipeThePresentationForbidsIsRefusedAndChangesNothing() throws {
    var h = try MachineHarness(Self.notes, Self.picker, flow: "Notes")
    try h.send("lock")
    let before = h.state
    #expect(
      throws: MachineError.swipeNotAllowed(screen: "locked", node: "locked", style: .sheet)
    ) { try h.send(.systemDismiss) }
    #expect(h.state == before)
    try h.send("unlock")
    try h.send("help")
    #expect(
      throws: MachineError.swipeNotAllowed(screen: "helpPage", node: "helpPage", style: .fullScreen)
    ) { try h.send(.systemDismiss) }
    #expect(
      MachineError.swipeNotAllowed(screen: "locked", node: "locked", style: .sheet).description
        == "`locked` cannot be swiped away: `present: locked` says `swipeToDismiss: false`")
    #expect(
      MachineError.swipeNotAllowed(screen: "spinner", node: "loading", style: .overFullScreen)
        .description
        == "`spinner` cannot be swiped away: `present: loading` shows it as `overFullScreen`")
  }

  @Test func theTraceInJSONCarriesThePresentation() {
    let effect = Effect.navigation(
      .present(
        screen: "editor",
        presentation: Presentation(style: .pageSheet, detents: [.medium], allowsSwipe: false)))
    #expect(
      TraceRenderer.json(effect)
        == #"{"kind": "navigation", "operation": "present", "screen": "editor", "presentation": {"style": "pageSheet", "detents": ["medium"], "swipeToDismiss": false}}"#
    )
  }
}
