/// A typed expression as guard analysis compares it: equal to another exactly when their
/// `GuardAnalysis.canonical` texts are equal, without building those texts. Where an expression is
/// written and the types of its nodes are ignored.
struct CanonicalExpression: Hashable {
  let expression: TypedExpression

  init(_ expression: TypedExpression) { self.expression = expression }

  static func == (lhs: Self, rhs: Self) -> Bool { same(lhs.expression, rhs.expression) }

  func hash(into hasher: inout Hasher) { Self.hash(expression, into: &hasher) }

  /// Structural equality; recursive like the type checker that built the expressions, whose depth
  /// the parser bounds.
  private static func same(_ a: TypedExpression, _ b: TypedExpression) -> Bool {
    switch (a.kind, b.kind) {
    case (.input(let x), .input(let y)), (.context(let x), .context(let y)),
      (.environment(let x), .environment(let y)), (.eventField(let x), .eventField(let y)):
      return x == y
    case (.literal(let x), .literal(let y)):
      return same(x, y)
    case (.enumCase(let xType, let xName), .enumCase(let yType, let yName)):
      return xType == yType && xName == yName
    case (.unary(let xOp, let x), .unary(let yOp, let y)):
      return xOp == yOp && same(x, y)
    case (.binary(let xOp, let xl, let xr), .binary(let yOp, let yl, let yr)):
      return xOp == yOp && same(xl, yl) && same(xr, yr)
    // Each kind once more, for a different kind on the right: listed rather than `default`, so
    // that a kind added and not compared above does not compile.
    case (.input, _), (.context, _), (.environment, _), (.eventField, _), (.literal, _),
      (.enumCase, _), (.unary, _), (.binary, _):
      return false
    }
  }

  private static func same(_ a: TypedExpression.Literal, _ b: TypedExpression.Literal) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): x == y
    // The text is the shortest decimal that reads back as the value: one text per bit pattern,
    // but for NaNs, which all read `nan` (or `-nan`).
    case (.double(let x), .double(let y)):
      x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN && x.description == y.description)
    case (.bool(let x), .bool(let y)): x == y
    // The text holds the literal's UTF-8 length before it; strings compare as canonically
    // equivalent, as the texts would.
    case (.string(let x), .string(let y)): x.utf8.count == y.utf8.count && x == y
    case (.nilValue, .nilValue): true
    // Listed rather than `default`, as in `same(_:_:)` above.
    case (.int, _), (.double, _), (.bool, _), (.string, _), (.nilValue, _): false
    }
  }

  private static func hash(_ e: TypedExpression, into hasher: inout Hasher) {
    switch e.kind {
    case .input(let name):
      hasher.combine(0)
      hasher.combine(name)
    case .context(let name):
      hasher.combine(1)
      hasher.combine(name)
    case .environment(let name):
      hasher.combine(2)
      hasher.combine(name)
    case .eventField(let name):
      hasher.combine(3)
      hasher.combine(name)
    case .literal(let literal):
      hasher.combine(4)
      switch literal {
      case .int(let value):
        hasher.combine(0)
        hasher.combine(value)
      case .double(let value):
        hasher.combine(1)
        hasher.combine(value.isNaN ? 0 : value.bitPattern)
      case .bool(let value):
        hasher.combine(2)
        hasher.combine(value)
      case .string(let value):
        hasher.combine(3)
        hasher.combine(value)
      case .nilValue:
        hasher.combine(4)
      }
    case .enumCase(let type, let name):
      hasher.combine(5)
      hasher.combine(type)
      hasher.combine(name)
    case .unary(_, let operand):
      // Operators are left out of the hash (their raw values are strings): equal expressions still
      // hash equally.
      hasher.combine(6)
      hash(operand, into: &hasher)
    case .binary(_, let lhs, let rhs):
      hasher.combine(7)
      hash(lhs, into: &hasher)
      hash(rhs, into: &hasher)
    }
  }
}
