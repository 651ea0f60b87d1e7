import FlowSpec

/// A document's text as lines of Unicode scalars, for the positions FlowSpec reports (1-based
/// lines, columns counted in scalars). Invalid UTF-8 is read as replacement characters. Only
/// where the lines are is found up front; a line is decoded when it is read.
struct DocumentText {
  /// The text.
  let bytes: [UInt8]
  /// Each line's content in bytes, its line break excluded; line N is `lines[N - 1]`.
  private let lines: [Range<Int>]

  /// Finds the lines of `bytes` as FlowSpec counts them (`SourceLines`: libyaml's line breaks,
  /// a leading byte order mark not part of line 1), so that its locations find their text here.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lines = SourceLines.lineRanges(bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
  }

  /// The number of lines.
  var lineCount: Int { lines.count }

  /// The scalars of 1-based `line`, empty past the end.
  func line(_ number: Int) -> [Unicode.Scalar] {
    guard number >= 1, number <= lines.count else { return [] }
    return Array(String(decoding: bytes[lines[number - 1]], as: UTF8.self).unicodeScalars)
  }

  /// The text of a range on one line, nil when it spans lines or lies outside the text.
  func text(of range: SourceRange) -> String? {
    guard range.start.line == range.end.line else { return nil }
    let scalars = line(range.start.line)
    let from = range.start.column - 1
    let to = range.end.column - 1
    guard from >= 0, from <= to, to <= scalars.count else { return nil }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[from..<to])
    return String(text)
  }

  /// The names (letters, digits, `_`) written inside a one-line range, each with its range.
  func names(in range: SourceRange) -> [(name: String, range: SourceRange)] {
    guard range.start.line == range.end.line else { return [] }
    let scalars = line(range.start.line)
    let to = min(range.end.column - 1, scalars.count)
    var names: [(String, SourceRange)] = []
    var index = max(range.start.column - 1, 0)
    while index < to {
      guard scalars[index].isNameScalar else {
        index += 1
        continue
      }
      let start = index
      while index < to, scalars[index].isNameScalar { index += 1 }
      var name = String.UnicodeScalarView()
      name.append(contentsOf: scalars[start..<index])
      let located = SourceRange(
        file: range.file, start: .init(line: range.start.line, column: start + 1),
        end: .init(line: range.start.line, column: index + 1))
      names.append((String(name), located))
    }
    return names
  }
}
