/// Turns typed expressions into Swift expressions over a coordinator's storage.
///
/// Every operation is parenthesized and every literal typed by its place, so the type checker
/// never has to search (long expressions stay linear to compile).
struct SwiftExpressionEmitter {
  /// Context fields stored as `T?` although declared non-optional (read with `!`).
  let unwrappedContext: Set<String>

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
    switch e.kind {
    case .input(let name):
      code.append("self.inputs.")
      code.append(name)
    case .context(let name):
      code.append("self.")
      code.append(SwiftNames.contextPrefix)
      code.append(SwiftNames.upper(name))
      if unwrappedContext.contains(name) { code.append("!") }
    case .environment(let name):
      code.append("self.environment.")
      code.append(name)
    case .eventField(let name):
      code.append(SwiftNames.payloadPrefix)
      code.append(SwiftNames.upper(name))
    case .literal(let literal):
      switch literal {
      case .int(let value): code.append(String(value))
      case .double(let value): code.append("Double(\(value))")
      case .bool(let value): code.append(String(value))
      case .string(let value): SwiftLiteral.appendString(value, to: &code)
      case .nilValue: code.append("nil")
      }
    case .enumCase(let type, let name):
      code.append(type)
      code.append(".")
      code.append(name)
    case .unary(let op, let operand):
      code.append(op == .not ? "!(" : "-(")
      write(operand, to: &code)
      code.append(")")
    case .binary(let op, let lhs, let rhs):
      code.append("(")
      write(lhs, to: &code)
      code.append(" \(op.rawValue) ")
      write(rhs, to: &code)
      code.append(")")
    }
  }
}

/// An expression as `SwiftExpressionEmitter` emits it, written when a line interpolates it:
/// straight into the line, with no text of its own.
struct EmittedExpression {
  let emitter: SwiftExpressionEmitter
  let expression: TypedExpression
  /// Whether it stands where a condition goes: a top-level operation loses its parentheses.
  let isCondition: Bool

  /// Appends the expression's Swift text to `code`.
  func write(to code: inout UTF8Buffer) {
    if isCondition, case .binary(let op, let lhs, let rhs) = expression.kind {
      emitter.write(lhs, to: &code)
      code.append(" \(op.rawValue) ")
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

  /// The stored property of a context field: `photo` -> `contextPhoto`, which no generated member
  /// can share.
  static func contextProperty(_ name: String) -> String { contextPrefix + upper(name) }

  /// The local holding an event's payload field: `photo` -> `payloadPhoto`.
  static func payloadLocal(_ name: String) -> String { payloadPrefix + upper(name) }

  /// What `contextProperty` puts before the upper-cased name (the emitter writes the two parts).
  static let contextPrefix = "context"
  /// What `payloadLocal` puts before the upper-cased name.
  static let payloadPrefix = "payload"

  /// The Swift type for a flow type (`Date` and `URL` are Foundation's).
  static func type(_ type: ValueType) -> String { type.description }
}
