/// A resolved type of the flow language.
public indirect enum ValueType: Sendable, Hashable, CustomStringConvertible {
  /// `String`.
  case string
  /// `Int`.
  case int
  /// `Double`.
  case double
  /// `Bool`.
  case bool
  /// `Date`.
  case date
  /// `URL`.
  case url
  /// An enum declared under `types`.
  case enumeration(String)
  /// Any other UpperCamelCase name: an opaque app type.
  case app(String)
  /// `T?`.
  case optional(ValueType)
  /// `[T]`.
  case array(ValueType)

  /// The built-in type names.
  public static let builtIns: [String: ValueType] = [
    "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "Date": .date, "URL": .url,
  ]

  /// The type in Swift syntax.
  public var description: String {
    var text = UTF8Buffer()
    write(to: &text)
    return text.string
  }

  /// Appends `description` to `text` (the generators write types this way, with no `String` on
  /// the way).
  func write(to text: inout UTF8Buffer) {
    switch self {
    case .string: text.append("String")
    case .int: text.append("Int")
    case .double: text.append("Double")
    case .bool: text.append("Bool")
    case .date: text.append("Date")
    case .url: text.append("URL")
    case .enumeration(let name), .app(let name): text.append(name)
    case .optional(let wrapped):
      wrapped.write(to: &text)
      text.append(UInt8(ascii: "?"))
    case .array(let element):
      text.append(UInt8(ascii: "["))
      element.write(to: &text)
      text.append(UInt8(ascii: "]"))
    }
  }

  /// True for `T?`.
  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without one level of `?`.
  public var unwrapped: ValueType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// True for types whose values `==` can compare.
  public var isEquatable: Bool {
    switch self {
    case .string, .int, .double, .bool, .date, .url, .enumeration: true
    case .optional(let wrapped): wrapped.isEquatable
    case .app, .array: false
    }
  }

  /// True for types `<` can order.
  public var isOrdered: Bool {
    switch self {
    case .string, .int, .double, .date: true
    default: false
    }
  }

  /// True for `Date`, `URL` and app types, and optionals and arrays of them: the types
  /// Foundation may declare (an app type may be `UUID` or `Data`).
  public var mayBeFoundations: Bool {
    switch self {
    case .date, .url, .app: true
    case .optional(let inner), .array(let inner): inner.mayBeFoundations
    case .string, .int, .double, .bool, .enumeration: false
    }
  }

  /// True for `Int` and `Double`.
  public var isNumeric: Bool { self == .int || self == .double }

  /// True when a value of type `self` may be stored where `target` is expected (`T` fits `T?`).
  public func fits(_ target: ValueType) -> Bool {
    if self == target { return true }
    if case .optional(let wrapped) = target { return fits(wrapped) }
    return false
  }
}
