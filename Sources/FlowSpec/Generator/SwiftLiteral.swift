/// Text from flow files made safe to emit as Swift.
///
/// Names never need this: validation only admits ASCII identifiers that are not keywords. Free text
/// (titles, descriptions, string literals of expressions) goes through here.
public enum SwiftLiteral {
  /// A Swift string literal for `text`: quotes, backslashes and control characters escaped, so
  /// that no `\(`, `"` or line break in the text can end the literal or interpolate.
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
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || isInvisibleControl(scalar):
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Line separators and the bidirectional controls that can make source read differently from
  /// how it compiles ("Trojan Source"): always written as escapes.
  static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The lines of a documentation comment for `text`: one per line of text, trailing spaces and
  /// control characters removed. A line comment cannot be ended early, so nothing else is needed.
  public static func documentationLines(_ text: String) -> [String] {
    // Most text is one line of printable ASCII: only trailing spaces go.
    var text = text
    if text.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) {
      guard text.utf8.last == UInt8(ascii: " ") else { return text.isEmpty ? [] : [text] }
      var line = text[...]
      while line.last == " " { line.removeLast() }
      return line.isEmpty ? [] : [String(line)]
    }
    var lines: [String] = []
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var cleaned = String.UnicodeScalarView()
      for scalar in raw.unicodeScalars
      where scalar.value >= 0x20 && scalar.value != 0x7F && !isInvisibleControl(scalar) {
        cleaned.append(scalar)
      }
      var line = String(cleaned)
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
