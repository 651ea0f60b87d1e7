/// The escaping of GitHub Actions workflow commands (`::error file=F,line=1::message`), which the
/// runner reads from standard output one line at a time.
///
/// A line break in a message or a property would end the command, and the next line could be a
/// command of its own (a forged annotation, `::stop-commands::`). The runner undoes `%25`,
/// `%0D` and `%0A` in a message, and also `%3A` and `%2C` in a property value; so each line
/// break, whatever `Character` it is part of, is written percent-encoded, and the command stays
/// one line.
public enum WorkflowCommand {
  /// One command line, ending in a line feed: `::NAME KEY=VALUE,...::MESSAGE`, the values and the
  /// message escaped.
  public static func line(_ name: String, properties: [(String, String)], message: String)
    -> String
  {
    let pairs = properties.map { "\($0.0)=\(property($0.1))" }.joined(separator: ",")
    return "::\(name)\(pairs.isEmpty ? "" : " " + pairs)::\(data(message))\n"
  }

  /// A command's message: `%`, CR and LF percent-encoded, on scalars; the other unsafe scalars
  /// (`Unicode.Scalar.isUnsafeInOutput`: ESC, NEL, U+2028, ...) shown as their escapes, as
  /// `TerminalText` shows them, since the message is printed in the run's log.
  public static func data(_ text: String) -> String { encoded(text, isProperty: false) }

  /// A property value: `%`, CR, LF, `:` and `,` percent-encoded, on scalars; the other unsafe
  /// scalars shown as their escapes, as in a message. A `file` property names the file unless
  /// its name holds such a scalar.
  public static func property(_ text: String) -> String { encoded(text, isProperty: true) }

  /// `text` percent-encoded as a message, or as a property value (`:` and `,` too).
  private static func encoded(_ text: String, isProperty: Bool) -> String {
    text.escapingScalars { scalar, out in
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where isProperty: out += "%3A"
      case "," where isProperty: out += "%2C"
      case _ where scalar.isUnsafeInOutput: scalar.appendEscape(to: &out)
      default: return false
      }
      return true
    }
  }
}
