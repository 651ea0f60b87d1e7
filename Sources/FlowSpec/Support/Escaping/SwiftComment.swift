/// The escaping of text in generated Swift comments: the header naming the flow files, and the
/// `///` documentation made of `description` and `title` texts.
///
/// A `//` comment ends at the line's end: a line break in a file name would put what follows
/// into the generated code. Swift ends a line at LF or CR; editors and review tools also at NEL,
/// U+2028 and U+2029, and bidirectional controls make a comment read differently from the code
/// around it ("Trojan Source"). So inside a comment's text every unsafe scalar
/// (`Unicode.Scalar.isUnsafeInOutput`, which covers all of these) is written as its escape
/// (`\n`, `\u{1B}`).
public enum SwiftComment {
  /// `text` as the text of one comment line: no scalar in it can end the comment.
  public static func text(_ text: String) -> String {
    guard text.mayHoldUnsafeScalar else { return text }
    return text.escapingScalars { scalar, out in
      guard scalar.isUnsafeInOutput else { return false }
      scalar.appendEscape(to: &out)
      return true
    }
  }

  /// The lines of a documentation comment for `text`: one per line of text (LF, CR LF, a lone CR,
  /// NEL, U+2028 and U+2029 each end one), each escaped as `text(_:)` escapes, trailing spaces
  /// and blank lines at the end removed.
  public static func documentationLines(_ text: String) -> [String] {
    // Most text is one line of printable ASCII: only trailing spaces go.
    if text.isPlainASCII() {
      guard text.utf8.last == UInt8(ascii: " ") else { return text.isEmpty ? [] : [text] }
      var line = text[...]
      while line.last == " " { line.removeLast() }
      return line.isEmpty ? [] : [String(line)]
    }
    var lines: [String] = []
    var line = ""
    var afterCR = false
    func endLine() {
      while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
      lines.append(line)
      line = ""
    }
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "\n" where afterCR: continue
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": endLine()
      case _ where scalar.isUnsafeInOutput: scalar.appendEscape(to: &line)
      default: line.unicodeScalars.append(scalar)
      }
    }
    endLine()
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
