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
struct ExpressionLexer {
  struct Failure: Error {
    var message: String
    var offset: Int
    var length: Int
  }

  private static let symbols = [
    "==", "!=", "<=", ">=", "&&", "||", "!", "<", ">", "+", "-", "(", ")", ".",
  ]

  static func tokenize(_ text: String) throws(Failure) -> [ExpressionToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [ExpressionToken] = []
    var index = 0
    func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_"
    }
    func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\n" || scalar == "\t" {
        index += 1
        continue
      }
      let start = index
      if isIdentifierStart(scalar) {
        while index < scalars.count
          && (isIdentifierStart(scalars[index]) || isDigit(scalars[index]))
        {
          index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        tokens.append(.init(kind: .identifier(name), offset: start, length: index - start))
      } else if isDigit(scalar) {
        while index < scalars.count && isDigit(scalars[index]) { index += 1 }
        var isDecimal = false
        if index + 1 < scalars.count && scalars[index] == "." && isDigit(scalars[index + 1]) {
          isDecimal = true
          index += 1
          while index < scalars.count && isDigit(scalars[index]) { index += 1 }
        }
        let literal = String(String.UnicodeScalarView(scalars[start..<index]))
        if isDecimal, let value = Double(literal) {
          tokens.append(.init(kind: .decimal(value), offset: start, length: index - start))
        } else if !isDecimal, let value = Int(literal) {
          tokens.append(.init(kind: .integer(value), offset: start, length: index - start))
        } else {
          throw Failure(
            message: "number `\(literal)` is too large", offset: start, length: index - start)
        }
      } else if scalar == "'" {
        index += 1
        var value = String.UnicodeScalarView()
        var closed = false
        while index < scalars.count {
          if scalars[index] == "'" {
            if index + 1 < scalars.count && scalars[index + 1] == "'" {
              value.append("'")
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          value.append(scalars[index])
          index += 1
        }
        guard closed else {
          throw Failure(message: "unterminated string literal", offset: start, length: 1)
        }
        tokens.append(.init(kind: .string(String(value)), offset: start, length: index - start))
      } else if let symbol = symbols.first(where: { matches($0, scalars, at: index) }) {
        index += symbol.unicodeScalars.count
        tokens.append(.init(kind: .symbol(symbol), offset: start, length: index - start))
      } else {
        let hint =
          scalar == "\""
          ? "; strings are written in single quotes" : scalar == "=" ? "; compare with `==`" : ""
        throw Failure(message: "unexpected character `\(scalar)`\(hint)", offset: start, length: 1)
      }
    }
    tokens.append(.init(kind: .end, offset: scalars.count, length: 1))
    return tokens
  }

  private static func matches(_ symbol: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool
  {
    var i = index
    for s in symbol.unicodeScalars {
      guard i < scalars.count, scalars[i] == s else { return false }
      i += 1
    }
    return true
  }
}
