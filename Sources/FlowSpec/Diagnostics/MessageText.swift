/// Keeps the text of a diagnostic short whatever the input holds: every message and note goes
/// through `shortened(_:)`, so a megabyte-long name or literal quoted in a message is cut there,
/// once, rather than by each check that quotes it. The runner's errors use it too.
public enum MessageText {
  /// The longest quoted span (between backticks) shown whole, in Unicode scalars.
  static let quoteLimit = 60
  /// How much of a longer quoted span is shown, in Unicode scalars.
  static let quoteKept = 40
  /// The longest message, in Unicode scalars, after its quoted spans are cut.
  static let textLimit = 1_000

  /// `text` with each quoted span longer than `quoteLimit` cut to its first `quoteKept` scalars,
  /// then `…`, followed by the span's length (`` `AAAA…` (1048576 characters) ``); a text still
  /// longer than `textLimit` is cut there.
  public static func shortened(_ text: String) -> String {
    // Most messages are short: nothing to cut, nothing to copy.
    guard text.utf8.count > quoteLimit else { return text }
    let backtick = Unicode.Scalar(UInt8(ascii: "`"))
    let scalars = text.unicodeScalars
    guard scalars.contains(backtick) || text.utf8.count > textLimit else { return text }
    var result = String.UnicodeScalarView()
    var start = scalars.startIndex
    var quoted = false
    while start < scalars.endIndex {
      let end = scalars[start...].firstIndex(of: backtick) ?? scalars.endIndex
      let span = scalars[start..<end]
      // A span is quoted when a backtick opens it and another closes it.
      if quoted, end < scalars.endIndex, span.count > quoteLimit {
        result.append(contentsOf: span.prefix(quoteKept))
        result.append("…")
        result.append(backtick)
        result.append(contentsOf: " (\(span.count) characters)".unicodeScalars)
      } else {
        result.append(contentsOf: span)
        if end < scalars.endIndex { result.append(backtick) }
      }
      quoted.toggle()
      start = end < scalars.endIndex ? scalars.index(after: end) : end
    }
    if result.count > textLimit {
      result = String.UnicodeScalarView(result.prefix(textLimit))
      result.append("…")
    }
    return String(result)
  }
}
