/// A token of the expression language, with its offset (in Unicode scalars) in the expression text.
struct ExpressionToken: Equatable {
  /// An operator or punctuation.
  enum Symbol: UInt8, Equatable {
    case equal, notEqual, lessOrEqual, greaterOrEqual, and, or
    case not, less, greater, plus, minus, openParenthesis, closeParenthesis, dot

    /// The symbol as written.
    var text: String {
      switch self {
      case .equal: "=="
      case .notEqual: "!="
      case .lessOrEqual: "<="
      case .greaterOrEqual: ">="
      case .and: "&&"
      case .or: "||"
      case .not: "!"
      case .less: "<"
      case .greater: ">"
      case .plus: "+"
      case .minus: "-"
      case .openParenthesis: "("
      case .closeParenthesis: ")"
      case .dot: "."
      }
    }

    /// The binary operator the symbol spells, if any.
    var binaryOperator: Expression.BinaryOperator? {
      switch self {
      case .equal: .equal
      case .notEqual: .notEqual
      case .lessOrEqual: .lessOrEqual
      case .greaterOrEqual: .greaterOrEqual
      case .and: .and
      case .or: .or
      case .less: .less
      case .greater: .greater
      case .plus: .add
      case .minus: .subtract
      case .not, .openParenthesis, .closeParenthesis, .dot: nil
      }
    }
  }

  enum Kind: Equatable {
    /// A name: its text is the token's bytes (ASCII, so `length` bytes from `byteOffset`).
    case identifier
    case integer(Int)
    case decimal(Double)
    case string(String)
    case symbol(Symbol)
    case end
  }

  var kind: Kind
  var offset: Int
  var length: Int
  /// Where the token starts in the expression's UTF-8 bytes.
  var byteOffset = 0

  /// The token as written, for messages; `bytes` is the expression text it was read from.
  func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    switch kind {
    case .identifier:
      String(
        decoding: UnsafeBufferPointer(rebasing: bytes[byteOffset..<byteOffset + length]),
        as: UTF8.self)
    case .integer(let value): String(value)
    case .decimal(let value): String(value)
    case .string(let value): "'\(value)'"
    case .symbol(let symbol): symbol.text
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
    var tokens: [ExpressionToken] = []
    try text.withUTF8 { bytes in try tokenize(bytes, into: &tokens) }
    return tokens
  }

  /// Replaces `tokens` with the tokens of `bytes`, ending with `.end`; a caller that parses many
  /// expressions passes the same array each time, so its storage is allocated once.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [ExpressionToken])
    throws(Failure)
  {
    tokens.removeAll(keepingCapacity: true)
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
          .init(kind: .identifier, offset: startOffset, length: index - start, byteOffset: start))
        scalarOffset += index - start
      } else if isDigit(byte) {
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        var isDecimal = false
        if index + 1 < bytes.count && bytes[index] == 0x2E && isDigit(bytes[index + 1]) {
          isDecimal = true
          index += 1
          while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let length = index - start
        scalarOffset += length
        if !isDecimal, let value = integer(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
          tokens.append(.init(kind: .integer(value), offset: startOffset, length: length))
        } else if isDecimal, let value = Double(text(start..<index)), value.isFinite {
          // A decimal too large for a Double parses as infinity, which no Swift literal spells.
          tokens.append(.init(kind: .decimal(value), offset: startOffset, length: length))
        } else {
          throw Failure(
            message: "number `\(text(start..<index))` is too large for "
              + (isDecimal ? "a Double" : "an Int"), offset: startOffset, length: length)
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
        let length = symbol.rawValue <= ExpressionToken.Symbol.or.rawValue ? 2 : 1
        index += length
        scalarOffset += length
        tokens.append(.init(kind: .symbol(symbol), offset: startOffset, length: length))
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
  }

  /// The value of the ASCII decimal digits `digits`, or nil when it does not fit in an `Int`:
  /// what `Int(String)` gives for them, without building the string.
  static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
    var value = 0
    for digit in digits {
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(digit &- UInt8(ascii: "0")))
      if overflowShift || overflowAdd { return nil }
      value = sum
    }
    return value
  }

  /// The operator or punctuation starting at `index`, longest first.
  ///
  /// The two-byte symbols are the ones up to `.or` in `Symbol`'s order.
  private static func symbol(at index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> ExpressionToken.Symbol?
  {
    let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch (bytes[index], next) {
    case (0x3D, 0x3D): return .equal
    case (0x21, 0x3D): return .notEqual
    case (0x3C, 0x3D): return .lessOrEqual
    case (0x3E, 0x3D): return .greaterOrEqual
    case (0x26, 0x26): return .and
    case (0x7C, 0x7C): return .or
    case (0x21, _): return .not
    case (0x3C, _): return .less
    case (0x3E, _): return .greater
    case (0x2B, _): return .plus
    case (0x2D, _): return .minus
    case (0x28, _): return .openParenthesis
    case (0x29, _): return .closeParenthesis
    case (0x2E, _): return .dot
    default: return nil
    }
  }
}
