import FlowRunner
import FlowSpec
import FlowTestSupport
import Testing

/// A step that sets a context field tells every screen shown before it, and still shown after it,
/// whose inputs read the field, its new inputs (`update`): once, at the end of the step, the root
/// stack first and each stack from the bottom.
@Suite("Live screens")
struct LiveScreenTests {

  private func notes() throws -> MachineHarness {
    try MachineHarness(LiveScreenFixtures.notes, LiveScreenFixtures.editor, flow: "Notes")
  }

  @Test func aScreenThatSetsAFieldItShowsIsToldItsNewInputs() throws {
    var harness = try notes()
    #expect(
      try harness.send("rename", ["title": .string("Groceries")]) == [
        "Notes.list: rename -> transition 1",
        #"set title = "Groceries""#,
        #"update Notes.list(title: "Groceries", count: 0)"#,
      ])
  }

  @Test func theScreensBelowAreToldBottomFirstAndOnlyThoseReadingTheField() throws {
    var harness = try notes()
    try harness.send("open")
    #expect(
      try harness.send("rename", ["title": .string("A")]).suffix(2) == [
        #"update Notes.list(title: "A", count: 0)"#, #"update Notes.detail(title: "A")"#,
      ])
    // `count` is read by the list only.
    #expect(
      try harness.send("bump").suffix(2) == [
        "set count = 1", #"update Notes.list(title: "A", count: 1)"#,
      ])
  }

  @Test func aScreenTheStepShowsOrRemovesIsNotTold() throws {
    var harness = try notes()
    try harness.send("open")
    // The new `detail` was built with the new title; the one below it and the list are told.
    #expect(
      try harness.send("again").suffix(4) == [
        #"set title = "again""#, "push detail",
        #"update Notes.list(title: "again", count: 0)"#, #"update Notes.detail(title: "again")"#,
      ])
    // The popped `detail` is gone: only the screens still shown are told.
    #expect(
      try harness.send("close").suffix(4) == [
        #"set title = "closed""#, "pop", #"update Notes.list(title: "closed", count: 0)"#,
        #"update Notes.detail(title: "closed")"#,
      ])
    #expect(harness.stacks == "[list, detail]")
  }

  @Test func anAssignmentOfTheValueAFieldHasStillTellsTheScreen() throws {
    var harness = try notes()
    #expect(
      try harness.send("rename", ["title": .string("untitled")]).last
        == #"update Notes.list(title: "untitled", count: 0)"#)
  }

  @Test func aFinishingChildsParentTellsItsScreensUnderTheChild() throws {
    var harness = try notes()
    try harness.send("open")
    try harness.send("edit")
    // The child's own screen reads its own context: the parent's screens are not told.
    #expect(
      try harness.send("typed", ["text": .string("Trip")]).suffix(2) == [
        #"set draft = "Trip""#, #"update Editor.form(draft: "Trip")"#,
      ])
    #expect(
      try harness.send("save") == [
        "Editor.form: save -> transition 1",
        "dismiss",
        #"Editor finished: saved(title: "Trip")"#,
        "Notes.editor: saved -> transition 1",
        #"set title = "Trip""#,
        #"update Notes.list(title: "Trip", count: 0)"#,
        #"update Notes.detail(title: "Trip")"#,
      ])
  }

  @Test func nothingIsToldOnceTheRootFlowHasFinished() throws {
    var harness = try notes()
    #expect(
      try harness.send("finish") == [
        "Notes.list: finish -> transition 1", "set count = 1", "Notes finished: done",
      ])
  }

  @Test func onlyTheFrameThatSetTheFieldTellsItsScreens() throws {
    var harness = try MachineHarness(
      """
      flow: Nest
      inputs: { depth: Int }
      context: { label: { type: String, default: "'start'" } }
      results: { done: {} }
      start: page
      screens:
        page:
          inputs: { label: label }
          events: { deeper: {}, relabel: { text: String }, up: {} }
          on:
            deeper: child
            relabel: { set: { label: event.text } }
            up: { finish: done }
        child:
          flow: Nest
          inputs: { depth: "depth + 1" }
          on: { done: stay }
      """, flow: "Nest", inputs: ["depth": .int(0)])
    try harness.send("deeper")
    #expect(
      try harness.send("relabel", ["text": .string("inner")]).filter { $0.hasPrefix("update") }
        == [#"update Nest.page(label: "inner")"#])
  }

  static let vault = """
    flow: Vault
    context:
      pin: { type: String, default: "''", sensitive: true }
      tries: { type: Int, default: 0 }
    environment:
      apiKey: { type: String, sensitive: true }
      theme: String
    start: lock
    screens:
      lock:
        inputs: { shown: "pin", key: apiKey, tries: tries, theme: theme }
        events: { entered: { pin: { type: String, sensitive: true } } }
        on:
          entered: { set: { pin: event.pin, tries: "tries + 1" } }
    """

  @Test func anInputReadingASensitiveValueShowsThePlaceholder() throws {
    var harness = try MachineHarness(
      Self.vault, flow: "Vault",
      environment: ["apiKey": .string("k3y"), "theme": .string("dark")])
    let lines = try harness.send("entered", ["pin": .string("4242")])
    #expect(
      lines.last
        == #"update Vault.lock(shown: <sensitive>, key: <sensitive>, tries: 1, theme: "dark")"#)
    #expect(!lines.joined().contains("4242") && !lines.joined().contains("k3y"))
  }

  @Test func anEnvironmentValueAnUpdateNeedsIsAskedForAndTheStateStaysAsItWas() throws {
    var harness = try MachineHarness(Self.vault, flow: "Vault")
    let before = harness.state
    #expect(throws: MachineError.missingEnvironment(name: "apiKey", type: "String")) {
      try harness.send("entered", ["pin": .string("4242")])
    }
    #expect(harness.state == before)
  }

  @Test func theJSONTraceHasAnUpdateObject() throws {
    let harness = try notes()
    let (_, effects) = try harness.machine.step(
      harness.state, .event("rename", payload: ["title": .string("A")]), environment: [:])
    #expect(
      effects.last.map(TraceRenderer.json)
        == #"{"kind": "update", "flow": "Notes", "screen": "list", "inputs": {"title": "A", "count": 0}}"#
    )
  }
}
