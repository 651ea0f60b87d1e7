/// Reads the parts of one script line left to right, knowing the column of each: names, single
/// characters, and words written as in a step's `field=value` (quoted when they hold spaces).
///
/// Works on Unicode scalars, as columns are counted.
struct LineScanner {
  /// One value as written: its text with quotes removed, and where it starts.
  struct Word: Equatable {
    /// The text, unquoted.
    var text: String
    /// The 1-based column where it starts.
    var column: Int
  }

  private let scalars: [Unicode.Scalar]
  private(set) var position: Int

  /// A scanner of `scalars` starting at `position` (0-based).
  init(_ scalars: [Unicode.Scalar], at position: Int) {
    self.scalars = scalars
    self.position = position
  }

  /// The 1-based column of the next scalar.
  var column: Int { position + 1 }

  /// Whether only spaces and a `# comment` are left.
  var atEnd: Bool {
    var index = position
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    return index == scalars.count || scalars[index] == "#" || scalars[index] == "\r"
  }

  /// The next scalar, if any.
  var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  /// Skips spaces and tabs.
  mutating func skipSpaces() {
    while let scalar = next, scalar == " " || scalar == "\t" { position += 1 }
  }

  /// Takes `text` if the line goes on with it.
  mutating func take(_ text: String) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard scalars[position...].starts(with: wanted) else { return false }
    position += wanted.count
    return true
  }

  /// A name: a letter or `_`, then letters, digits and `_`.
  mutating func identifier() -> String? {
    guard let first = next, first.properties.isAlphabetic || first == "_" else { return nil }
    var name = String.UnicodeScalarView()
    while let scalar = next, scalar.properties.isAlphabetic || scalar == "_" || isDigit(scalar) {
      name.append(scalar)
      position += 1
    }
    return String(name)
  }

  /// A name, or two joined by a dot (`Flow.name`).
  mutating func qualifiedName() -> (qualifier: String?, name: String)? {
    guard let first = identifier() else { return nil }
    let mark = position
    if take("."), let second = identifier() { return (first, second) }
    position = mark
    return (nil, first)
  }

  /// The text up to the next space outside quotes and brackets (`[]` or `()`), or up to one of
  /// `stops` outside them; nil when there is none. Quotes are removed: in double quotes `\"` and `\\` escape, in
  /// single quotes nothing does. A `#` starting a word starts a comment.
  mutating func word(stoppingAt stops: Set<Unicode.Scalar>) throws(ScriptLine.Failure) -> Word? {
    let column = self.column
    var text = String.UnicodeScalarView()
    var quoted = false
    var brackets = 0
    while let scalar = next {
      if scalar == "\"" || scalar == "'" {
        quoted = true
        position += 1
        try quotedText(closedBy: scalar, into: &text)
        continue
      }
      if brackets == 0 && (scalar == " " || scalar == "\t" || scalar == "\r") { break }
      if brackets == 0 && stops.contains(scalar) { break }
      if scalar == "#" && text.isEmpty && !quoted { break }
      if scalar == "[" || scalar == "(" { brackets += 1 }
      if scalar == "]" || scalar == ")" { brackets = max(0, brackets - 1) }
      text.append(scalar)
      position += 1
    }
    guard quoted || !text.isEmpty else { return nil }
    return Word(text: String(text), column: column)
  }

  private mutating func quotedText(
    closedBy quote: Unicode.Scalar, into text: inout String.UnicodeScalarView
  ) throws(ScriptLine.Failure) {
    let opening = column - 1
    var escaped = false
    while let scalar = next {
      position += 1
      if escaped {
        text.append(scalar)
        escaped = false
      } else if quote == "\"" && scalar == "\\" {
        escaped = true
      } else if scalar == quote {
        return
      } else {
        text.append(scalar)
      }
    }
    throw ScriptLine.Failure(column: opening, "a quote is not closed")
  }

  private func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
}
