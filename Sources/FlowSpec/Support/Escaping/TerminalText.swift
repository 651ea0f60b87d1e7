/// The escaping of text written to a terminal or a log: diagnostics, the `flowc run` trace, the
/// walkthrough screen, error messages.
///
/// Text from flow files, scripts, the command line and the file system may hold control
/// characters; written raw, ESC recolours or rewrites the screen, CR overwrites the line, BEL
/// rings. Each unsafe scalar (`Unicode.Scalar.isUnsafeInOutput`) is shown as its escape
/// (`\u{1B}`, `\r`, `\n`); tabs and everything printable stay as they are. The line breaks and
/// colours a renderer writes itself are added around escaped text, never passed through here.
public enum TerminalText {
  /// `text` with every unsafe scalar shown as its escape: one line, no control characters.
  public static func escaped(_ text: String) -> String {
    guard text.mayHoldUnsafeScalar else { return text }
    return text.escapingScalars { scalar, out in
      guard scalar.isUnsafeInOutput else { return false }
      scalar.appendEscape(to: &out)
      return true
    }
  }

  /// An error message for a terminal: shortened like a diagnostic's (`MessageText`: a long name
  /// or value quoted in it is cut, and the whole stays under 1,000 characters), then escaped.
  /// What the command line and the runner report goes through here, so that a megabyte-long
  /// argument or script value is not repeated back whole.
  public static func message(_ text: String) -> String {
    escaped(MessageText.shortened(text))
  }

  /// `text` escaped line by line, its line feeds kept: for text of several lines composed by the
  /// program (a usage message) that may quote what the user typed.
  public static func escapedKeepingLineFeeds(_ text: String) -> String {
    guard text.mayHoldUnsafeScalar else { return text }
    return text.escapingScalars { scalar, out in
      guard scalar.isUnsafeInOutput, scalar != "\n" else { return false }
      scalar.appendEscape(to: &out)
      return true
    }
  }

  /// How many columns `scalar` takes once escaped (its escape's length, or 1): what a caret line
  /// under escaped text counts.
  static func width(of scalar: Unicode.Scalar) -> Int {
    guard scalar.isUnsafeInOutput else { return 1 }
    var escape = ""
    scalar.appendEscape(to: &escape)
    return escape.unicodeScalars.count
  }
}
