import Testing

@testable import FlowLanguageServer

/// The JSON parser and writer: round trips, escapes, and what is refused.
@Suite struct JSONParserTests {
  private func parse(_ text: String) throws(JSONParser.Failure) -> JSON {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func valuesRoundTrip() throws {
    let text = #"{"a":[1,-2.5,true,false,null],"b":"x\"\\\n\u0001é😀","c":{}}"#
    let value = try parse(text)
    #expect(value["a"]?.array?.count == 5)
    #expect(value["b"]?.string == "x\"\\\n\u{1}é😀")
    #expect(try JSONParser.parse(value.bytes) == value)
    #expect(String(decoding: value.bytes, as: UTF8.self) == text)
  }

  @Test func escapesOfSurrogates() throws {
    #expect(try parse(#""\ud83d\ude00""#).string == "😀")
    #expect(try parse(#""\ud800x""#).string == "\u{FFFD}x")
    #expect(try parse(#""\udc00""#).string == "\u{FFFD}")
  }

  @Test func whatIsNotJSONIsRefused() {
    for text in [
      "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "\"\u{1}\"", "\"\\x\"", "nul", "1 2", "1e999",
      String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ] {
      #expect(throws: JSONParser.Failure.self, "\(text.prefix(20))") { try parse(text) }
    }
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  @Test func integersStayIntegers() throws {
    #expect(try parse("42") == .int(42))
    #expect(try parse("4.0").int == 4)
    #expect(try parse("1e2") == .double(100))
    #expect(JSON.int(-3).bytes == Array("-3".utf8))
  }
}
