extension TypedExpression: CustomStringConvertible {
  /// The expression in the flow language's syntax, parenthesized only where precedence needs it:
  /// `role == .vip && count > 2`.
  public var description: String { render(parentPrecedence: 0) }

  private func render(parentPrecedence: Int) -> String {
    switch kind {
    case .input(let name), .context(let name), .environment(let name): return name
    case .eventField(let name): return "event.\(name)"
    case .literal(let literal):
      switch literal {
      case .int(let value): return String(value)
      case .double(let value): return "\(value)"
      case .bool(let value): return String(value)
      case .string(let value): return "'" + value.replacingQuotes() + "'"
      case .nilValue: return "nil"
      }
    case .enumCase(_, let name): return ".\(name)"
    case .unary(let op, let operand):
      return op.rawValue + operand.render(parentPrecedence: 5)
    case .binary(let op, let lhs, let rhs):
      let text =
        lhs.render(parentPrecedence: op.precedence) + " \(op.rawValue) "
        + rhs.render(parentPrecedence: op.precedence + 1)
      return op.precedence < parentPrecedence ? "(\(text))" : text
    }
  }
}

extension String {
  /// The text with `'` doubled, as a single-quoted literal spells it.
  fileprivate func replacingQuotes() -> String {
    var out = ""
    for character in self { out += character == "'" ? "''" : String(character) }
    return out
  }
}
