import FlowLanguage
import FlowSpec
import Testing

/// Renames to YAML's null and Boolean spellings, case-only flow renames, and `popTo` completion.
@Suite struct RenameAndPopToTests {
  func module() -> LanguageWorkspace {
    workspace([
      "Parent.flow.yaml": NavigationTests.parent, "Child.flow.yaml": NavigationTests.child,
    ])
  }

  /// A plain scalar spelt like YAML 1.2's null or a Boolean is not text: no name can be spelt so.
  @Test(arguments: [
    ("home:", "null"), ("Tier:", "Null"), ("Tier:", "NULL"), ("Tier:", "True"),
    ("Tier:", "FALSE"), ("home:", "true"), ("home:", "false"),
  ])
  func aRenameToYAMLsNullOrABooleanIsRefused(_ needle: String, _ newName: String) throws {
    let workspace = module()
    let at = try #require(workspace.location(of: needle, in: "Parent.flow.yaml"))
    guard case .refused(let message) = workspace.rename(at: at, in: "Parent.flow.yaml", to: newName)
    else {
      Issue.record("rename to \(newName) was not refused")
      return
    }
    #expect(message.contains("reserved word"), "\(message)")
  }

  /// YAML 1.1's `yes`, `no`, `on`, `off` are text in the 1.2 core schema: fine names.
  @Test func yaml11BooleansAreNames() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "home:", in: "Parent.flow.yaml"))
    guard case .edits = workspace.rename(at: at, in: "Parent.flow.yaml", to: "yes") else {
      Issue.record("rename to yes was refused")
      return
    }
  }

  /// A flow may change only the case of its name; another flow's name in another case is taken.
  @Test func aCaseOnlyRenameOfAFlowIsAllowed() throws {
    var workspace = module()
    let at = try #require(workspace.location(of: "flow: Child", in: "Child.flow.yaml", offset: 6))
    guard case .edits(let edits) = workspace.rename(at: at, in: "Child.flow.yaml", to: "CHILD")
    else {
      Issue.record("a case-only rename was refused")
      return
    }
    workspace.apply(edits)
    #expect(workspace.location(of: "flow: CHILD", in: "Child.flow.yaml") != nil)
    let parent = try #require(
      workspace.location(of: "flow: Parent", in: "Parent.flow.yaml", offset: 6))
    guard
      case .refused(let message) = workspace.rename(at: parent, in: "Parent.flow.yaml", to: "Child")
    else {
      Issue.record("a rename to another flow's name in another case was not refused")
      return
    }
    #expect(message.contains("a flow named `Child` exists"), "\(message)")
  }

  static let stacks = """
    flow: Stacks
    results: { done: {} }
    start: home
    screens:
      home:
        view: HomeView
        events: { open: {}, sheet: {}, swap: {} }
        on:
          open: { push: list }
          sheet: { present: modal }
          swap: { replace: other }
      list:
        view: ListView
        events: { open: {} }
        on:
          open: { push: detail }
      detail:
        view: DetailView
        events: { up: {} }
        on:
          up: { popTo: home }
      modal:
        view: ModalView
        events: { next: {} }
        on:
          next: { push: form }
          dismissed: { push: after }
      form:
        view: FormView
        events: { up: {} }
        on:
          up: { popTo: modal }
      after:
        view: AfterView
        events: { up: {} }
        on:
          up: { popTo: home }
      other:
        view: OtherView
        events: { up: {} }
        on:
          up: { finish: done }
      lonely:
        view: LonelyView
    """

  /// The completion after `popTo:` on `screen`'s `up` handler.
  func popToCompletion(on screen: String) throws -> Set<String> {
    var workspace = workspace(["Stacks.flow.yaml": Self.stacks])
    var lines = Self.stacks.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let header = try #require(lines.firstIndex(of: "  \(screen):"))
    let handler = try #require(lines[header...].firstIndex { $0.hasPrefix("      up: {") })
    lines[handler] = "      up: { popTo: "
    workspace.setDocument(
      path: "Stacks.flow.yaml", bytes: Array(lines.joined(separator: "\n").utf8))
    let location = SourceLocation(line: handler + 1, column: lines[handler].count + 1)
    return Set(workspace.completions(at: location, in: "Stacks.flow.yaml").map(\.label))
  }

  /// `popTo` offers the screens that can be below the current one on some path: not itself, not
  /// a screen only ever shown above it or on another path, not one a `replace` took away.
  @Test func popToOffersOnlyTheScreensThatCanBeBelow() throws {
    #expect(try popToCompletion(on: "detail") == ["home", "list"])
    // Presented over home: home is on the stack below, modal at the bottom of its own.
    #expect(try popToCompletion(on: "form") == ["home", "modal"])
    // Pushed by the modal's `dismissed` transition, on home's stack.
    #expect(try popToCompletion(on: "after") == ["home"])
    // `replace` took home away.
    #expect(try popToCompletion(on: "other") == [])
  }
}
