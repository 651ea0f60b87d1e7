/// Minimal JSON text building, for output whose key order must be fixed (diagnostics, traces).
public enum JSON {
  /// A JSON string literal for `text`.
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
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
