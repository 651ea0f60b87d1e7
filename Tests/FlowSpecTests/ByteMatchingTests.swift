import Testing

@testable import FlowSpec

/// The decoder's byte-level fast paths (key tables, name checks, number and escape scanning) must
/// agree with the string-based rules they stand in for.
@Suite("Byte matching")
struct ByteMatchingTests {
  /// The original, string-based reserved-word rule: what `Identifier.isValid` must agree with.
  private func slowIsValid(_ name: String, case nameCase: Identifier.Case) -> Bool {
    guard let first = name.utf8.first,
      name.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit })
    else { return false }
    switch nameCase {
    case .upper: guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
    case .lower: guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
    }
    return !Identifier.reserved.contains(name)
  }

  private func isValid(_ name: String, case nameCase: Identifier.Case) -> Bool {
    var name = name
    return name.withUTF8 { Identifier.isValid($0, case: nameCase) }
  }

  /// Names around every reserved word: the word, its prefixes, one letter more, other cases.
  private var candidates: [String] {
    var names = [
      "", "a", "A", "z", "Z", "0", "a0", "x_y", "café", "Café", "naïve", "日本", "a b", "a-b",
      "abcdefghijklmnop", "abcdefghijklmnopq", "Abcdefghijklmnopqrstuvwxyz", "eventName", "events",
      "Null", "null", "back", "dismiss", "stay",
    ]
    for word in Identifier.reserved {
      names += [word, word.uppercased(), word.capitalized, word + "s", "x" + word]
      names += word.indices.map { String(word[..<$0]) }
    }
    return names
  }

  @Test func reservedWordsOfEveryLengthAreFound() {
    let lengths = Set(Identifier.reserved.map(\.utf8.count))
    #expect(lengths.count >= 4)
    for word in Identifier.reserved {
      #expect(Identifier.reservedTable.position(of: word) != nil, "\(word)")
      #expect(Identifier.problem(with: word, case: .lower) != nil || word.first!.isUppercase)
    }
  }

  @Test func nameCheckAgreesWithTheStringRules() {
    for name in candidates {
      for nameCase in [Identifier.Case.lower, .upper] {
        #expect(isValid(name, case: nameCase) == slowIsValid(name, case: nameCase), "\(name)")
        #expect(
          (Identifier.problem(with: name, case: nameCase) == nil)
            == slowIsValid(name, case: nameCase), "\(name)")
      }
    }
  }

  @Test func keyTableFindsExactlyItsNames() {
    let table = KeyTable(FlowDecoder.transitionKeys)
    for (position, key) in FlowDecoder.transitionKeys.enumerated() {
      #expect(table.position(of: key) == position)
      #expect(table.position(of: key + "x") == nil)
      #expect(table.position(of: String(key.dropLast())) == nil)
      #expect(table.position(of: key.uppercased()) == nil)
      #expect(table.position(of: key + "\u{0}") == nil)
    }
    for other in ["", "whe", "popto", "présent", "finishfinishfinish", "abcdefghijklmnopq"] {
      #expect(table.position(of: other) == nil, "\(other)")
    }
    // Names past eight bytes use the second word.
    let long = KeyTable(["description", "environment", "abcdefghijklmnop"])
    #expect(long.position(of: "environment") == 1)
    #expect(long.position(of: "abcdefghijklmnop") == 2)
    #expect(long.position(of: "abcdefghijklmnoq") == nil)
    #expect(long.position(of: "environmenT") == nil)
  }

  @Test func keyEnumsFollowTheKeyLists() {
    #expect(FlowDecoder.screenKeys == FlowDecoder.ScreenKey.allCases.map { "\($0)" })
    #expect(FlowDecoder.transitionKeys == FlowDecoder.TransitionKey.allCases.map { "\($0)" })
    #expect(
      FlowDecoder.navigationKeys
        == FlowDecoder.TransitionKey.allCases.filter(\.isNavigation).map { "\($0)" })
    #expect(
      FlowDecoder.shorthandTable.names == FlowDecoder.Shorthand.allCases.map { "\($0)" })
  }

  @Test(arguments: [
    "0", "7", "42", "9223372036854775807", "9223372036854775808", "99999999999999999999",
  ])
  func integerLiteralsMatchIntParsing(_ digits: String) {
    var digits = digits
    let fast = digits.withUTF8 { ExpressionLexer.integer($0) }
    #expect(fast == Int(digits))
  }

  @Test func escapesCountScalarsNotBytes() {
    func escapes(_ text: String, _ style: YAMLScalar.Style) -> [Int] {
      var text = text
      return text.withUTF8 { FlowDecoder.escapes(in: $0, style: style) }
    }
    #expect(escapes("a'b'", .singleQuoted) == [1, 3])
    #expect(escapes("é'b", .singleQuoted) == [1])
    #expect(escapes("日本\"x\\", .doubleQuoted) == [2, 4])
    #expect(escapes("a'\"b", .doubleQuoted) == [2])
    #expect(escapes("a'b", .plain).isEmpty)
    #expect(escapes("a'b", .block).isEmpty)
  }

  private func decodeMessages(_ text: String) -> [String] {
    var diagnostics = Diagnostics()
    guard let node = loadYAML(text).0 else { return ["no YAML"] }
    _ = FlowDecoder.decode(node, file: "t.yaml", diagnostics: &diagnostics)
    return diagnostics.all.map(\.message)
  }

  /// Every name and key rule on its fast and slow path; the messages are the ones flowc gave
  /// before the fast paths existed.
  @Test func namesAndKeysTakeTheFastAndTheSlowPath() {
    let messages = decodeMessages(
      flow(
        header: """
          inputs: { plain: Int, Null: Int, café: Int, class: Int, nil: Int }
          context: { a: Null, b: "Null", c: Café, d: "[Int]?", e: enum, f: ~ }

          """,
        screens: """
            first:
              on:
                a: { back: true, push: second, present: third, stay: 'true' }
                b: { dismiss: 'true', pusj: x }
                c: { when: !tagged x, push: second }
                d: { when: "a ''b'' == c", set: { x: 1 + 99999999999999999999 } }
            ~: {}
            back: {}
            Second: {}
          """))
    // Declarations are decoded before the screens that use them.
    #expect(
      messages == [
        "`Null` must be lowerCamelCase (start with a lowercase letter)",
        "`café` is not a valid name: use ASCII letters and digits only",
        "`nil` is a reserved word",
        "this value must be a type, found nothing",
        "`Null` is not a type: `Null` is a reserved word: YAML reads it as null or a Boolean, not as a name",
        "`Café` is not a type: `Café` is not an UpperCamelCase type name",
        "`enum` is not a type: `enum` is not an UpperCamelCase type name",
        "this value must be a type, found nothing",
        "a transition has at most one navigation, but this one has `back` and `push`",
        "a transition has at most one navigation, but this one has `back` and `present`",
        "a transition has at most one navigation, but this one has `back` and `stay`",
        "unknown key `pusj` in a transition; did you mean `push`?",
        "write `dismiss: true`, or `dismiss` alone as the whole transition",
        "YAML read `!tagged` as a tag; quote the expression: \"!tagged x\"",
        "unexpected `''` after the expression",
        "number `99999999999999999999` is too large for an Int",
        "`~` is not a valid name: use ASCII letters and digits only",
        "`back` is a transition shorthand and cannot name a screen; rename the screen (for example `backScreen`) and the transitions that name it",
        "`Second` must be lowerCamelCase (start with a lowercase letter)",
      ])
  }
}
