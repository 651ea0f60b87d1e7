import FlowRunner
import FlowSpec
import Testing

@Suite("Navigation verbs")
struct NavigationVerbTests {
  static let shop = """
    flow: Shop
    results:
      done: {}
    start: home
    screens:
      home:
        events: { browse: {}, account: {}, quit: {} }
        on: { browse: list, account: { present: profile }, quit: { finish: done } }
      list:
        events: { open: {}, up: {}, restart: {} }
        on: { open: detail, up: back, restart: { replace: home } }
      detail:
        events: { edit: {}, home: {} }
        on: { edit: { present: editor }, home: { popTo: home } }
      editor:
        events: { more: {}, close: {}, top: {} }
        on: { more: options, close: dismiss, top: { popTo: list } }
      options:
        events: { done: {} }
        on: { done: dismiss }
      profile:
        events: { close: {} }
        on: { close: dismiss }
    """

  @Test func startShowsTheFirstScreenAsTheRootStack() throws {
    let h = try MachineHarness(Self.shop, flow: "Shop")
    #expect(h.trace == ["start Shop", "set stack [home]"])
    #expect(h.stacks == "[home]")
  }

  @Test func pushAndBackAndReplace() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    #expect(try h.send("browse") == ["Shop.home: browse -> transition 1", "push list"])
    #expect(h.stacks == "[home, list]")
    #expect(try h.send("up") == ["Shop.list: up -> transition 1", "pop"])
    #expect(h.frames == "Shop@home")
    try h.send("browse")
    #expect(try h.send("restart") == ["Shop.list: restart -> transition 1", "set stack [home]"])
    #expect(h.stacks == "[home]")
  }

  @Test func presentDismissAndPushInsideAModal() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    try h.send("browse")
    try h.send("open")
    #expect(try h.send("edit") == ["Shop.detail: edit -> transition 1", "present editor"])
    try h.send("more")
    #expect(h.stacks == "[home, list, detail] / [editor, options]")
    #expect(try h.send("done") == ["Shop.options: done -> transition 1", "dismiss"])
    #expect(h.stacks == "[home, list, detail]")
    #expect(h.frames == "Shop@detail")
  }

  @Test func popToWithinAStackAndAcrossModals() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    try h.send("browse")
    try h.send("open")
    try h.send("edit")
    #expect(try h.send("top") == ["Shop.editor: top -> transition 1", "dismiss", "pop to list"])
    #expect(h.stacks == "[home, list]")
    #expect(h.frames == "Shop@list")
    try h.send("open")
    #expect(try h.send("home") == ["Shop.detail: home -> transition 1", "pop to home"])
    #expect(h.stacks == "[home]")
  }

  @Test func systemBackAndSwipe() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    #expect(throws: MachineError.nothingToGoBack) { try h.send(.systemBack) }
    #expect(throws: MachineError.nothingToDismiss) { try h.send(.systemDismiss) }
    try h.send("browse")
    try h.send("open")
    try h.send("edit")
    try h.send("more")
    #expect(try h.send(.systemBack) == ["pop"])
    #expect(h.frames == "Shop@editor")
    #expect(try h.send(.systemDismiss) == ["dismiss"])
    #expect(h.frames == "Shop@detail")
    #expect(h.stacks == "[home, list, detail]")
  }

  @Test func finishingTheRootFlowEndsTheRun() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    #expect(try h.send("quit") == ["Shop.home: quit -> transition 1", "Shop finished: done"])
    #expect(h.state.finished?.result == "done")
    #expect(throws: MachineError.finished) { try h.send("browse") }
  }

  @Test func errorsLeaveTheStateAsItWas() throws {
    var h = try MachineHarness(Self.shop, flow: "Shop")
    let before = h.state
    #expect(throws: MachineError.self) { try h.send("open") }
    #expect(throws: MachineError.self) { try h.send("browse", ["extra": .int(1)]) }
    #expect(h.state == before)
  }
}
