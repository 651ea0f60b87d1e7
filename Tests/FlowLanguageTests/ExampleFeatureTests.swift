import FlowLanguage
import FlowSpec
import Testing

/// Every feature on every Example: each declared name renamed keeps the module valid (so every
/// use was found), hovers on every name, and no quick fix where nothing is wrong.
@Suite struct ExampleFeatureTests {
  /// The names an outline lists, with their document.
  func declaredNames(_ workspace: LanguageWorkspace) -> [(path: String, symbol: DocumentSymbol)] {
    func flatten(_ symbols: [DocumentSymbol]) -> [DocumentSymbol] {
      symbols.flatMap { [$0] + flatten($0.children) }
    }
    return workspace.paths.flatMap { path in
      flatten(workspace.documentSymbols(in: path)).map { (path, $0) }
    }
  }

  @Test(arguments: ExampleWorkspace.names)
  func everyRenameKeepsTheExampleValid(_ name: String) throws {
    let original = try ExampleWorkspace.workspace(name)
    var renamed = 0
    for (path, symbol) in declaredNames(original) {
      var workspace = original
      let newName = symbol.name + "Renamed"
      guard
        case .edits(let edits) = workspace.rename(
          at: symbol.selectionRange.start, in: path, to: newName)
      else {
        Issue.record("renaming \(symbol.name) in \(path) was refused")
        continue
      }
      #expect(edits.allSatisfy { workspace.text(of: $0.range) == symbol.name })
      workspace.apply(edits)
      let errors = workspace.diagnostics().values.flatMap { $0 }.filter { $0.severity == .error }
      #expect(errors.isEmpty, "renaming \(symbol.name) in \(path): \(errors)")
      renamed += 1
    }
    #expect(renamed > 10)
  }

  @Test(arguments: ExampleWorkspace.names)
  func everyNameHasAHover(_ name: String) throws {
    var workspace = try ExampleWorkspace.workspace(name)
    _ = workspace.diagnostics()
    for (path, symbol) in declaredNames(workspace) {
      let hover = workspace.hover(at: symbol.selectionRange.start, in: path)
      #expect(hover?.range == symbol.selectionRange, "\(symbol.name) in \(path)")
      #expect(hover?.markdown.contains(symbol.name) == true)
    }
  }

  @Test(arguments: ExampleWorkspace.names)
  func noQuickFixesOnACleanExample(_ name: String) throws {
    var workspace = try ExampleWorkspace.workspace(name)
    for path in workspace.paths {
      let whole = SourceRange(
        file: path, start: .init(line: 1, column: 1), end: .init(line: 100_000, column: 1))
      #expect(workspace.codeActions(in: path, range: whole).isEmpty)
    }
  }
}
