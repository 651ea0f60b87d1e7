import FlowSpec

extension LanguageWorkspace {
  /// Quick fixes for the diagnostics overlapping `range` (one per did-you-mean suggestion).
  public mutating func codeActions(in path: String, range: SourceRange) -> [CodeAction] {
    guard let document = documents[path] else { return [] }
    let text = DocumentText(document.file.bytes)
    var actions: [CodeAction] = []
    for diagnostic in diagnostics()[path] ?? [] {
      guard let suggestion = diagnostic.suggestion,
        diagnostic.range.start <= range.end, range.start <= diagnostic.range.end,
        let target = QuickFix.range(of: suggestion.written, in: diagnostic.range, text: text)
      else { continue }
      actions.append(
        CodeAction(
          title: "Replace `\(suggestion.written)` with `\(suggestion.replacement)`",
          diagnostic: diagnostic,
          edits: [TextEdit(range: target, newText: suggestion.replacement)]))
    }
    return actions
  }
}
