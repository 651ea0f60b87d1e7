/// The escaping of text in generated Swift string literals.
///
/// Names never need this: validation only admits ASCII identifiers that are not keywords. Free text
/// (titles, descriptions, string literals of expressions) goes through here.
public enum SwiftLiteral {
  /// A Swift string literal for `text`: quotes and backslashes escaped, and every unsafe scalar
  /// (`Unicode.Scalar.isUnsafeInOutput`: control characters, line separators, bidirectional
  /// controls) and tab written as its escape, so that no `\(`, `"` or line break in the text can
  /// end the literal or interpolate, and nothing in it is invisible.
  public static func string(_ text: String) -> String {
    if isPlain(text) { return "\"" + text + "\"" }
    return escaped(text)
  }

  /// Appends `string(text)` to `bytes` as UTF-8.
  static func appendString(_ text: String, to bytes: inout UTF8Buffer) {
    guard isPlain(text) else {
      bytes.append(escaped(text))
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(text)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `text` is printable ASCII with nothing to escape (most text): quoted as it is.
  private static func isPlain(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain(byte:)) }
      ?? text.utf8.allSatisfy(isPlain(byte:))
  }

  /// Whether `byte` is printable ASCII other than a quote or a backslash: text of such bytes is
  /// quoted as it is.
  static func isPlain(byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// The literal for text that needs escapes, one scalar at a time.
  private static func escaped(_ text: String) -> String {
    "\""
      + text.escapingScalars { scalar, out in
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\t": out += "\\t"
        case _ where scalar.isUnsafeInOutput: scalar.appendEscape(to: &out)
        default: return false
        }
        return true
      } + "\""
  }
}
