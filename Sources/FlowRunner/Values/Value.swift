import FlowSpec

/// A runtime value of the flow language.
///
/// App types are opaque: the runner carries the text it was given (`Photo(beach.jpg)`). Optionals
/// are not boxed: an optional holds `.null` or the wrapped value itself.
public indirect enum Value: Sendable, Hashable, CustomStringConvertible {
  /// A `String`.
  case string(String)
  /// An `Int`.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A `Bool`.
  case bool(Bool)
  /// A `Date`, as normalized ISO 8601 text (`2026-11-22T10:30:00Z`), which sorts by time.
  case date(String)
  /// A `URL`.
  case url(String)
  /// A case of an enum.
  case enumCase(type: String, name: String)
  /// An opaque value of an app type, identified by the text it was given.
  case app(type: String, token: String)
  /// An array.
  case array([Value])
  /// `nil`.
  case null
  /// What an effect holds in place of a sensitive value (`Field.placeholder`). Evaluation never
  /// produces it: the machine keeps and uses the real value.
  case redacted

  /// The value as the trace shows it: strings quoted, enum cases with a dot, app values wrapped.
  public var description: String {
    switch self {
    case .string(let text): Self.quoted(text)
    case .int(let value): String(value)
    case .double(let value): Self.format(value)
    case .bool(let value): String(value)
    case .date(let text): text
    case .url(let text): text
    case .enumCase(_, let name): ".\(name)"
    case .app(let type, let token): "\(type)(\(token))"
    case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .null: "nil"
    case .redacted: Field.placeholder
    }
  }

  /// A double the way Swift prints it (`2.0`, `0.5`).
  static func format(_ value: Double) -> String { "\(value)" }

  /// A string as a Swift literal, escaped exactly as generated code spells it.
  static func quoted(_ text: String) -> String { SwiftLiteral.string(text) }
}
