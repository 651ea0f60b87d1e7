import FlowSpec

extension LanguageWorkspace {
  /// What to show on hover: the type of a name, a screen's inputs and events, a child flow's
  /// inputs and results, or a diagnostic's explanation when the position is in a diagnostic.
  public func hover(at location: SourceLocation, in path: String) -> Hover? {
    let index = moduleIndex()
    var parts: [String] = []
    var range: SourceRange?
    if let occurrence = index.occurrence(at: location, in: path) {
      parts.append(HoverText.describe(occurrence.symbol, index: index))
      range = occurrence.range
    }
    let diagnostics = (cachedDiagnostics ?? uncachedDiagnostics())[path] ?? []
    for diagnostic in diagnostics where diagnostic.range.touches(location) {
      parts.append(HoverText.explain(diagnostic))
      range = range ?? diagnostic.range
    }
    guard let range else { return nil }
    return Hover(markdown: parts.joined(separator: "\n\n---\n\n"), range: range)
  }

  /// The module's diagnostics by path, validated now without touching the cache.
  func uncachedDiagnostics() -> [String: [Diagnostic]] {
    let decoded = paths.compactMap { documents[$0]?.decoded }
    let result = FlowCompiler.validate(decoded: decoded, checkingFileNames: true)
    return Dictionary(grouping: result.diagnostics.sorted, by: \.range.file)
  }
}
