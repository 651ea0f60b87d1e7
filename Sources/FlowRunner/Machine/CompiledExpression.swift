import FlowSpec

/// A typed expression compiled once into nested closures: evaluating it walks no enum payloads and
/// copies no expression values, which is most of what a step costs otherwise.
///
/// This is the only implementation of the expression semantics: `FlowProgram` compiles every
/// expression a flow evaluates once, when the machine is made.
struct CompiledExpression: Sendable {
  /// Evaluates against the values in scope.
  let evaluate: @Sendable (Evaluator) throws(MachineError) -> Value

  /// Compiles `e`; `environment` is the flow's declared environment (for the type a value must
  /// have).
  init(_ e: TypedExpression, environment: [Field]) {
    evaluate = Self.compile(e, environment: environment)
  }

  /// Evaluates to a Bool.
  func bool(_ scope: Evaluator) throws(MachineError) -> Bool {
    guard case .bool(let value) = try evaluate(scope) else {
      throw .inconsistent("a condition is not a Bool")
    }
    return value
  }

  private typealias Code = @Sendable (Evaluator) throws(MachineError) -> Value

  private static func compile(_ e: TypedExpression, environment fields: [Field]) -> Code {
    switch e.kind {
    case .input(let name):
      return { scope throws(MachineError) in
        guard let value = scope.inputs[name] else {
          throw .inconsistent("input `\(name)` has no value")
        }
        return value
      }
    case .context(let name):
      return { scope throws(MachineError) in
        guard let value = scope.context[name] else {
          throw .inconsistent("context field `\(name)` is read while unset")
        }
        return value
      }
    case .environment(let name):
      let type = fields.first { $0.name == name }?.type ?? e.type
      return { scope throws(MachineError) in
        guard let value = scope.environment[name] else {
          throw .missingEnvironment(name: name, type: type.description)
        }
        guard value.conforms(to: type) else {
          throw .environmentType(
            name: name, expected: type.description, found: value.description)
        }
        return value
      }
    case .eventField(let name):
      return { scope throws(MachineError) in
        guard let value = scope.event[name] else {
          throw .inconsistent("event has no field `\(name)`")
        }
        return value
      }
    case .literal(let literal):
      let value: Value =
        switch literal {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .string(let value): .string(value)
        case .nilValue: .null
        }
      return { _ in value }
    case .enumCase(let type, let name):
      let value = Value.enumCase(type: type, name: name)
      return { _ in value }
    case .unary(.not, let operand):
      let operand = bool(compile(operand, environment: fields))
      return { scope throws(MachineError) in .bool(!(try operand(scope))) }
    case .unary(.negate, let operand):
      let operand = compile(operand, environment: fields)
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
      return binary(op, compile(lhs, environment: fields), compile(rhs, environment: fields), e)
    }
  }

  private typealias Condition = @Sendable (Evaluator) throws(MachineError) -> Bool

  private static func bool(_ code: @escaping Code) -> Condition {
    return { scope throws(MachineError) in
      guard case .bool(let value) = try code(scope) else {
        throw .inconsistent("a condition is not a Bool")
      }
      return value
    }
  }

  private static func binary(
    _ op: Expression.BinaryOperator, _ lhs: @escaping Code, _ rhs: @escaping Code,
    _ whole: TypedExpression
  ) -> Code {
    switch op {
    case .and:
      let (left, right) = (bool(lhs), bool(rhs))
      return { scope throws(MachineError) in
        guard try left(scope) else { return .bool(false) }
        return .bool(try right(scope))
      }
    case .or:
      let (left, right) = (bool(lhs), bool(rhs))
      return { scope throws(MachineError) in
        if try left(scope) { return .bool(true) }
        return .bool(try right(scope))
      }
    case .equal:
      return { scope throws(MachineError) in .bool(try lhs(scope) == (try rhs(scope))) }
    case .notEqual:
      return { scope throws(MachineError) in .bool(try lhs(scope) != (try rhs(scope))) }
    case .add, .subtract:
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
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      return { scope throws(MachineError) in
        let order: Bool
        switch (try lhs(scope), try rhs(scope)) {
        case (.int(let a), .int(let b)): order = compare(a, b, op)
        case (.double(let a), .double(let b)): order = compare(a, b, op)
        case (.string(let a), .string(let b)): order = compare(a, b, op)
        case (.date(let a), .date(let b)): order = compare(a, b, op)
        case (let left, let right):
          throw .inconsistent("`\(op.rawValue)` on \(left) and \(right)")
        }
        return .bool(order)
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
