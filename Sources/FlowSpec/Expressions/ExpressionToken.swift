/// A token of the expression language, with its offset (in Unicode scalars) in the expression text.
struct ExpressionToken: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case symbol(String)
    case end
  }

  var kind: Kind
  var offset: Int
  var length: Int

  var text: String {
    switch kind {
    case .identifier(let name): name
    case .integer(let value): String(value)
    case .decimal(let value): String(value)
    case .string(let value): "'\(value)'"
    case .symbol(let symbol): symbol
    case .end: "end of expression"
    }
  }
}

/// Splits expression text into tokens; reports the first bad character.
///
/// Works on UTF-8 bytes (the language's tokens are ASCII) and keeps offsets in Unicode scalars,
/// which is what source columns count.
struct ExpressionLexer {
  struct Failure: Error {
    var message: String
    var offset: Int
    var length: Int
  }

  static func tokenize(_ text: String) throws -> [ExpressionToken] {
    var text = text
    return try text.withUTF8 { bytes in try tokenize(bytes) }
  }

  private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure)
    -> [ExpressionToken]
  {
    var tokens: [ExpressionToken] = []
    // Most expressions are a few tokens: one allocation instead of several growths.
    tokens.reserveCapacity(min(bytes.count + 1, 16))
    var index = 0
    // The scalar offset of `index`: bytes before it that are not UTF-8 continuation bytes.
    var scalarOffset = 0
    func isLetter(_ b: UInt8) -> Bool { b.isASCIILetter || b == UInt8(ascii: "_") }
    func isDigit(_ b: UInt8) -> Bool { b.isASCIIDigit }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        index += 1
        scalarOffset += 1
        continue
      }
      let start = index
      let startOffset = scalarOffset
      if isLetter(byte) {
        while index < bytes.count && (isLetter(bytes[index]) || isDigit(bytes[index])) {
          index += 1
        }
        tokens.append(
          .init(kind: .identifier(text(start..<index)), offset: startOffset, length: index - start))
        scalarOffset += index - start
      } else if isDigit(byte) {
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        var isDecimal = false
        if index + 1 < bytes.count && bytes[index] == 0x2E && isDigit(bytes[index + 1]) {
          isDecimal = true
          index += 1
          while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let literal = text(start..<index)
        let length = index - start
        scalarOffset += length
        if isDecimal, let value = Double(literal) {
          tokens.append(.init(kind: .decimal(value), offset: startOffset, length: length))
        } else if !isDecimal, let value = Int(literal) {
          tokens.append(.init(kind: .integer(value), offset: startOffset, length: length))
        } else {
          throw Failure(
            message: "number `\(literal)` is too large", offset: startOffset, length: length)
        }
      } else if byte == 0x27 {
        index += 1
        var value: [UInt8] = []
        var closed = false
        while index < bytes.count {
          if bytes[index] == 0x27 {
            if index + 1 < bytes.count && bytes[index + 1] == 0x27 {
              value.append(0x27)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          value.append(bytes[index])
          index += 1
        }
        guard closed else {
          throw Failure(message: "unterminated string literal", offset: startOffset, length: 1)
        }
        let length = bytes[start..<index].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        scalarOffset += length
        tokens.append(
          .init(
            kind: .string(String(decoding: value, as: UTF8.self)), offset: startOffset,
            length: length))
      } else if let symbol = symbol(at: index, in: bytes) {
        index += symbol.utf8.count
        scalarOffset += symbol.utf8.count
        tokens.append(.init(kind: .symbol(symbol), offset: startOffset, length: symbol.utf8.count))
      } else {
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = text(index..<end)
        let hint =
          byte == 0x22
          ? "; strings are written in single quotes" : byte == 0x3D ? "; compare with `==`" : ""
        throw Failure(
          message: "unexpected character `\(character)`\(hint)", offset: startOffset, length: 1)
      }
    }
    tokens.append(.init(kind: .end, offset: scalarOffset, length: 1))
    return tokens
  }

  /// The operator or punctuation starting at `index`, longest first.
  private static func symbol(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch (bytes[index], next) {
    case (0x3D, 0x3D): return "=="
    case (0x21, 0x3D): return "!="
    case (0x3C, 0x3D): return "<="
    case (0x3E, 0x3D): return ">="
    case (0x26, 0x26): return "&&"
    case (0x7C, 0x7C): return "||"
    case (0x21, _): return "!"
    case (0x3C, _): return "<"
    case (0x3E, _): return ">"
    case (0x2B, _): return "+"
    case (0x2D, _): return "-"
    case (0x28, _): return "("
    case (0x29, _): return ")"
    case (0x2E, _): return "."
    default: return nil
    }
  }
}
