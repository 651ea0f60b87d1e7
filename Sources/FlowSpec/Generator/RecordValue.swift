/// Swift code building the `FlowValue` of a value of a known type: `.string(argument0)`,
/// `.optional(payload0) { .enumCase(type: "Tier", name: $0.rawValue) }`, or `.sensitive`.
///
/// The conversion is spelled out for the type the generator knows, so nothing is looked up at
/// run time (no `Mirror`, no `String(describing:)`). An app type's value is recorded by its
/// `description`: app types named in flows conform to `CustomStringConvertible`.
struct RecordValue: SwiftFragment {
  /// The value's type.
  let type: ValueType
  /// Swift code reading the value.
  let expression: String
  /// Whether the value is declared sensitive: the record holds the placeholder instead.
  var isSensitive = false

  /// The argument label of the support file's record calls for a value of a plain type
  /// (`int` for an `Int`: `recordSet(flow:field:int:)`), which take the value as it is; nil for
  /// any other type, and for a sensitive value, which go through `FlowValue`.
  var plainLabel: String? {
    guard !isSensitive else { return nil }
    switch type {
    case .string: return "string"
    case .int: return "int"
    case .double: return "double"
    case .bool: return "bool"
    case .date: return "date"
    case .url: return "url"
    case .enumeration, .app, .optional, .array: return nil
    }
  }

  /// Appends the conversion.
  func write(to text: inout UTF8Buffer) {
    guard !isSensitive else {
      text.append(".sensitive")
      return
    }
    Self.write(type, expression, to: &text)
  }

  private static func write(_ type: ValueType, _ expression: String, to text: inout UTF8Buffer) {
    switch type {
    case .string: text.append(parts: ".string(", expression, ")")
    case .int: text.append(parts: ".int(", expression, ")")
    case .double: text.append(parts: ".double(", expression, ")")
    case .bool: text.append(parts: ".bool(", expression, ")")
    case .date: text.append(parts: ".date(", expression, ")")
    case .url: text.append(parts: ".url(", expression, ")")
    case .enumeration(let name):
      text.append(parts: ".enumCase(type: ", QuotedText(name), ", name: ", expression, ".rawValue)")
    case .app(let name):
      text.append(parts: ".app(", QuotedText(name), ", ", expression, ")")
    case .optional(let wrapped):
      text.append(parts: ".optional(", expression, ") { ")
      write(wrapped, "$0", to: &text)
      text.append(" }")
    case .array(let element):
      text.append(parts: ".list(", expression, ") { ")
      write(element, "$0", to: &text)
      text.append(" }")
    }
  }
}
