import FlowRunner
import FlowSpec
import Testing

@Suite("Child flows")
struct ChildFlowTests {
  static let root = """
    flow: Root
    context:
      picked: String?
    start: home
    screens:
      home:
        events: { pick: {}, browse: {} }
        on: { pick: { present: picker }, browse: catalog }
      catalog:
        events: { pick: {} }
        on: { pick: picker }
      picker:
        flow: Picker
        inputs: { current: picked }
        on:
          chosen: { set: { picked: event.value }, stay: true }
          cancelled: stay
    """
  static let picker = """
    flow: Picker
    inputs:
      current: String?
    results:
      chosen: { value: String }
      cancelled: {}
    start: list
    screens:
      list:
        events: { choose: { value: String }, search: {}, cancel: {} }
        on:
          choose: { finish: { chosen: { value: event.value } } }
          search: { present: search }
          cancel: { finish: cancelled }
      search:
        flow: Search
        on:
          found: { finish: { chosen: { value: event.value } } }
          nothing: stay        # the child's modal is gone already
    """
  static let search = """
    flow: Search
    results:
      found: { value: String }
      nothing: {}
    start: query
    screens:
      query:
        events: { submit: { text: String }, give: {} }
        on:
          submit: { finish: { found: { value: event.text } } }
          give: { finish: nothing }
    """

  @Test func aPresentedChildIsDismissedOnFinishAndItsParentHandlesTheResult() throws {
    var h = try MachineHarness(Self.root, Self.picker, Self.search, flow: "Root")
    #expect(
      try h.send("pick") == [
        "Root.home: pick -> transition 1", "start child flow Picker(current: nil) at `picker`",
        "present list",
      ])
    #expect(h.frames == "Root@picker > Picker@list")
    #expect(
      try h.send("choose", ["value": .string("swift")]) == [
        "Picker.list: choose -> transition 1", "dismiss",
        "Picker finished: chosen(value: \"swift\")", "Root.picker: chosen -> transition 1",
        "set picked = \"swift\"",
      ])
    #expect(h.frames == "Root@home")
    #expect(h.stacks == "[home]")
  }

  @Test func threeDeepFinishesUnwindOneLevelAtATime() throws {
    var h = try MachineHarness(Self.root, Self.picker, Self.search, flow: "Root")
    try h.send("browse")
    try h.send("pick")
    #expect(h.stacks == "[home, catalog, list]")
    try h.send("search")
    #expect(h.frames == "Root@picker > Picker@search > Search@query")
    #expect(h.stacks == "[home, catalog, list] / [query]")
    #expect(
      try h.send("submit", ["text": .string("rust")]) == [
        "Search.query: submit -> transition 1", "dismiss",
        "Search finished: found(value: \"rust\")",
        "Picker.search: found -> transition 1", "pop to catalog",
        "Picker finished: chosen(value: \"rust\")", "Root.picker: chosen -> transition 1",
        "set picked = \"rust\"",
      ])
    #expect(h.frames == "Root@catalog")
    #expect(h.stacks == "[home, catalog]")
  }

  @Test func systemBackFromAPushedChildsFirstScreenEndsItWithoutResult() throws {
    var h = try MachineHarness(Self.root, Self.picker, Self.search, flow: "Root")
    try h.send("browse")
    try h.send("pick")
    #expect(try h.send(.systemBack) == ["pop", "Picker ended without a result"])
    #expect(h.frames == "Root@catalog")
    #expect(h.state.context(of: "Root")?["picked"] == .null, "no result transition ran")
  }

  @Test func swipingAwayAPresentedStackEndsEveryChildInIt() throws {
    var h = try MachineHarness(Self.root, Self.picker, Self.search, flow: "Root")
    try h.send("browse")
    try h.send("pick")
    try h.send("search")
    #expect(try h.send(.systemDismiss) == ["dismiss", "Search ended without a result"])
    #expect(h.frames == "Root@picker > Picker@list")
    try h.send("cancel")
    #expect(h.frames == "Root@catalog")
  }

  @Test func aChildStartedByReplaceHandsOverTheWholeStack() throws {
    let app = """
      flow: App
      environment:
        loggedIn: Bool
      start:
        - { when: loggedIn, to: home }
        - to: login
      screens:
        login:
          flow: Login
          on:
            ok: { replace: home }
        home:
          events: { logout: {} }
          on: { logout: { replace: login } }
      """
    let login = """
      flow: Login
      results:
        ok: {}
      start: form
      screens:
        form:
          events: { next: {} }
          on: { next: password }
        password:
          events: { submit: {} }
          on: { submit: { finish: ok } }
      """
    var h = try MachineHarness(app, login, flow: "App", environment: ["loggedIn": .bool(false)])
    #expect(
      h.trace == [
        "start App", "App start -> choice 2 (no earlier guard held)",
        "start child flow Login at `login`",
        "set stack [form]",
      ])
    try h.send("next")
    #expect(
      try h.send("submit") == [
        // The child's screens and the parent's next screen are set in one operation: UIKit never
        // shows an empty stack in between.
        "Login.password: submit -> transition 1", "Login finished: ok",
        "App.login: ok -> transition 1",
        "set stack [home]",
      ])
    #expect(
      try h.send("logout") == [
        "App.home: logout -> transition 1", "start child flow Login at `login`", "set stack [form]",
      ])
  }
}

extension MachineState {
  /// The context of the topmost running frame of a flow.
  func context(of flow: String) -> [String: Value]? {
    frames.last { $0.flow == flow }?.context
  }
}

@Suite("Ignored child results")
struct IgnoredChildResultTests {
  static let child = """
    flow: Child
    results:
      done: { value: Int }
    start: pick
    screens:
      pick:
        events: { picked: { value: Int } }
        on:
          picked: { finish: { done: { value: event.value } } }
    """
  static let parent = """
    flow: Parent
    start: home
    screens:
      home:
        events: { open: {}, ping: {} }
        on:
          open: { present: child }
          ping: stay
      child:
        flow: Child
        on:
          done:
            - when: event.value > 0
              stay: true
    """

  /// Found by the fuzzer: the parent stayed on the child-flow node, and its next event failed with
  /// an internal inconsistency. It is now back on the screen the child was presented from.
  @Test func aResultNoGuardAcceptsLeavesTheParentOnItsScreen() throws {
    var h = try MachineHarness(Self.child, Self.parent, flow: "Parent")
    try h.send("open")
    #expect(
      try h.send("picked", ["value": .int(0)]) == [
        "Child.pick: picked -> transition 1", "dismiss", "Child finished: done(value: 0)",
        "Parent.child: done ignored: no transition's guard holds",
      ])
    #expect(h.frames == "Parent@home")
    #expect(h.machine.availableEvents(in: h.state).map(\.name) == ["open", "ping"])
    #expect(try h.send("ping") == ["Parent.home: ping -> transition 1"])
  }
}

@Suite("A presented child whose screens a grandchild replaced")
struct EmptiedPresentedStackTests {
  static let grandchild = """
    flow: Grandchild
    results:
      saved: {}
    start: form
    screens:
      form:
        events: { save: {} }
        on:
          save: { finish: saved }
    """
  static let child = """
    flow: Child
    results:
      closed: {}
    start: first
    screens:
      first:
        events: { next: {} }
        on:
          next: { replace: edit }
      edit:
        flow: Grandchild
        on:
          saved: { finish: closed }
    """
  static let parent = """
    flow: Parent
    start: home
    screens:
      home:
        events: { open: {}, ping: {} }
        on:
          open: { present: child }
          ping: stay
      child:
        flow: Child
        on:
          closed:
            - when: 1 > 2
              stay: true
    """

  /// Found by the property tests: the grandchild's finish emptied the presented stack, the child
  /// then finished without dismissing it (it held none of the child's screens), and the parent
  /// was left with an empty stack on top. The stack the child opened now goes with the child.
  @Test func theChildsFinishDismissesTheStackItOpenedEvenWhenEmpty() throws {
    var h = try MachineHarness(Self.grandchild, Self.child, Self.parent, flow: "Parent")
    try h.send("open")
    try h.send("next")
    #expect(h.stacks == "[home] / [form]")
    #expect(
      try h.send("save") == [
        "Grandchild.form: save -> transition 1", "Grandchild finished: saved",
        "Child.edit: saved -> transition 1", "dismiss", "Child finished: closed",
        "Parent.child: closed ignored: no transition's guard holds",
      ])
    #expect(h.stacks == "[home]")
    #expect(h.frames == "Parent@home")
    #expect(try h.send("ping") == ["Parent.home: ping -> transition 1"])
  }
}
