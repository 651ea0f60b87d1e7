import FlowRunner
import FlowSpec

/// Evaluates a guard with values the planner proposes, to tell which alternative they choose
/// before the machine is asked. The machine stays the judge: a step is always run, and a
/// prediction it does not confirm is simply not taken.
///
/// nil stands for a value that cannot be known here (an unset field, an overflow).
struct GuardEvaluator {
  /// The frame's inputs and context fields, by name.
  var inputs: [String: Value]
  var context: [String: Value]
  /// The environment answers and the event's payload proposed.
  var environment: [String: Value]
  var event: [String: Value]

  /// Whether `condition` holds (nil: it cannot be told).
  func holds(_ condition: TypedExpression) -> Bool? {
    if case .bool(let value) = evaluate(condition) { value } else { nil }
  }

  func evaluate(_ e: TypedExpression) -> Value? {
    switch e.kind {
    case .input(let name): return inputs[name]
    case .context(let name): return context[name]
    case .environment(let name): return environment[name]
    case .eventField(let name): return event[name]
    case .literal(let literal):
      switch literal {
      case .int(let value): return .int(value)
      case .double(let value): return .double(value)
      case .bool(let value): return .bool(value)
      case .string(let value): return .string(value)
      case .nilValue: return .null
      }
    case .enumCase(let type, let name): return .enumCase(type: type, name: name)
    case .unary(.not, let operand):
      guard case .bool(let value) = evaluate(operand) else { return nil }
      return .bool(!value)
    case .unary(.negate, let operand):
      switch evaluate(operand) {
      case .int(let value) where value != .min: return .int(-value)
      case .double(let value): return .double(-value)
      default: return nil
      }
    case .binary(let op, let lhs, let rhs):
      return binary(op, lhs, rhs)
    }
  }

  private func binary(
    _ op: Expression.BinaryOperator, _ lhs: TypedExpression, _ rhs: TypedExpression
  )
    -> Value?
  {
    switch op {
    case .and:
      guard case .bool(let left) = evaluate(lhs) else { return nil }
      return left ? evaluate(rhs) : .bool(false)
    case .or:
      guard case .bool(let left) = evaluate(lhs) else { return nil }
      return left ? .bool(true) : evaluate(rhs)
    default:
      break
    }
    guard let left = evaluate(lhs), let right = evaluate(rhs) else { return nil }
    switch op {
    case .equal: return .bool(left == right)
    case .notEqual: return .bool(left != right)
    case .add, .subtract:
      switch (left, right) {
      case (.int(let a), .int(let b)):
        let (sum, overflow) =
          op == .add ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        return overflow ? nil : .int(sum)
      case (.double(let a), .double(let b)): return .double(op == .add ? a + b : a - b)
      default: return nil
      }
    default:
      let order: Int?
      switch (left, right) {
      case (.int(let a), .int(let b)): order = Self.order(a, b)
      case (.double(let a), .double(let b)): order = Self.order(a, b)
      case (.string(let a), .string(let b)), (.date(let a), .date(let b)): order = Self.order(a, b)
      default: order = nil
      }
      guard let order else { return nil }
      switch op {
      case .less: return .bool(order < 0)
      case .lessOrEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      default: return .bool(order >= 0)
      }
    }
  }

  private static func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
}
