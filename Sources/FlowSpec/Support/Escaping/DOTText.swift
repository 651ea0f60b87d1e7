/// The escaping of Graphviz DOT strings (`flowc graph --format dot`, and the SVG Graphviz draws
/// from it).
///
/// In a quoted DOT string `\"` is a quote and `\` starts an escape (`\n` a line break, `\N` the
/// node's name); Graphviz then reads `&amp;` and `&#9829;` as entities. So quotes and
/// backslashes are escaped, `&` is written `&amp;`, every line break (CR LF counts once) is
/// `\n`, and the other unsafe scalars (`Unicode.Scalar.isUnsafeInOutput`) are shown as their
/// escapes with the backslash doubled (`\\u{1B}` in the file, `\u{1B}` in the drawing).
public enum DOTText {
  /// A quoted DOT string showing `text` as it is.
  public static func quoted(_ text: String) -> String {
    if text.isPlainASCII(except: "\"\\&") { return "\"" + text + "\"" }
    var out = "\""
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "&": out += "&amp;"
      case _ where scalar.isLineTerminator:
        if !(scalar == "\n" && afterCR) { out += "\\n" }
      case _ where scalar.isUnsafeInOutput:
        out += "\\"
        scalar.appendEscape(to: &out)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
