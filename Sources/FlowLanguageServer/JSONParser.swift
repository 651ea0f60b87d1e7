/// Parses JSON text (RFC 8259) into a `JSON` value; a recursive descent over the bytes.
///
/// Strict about the grammar, bounded in nesting, and lenient only where the protocol's clients
/// are known to be: a lone UTF-16 surrogate in a `\u` escape becomes U+FFFD.
public struct JSONParser {
  /// Why a text is not JSON: a message and the byte offset where parsing stopped.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The byte offset of the problem.
    public var offset: Int

    /// `message at byte offset`.
    public var description: String { "\(message) at byte \(offset)" }
  }

  /// The deepest nesting of arrays and objects accepted.
  public static let maxDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON value that makes up the whole of `bytes` (surrounding whitespace allowed).
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSON {
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the value")
    }
    return value
  }

  private func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value() throws(Failure) -> JSON {
    guard let byte = current else { throw failure("unexpected end of the text") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("unexpected character")
    }
  }

  private mutating func literal(_ word: String, _ value: JSON) throws(Failure) -> JSON {
    for expected in word.utf8 {
      guard current == expected else { throw failure("invalid literal") }
      index += 1
    }
    return value
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
    index += 1
  }

  private mutating func object() throws(Failure) -> JSON {
    try enter()
    var members: [String: JSON] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a member name") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipWhitespace()
      members[key] = try value()
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw failure("expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSON {
    try enter()
    var elements: [JSON] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw failure("expected ',' or ']'")
      }
    }
  }

  private mutating func number() throws(Failure) -> JSON {
    let start = index
    var integral = true
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw failure("invalid number") }
    if first == UInt8(ascii: "0") {
      index += 1
    } else {
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: ".") {
      integral = false
      index += 1
      guard let byte = current, isDigit(byte) else { throw failure("invalid number") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      integral = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else { throw failure("invalid number") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if integral, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else { throw failure("number out of range") }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
          throw failure("invalid UTF-8 in a string")
        }
        scalars.append(contentsOf: run.unicodeScalars)
        if byte == UInt8(ascii: "\"") {
          index += 1
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else { throw failure("control character in a string") }
        index += 1
        scalars.append(try escape())
        runStart = index
      } else {
        index += 1
      }
    }
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard let byte = current else { throw failure("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
        index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      {
        let save = index
        index += 2
        let low = try hexUnit()
        if (0xDC00..<0xE000).contains(low) {
          return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        index = save
      }
      return Unicode.Scalar(unit) ?? "\u{FFFD}"
    default: throw failure("invalid escape")
    }
  }

  private mutating func hexUnit() throws(Failure) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else {
        throw failure("invalid \\u escape")
      }
      unit = unit << 4 | digit
      index += 1
    }
    return unit
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
