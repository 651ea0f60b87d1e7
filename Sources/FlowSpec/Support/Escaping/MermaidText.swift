/// The escaping of Mermaid labels (`flowc graph --format mermaid`).
///
/// A label is written in double quotes; inside them Mermaid reads `#name;` and `#123;` as
/// entity codes, HTML, Markdown between backticks, and `%%{...}%%` directives anywhere in the
/// text. So the characters that would end the label or mean something to Mermaid are written as
/// entity codes, every line break (CR LF counts once) as `<br>`, and the other unsafe scalars
/// (`Unicode.Scalar.isUnsafeInOutput`) as their escapes (`\u{1B}`).
public enum MermaidText {
  /// A quoted Mermaid label showing `text` as it is.
  public static func label(_ text: String) -> String {
    if text.isPlainASCII(except: "\"#&<>|`%") { return "\"" + text + "\"" }
    var out = "\""
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      if let entity = entities[scalar] {
        out += entity
      } else if scalar.isLineTerminator {
        if !(scalar == "\n" && afterCR) { out += "<br>" }
      } else if scalar.isUnsafeInOutput {
        scalar.appendEscape(to: &out)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Entity codes for the characters Mermaid gives a meaning inside a label: the quote, the
  /// entity and HTML characters, the edge-label bar, the Markdown backtick, `%` (directives),
  /// and the two characters Mermaid itself uses to mark entities while it parses (`ﬂ`, `¶`).
  static let entities: [Unicode.Scalar: String] = [
    "\"": "#quot;", "#": "#35;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "|": "#124;",
    "`": "#96;", "%": "#37;", "\u{FB02}": "#64258;", "\u{B6}": "#182;",
  ]
}
