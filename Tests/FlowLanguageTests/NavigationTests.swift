import FlowLanguage
import FlowSpec
import Testing

/// Definition, references and rename, within a file and across the module.
@Suite struct NavigationTests {
  static let parent = """
    flow: Parent
    types:
      Tier: [basic, pro]
    context:
      tier: { type: Tier, default: .basic }
      total: { type: Int, default: 0 }
    start: home
    screens:
      home:
        view: HomeView
        events:
          open: { amount: Int }
        on:
          open:
            - when: tier == .pro && event.amount > 1
              set: { total: event.amount }
              push: child
            - push: child
      child:
        flow: Child
        inputs: { count: total }
        on:
          done: { set: { total: event.count }, push: home }
    """
  static let child = """
    flow: Child
    inputs:
      count: Int
    results:
      done: { count: Int }
    start: main
    screens:
      main:
        view: ChildView
        events:
          ok: {}
        on:
          ok: { finish: { done: { count: count } } }
    """

  func module() -> LanguageWorkspace {
    workspace(["Parent.flow.yaml": Self.parent, "Child.flow.yaml": Self.child])
  }

  @Test func moduleIsClean() {
    var workspace = module()
    let errors = workspace.diagnostics().values.flatMap { $0 }.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
  }

  /// A child flow's name goes to the flow's declaration in its own file.
  @Test func definitionOfChildFlowIsInItsFile() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "Child", in: "Parent.flow.yaml", offset: 2))
    let ranges = workspace.definition(at: at, in: "Parent.flow.yaml")
    #expect(ranges.count == 1)
    #expect(ranges.first?.file == "Child.flow.yaml")
    #expect(ranges.first.flatMap(workspace.text(of:)) == "Child")
  }

  /// A result handled under a child-flow node's `on` is the child's result; `event.count` there
  /// is the result's field.
  @Test func childResultAndItsFieldAcrossFiles() throws {
    let workspace = module()
    let done = try #require(workspace.location(of: "done:", in: "Parent.flow.yaml"))
    let definition = workspace.definition(at: done, in: "Parent.flow.yaml")
    #expect(definition.map(\.file) == ["Child.flow.yaml"])
    let references = workspace.references(
      at: done, in: "Parent.flow.yaml", includingDeclaration: true)
    #expect(references.count == 3)  // declared, finished with, handled
    let field = try #require(
      workspace.location(of: "event.count", in: "Parent.flow.yaml", offset: 7))
    let fieldDefinition = workspace.definition(at: field, in: "Parent.flow.yaml")
    #expect(fieldDefinition.map(\.file) == ["Child.flow.yaml"])
    #expect(fieldDefinition.first.flatMap(workspace.text(of:)) == "count")
  }

  /// References of a screen: its declaration, the start, and every navigation to it.
  @Test func referencesOfAScreen() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "child:", in: "Parent.flow.yaml"))
    let all = workspace.references(at: at, in: "Parent.flow.yaml", includingDeclaration: true)
    let uses = workspace.references(at: at, in: "Parent.flow.yaml", includingDeclaration: false)
    #expect(all.count == 3)
    #expect(uses.count == 2)
    #expect(uses.allSatisfy { workspace.text(of: $0) == "child" })
  }

  /// An enum case written without its type (`.pro`) is found from the type it is compared with.
  @Test func enumCaseReferences() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "pro]", in: "Parent.flow.yaml"))
    let uses = workspace.references(at: at, in: "Parent.flow.yaml", includingDeclaration: false)
    #expect(uses.count == 1)
    #expect(uses.first.flatMap(workspace.text(of:)) == "pro")
  }

  /// Renaming a child flow's input renames it in the child and in the parent's node.
  @Test func renameAcrossFiles() throws {
    var workspace = module()
    let at = try #require(workspace.location(of: "count: Int", in: "Child.flow.yaml"))
    #expect(
      workspace.renameRange(at: at, in: "Child.flow.yaml").flatMap(workspace.text(of:)) == "count")
    guard case .edits(let edits) = workspace.rename(at: at, in: "Child.flow.yaml", to: "amount")
    else {
      Issue.record("rename refused")
      return
    }
    #expect(Set(edits.map(\.range.file)) == ["Child.flow.yaml", "Parent.flow.yaml"])
    workspace.apply(edits)
    let errors = workspace.diagnostics().values.flatMap { $0 }.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
    #expect(workspace.location(of: "inputs: { amount: total }", in: "Parent.flow.yaml") != nil)
  }

  /// Renaming a screen, a type and a flow leaves the module valid.
  @Test(arguments: [
    ("home:", "Parent.flow.yaml", "start"), ("Tier:", "Parent.flow.yaml", "Level"),
    ("flow: Child", "Child.flow.yaml", "Kid"), ("ok:", "Child.flow.yaml", "confirm"),
    ("total: {", "Parent.flow.yaml", "sum"), ("basic", "Parent.flow.yaml", "free"),
  ])
  func renameKeepsTheModuleValid(_ needle: String, _ path: String, _ newName: String) throws {
    var workspace = module()
    let offset = needle.hasPrefix("flow: ") ? 6 : 0
    let at = try #require(workspace.location(of: needle, in: path, offset: offset))
    guard case .edits(let edits) = workspace.rename(at: at, in: path, to: newName) else {
      Issue.record("rename refused")
      return
    }
    #expect(edits.count >= 2)
    workspace.apply(edits)
    let errors = workspace.diagnostics().values.flatMap { $0 }.filter { $0.severity == .error }
      .filter { $0.code != .fileNameMismatch }
    #expect(errors.isEmpty, "\(errors)")
  }

  /// A new name that is invalid for its kind, or taken in its scope, is refused with a message.
  @Test(arguments: [
    ("home:", "Home", "lowerCamelCase"), ("home:", "child", "a screen named `child` exists"),
    ("home:", "back", "transition shorthand"), ("home:", "event", "reserved"),
    ("Tier:", "tier", "UpperCamelCase"), ("Tier:", "String", "built-in type"),
    ("total: {", "tier", "a context field named `tier` exists"),
    ("home:", "Foo-Bar", "ASCII letters and digits"),
  ])
  func refusedRenames(_ needle: String, _ newName: String, _ reason: String) throws {
    let workspace = module()
    let at = try #require(workspace.location(of: needle, in: "Parent.flow.yaml"))
    let outcome = workspace.rename(at: at, in: "Parent.flow.yaml", to: newName)
    guard case .refused(let message) = outcome else {
      Issue.record("rename to \(newName) was not refused")
      return
    }
    #expect(message.contains(reason), "\(message)")
  }

  /// A position on nothing renamable: no range, and a refusal.
  @Test func nothingToRename() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "view: HomeView", in: "Parent.flow.yaml"))
    #expect(workspace.renameRange(at: at, in: "Parent.flow.yaml") == nil)
    #expect(workspace.definition(at: at, in: "Parent.flow.yaml").isEmpty)
    if case .edits = workspace.rename(at: at, in: "Parent.flow.yaml", to: "x") {
      Issue.record("a rename of nothing was not refused")
    }
  }

  /// On every Example, every name's definition is one of its references, and references of
  /// any name include its definition.
  @Test(arguments: ExampleWorkspace.names)
  func examplesNavigate(_ name: String) throws {
    let workspace = try ExampleWorkspace.workspace(name)
    var found = 0
    for path in workspace.paths {
      for symbol in flatten(workspace.documentSymbols(in: path)) {
        let at = symbol.selectionRange.start
        let definitions = workspace.definition(at: at, in: path)
        let references = workspace.references(at: at, in: path, includingDeclaration: true)
        #expect(definitions.contains(symbol.selectionRange), "\(symbol.name) in \(path)")
        #expect(Set(definitions).isSubset(of: Set(references)))
        found += 1
      }
    }
    #expect(found > 10)
  }

  private func flatten(_ symbols: [DocumentSymbol]) -> [DocumentSymbol] {
    symbols.flatMap { [$0] + flatten($0.children) }
  }
}
