import FlowSpec

/// Where a did-you-mean's written name is, inside its diagnostic's range.
enum QuickFix {
  /// The range of `written` as a whole name inside the one-line `range` (the last such
  /// occurrence: `Tier.vipp` has the case last), or nil when it is not written there.
  static func range(of written: String, in range: SourceRange, text: DocumentText)
    -> SourceRange?
  {
    guard !written.isEmpty, range.start.line == range.end.line else { return nil }
    let line = text.line(range.start.line)
    let name = Array(written.unicodeScalars)
    let from = max(range.start.column - 1, 0)
    let to = min(range.end.column - 1, line.count)
    guard to - from >= name.count else { return nil }
    for start in stride(from: to - name.count, through: from, by: -1)
    where Array(line[start..<(start + name.count)]) == name {
      let before = start > 0 ? line[start - 1] : " "
      let after = start + name.count < line.count ? line[start + name.count] : " "
      // A whole name: not part of a longer one (unless the name itself is not a plain name).
      if name.allSatisfy(\.isNameScalar), before.isNameScalar || after.isNameScalar { continue }
      return SourceRange(
        file: range.file, start: .init(line: range.start.line, column: start + 1),
        end: .init(line: range.start.line, column: start + name.count + 1))
    }
    return nil
  }
}
