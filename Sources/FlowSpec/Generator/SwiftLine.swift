/// One line of Swift source, written the way a string is: `"case \(event.name)"`.
///
/// The interpolation collects UTF-8 bytes: literal parts are copied from the program's constant
/// text and interpolated names straight from their strings, so writing a line builds no
/// temporary `String` (the generators write tens of thousands of lines), and a constant line is
/// never copied at all.
public struct SwiftLine: ExpressibleByStringInterpolation, Sendable {
  /// Where the text is: a constant line stays the program's literal, so it costs no allocation.
  private enum Storage: Sendable {
    case literal(StaticString)
    case text(String)
    case bytes(UTF8Buffer)
  }

  private let storage: Storage

  /// Bytes reserved for an interpolated line: most lines fit, so they never grow.
  static let typicalLength = 128

  /// A line holding `text` as it is.
  public init(_ text: String) {
    storage = .text(text)
  }

  /// A line holding a literal.
  public init(stringLiteral literal: StaticString) {
    storage = .literal(literal)
  }

  /// A line built by interpolation.
  public init(stringInterpolation: Interpolation) {
    storage = .bytes(stringInterpolation.bytes)
  }

  /// Calls `body` with the line's UTF-8 bytes.
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch storage {
    case .literal(let literal): return literal.withUTF8Buffer(body)
    case .text(var text): return text.withUTF8(body)
    case .bytes(let bytes): return bytes.withBytes(body)
    }
  }

  /// Collects a line's literal parts and interpolated values as UTF-8 bytes.
  public struct Interpolation: StringInterpolationProtocol, Sendable {
    var bytes: UTF8Buffer

    /// Reserves room for the literal parts and a typical value per interpolation, and for at least
    /// a typical line: a line's bytes are allocated once, not grown piece by piece.
    public init(literalCapacity: Int, interpolationCount: Int) {
      bytes = UTF8Buffer(
        capacity: max(SwiftLine.typicalLength, literalCapacity + 32 * interpolationCount))
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { bytes.append($0) }
    }

    /// Appends a string as it is.
    public mutating func appendInterpolation(_ text: String) {
      bytes.append(text)
    }

    /// Appends another line's text.
    public mutating func appendInterpolation(_ line: SwiftLine) {
      line.withUTF8 { bytes.append($0) }
    }

    /// Appends a value's description (numbers, types).
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      bytes.append(value.description)
    }
  }
}
