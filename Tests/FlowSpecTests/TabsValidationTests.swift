import FlowSpec
import Testing

/// Tab containers (docs/language.md#tab-bars): what a valid one resolves to, and what the
/// validator says where one is malformed (the fixture `invalid-tabs` has every rule).
@Suite("Tab containers")
struct TabsValidationTests {
  private static let tab = """
    flow: Feed
    start: list
    screens:
      list:
        view: ListViewController
        events: { open: {} }
        on:
          open: detail
      detail:
        view: DetailViewController

    """
  private static let profile = """
    flow: Profile
    inputs: { userName: String }
    start: page
    screens:
      page:
        view: ProfileViewController
        inputs: { userName: userName }
        events: { edit: {} }
        on:
          edit: editor
      editor:
        view: EditorViewController

    """

  private func container(_ top: String = "tabs: [feed, profile]") -> String {
    """
    flow: App
    environment: { userName: String }
    \(top)
    screens:
      feed: { flow: Feed, title: Feed }
      profile: { flow: Profile, title: Profile, inputs: { userName: userName } }

    """
  }

  @Test func aContainerResolvesWithItsTabsInOrderAndNoWarning() throws {
    let result = validate(container(), Self.tab, Self.profile)
    #expect(result.codes.isEmpty)
    let app = try #require(result.module?.flow(named: "App"))
    #expect(app.tabs == ["feed", "profile"])
    #expect(app.isTabContainer)
    #expect(app.start.map(\.target) == ["feed"])
    #expect(result.module?.flow(named: "Feed")?.isTabContainer == false)
  }

  @Test func theFirstTabIsSelectedWhateverTheScreensOrder() throws {
    let result = validate(container("tabs: [profile, feed]"), Self.tab, Self.profile)
    #expect(result.codes.isEmpty)
    #expect(result.module?.flow(named: "App")?.start.map(\.target) == ["profile"])
  }

  @Test func anUndefinedTabIsAnUndefinedReference() {
    let result = validate(container("tabs: [feed, profile, search]"), Self.tab, Self.profile)
    #expect(result.codes == ["undefined-reference"])
  }

  @Test func tabsMustBeAList() {
    #expect(
      validate(container("tabs: feed"), Self.tab, Self.profile).codes.contains("wrong-node-kind"))
  }

  @Test func aContainerUsedAsAChildIsRejectedAtTheNode() throws {
    let parent = """
      flow: Shell
      start: app
      screens:
        app: { flow: App }

      """
    let result = validate(container(), Self.tab, Self.profile, parent)
    #expect(result.codes == ["invalid-tabs"])
    #expect(
      result.diagnostics.sorted.first?.message
        == "`App` is a tab container: it can only be the root flow, not a child of `Shell`")
  }
}
