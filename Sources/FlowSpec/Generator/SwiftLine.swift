/// One line of Swift source, written the way a string is: `"case \(event.name)"`.
///
/// The interpolation collects UTF-8 bytes: literal parts are copied from the program's constant
/// text and interpolated names straight from their strings, so writing a line builds no
/// temporary `String` (the generators write tens of thousands of lines).
public struct SwiftLine: ExpressibleByStringInterpolation, Sendable {
  /// The line's text, as UTF-8.
  var bytes: [UInt8]

  /// An empty line, to append to.
  public init() {
    bytes = []
  }

  /// A line holding `text` as it is.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// A line holding a literal.
  public init(stringLiteral literal: StaticString) {
    bytes = literal.withUTF8Buffer { Array($0) }
  }

  /// A line built by interpolation.
  public init(stringInterpolation: Interpolation) {
    bytes = stringInterpolation.bytes
  }

  /// Appends `text` as it is.
  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends another line's text.
  public mutating func append(_ line: SwiftLine) {
    bytes.append(contentsOf: line.bytes)
  }

  /// Appends `text` as a Swift string literal, escaped as `SwiftLiteral.string` escapes it.
  public mutating func append(quoted text: String) {
    SwiftLiteral.appendString(text, to: &bytes)
  }

  /// Collects a line's literal parts and interpolated values as UTF-8 bytes.
  public struct Interpolation: StringInterpolationProtocol, Sendable {
    var bytes: [UInt8] = []

    /// Reserves room for the literal parts and a typical name per interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a string as it is.
    public mutating func appendInterpolation(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// Appends another line's text.
    public mutating func appendInterpolation(_ line: SwiftLine) {
      bytes.append(contentsOf: line.bytes)
    }

    /// Appends `text` as a Swift string literal, escaped as `SwiftLiteral.string` escapes it.
    public mutating func appendInterpolation(quoted text: String) {
      SwiftLiteral.appendString(text, to: &bytes)
    }

    /// Appends `items` separated by `, `: an argument or parameter list.
    public mutating func appendInterpolation(list items: [SwiftLine]) {
      for (index, item) in items.enumerated() {
        if index > 0 { appendLiteral(", ") }
        bytes.append(contentsOf: item.bytes)
      }
    }

    /// Appends a value's description (numbers, types).
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      bytes.append(contentsOf: value.description.utf8)
    }
  }
}
