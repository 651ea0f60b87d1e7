import FlowLanguage
import FlowSpec

/// Finds positions in a document by the text written there, as a user points at a name.
extension LanguageWorkspace {
  /// The location of the `nth` occurrence of `needle` (on one line) in document `path`, moved
  /// `offset` scalars into it; nil when it does not occur.
  func location(of needle: String, in path: String, nth: Int = 0, offset: Int = 0)
    -> SourceLocation?
  {
    guard let bytes = bytes(of: path) else { return nil }
    var seen = 0
    for (number, line) in String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var rest = Substring(line)
      var consumed = 0
      while let range = rest.range(of: needle) {
        let column =
          consumed
          + rest.unicodeScalars.distance(
            from: rest.unicodeScalars.startIndex, to: range.lowerBound)
        if seen == nth { return SourceLocation(line: number + 1, column: column + 1 + offset) }
        seen += 1
        let next = rest.index(after: range.lowerBound)
        consumed = column + 1
        rest = rest[next...]
      }
    }
    return nil
  }

  /// The text a range covers (one line).
  func text(of range: SourceRange) -> String? {
    guard let bytes = bytes(of: range.file), range.start.line == range.end.line else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(range.start.line - 1) else { return nil }
    let scalars = Array(lines[range.start.line - 1].unicodeScalars)
    guard range.start.column >= 1, range.end.column - 1 <= scalars.count else { return nil }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[(range.start.column - 1)..<(range.end.column - 1)])
    return String(view)
  }

  /// Applies edits to the documents, as a client would, and sets the edited documents.
  mutating func apply(_ edits: [TextEdit]) {
    let byFile = Dictionary(grouping: edits, by: \.range.file)
    for (path, edits) in byFile {
      guard let bytes = bytes(of: path) else { continue }
      var lines = String(decoding: bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map { Array($0.unicodeScalars) }
      // Last first, so that earlier positions stay valid (edits are on one line each).
      for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
        let line = edit.range.start.line - 1
        lines[line].replaceSubrange(
          (edit.range.start.column - 1)..<(edit.range.end.column - 1),
          with: edit.newText.unicodeScalars)
      }
      let text = lines.map { line -> String in
        var view = String.UnicodeScalarView()
        view.append(contentsOf: line)
        return String(view)
      }.joined(separator: "\n")
      setDocument(path: path, bytes: Array(text.utf8))
    }
  }
}
