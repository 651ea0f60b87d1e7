import FlowSpec

/// The values an expression can read: a frame's inputs and context, the environment, and the
/// current event's payload. Environment values are read only when needed (`&&` and `||`
/// short-circuit).
struct Evaluator {
  let inputs: [String: Value]
  let context: [String: Value]
  let program: FlowProgram
  let environment: [String: Value]
  let event: [String: Value]

  /// Evaluates an expression compiled in advance.
  func evaluate(_ e: CompiledExpression) throws(MachineError) -> Value { try e.evaluate(self) }

  /// Evaluates a condition compiled in advance.
  func bool(_ e: CompiledExpression) throws(MachineError) -> Bool { try e.bool(self) }

  /// Compiles and evaluates `e` (for expressions evaluated once per flow, not on every step).
  func evaluate(_ e: TypedExpression) throws(MachineError) -> Value {
    try CompiledExpression(e, environment: program.flow.environment).evaluate(self)
  }

  /// Compiles and evaluates a condition.
  func bool(_ e: TypedExpression) throws(MachineError) -> Bool {
    try CompiledExpression(e, environment: program.flow.environment).bool(self)
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
