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

/// A type in Swift syntax, as `description` (`SwiftNames.type`) spells it.
extension ValueType: SwiftFragment {}

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
