extension TypedExpression: CustomStringConvertible {
  /// The expression in the flow language's syntax, parenthesized only where precedence needs it:
  /// `role == .vip && count > 2`.
  public var description: String {
    var text = UTF8Buffer()
    writeDescription(to: &text)
    return text.string
  }

  /// Appends `description` to `text` (the generators quote it in records, with no `String` on the
  /// way).
  func writeDescription(to text: inout UTF8Buffer) {
    Self.write(self, parentPrecedence: 0, to: &text)
  }

  /// Appends `e`, parenthesized when it binds more loosely than its parent operation.
  private static func write(_ e: TypedExpression, parentPrecedence: Int, to text: inout UTF8Buffer)
  {
    switch e.kind {
    case .input(let name), .context(let name), .environment(let name):
      text.append(name)
    case .eventField(let name):
      text.append("event.")
      text.append(name)
    case .literal(let literal):
      switch literal {
      case .int(let value): text.append(decimal: value)
      case .double(let value): text.append(value.description)
      case .bool(let value): text.append(value ? "true" : "false")
      case .string(let value): writeString(value, to: &text)
      case .nilValue: text.append("nil")
      }
    case .enumCase(_, let name):
      text.append(UInt8(ascii: "."))
      text.append(name)
    case .unary(let op, let operand):
      text.append(op.rawValue)
      write(operand, parentPrecedence: 5, to: &text)
    case .binary(let op, let lhs, let rhs):
      let parenthesized = op.precedence < parentPrecedence
      if parenthesized { text.append(UInt8(ascii: "(")) }
      write(lhs, parentPrecedence: op.precedence, to: &text)
      text.append(UInt8(ascii: " "))
      text.append(op.rawValue)
      text.append(UInt8(ascii: " "))
      write(rhs, parentPrecedence: op.precedence + 1, to: &text)
      if parenthesized { text.append(UInt8(ascii: ")")) }
    }
  }

  /// Appends a single-quoted string literal, each `'` doubled.
  private static func writeString(_ value: String, to text: inout UTF8Buffer) {
    text.append(UInt8(ascii: "'"))
    if value.utf8.contains(UInt8(ascii: "'")) {
      // Bytes, as the expression lexer reads them: a `'` followed by a combining mark is one
      // `Character`, but still a quote that ends the literal.
      for byte in value.utf8 {
        text.append(byte, count: byte == UInt8(ascii: "'") ? 2 : 1)
      }
    } else {
      text.append(value)
    }
    text.append(UInt8(ascii: "'"))
  }
}
