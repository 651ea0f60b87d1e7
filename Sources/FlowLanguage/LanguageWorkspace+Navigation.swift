import FlowSpec

extension LanguageWorkspace {
  /// The index of the module's documents as they are now decoded; with `includingLast`, a
  /// document that does not decode now counts with its last declaration (for completion, which
  /// reads names, not positions).
  func moduleIndex(includingLast: Bool = false) -> ModuleIndex {
    var documents: [(declaration: FlowDeclaration, text: [UInt8])] = []
    for path in paths {
      guard let document = self.documents[path],
        let declaration = document.decoded.declaration
          ?? (includingLast ? document.lastDeclaration : nil)
      else {
        continue
      }
      documents.append((declaration, document.file.bytes))
    }
    return ModuleIndex(documents: documents)
  }

  /// Where the name at a position is declared (screens, events, fields, types, flows; across
  /// files).
  public func definition(at location: SourceLocation, in path: String) -> [SourceRange] {
    let index = moduleIndex()
    guard let occurrence = index.occurrence(at: location, in: path) else { return [] }
    return index.occurrences(of: occurrence.symbol).filter(\.isDeclaration).map(\.range)
  }

  /// Every use of the name at a position across the module (with its declaration when asked).
  public func references(
    at location: SourceLocation, in path: String, includingDeclaration: Bool
  ) -> [SourceRange] {
    let index = moduleIndex()
    guard let occurrence = index.occurrence(at: location, in: path) else { return [] }
    return index.occurrences(of: occurrence.symbol)
      .filter { includingDeclaration || !$0.isDeclaration }.map(\.range)
  }

  /// The range of the name that `rename` would rename (for `textDocument/prepareRename`), or nil.
  public func renameRange(at location: SourceLocation, in path: String) -> SourceRange? {
    let index = moduleIndex()
    guard let occurrence = index.occurrence(at: location, in: path),
      index.occurrences(of: occurrence.symbol).contains(where: \.isDeclaration)
    else { return nil }
    return occurrence.range
  }

  /// Renames the screen, event, field, type or flow at a position across the module.
  public func rename(
    at location: SourceLocation, in path: String, to newName: String
  ) -> RenameOutcome {
    let index = moduleIndex()
    guard let occurrence = index.occurrence(at: location, in: path) else {
      return .refused("there is no name to rename here")
    }
    let symbol = occurrence.symbol
    let all = index.occurrences(of: symbol)
    guard all.contains(where: \.isDeclaration) else {
      return .refused("`\(symbol.name)` is not declared in this module")
    }
    if let problem = Renaming.problem(renaming: symbol, to: newName, index: index) {
      return .refused(problem)
    }
    if newName == symbol.name { return .edits([]) }
    let edits = all.map { TextEdit(range: $0.range, newText: newName) }
      .sorted { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
    return .edits(edits)
  }
}
