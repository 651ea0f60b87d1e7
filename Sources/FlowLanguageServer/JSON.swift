/// A JSON value, as JSON-RPC messages carry them.
///
/// Objects keep their members in a dictionary; the writer sorts keys, so output is stable.
public enum JSON: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits an `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object.
  case object([String: JSON])

  /// The member `key` of an object (nil for a missing member or a value that is not an object).
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The string, if the value is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer, if the value is a number with an integral value.
  public var int: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value):
      guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
      return exact
    default: return nil
    }
  }

  /// The Boolean, if the value is one.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  public var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool { self == .null }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer literal.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A Boolean literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array literal.
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  /// An object literal.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
