import FlowRunner
import FlowSpec
import Testing

@testable import GeneratedPhotoEditing

/// The generated runtime spells string values in records as the runner does (`SwiftLiteral`), for
/// every control character, separator and bidirectional control.
@Suite("Generated quoting matches the runner")
struct QuotingParityTests {
  @Test func everyScalarIsQuotedAsTheRunnerQuotesIt() {
    var texts = ["plain", "a\"b\\c", "\r\n", "\u{0600}\"", "tab\there", "e\u{301}"]
    for value in UInt32(0)...0x2100 {
      if let scalar = Unicode.Scalar(value) { texts.append("<\(scalar)>") }
    }
    texts += [0x202E, 0x2066, 0x2069, 0xFEFF].compactMap(Unicode.Scalar.init).map { "<\($0)>" }
    for text in texts {
      #expect(GeneratedPhotoEditing.flowQuoted(text) == Value.string(text).description, "\(text)")
    }
  }
}
