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
