/// Turns typed expressions into Swift expressions over a coordinator's storage.
///
/// Every operation is parenthesized and every literal typed by its place, so the type checker
/// never has to search (long expressions stay linear to compile).
struct SwiftExpressionEmitter {
  /// Context fields stored as `T?` although declared non-optional (read with `!`).
  let unwrappedContext: Set<String>

  /// An expression where a condition goes: without the parentheses around the whole.
  func condition(_ e: TypedExpression) -> String {
    if case .binary(let op, let lhs, let rhs) = e.kind {
      return "\(emit(lhs)) \(op.rawValue) \(emit(rhs))"
    }
    return emit(e)
  }

  func emit(_ e: TypedExpression) -> String {
    switch e.kind {
    case .input(let name): return "self.inputs.\(name)"
    case .context(let name):
      let property = "self.\(SwiftNames.contextProperty(name))"
      return unwrappedContext.contains(name) ? property + "!" : property
    case .environment(let name): return "self.environment.\(name)"
    case .eventField(let name): return SwiftNames.payloadLocal(name)
    case .literal(let literal):
      switch literal {
      case .int(let value): return "\(value)"
      case .double(let value): return "Double(\(value))"
      case .bool(let value): return "\(value)"
      case .string(let value): return SwiftLiteral.string(value)
      case .nilValue: return "nil"
      }
    case .enumCase(let type, let name): return "\(type).\(name)"
    case .unary(.not, let operand): return "!(\(emit(operand)))"
    case .unary(.negate, let operand): return "-(\(emit(operand)))"
    case .binary(let op, let lhs, let rhs): return "(\(emit(lhs)) \(op.rawValue) \(emit(rhs)))"
    }
  }
}

/// How flow names become Swift names.
enum SwiftNames {
  /// `picked` -> `Picked`.
  static func upper(_ name: String) -> String {
    // Names are ASCII identifiers: a lowercase first letter is one byte to change.
    if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      var bytes = Array(name.utf8)
      bytes[0] -= 0x20
      return String(decoding: bytes, as: UTF8.self)
    }
    if let first = name.utf8.first, first < 0x80 { return name }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The stored property of a context field: `photo` -> `contextPhoto`, which no generated member
  /// can share.
  static func contextProperty(_ name: String) -> String { "context" + upper(name) }

  /// The local holding an event's payload field: `photo` -> `payloadPhoto`.
  static func payloadLocal(_ name: String) -> String { "payload" + upper(name) }

  /// The Swift type for a flow type (`Date` and `URL` are Foundation's).
  static func type(_ type: ValueType) -> String { type.description }
}
