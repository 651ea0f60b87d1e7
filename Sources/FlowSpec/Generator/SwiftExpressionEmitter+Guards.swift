/// Guards that narrow: `when: order != nil && ...` is emitted as `if let unwrappedOrder =
/// self.contextOrder, ...`, and the reads it narrowed read `unwrappedOrder`, so the generated code
/// unwraps each optional once, where the guard tested it, and never force-unwraps.
extension SwiftExpressionEmitter {
  /// `condition` where `if` puts it: each conjunct `x != nil` whose `x` is in `binding` (the
  /// names read narrowed after it) becomes a `let` clause, the other conjuncts plain clauses;
  /// without any, the condition as `condition(_:)` writes it.
  func guardClauses(_ condition: TypedExpression, binding: Set<TypedExpression.Narrowable>)
    -> GuardClauses
  {
    GuardClauses(emitter: self, condition: condition, binding: binding)
  }

  /// The local that holds a narrowed value: `unwrappedOrder` for an input, context field or
  /// environment value, the payload's own local (`payloadOrder`, bound again unwrapped) for
  /// `event.order`.
  static func narrowedLocal(_ name: TypedExpression.Narrowable, to code: inout UTF8Buffer) {
    switch name {
    case .value(let name): UpperCased(name, after: unwrappedPrefix).write(to: &code)
    case .eventField(let name): UpperCased(name, after: SwiftNames.payloadPrefix).write(to: &code)
    }
  }

  /// What a narrowed value's local puts before the upper-cased name.
  static let unwrappedPrefix = "unwrapped"
}

/// A guard's `if` clauses (`SwiftExpressionEmitter.guardClauses`), written straight into the line.
struct GuardClauses: SwiftFragment {
  let emitter: SwiftExpressionEmitter
  let condition: TypedExpression
  let binding: Set<TypedExpression.Narrowable>

  /// Appends the clauses' Swift text to `code`.
  func write(to code: inout UTF8Buffer) {
    guard !binding.isEmpty else {
      emitter.condition(condition).write(to: &code)
      return
    }
    for (index, conjunct) in condition.conjuncts.enumerated() {
      if index > 0 { code.append(", ") }
      guard let tested = conjunct.provenNotNil, let name = tested.narrowable,
        binding.contains(name)
      else {
        emitter.condition(conjunct).write(to: &code)
        continue
      }
      code.append("let ")
      SwiftExpressionEmitter.narrowedLocal(name, to: &code)
      // `if let payloadOrder` binds the payload's local again, unwrapped.
      guard case .value = name else { continue }
      code.append(" = ")
      emitter.emit(tested).write(to: &code)
    }
  }
}

extension SwiftLine.Interpolation {
  /// Appends a guard's clauses.
  mutating func appendInterpolation(_ clauses: GuardClauses) {
    clauses.write(to: &bytes)
  }
}
