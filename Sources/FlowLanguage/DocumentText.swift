import FlowSpec

/// A document's text as lines of Unicode scalars, for the positions FlowSpec reports (1-based
/// lines, columns counted in scalars). Invalid UTF-8 is read as replacement characters. Only
/// where the lines start is found up front; a line is decoded when it is read.
struct DocumentText {
  /// The text.
  let bytes: [UInt8]
  /// Where each line starts, in bytes.
  private let starts: [Int]

  /// Finds the lines of `bytes` (`\n`, with a `\r` before it dropped).
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.starts = starts
  }

  /// The number of lines.
  var lineCount: Int { starts.count }

  /// The scalars of 1-based `line`, empty past the end.
  func line(_ number: Int) -> [Unicode.Scalar] {
    guard number >= 1, number <= starts.count else { return [] }
    let start = starts[number - 1]
    var end = number < starts.count ? starts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
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
