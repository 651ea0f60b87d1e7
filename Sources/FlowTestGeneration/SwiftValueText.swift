import FlowRunner
import FlowSpec

/// Runner values as Swift expressions of their declared types: what a generated test writes
/// for a payload, an input, an environment answer or an expected argument.
///
/// App types are made from the text the path gives them, `Photo(flowText: "beach.jpg")`: the
/// convention of the script driver (`FlowScriptValue`), which the app's test target provides
/// for each app type the flows name.
enum SwiftValueText {
  /// `value`, of type `type`, as a Swift expression.
  static func expression(_ value: Value, as type: ValueType) -> SwiftExpression {
    switch (value, type) {
    case (.null, _): return .atom("nil")
    case (_, .optional(let wrapped)): return expression(value, as: wrapped)
    case (.array(let items), .array(let element)):
      return .array(items.map { expression($0, as: element) })
    case (.string(let text), _): return .atom(SwiftLiteral.string(text))
    case (.int(let number), _): return .atom(String(number))
    case (.double(let number), _): return .atom("\(number)")
    case (.bool(let flag), _): return .atom(String(flag))
    case (.date(let text), _): return .atom("flowTestDate(\(SwiftLiteral.string(text)))")
    case (.url(let text), _): return .atom("URL(string: \(SwiftLiteral.string(text)))!")
    case (.enumCase(let enumeration, let name), _):
      return .atom("\(enumeration).\(SwiftIdentifier.escaped(name))")
    case (.app(let name, let token), _):
      return .call(name, labelled: [("flowText", .atom(SwiftLiteral.string(token)))])
    case (.array, _), (.redacted, _):
      // A value of another type than declared, or a redacted one, never reaches here: the
      // runner checks types, and the module given to it has no sensitive declarations.
      return .atom("nil")
    }
  }

  /// `name: value` arguments for fields whose types `parameters` declare, in the order given.
  static func arguments(_ values: [NamedValue], _ parameters: [Field]) -> [(
    String, SwiftExpression
  )] {
    values.map { value in
      let type = parameters.first { $0.name == value.name }?.type ?? .string
      return (SwiftIdentifier.argumentLabel(value.name), expression(value.value, as: type))
    }
  }

  /// `callee` applied to `arguments`, or `callee` alone when there are none (an enum case
  /// without payload).
  static func apply(_ callee: String, _ arguments: [(String, SwiftExpression)])
    -> SwiftExpression
  {
    arguments.isEmpty ? .atom(callee) : .call(callee, labelled: arguments)
  }
}
