@testable import FlowSpec

/// The identifiers and symbols of Swift source, with comments and the text of string literals
/// left out (the code of their interpolations kept): enough to see which names generated code
/// declares and uses.
struct SwiftScanner {
  enum Token: Equatable {
    case identifier(String)
    case symbol(UInt8)

    var identifier: String? {
      if case .identifier(let name) = self { return name }
      return nil
    }
  }

  private enum Context {
    /// Code; inside an interpolation, the parentheses open since it started.
    case code(interpolation: Bool, depth: Int)
    case string(multiline: Bool, hashes: Int)
  }

  static func tokens(_ text: String) -> [Token] {
    let bytes = Array(text.utf8)
    var tokens: [Token] = []
    var stack: [Context] = [.code(interpolation: false, depth: 0)]
    var i = 0
    func at(_ offset: Int) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
    }
    while i < bytes.count {
      let byte = bytes[i]
      switch stack[stack.count - 1] {
      case .string(let multiline, let hashes):
        if byte == UInt8(ascii: "\\") {
          var j = i + 1
          var count = 0
          while j < bytes.count, bytes[j] == UInt8(ascii: "#"), count < hashes {
            count += 1
            j += 1
          }
          if count == hashes, j < bytes.count, bytes[j] == UInt8(ascii: "(") {
            stack.append(.code(interpolation: true, depth: 0))
            i = j + 1
          } else {
            i = j + 1
          }
          continue
        }
        if byte == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          var j = i
          var count = 0
          while count < quotes, j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
            count += 1
            j += 1
          }
          var closing = 0
          while closing < hashes, j < bytes.count, bytes[j] == UInt8(ascii: "#") {
            closing += 1
            j += 1
          }
          if count == quotes, closing == hashes {
            stack.removeLast()
            i = j
            continue
          }
        }
        i += 1
      case .code(let interpolation, let depth):
        if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
          i += 1
        } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
          while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          i += 2
          while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) {
            i += 1
          }
          i += 2
        } else if byte == UInt8(ascii: "\"")
          || (byte == UInt8(ascii: "#") && at(1) == UInt8(ascii: "\""))
          || (byte == UInt8(ascii: "#") && at(1) == UInt8(ascii: "#"))
        {
          var hashes = 0
          while i < bytes.count, bytes[i] == UInt8(ascii: "#") {
            hashes += 1
            i += 1
          }
          let multiline =
            at(0) == UInt8(ascii: "\"") && at(1) == UInt8(ascii: "\"")
            && at(2) == UInt8(ascii: "\"")
          i += multiline ? 3 : 1
          stack.append(.string(multiline: multiline, hashes: hashes))
        } else if isIdentifierByte(byte) && !byte.isASCIIDigit {
          let start = i
          while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
          tokens.append(.identifier(String(decoding: bytes[start..<i], as: UTF8.self)))
        } else if byte.isASCIIDigit || byte == UInt8(ascii: "$") {
          i += 1
          while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
        } else if byte == UInt8(ascii: "`") {
          let start = i + 1
          i = start
          while i < bytes.count, bytes[i] != UInt8(ascii: "`") { i += 1 }
          tokens.append(.identifier(String(decoding: bytes[start..<i], as: UTF8.self)))
          i += 1
        } else {
          if interpolation, byte == UInt8(ascii: ")") {
            if depth == 0 {
              stack.removeLast()
              i += 1
              continue
            }
            stack[stack.count - 1] = .code(interpolation: true, depth: depth - 1)
          } else if interpolation, byte == UInt8(ascii: "(") {
            stack[stack.count - 1] = .code(interpolation: true, depth: depth + 1)
          }
          tokens.append(.symbol(byte))
          i += 1
        }
      }
    }
    return tokens
  }
}
