/// Turns typed expressions into Swift expressions over a coordinator's storage.
///
/// Every operation is parenthesized and every literal typed by its place, so the type checker
/// never has to search (long expressions stay linear to compile).
struct SwiftExpressionEmitter {
  /// Context fields stored as `T?` although declared non-optional: unset until a transition sets
  /// them, read through `flowValue(_:of:)`, which stops with the field's name if one is not set.
  let unwrappedContext: Set<String>
  /// Whether inputs and environment values are read from the initializer's parameters
  /// (`inputs.name`) rather than the coordinator's storage (`self.inputs.name`): context
  /// defaults are evaluated in `init`, before `self` may be used.
  var readsParameters = false

  /// An expression where a condition goes: without the parentheses around the whole.
  func condition(_ e: TypedExpression) -> EmittedExpression {
    EmittedExpression(emitter: self, expression: e, isCondition: true)
  }

  /// `e` as a Swift expression.
  func emit(_ e: TypedExpression) -> EmittedExpression {
    EmittedExpression(emitter: self, expression: e, isCondition: false)
  }

  /// Appends `e` to `code`: every part goes into the one line, with no string for each subterm.
  fileprivate func write(_ e: TypedExpression, to code: inout UTF8Buffer) {
    if e.isNarrowed, let name = e.narrowable {
      Self.narrowedLocal(name, to: &code)
      return
    }
    switch e.kind {
    case .input(let name):
      code.append(readsParameters ? "inputs." : "self.inputs.")
      SwiftName(name).write(to: &code)
    case .context(let name):
      guard unwrappedContext.contains(name) else {
        code.append("self.")
        UpperCased(name, after: SwiftNames.contextPrefix).write(to: &code)
        return
      }
      code.append("flowValue(self.")
      UpperCased(name, after: SwiftNames.contextPrefix).write(to: &code)
      code.append(", of: ")
      SwiftLiteral.appendString(name, to: &code)
      code.append(UInt8(ascii: ")"))
    case .environment(let name):
      code.append(readsParameters ? "environment." : "self.environment.")
      SwiftName(name).write(to: &code)
    case .eventField(let name):
      UpperCased(name, after: SwiftNames.payloadPrefix).write(to: &code)
    case .literal(let literal):
      switch literal {
      case .int(let value): code.append(decimal: value)
      case .double(let value):
        // Validation accepts finite literals only: `Double(inf)` would not compile.
        precondition(value.isFinite, "a Double literal is finite")
        code.append("Double(")
        code.append(value.description)
        code.append(UInt8(ascii: ")"))
      case .bool(let value): code.append(value ? "true" : "false")
      case .string(let value): SwiftLiteral.appendString(value, to: &code)
      case .nilValue: code.append("nil")
      }
    case .enumCase(let type, let name):
      code.append(type)
      code.append(UInt8(ascii: "."))
      SwiftName(name).write(to: &code)
    case .unary(let op, let operand):
      code.append(op == .not ? "!(" : "-(")
      write(operand, to: &code)
      code.append(UInt8(ascii: ")"))
    case .binary(let op, let lhs, let rhs):
      code.append(UInt8(ascii: "("))
      write(lhs, to: &code)
      Self.write(op, to: &code)
      write(rhs, to: &code)
      code.append(UInt8(ascii: ")"))
    }
  }

  /// Appends ` op `.
  fileprivate static func write(_ op: Expression.BinaryOperator, to code: inout UTF8Buffer) {
    code.append(UInt8(ascii: " "))
    code.append(op.rawValue)
    code.append(UInt8(ascii: " "))
  }
}

/// An expression as `SwiftExpressionEmitter` emits it, written when a line interpolates it or
/// joins it as a part: straight into the line, with no text of its own.
struct EmittedExpression: SwiftFragment {
  let emitter: SwiftExpressionEmitter
  let expression: TypedExpression
  /// Whether it stands where a condition goes: a top-level operation loses its parentheses.
  let isCondition: Bool

  /// Appends the expression's Swift text to `code`.
  func write(to code: inout UTF8Buffer) {
    if isCondition, case .binary(let op, let lhs, let rhs) = expression.kind {
      emitter.write(lhs, to: &code)
      SwiftExpressionEmitter.write(op, to: &code)
      emitter.write(rhs, to: &code)
    } else {
      emitter.write(expression, to: &code)
    }
  }
}

extension SwiftLine.Interpolation {
  /// Appends an emitted expression.
  mutating func appendInterpolation(_ expression: EmittedExpression) {
    expression.write(to: &bytes)
  }
}

/// How flow names become Swift names.
enum SwiftNames {
  /// `picked` -> `Picked`.
  static func upper(_ name: String) -> String {
    // Names are ASCII identifiers: a lowercase first letter is one byte to change.
    if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
        let count = buffer.initialize(fromContentsOf: name.utf8)
        buffer[0] = first - (UInt8(ascii: "a") - UInt8(ascii: "A"))
        return count
      }
    }
    if let first = name.utf8.first, first < 0x80 { return name }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The local holding an event's payload field: `photo` -> `payloadPhoto`.
  static func payloadLocal(_ name: String) -> String { payloadPrefix + upper(name) }

  /// What a context field's stored property puts before the upper-cased name: `photo` ->
  /// `contextPhoto`, which no generated member can share (`UpperCased(name, after:)` writes it).
  static let contextPrefix = "context"
  /// What `payloadLocal` puts before the upper-cased name.
  static let payloadPrefix = "payload"

  /// The Swift type for a flow type (`Date` and `URL` are Foundation's).
  static func type(_ type: ValueType) -> String { type.description }
}
