/// A Swift string literal for a text, escaped as `SwiftLiteral.string` escapes it, as a fragment:
/// `QuotedText(screen.name)` is `"cart"`.
struct QuotedText: SwiftFragment {
  /// The text quoted.
  let text: String

  /// A literal of `text`.
  init(_ text: String) {
    self.text = text
  }

  /// Appends the literal.
  func write(to text: inout UTF8Buffer) {
    SwiftLiteral.appendString(self.text, to: &text)
  }
}

extension UTF8Buffer {
  /// Appends a string literal of the text `body` appends, escaped as `SwiftLiteral.string`
  /// escapes it: `text.appendQuoted { $0.append(parts: flow.name, ".", screen.name) }`.
  ///
  /// The text is written in place, between the quotes. Most text has nothing to escape and stays
  /// as written; otherwise it is taken back and escaped whole. Escaping goes scalar by scalar, so
  /// escaping the whole is escaping each piece `body` appends.
  mutating func appendQuoted(_ body: (inout UTF8Buffer) -> Void) {
    let quote = count
    append(UInt8(ascii: "\""))
    body(&self)
    guard allBytes(from: quote + 1, satisfy: SwiftLiteral.isPlain(byte:)) else {
      // What `body` appends is strings, so its bytes are valid UTF-8: decoding gives it back.
      let raw = String(decoding: bytes(from: quote + 1), as: UTF8.self)
      removeBytes(from: quote)
      SwiftLiteral.appendString(raw, to: &self)
      return
    }
    append(UInt8(ascii: "\""))
  }
}
