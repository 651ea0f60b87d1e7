/// The escaping of XML 1.0 text and attribute values (`flowc test --junit`).
///
/// `&`, `<`, `>`, `"` and `'` are written as entities, so the text reads the same in an element
/// and in an attribute in either quotes. The scalars XML 1.0 cannot hold at all (C0 controls
/// other than tab, LF and CR; U+FFFE and U+FFFF) and the other unsafe scalars
/// (`Unicode.Scalar.isUnsafeInOutput`: LF and CR included, which an attribute would turn into
/// spaces) are shown as their escapes (`\u{1B}`, `\n`), as every output kind shows them.
public enum XMLText {
  /// `text` escaped for an XML element or attribute.
  public static func escaped(_ text: String) -> String {
    if text.isPlainASCII(except: "&<>\"'") { return text }
    return text.escapingScalars { scalar, out in
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": scalar.appendEscape(to: &out)
      case _ where scalar.isUnsafeInOutput: scalar.appendEscape(to: &out)
      default: return false
      }
      return true
    }
  }
}
