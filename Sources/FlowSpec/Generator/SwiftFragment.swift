/// A piece of a line of Swift that writes its own text: what `SwiftWriter.line(parts:)` joins.
///
/// A line given as parts (`w.line(parts: "let ", name, ": ", type)`) is written straight into the
/// writer's text, piece by piece: no `String` and no buffer of its own is built for the line or
/// for any of its parts.
protocol SwiftFragment {
  /// Appends the fragment's UTF-8 text to `text`.
  func write(to text: inout UTF8Buffer)
}

extension String: SwiftFragment {
  /// Appends the string as it is.
  func write(to text: inout UTF8Buffer) {
    text.append(self)
  }
}

extension Int: SwiftFragment {
  /// Appends the number in decimal, as `description` spells it.
  func write(to text: inout UTF8Buffer) {
    text.append(decimal: self)
  }
}

extension ValueType: SwiftFragment {
  /// Appends the type in Swift syntax, as `description` (`SwiftNames.type`) spells it.
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
}

extension UTF8Buffer {
  /// Appends `items` separated by `, ` (an argument or parameter list), each written by `item`.
  mutating func appendList<Items: Collection>(
    _ items: Items, _ item: (inout UTF8Buffer, Items.Element) -> Void
  ) {
    var first = true
    for element in items {
      if !first { append(parts: ", ") }
      first = false
      item(&self, element)
    }
  }
}
