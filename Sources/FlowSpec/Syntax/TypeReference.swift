/// A type as written in a flow file: `String`, `Photo?`, `[Restaurant]`, `UserRole`.
public enum TypeReference: Sendable, Equatable, CustomStringConvertible {
  /// A named type: built-in, enum from `types`, or app type.
  case named(String)
  /// `T?`.
  indirect case optional(TypeReference)
  /// `[T]`.
  indirect case array(TypeReference)

  /// The type in Swift syntax.
  public var description: String {
    switch self {
    case .named(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    }
  }

  /// Parses `Name`, `T?` and `[T]` (nested freely); nil when the text is not a type.
  public static func parse(_ text: String) -> TypeReference? {
    // Most types are a bare ASCII name: no scalar view needed.
    if !text.isEmpty, text.utf8.allSatisfy(Self.isASCIINameByte) { return .named(text) }
    var scalars = Substring(text.trimmingSpaces).unicodeScalars[...]
    guard let type = parseType(&scalars, depth: 0), scalars.isEmpty else { return nil }
    return type
  }

  private static func isASCIINameByte(_ byte: UInt8) -> Bool {
    byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
  }

  /// How deeply `[` may nest in a type: far beyond any real type, and no stack risk.
  static let maxNesting = 16

  private static func parseType(
    _ s: inout Substring.UnicodeScalarView.SubSequence, depth: Int
  ) -> Self? {
    var type: TypeReference
    if s.first == "[" {
      guard depth < maxNesting else { return nil }
      s.removeFirst()
      guard let element = parseType(&s, depth: depth + 1), s.first == "]" else { return nil }
      s.removeFirst()
      type = .array(element)
    } else {
      let name = s.prefix { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
      guard !name.isEmpty else { return nil }
      s.removeFirst(name.count)
      type = .named(String(String.UnicodeScalarView(name)))
    }
    while s.first == "?" {
      s.removeFirst()
      type = .optional(type)
    }
    return type
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: Substring {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " }),
      let last = scalars.lastIndex(where: { $0 != " " })
    else { return "" }
    return Substring(scalars[first...last])
  }
}
