import FlowSpec

/// Evaluates typed expressions against a flow's values; reads environment values only when needed
/// (`&&` and `||` short-circuit).
struct Evaluator {
  let inputs: [String: Value]
  let context: [String: Value]
  let program: FlowProgram
  let environment: [String: Value]
  let event: [String: Value]

  func evaluate(_ e: TypedExpression) throws(MachineError) -> Value {
    switch e.kind {
    case .input(let name):
      guard let value = inputs[name] else {
        throw .inconsistent("input `\(name)` has no value")
      }
      return value
    case .context(let name):
      guard let value = context[name] else {
        throw .inconsistent("context field `\(name)` is read while unset")
      }
      return value
    case .environment(let name):
      let type = program.flow.environment.first { $0.name == name }?.type ?? e.type
      guard let value = environment[name] else {
        throw .missingEnvironment(name: name, type: type.description)
      }
      guard value.conforms(to: type) else {
        throw .environmentType(name: name, expected: type.description, found: value.description)
      }
      return value
    case .eventField(let name):
      guard let value = event[name] else { throw .inconsistent("event has no field `\(name)`") }
      return value
    case .literal(let literal):
      switch literal {
      case .int(let value): return .int(value)
      case .double(let value): return .double(value)
      case .bool(let value): return .bool(value)
      case .string(let value): return .string(value)
      case .nilValue: return .null
      }
    case .enumCase(let type, let name):
      return .enumCase(type: type, name: name)
    case .unary(.not, let operand):
      return .bool(!(try bool(operand)))
    case .unary(.negate, let operand):
      switch try evaluate(operand) {
      case .int(let value):
        let (result, overflow) = Int(0).subtractingReportingOverflow(value)
        if overflow { throw .overflow(e.description) }
        return .int(result)
      case .double(let value): return .double(-value)
      default: throw .inconsistent("`-` on a non-number")
      }
    case .binary(let op, let lhs, let rhs):
      return try binary(op, lhs, rhs, whole: e)
    }
  }

  func bool(_ e: TypedExpression) throws(MachineError) -> Bool {
    guard case .bool(let value) = try evaluate(e) else {
      throw .inconsistent("`\(e)` is not a Bool")
    }
    return value
  }

  private func binary(
    _ op: Expression.BinaryOperator, _ lhs: TypedExpression, _ rhs: TypedExpression,
    whole: TypedExpression
  ) throws(MachineError) -> Value {
    switch op {
    case .and:
      guard try bool(lhs) else { return .bool(false) }
      return .bool(try bool(rhs))
    case .or:
      if try bool(lhs) { return .bool(true) }
      return .bool(try bool(rhs))
    default: break
    }
    let left = try evaluate(lhs)
    let right = try evaluate(rhs)
    switch op {
    case .add, .subtract:
      switch (left, right) {
      case (.int(let a), .int(let b)):
        let (result, overflow) =
          op == .add ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        if overflow { throw .overflow(whole.description) }
        return .int(result)
      case (.double(let a), .double(let b)):
        return .double(op == .add ? a + b : a - b)
      default:
        throw .inconsistent("`\(op.rawValue)` on \(left) and \(right)")
      }
    case .equal: return .bool(left == right)
    case .notEqual: return .bool(left != right)
    default:
      let order: Bool
      switch (left, right) {
      case (.int(let a), .int(let b)): order = compare(a, b, op)
      case (.double(let a), .double(let b)): order = compare(a, b, op)
      case (.string(let a), .string(let b)): order = compare(a, b, op)
      case (.date(let a), .date(let b)): order = compare(a, b, op)
      default: throw .inconsistent("`\(op.rawValue)` on \(left) and \(right)")
      }
      return .bool(order)
    }
  }

  private func compare<T: Comparable>(_ a: T, _ b: T, _ op: Expression.BinaryOperator) -> Bool {
    switch op {
    case .less: a < b
    case .lessOrEqual: a <= b
    case .greater: a > b
    default: a >= b
    }
  }
}

extension Value {
  /// Whether the value is one of `type` (`nil` fits optionals; app values need the same app type).
  public func conforms(to type: ValueType) -> Bool {
    switch (self, type) {
    case (.null, .optional): return true
    case (_, .optional(let wrapped)): return conforms(to: wrapped)
    case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool), (.date, .date),
      (.url, .url):
      return true
    case (.enumCase(let a, _), .enumeration(let b)): return a == b
    case (.app(let a, _), .app(let b)): return a == b
    case (.array(let items), .array(let element)):
      return items.allSatisfy { $0.conforms(to: element) }
    default: return false
    }
  }
}
