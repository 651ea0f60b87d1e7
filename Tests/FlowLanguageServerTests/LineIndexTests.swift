import FlowSpec
import Testing

@testable import FlowLanguageServer

/// Conversions between FlowSpec's locations (1-based, Unicode scalars, libyaml's line breaks)
/// and the protocol's positions (0-based, in the negotiated encoding, LF/CR/CR LF only).
@Suite struct LineIndexTests {
  private let text = Array("a: é😀x\r\nb\rc\u{2028}d\n".utf8)

  @Test func columnsCountInTheNegotiatedEncoding() {
    let index = LineIndex(text)
    // `x` is column 6 in scalars: after `a`, `:`, ` `, `é`, `😀`.
    let x = SourceLocation(line: 1, column: 6)
    #expect(index.position(of: x, encoding: .utf8) == ProtocolPosition(line: 0, character: 9))
    #expect(index.position(of: x, encoding: .utf16) == ProtocolPosition(line: 0, character: 6))
    #expect(index.position(of: x, encoding: .utf32) == ProtocolPosition(line: 0, character: 5))
    for encoding in PositionEncoding.allCases {
      let position = index.position(of: x, encoding: encoding)
      #expect(index.location(of: position, encoding: encoding) == x)
    }
  }

  @Test func lineBreaksDifferOnlyWhereYAMLHasMoreOfThem() {
    let index = LineIndex(text)
    // FlowSpec's line 4 starts after U+2028; for the protocol, `c` and `d` share line 2.
    let d = SourceLocation(line: 4, column: 1)
    #expect(index.position(of: d, encoding: .utf16) == ProtocolPosition(line: 2, character: 2))
    #expect(
      index.location(of: ProtocolPosition(line: 2, character: 2), encoding: .utf16) == d)
    let b = SourceLocation(line: 2, column: 1)
    #expect(index.position(of: b, encoding: .utf8) == ProtocolPosition(line: 1, character: 0))
  }

  @Test func positionsOutsideTheTextAreClamped() {
    let index = LineIndex(text)
    let pastLine = index.location(of: ProtocolPosition(line: 0, character: 99), encoding: .utf16)
    #expect(pastLine == SourceLocation(line: 1, column: 7))
    // Half of the surrogate pair of 😀 means the end of it.
    let half = index.location(of: ProtocolPosition(line: 0, character: 5), encoding: .utf16)
    #expect(half == SourceLocation(line: 1, column: 6))
    for encoding in PositionEncoding.allCases {
      let far = ProtocolPosition(line: 0, character: .max)
      #expect(index.offset(of: far, encoding: encoding) == 10, "\(encoding)")
      #expect(
        index.offset(of: ProtocolPosition(line: .max, character: .max), encoding: encoding)
          == text.count)
    }
    let pastEnd = index.offset(of: ProtocolPosition(line: 40, character: 0), encoding: .utf8)
    #expect(pastEnd == text.count)
    #expect(index.offset(of: SourceLocation(line: 99, column: 1)) == text.count)
    #expect(
      LineIndex([]).position(ofOffset: 5, encoding: .utf16)
        == ProtocolPosition(line: 0, character: 0))
  }

  @Test func aByteOrderMarkIsNotPartOfFlowSpecsFirstLine() {
    let index = LineIndex([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
    let b = SourceLocation(line: 1, column: 2)
    #expect(index.position(of: b, encoding: .utf16) == ProtocolPosition(line: 0, character: 2))
    #expect(index.position(of: b, encoding: .utf8) == ProtocolPosition(line: 0, character: 4))
  }

  @Test func bytesThatAreNotUTF8CountAsOneScalarEach() {
    let index = LineIndex([0x61, 0xFF, 0xFE, 0x62])
    let b = SourceLocation(line: 1, column: 4)
    #expect(index.offset(of: b) == 3)
    #expect(index.position(of: b, encoding: .utf16) == ProtocolPosition(line: 0, character: 3))
  }

  /// `didChange`'s conversion, which reads the text only up to the position, agrees with the
  /// index at every position of texts with every line break, multi-byte scalars and a BOM.
  @Test func offsetsWithoutAnIndexAgreeWithTheIndex() {
    let texts = [
      "a\nbc\r\nd\re", "\u{FEFF}é😀x\n\n€", "", "\n", "x\u{2028}y\nz", "😀\r\n😀",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let index = LineIndex(bytes)
      for encoding in PositionEncoding.allCases {
        for line in 0...6 {
          for character in 0...8 {
            let position = ProtocolPosition(line: line, character: character)
            #expect(
              LineIndex.offset(of: position, in: bytes, encoding: encoding)
                == index.offset(of: position, encoding: encoding),
              "\(text.debugDescription) \(encoding) \(line):\(character)")
          }
        }
      }
    }
  }
}
