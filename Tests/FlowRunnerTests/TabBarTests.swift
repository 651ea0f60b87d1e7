import FlowRunner
import FlowSpec
import Testing

/// A root flow that is a tab container (docs/semantics.md#tab-containers): each tab's flow starts
/// when the tab is first selected, keeps its own stacks and flows, and `selectTab` is refused
/// where the user could not tap the tab bar.
@Suite("Tab bars")
struct TabBarTests {
  static let app = """
    flow: App
    tabs: [home, account]
    screens:
      home: { flow: Home, title: Home }
      account: { flow: Account, inputs: { user: "'ana'" } }
    """
  static let home = """
    flow: Home
    start: list
    screens:
      list:
        events: { open: {}, share: {} }
        on: { open: detail, share: { present: sheet } }
      detail:
        events: { done: {} }
        on: { done: back }
      sheet:
        events: { close: {} }
        on: { close: dismiss }
    """
  static let account = """
    flow: Account
    inputs: { user: String }
    start: page
    screens:
      page:
        inputs: { user: user }
        events: { settings: {} }
        on: { settings: settings }
      settings:
        events: { done: {} }
        on: { done: back }
    """

  private func harness() throws -> MachineHarness {
    try MachineHarness(Self.app, Self.home, Self.account, flow: "App")
  }

  @Test func startSetsUpTheTabsAndStartsTheFirstTabOnly() throws {
    let h = try harness()
    #expect(
      h.trace == [
        "start App", "tabs [home, account]", "start child flow Home at `home`", "set stack [list]",
      ])
    #expect(h.state.tabBar?.selectedTab == "home")
    #expect(h.state.tabBar?.parkedStacks(ofTab: 1) == nil)
    #expect(h.frames == "App@home > Home@list")
  }

  @Test func aTabStartsWhenFirstSelectedAndKeepsItsStackAfterwards() throws {
    var h = try harness()
    try h.send("open")
    #expect(
      try h.send(.selectTab("account")) == [
        "select tab account", #"start child flow Account(user: "ana") at `account`"#,
        "set stack [page]",
      ])
    #expect(h.frames == "App@account > Account@page")
    try h.send("settings")
    #expect(try h.send(.selectTab("home")) == ["select tab home"])
    #expect(h.stacks == "[list, detail]")
    #expect(h.frames == "App@home > Home@detail")
    #expect(
      h.state.tabBar?.parkedStacks(ofTab: 1)?.first?.entries.map(\.screen) == ["page", "settings"])
    try h.send("done")
    #expect(try h.send(.selectTab("account")) == ["select tab account"])
    #expect(h.stacks == "[page, settings]")
    #expect(try h.send("done") == ["Account.settings: done -> transition 1", "pop"])
  }

  @Test func eachTabsRootCannotBePopped() throws {
    var h = try harness()
    try h.send(.selectTab("account"))
    #expect(throws: MachineError.nothingToGoBack) { try h.send(.systemBack) }
  }

  @Test func selectingIsRefusedUnderAModalOnTheSelectedTabOrAnUnknownTab() throws {
    var h = try harness()
    #expect(throws: MachineError.tabAlreadySelected("home")) { try h.send(.selectTab("home")) }
    #expect(throws: MachineError.unknownTab("search", available: ["home", "account"])) {
      try h.send(.selectTab("search"))
    }
    try h.send("share")
    let before = h.state
    #expect(throws: MachineError.tabBarCovered(screen: "sheet")) {
      try h.send(.selectTab("account"))
    }
    #expect(h.state == before)
    try h.send(.systemDismiss)
    #expect(try h.send(.selectTab("account")).first == "select tab account")
  }

  @Test func aFlowWithoutTabsHasNoTabBar() throws {
    var h = try MachineHarness(Self.home, flow: "Home")
    #expect(h.state.tabBar == nil)
    #expect(throws: MachineError.noTabBar) { try h.send(.selectTab("home")) }
  }

  @Test func theStackViewListsEveryTabWithItsStacks() throws {
    var h = try harness()
    try h.send("open")
    let renderer = StateRenderer(machine: h.machine, colors: false)
    #expect(
      renderer.navigation(h.state) == [
        "tab home (selected)", "  stack 1 (root stack)", "      list  [Home, depth 2]",
        "    ▸ detail  [Home, depth 2]", "tab account", "    (not started)",
      ])
  }

  @Test func theTraceNamesTheTabOperations() {
    #expect(
      TraceRenderer.json(.navigation(.selectTab(name: "account")))
        == #"{"kind": "navigation", "operation": "selectTab", "tab": "account"}"#)
    #expect(
      TraceRenderer.json(.navigation(.tabs(names: ["a", "b"])))
        == #"{"kind": "navigation", "operation": "tabs", "tabs": ["a", "b"]}"#)
  }

  @Test func theTabCommandNamesOneTab() throws {
    #expect(try WalkthroughCommand.parse(":tab account") == .selectTab("account"))
    #expect(throws: WalkthroughCommand.Failure.self) { try WalkthroughCommand.parse(":tab") }
    #expect(throws: WalkthroughCommand.Failure.self) { try WalkthroughCommand.parse(":tab a b") }
  }
}
