/// Minimal JSON text building, for output whose key order must be fixed (diagnostics, SARIF,
/// traces), with the JSON escaping of strings.
public enum JSON {
  /// A JSON string literal for `text` (RFC 8259): `"` and `\` escaped, every control character
  /// written as an escape (`\n`, `\r`, `\t`, `\b`, `\f` or `\u001b`), and so are DEL, the C1
  /// controls and the invisible format characters (`Unicode.Scalar.isUnsafeInOutput`:
  /// U+2028 and U+2029, which end a line in JavaScript source, and the bidirectional controls).
  /// The document stays one line per string and parses back to exactly `text`.
  public static func string(_ text: String) -> String {
    if text.isPlainASCII(except: "\"\\") { return "\"" + text + "\"" }
    return "\""
      + text.escapingScalars { scalar, out in
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{8}": out += "\\b"
        case "\u{C}": out += "\\f"
        case _ where scalar.isUnsafeInOutput:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return false
        }
        return true
      } + "\""
  }

  /// An object with keys in the given order; values are JSON text already.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// An array of JSON texts.
  public static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }
}
