import FlowSpec

/// A typed expression compiled once into nested closures: evaluating it walks no enum payloads and
/// copies no expression values, which is most of what a step costs otherwise.
///
/// This is the only implementation of the expression semantics: `FlowProgram` compiles every
/// expression a flow evaluates once, when the machine is made.
final class CompiledExpression: Sendable {
  /// Evaluates against the values in scope.
  let evaluate: @Sendable (Evaluator) throws(MachineError) -> Value
  /// Evaluates a condition to a Bool without making a `Value` of it (and of its comparisons).
  let bool: @Sendable (Evaluator) throws(MachineError) -> Bool

  /// Compiles `e`, resolving its names to positions by `names`.
  init(_ e: TypedExpression, names: ExpressionNames) {
    evaluate = Self.compile(e, names: names)
    bool = Self.condition(e, names: names)
  }

  private typealias Code = @Sendable (Evaluator) throws(MachineError) -> Value

  private static func compile(_ e: TypedExpression, names: ExpressionNames) -> Code {
    if e.isNarrowed { return narrowed(e, names: names) }
    switch e.kind {
    case .input(let name):
      return slot(names.layout.slot(input: name), "input `\(name)` has no value")
    case .context(let name):
      return slot(names.layout.slot(context: name), "context field `\(name)` is read while unset")
    case .environment(let name):
      let field = names.environment[name]
      let type = field?.type ?? e.type
      let isSensitive = field?.isSensitive ?? false
      return { scope throws(MachineError) in
        guard let value = scope.environment.value(named: name) else {
          throw .missingEnvironment(name: name, type: type.description)
        }
        guard value.conforms(to: type) else {
          throw .environmentType(
            name: name, expected: type.description,
            found: isSensitive ? Field.placeholder : value.description)
        }
        return value
      }
    case .eventField(let name):
      return { scope throws(MachineError) in
        guard let value = scope.event.value(named: name) else {
          throw .inconsistent("event has no field `\(name)`")
        }
        return value
      }
    case .literal(let literal):
      let value = literalValue(literal)
      return { _ in value }
    case .enumCase(let type, let name):
      let value = Value.enumCase(type: type, name: name)
      return { _ in value }
    case .unary(.not, _), .binary(.and, _, _), .binary(.or, _, _), .binary(.equal, _, _),
      .binary(.notEqual, _, _), .binary(.less, _, _), .binary(.lessOrEqual, _, _),
      .binary(.greater, _, _), .binary(.greaterOrEqual, _, _):
      let test = condition(e, names: names)
      return { scope throws(MachineError) in .bool(try test(scope)) }
    case .unary(.negate, let operand):
      let operand = compile(operand, names: names)
      return { scope throws(MachineError) in
        switch try operand(scope) {
        case .int(let value):
          let (result, overflow) = Int(0).subtractingReportingOverflow(value)
          if overflow { throw .overflow(e.description) }
          return .int(result)
        case .double(let value): return .double(-value)
        default: throw .inconsistent("`-` on a non-number")
        }
      }
    case .binary(let op, let lhs, let rhs):
      return arithmetic(op, compile(lhs, names: names), compile(rhs, names: names), e)
    }
  }

  /// A read a guard narrowed (`when: x != nil`): the value read, which the guard proved is not
  /// nil (a nil is the machine's inconsistency, never the flow's).
  private static func narrowed(_ e: TypedExpression, names: ExpressionNames) -> Code {
    var read = e
    read.isNarrowed = false
    let code = compile(read, names: names)
    let problem = "`\(e.description)` is nil where its guard proved it is not"
    return { scope throws(MachineError) in
      let value = try code(scope)
      if value == .null { throw .inconsistent(problem) }
      return value
    }
  }

  /// Reads a frame's slot; `unset` is the error when it has no value (or no slot).
  private static func slot(_ slot: Int?, _ unset: String) -> Code {
    guard let slot else { return { _ throws(MachineError) in throw .inconsistent(unset) } }
    return { scope throws(MachineError) in
      guard case .value(let value) = scope.slots[slot] else { throw .inconsistent(unset) }
      return value
    }
  }

  private typealias Condition = @Sendable (Evaluator) throws(MachineError) -> Bool

  /// Compiles a Bool-typed expression to a closure that returns the Bool itself. A comparison with
  /// a literal keeps the literal's value in the closure instead of calling one for it.
  private static func condition(_ e: TypedExpression, names: ExpressionNames) -> Condition {
    switch e.kind {
    case .unary(.not, let operand):
      let operand = condition(operand, names: names)
      return { scope throws(MachineError) in !(try operand(scope)) }
    case .binary(.and, let lhs, let rhs):
      let (left, right) = (condition(lhs, names: names), condition(rhs, names: names))
      return { scope throws(MachineError) in
        guard try left(scope) else { return false }
        return try right(scope)
      }
    case .binary(.or, let lhs, let rhs):
      let (left, right) = (condition(lhs, names: names), condition(rhs, names: names))
      return { scope throws(MachineError) in
        if try left(scope) { return true }
        return try right(scope)
      }
    case .binary(.equal, let lhs, let rhs), .binary(.notEqual, let lhs, let rhs):
      let equal: Bool
      if case .binary(.equal, _, _) = e.kind { equal = true } else { equal = false }
      if let constant = constant(rhs) {
        let left = compile(lhs, names: names)
        return { scope throws(MachineError) in (try left(scope) == constant) == equal }
      }
      if let constant = constant(lhs) {
        let right = compile(rhs, names: names)
        return { scope throws(MachineError) in (constant == (try right(scope))) == equal }
      }
      let (left, right) = (compile(lhs, names: names), compile(rhs, names: names))
      return { scope throws(MachineError) in (try left(scope) == (try right(scope))) == equal }
    case .binary(let op, let lhs, let rhs)
    where [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op):
      let left = compile(lhs, names: names)
      if case .literal(.int(let constant)) = rhs.kind {
        return { scope throws(MachineError) in
          let value = try left(scope)
          if case .int(let a) = value { return compare(a, constant, op) }
          return try order(value, .int(constant), op)
        }
      }
      let right = compile(rhs, names: names)
      return { scope throws(MachineError) in try order(try left(scope), try right(scope), op) }
    default:
      let code = compile(e, names: names)
      return { scope throws(MachineError) in
        guard case .bool(let value) = try code(scope) else {
          throw .inconsistent("a condition is not a Bool")
        }
        return value
      }
    }
  }

  /// The value of a literal or enum case, known when compiling.
  private static func constant(_ e: TypedExpression) -> Value? {
    switch e.kind {
    case .literal(let literal): literalValue(literal)
    case .enumCase(let type, let name): .enumCase(type: type, name: name)
    default: nil
    }
  }

  private static func literalValue(_ literal: TypedExpression.Literal) -> Value {
    switch literal {
    case .int(let value): .int(value)
    case .double(let value): .double(value)
    case .bool(let value): .bool(value)
    case .string(let value): .string(value)
    case .nilValue: .null
    }
  }

  /// `lhs op rhs` for an ordering operator.
  private static func order(_ lhs: Value, _ rhs: Value, _ op: Expression.BinaryOperator)
    throws(MachineError) -> Bool
  {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return compare(a, b, op)
    case (.double(let a), .double(let b)): return compare(a, b, op)
    case (.string(let a), .string(let b)): return compare(a, b, op)
    case (.date(let a), .date(let b)): return compare(a, b, op)
    case (let left, let right):
      throw .inconsistent("`\(op.rawValue)` on \(left) and \(right)")
    }
  }

  /// `+` and `-`.
  private static func arithmetic(
    _ op: Expression.BinaryOperator, _ lhs: @escaping Code, _ rhs: @escaping Code,
    _ whole: TypedExpression
  ) -> Code {
    let isAdd = op == .add
    return { scope throws(MachineError) in
      switch (try lhs(scope), try rhs(scope)) {
      case (.int(let a), .int(let b)):
        let (result, overflow) =
          isAdd ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        if overflow { throw .overflow(whole.description) }
        return .int(result)
      case (.double(let a), .double(let b)):
        return .double(isAdd ? a + b : a - b)
      case (let left, let right):
        throw .inconsistent("`\(op.rawValue)` on \(left) and \(right)")
      }
    }
  }

  private static func compare<T: Comparable>(_ a: T, _ b: T, _ op: Expression.BinaryOperator)
    -> Bool
  {
    switch op {
    case .less: a < b
    case .lessOrEqual: a <= b
    case .greater: a > b
    default: a >= b
    }
  }
}
