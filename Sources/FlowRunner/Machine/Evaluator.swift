import FlowSpec

/// The values an expression can read: a frame's slots (inputs and context), the environment, and
/// the current event's payload. Environment values are read only when needed (`&&` and `||`
/// short-circuit).
struct Evaluator {
  let slots: [Slot]
  let environment: [String: Value]
  let event: [String: Value]

  /// Evaluates an expression compiled by the flow's `FlowProgram`.
  func evaluate(_ e: CompiledExpression) throws(MachineError) -> Value { try e.evaluate(self) }

  /// Evaluates a condition compiled by the flow's `FlowProgram`.
  func bool(_ e: CompiledExpression) throws(MachineError) -> Bool { try e.bool(self) }
}

extension Dictionary where Key == String {
  /// The value for `name`. A small dictionary (an environment, a payload) is searched by comparing
  /// names, which costs less than hashing one.
  func value(named name: String) -> Value? {
    guard count <= 4 else { return self[name] }
    var index = startIndex
    while index != endIndex {
      if keys[index] == name { return values[index] }
      formIndex(after: &index)
    }
    return nil
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
