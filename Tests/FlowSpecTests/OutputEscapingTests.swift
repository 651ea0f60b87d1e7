import FlowSpec
import Foundation
import Testing

/// Hostile texts every escaping is tested on.
enum HostileText {
  /// Every C0 control, DEL, every C1 control, and the invisible format characters.
  static let unsafeScalars: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) }
    + (0x7F...0x9F).map { Unicode.Scalar(UInt8($0)) }
    + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E]
    .compactMap(Unicode.Scalar.init)
    + [0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF].compactMap(Unicode.Scalar.init)

  /// Texts built to break out of one output or another.
  static let samples: [String] = [
    "A\r\n::error file=App.swift,line=1::FORGED",
    "A\r\n::stop-commands::token",
    "\u{0600}\" URL=\"javascript:alert(1)\" x=\"",
    "\u{0600}\\\" URL=\\\"javascript:alert(1)\\\"",
    "a\rb\nc\r\nd\u{85}e\u{2028}f\u{2029}g\u{B}h\u{C}i",
    "\u{1B}[31mred\u{1B}[0m\u{7}\u{1B}]0;title\u{7}",
    "\u{9B}2J\u{7F}\u{0}",
    "admin\u{202E}\u{2066}// check later\u{2069}\u{2066}",
    "100%0A%25%3A%2C: done, too",
    "#quot; #35; &amp; &lt;b&gt; <b>bold</b> `code` | %%{init: {}}%% \u{FB02}\u{B0}lt\u{B6}\u{DF}",
    "back\\slash \\N \\G \\l",
    "e\u{301}\"\u{301}\n\u{301}",
    "emoji 👩‍👩‍👧 and tab\there",
    // Unsafe scalars alone, first and last; nothing; invalid UTF-8 (decoded as U+FFFD) around
    // the bytes that start unsafe scalars.
    "", "\r", "\n", "\u{1B}", "\r\n", "\u{1B}first", "last\r", "\u{2028}", "\u{0600}",
    String(decoding: [0xC2, 0x22, 0xE2, 0x80, 0x0D, 0x0A, 0xFF, 0x1B, 0xEF, 0xBB], as: UTF8.self),
    String(String.UnicodeScalarView(unsafeScalars)),
  ]
}

extension String {
  /// The text with every `target` removed, matched on scalars (Foundation's replacing works on
  /// characters, and misses `<br>` when a combining mark follows).
  func removingScalars(_ target: String) -> String {
    let pattern = Array(target.unicodeScalars)
    let scalars = Array(unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: pattern) {
        index += pattern.count
      } else {
        out.append(scalars[index])
        index += 1
      }
    }
    return String(out)
  }
}

@Suite("Output escaping: the shared scalar classes")
struct UnsafeScalarTests {
  @Test func theUnsafeScalarsAreTheControlsOtherThanTabAndTheInvisibleFormatCharacters() {
    let unsafe = Set(HostileText.unsafeScalars).subtracting(["\t"])
    for value in UInt32(0)...0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.isUnsafeInOutput == unsafe.contains(scalar), "U+\(String(value, radix: 16))")
    }
  }
}

@Suite("Output escaping: terminal and log text")
struct TerminalTextTests {
  @Test func everyUnsafeScalarIsShownAsItsEscape() {
    for scalar in HostileText.unsafeScalars where scalar != "\t" {
      let escaped = TerminalText.escaped("a\(scalar)b")
      let expected: String =
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\0": "\\0"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
      #expect(escaped == "a\(expected)b", "U+\(String(scalar.value, radix: 16))")
    }
    #expect(TerminalText.escaped("\u{1B}[2J\u{7}") == "\\u{1B}[2J\\u{7}")
  }

  @Test func printableTextAndTabsStay() {
    let text = "plain ASCII ~ with\ttab, é, 👩‍👩‍👧, \u{0600}\" and \\u{1B} as typed"
    #expect(TerminalText.escaped(text) == text)
  }

  @Test func crlfIsTwoScalarsNotOneCharacter() {
    #expect("\r\n".count == 1)
    #expect(TerminalText.escaped("A\r\n::error::x") == "A\\r\\n::error::x")
  }

  @Test func theResultIsOneLineWithNothingUnsafe() {
    for text in HostileText.samples {
      let escaped = TerminalText.escaped(text)
      #expect(!escaped.unicodeScalars.contains { $0.isUnsafeInOutput }, "\(escaped)")
      #expect(TerminalText.escaped(escaped) == escaped, "escaping twice changes nothing")
    }
  }

  @Test func lineFeedsCanBeKept() {
    #expect(
      TerminalText.escapedKeepingLineFeeds("usage\n  \u{1B}[31m\r\nend")
        == "usage\n  \\u{1B}[31m\\r\nend")
  }
}

@Suite("Output escaping: JSON")
struct JSONEscapingTests {
  /// Decodes one JSON string literal.
  static func decode(_ literal: String) throws -> String {
    try JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8))[0]
  }

  @Test func everyStringParsesBackToItself() throws {
    for text in HostileText.samples + HostileText.unsafeScalars.map(String.init) {
      let literal = JSON.string(text)
      let decoded = try Self.decode(literal)
      #expect(Array(decoded.unicodeScalars) == Array(text.unicodeScalars), "\(literal)")
      let viaSerialization =
        try JSONSerialization.jsonObject(
          with: Data("[\(literal)]".utf8)) as? [String]
      #expect(viaSerialization.map { Array($0[0].unicodeScalars) } == Array(text.unicodeScalars))
    }
  }

  @Test func theLiteralHoldsNoControlOrSeparator() {
    for text in HostileText.samples {
      let literal = JSON.string(text)
      #expect(!literal.unicodeScalars.contains { $0.isUnsafeInOutput || $0 == "\t" }, "\(literal)")
    }
    #expect(JSON.string("\u{2028}\u{2029}\u{1B}\u{85}") == "\"\\u2028\\u2029\\u001b\\u0085\"")
    #expect(JSON.string("a\"b\\c\n\r\t\u{8}\u{C}") == "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\"")
    #expect(JSON.string("\u{0600}\"") == "\"\u{0600}\\\"\"")
  }
}

@Suite("Output escaping: GitHub workflow commands")
struct WorkflowCommandTests {
  /// What the runner makes of an escaped message or property: its escapes undone, on scalars
  /// (as .NET's ordinal `Replace` does; `%0A` then a combining mark is still `%0A`).
  static func unescape(_ text: String, property: Bool) -> String {
    var codes: [String: Unicode.Scalar] = ["%0D": "\r", "%0A": "\n", "%25": "%"]
    if property {
      codes["%3A"] = ":"
      codes["%2C"] = ","
    }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + 2 < scalars.count,
        let decoded = codes[String(String.UnicodeScalarView(scalars[index...(index + 2)]))]
      {
        out.append(decoded)
        index += 3
      } else {
        out.append(scalars[index])
        index += 1
      }
    }
    return String(out)
  }

  @Test func aCommandIsOneLineWithOneCommandWhateverItHolds() throws {
    for text in HostileText.samples {
      let line = WorkflowCommand.line(
        "error", properties: [("file", text), ("line", "1"), ("title", text)], message: text)
      let breaks = line.unicodeScalars.filter(\.isLineTerminator)
      #expect(Array(breaks) == ["\n"], "\(line)")
      #expect(line.hasSuffix("\n"))
      #expect(line.hasPrefix("::error file="))
      // The properties end at the first `::`; they hold exactly the pairs given. (On scalars:
      // U+0600 and the `,` after it are one `Character`.)
      let body = Array(line.unicodeScalars.dropFirst("::error ".count))
      let end = try #require(body.indices.first { body[$0] == ":" })
      #expect(body[end + 1] == ":")
      let properties = body[..<end].split(separator: ",", omittingEmptySubsequences: false)
      #expect(
        properties.map { String(String.UnicodeScalarView($0.prefix { $0 != "=" })) }
          == ["file", "line", "title"])
    }
  }

  @Test func thePropertiesAndPlainMessagesReadBackExactly() {
    let plain = HostileText.samples.map {
      String(
        String.UnicodeScalarView(
          $0.unicodeScalars.filter { !$0.isUnsafeInOutput || $0 == "\r" || $0 == "\n" }))
    }
    for text in plain {
      let property = Self.unescape(WorkflowCommand.property(text), property: true)
      #expect(Array(property.unicodeScalars) == Array(text.unicodeScalars))
      let data = Self.unescape(WorkflowCommand.data(text), property: false)
      #expect(Array(data.unicodeScalars) == Array(text.unicodeScalars))
    }
    let message = "100%0A\r\nsecond line: a, b"
    #expect(Self.unescape(WorkflowCommand.data(message), property: false) == message)
    #expect(WorkflowCommand.data("A\r\n::x") == "A%0D%0A::x")
    #expect(WorkflowCommand.property("a:b,c%") == "a%3Ab%2Cc%25")
  }

  @Test func otherUnsafeScalarsInAMessageAreShownAsEscapes() {
    #expect(WorkflowCommand.data("\u{1B}[31m\u{85}\u{2028}") == "\\u{1B}[31m\\u{85}\\u{2028}")
  }
}
