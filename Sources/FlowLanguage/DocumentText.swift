import FlowSpec

/// A document's text as lines of Unicode scalars, for the positions FlowSpec reports (1-based
/// lines, columns counted in scalars). Invalid UTF-8 is read as replacement characters.
struct DocumentText {
  /// The lines, without their line breaks.
  let lines: [[Unicode.Scalar]]

  /// Splits `bytes` into lines (`\n`, with a `\r` before it dropped).
  init(_ bytes: [UInt8]) {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar == "\n" {
        if line.last == "\r" { line.removeLast() }
        lines.append(line)
        line = []
      } else {
        line.append(scalar)
      }
    }
    lines.append(line)
    self.lines = lines
  }

  /// The scalars of 1-based `line`, empty past the end.
  func line(_ number: Int) -> [Unicode.Scalar] {
    lines.indices.contains(number - 1) ? lines[number - 1] : []
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

extension Unicode.Scalar {
  /// True for the scalars of a name: ASCII letters and digits, and `_`.
  var isNameScalar: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
      || self == "_"
  }
}

extension SourceRange {
  /// True when `location` is inside the range or just after its end (where a cursor after a
  /// name is).
  func touches(_ location: SourceLocation) -> Bool {
    start <= location && location <= end
  }

  /// The last `length` scalars of a one-line range.
  func suffix(_ length: Int) -> SourceRange {
    SourceRange(
      file: file, start: .init(line: end.line, column: max(end.column - length, 1)), end: end)
  }

  /// The first `length` scalars of a one-line range.
  func prefix(_ length: Int) -> SourceRange {
    SourceRange(
      file: file, start: start, end: .init(line: start.line, column: start.column + length))
  }
}
