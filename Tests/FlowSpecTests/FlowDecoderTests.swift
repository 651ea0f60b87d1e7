import FlowSpec
import Testing

@Suite("Flow decoder")
struct FlowDecoderTests {
  private func decode(_ text: String) -> (FlowDeclaration?, Diagnostics) {
    var diagnostics = Diagnostics()
    let (node, _) = loadYAML(text)
    guard let node else { return (nil, diagnostics) }
    return (FlowDecoder.decode(node, file: "t.yaml", diagnostics: &diagnostics), diagnostics)
  }

  @Test func shorthandsMeanPushBackDismissAndStay() throws {
    let (flow, diagnostics) = decode(
      flow(
        screens: """
            first:
              on: { a: second, b: back, c: dismiss, d: stay, e: { finish: done }, f: { popTo: x } }
          """))
    #expect(diagnostics.all.isEmpty)
    let moves = try #require(flow).screens[0].handlers.map { $0.transitions[0].navigation.value }
    #expect(moves.count == 6)
    guard case .push(let target) = moves[0] else {
      Issue.record("a is \(moves[0])")
      return
    }
    #expect(target.value == "second")
    #expect(moves[1] == .back)
    #expect(moves[2] == .dismiss)
    #expect(moves[3] == .stay)
    guard case .finish(let result, let payload) = moves[4] else {
      Issue.record("e")
      return
    }
    #expect(result.value == "done" && payload == nil)
  }

  @Test func doTakesANameAMapOrAList() throws {
    let (flow, diagnostics) = decode(
      flow(
        screens: """
            first:
              on:
                a: { do: refresh }
                b: { do: { save: { x: 1 }, log: {} } }
                c: { do: [refresh, { save: { x: 2 } }] }
          """))
    #expect(diagnostics.all.isEmpty)
    let calls = try #require(flow).screens[0].handlers.map {
      $0.transitions[0].actions.map(\.action.value)
    }
    #expect(calls == [["refresh"], ["save", "log"], ["refresh", "save"]])
  }

  @Test func unknownKeysSuggestTheNearestKey() throws {
    let (_, diagnostics) = decode(flow(screens: "  first:\n    evnts: {}\n"))
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .unknownKey)
    #expect(diagnostic.message.contains("did you mean `events`?"))
    #expect(diagnostic.range.start == SourceLocation(line: 5, column: 5))
  }

  @Test func wrongNodeKindsAreLocated() throws {
    let (_, diagnostics) = decode(flow(screens: "  first:\n    events: [a, b]\n"))
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .wrongNodeKind)
    #expect(diagnostic.message == "the events of screen `first` must be a map, found a list")
    #expect(diagnostic.range.start == SourceLocation(line: 5, column: 13))
  }

  @Test func unquotedArrayTypesAreArrays() throws {
    let (flow, diagnostics) = decode(
      flow(header: "context:\n  items: [Item]\n  maybe: \"[Item]?\"\n", screens: "  first: {}\n"))
    #expect(diagnostics.all.isEmpty)
    #expect(
      try #require(flow).context.map(\.type.value) == [
        .array(.named("Item")), .optional(.array(.named("Item"))),
      ])
  }

  @Test func aConditionStartingWithBangMustBeQuoted() throws {
    let (_, diagnostics) = decode(
      flow(screens: "  first:\n    on:\n      a: { when: !ok, push: b }\n"))
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .expressionSyntax)
    #expect(diagnostic.message.contains("quote the expression: \"!ok\""))
  }

  @Test func columnsInsideQuotedScalarsAccountForEscapes() throws {
    let (_, diagnostics) = decode(
      flow(screens: "  first:\n    on:\n      a: { when: 'x == ''it''''s'' &&', push: b }\n"))
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .expressionSyntax)
    // The scalar opens at column 18; its 19 characters (four `''` pairs among them) end at 37,
    // so "ends early" points at 38, just past `&&`.
    #expect(diagnostic.range.start.column == 38, "\(diagnostic)")
  }

  @Test func aFailedConditionStillCountsAsAGuard() {
    let result = validate(
      flow(
        header: "environment:\n  n: Int\n",
        screens: """
            first:
              events: { go: {} }
              on:
                go:
                  - { when: n = 1, push: first }
                  - stay
          """))
    #expect(result.codes == ["expression-syntax"])
  }

  @Test func reservedNamesAreRejected() {
    let (_, diagnostics) = decode(flow(screens: "  back: {}\n  nil: {}\n  NULL: {}\n"))
    #expect(
      diagnostics.all.map(\.code) == [.invalidIdentifier, .invalidIdentifier, .invalidIdentifier])
  }

  /// Swift keywords are names (the generated code escapes them); the expression language's
  /// words, Swift's own types and YAML's null and Boolean spellings are not.
  @Test func swiftKeywordsAreNamesAndTheReservedWordsAreNot() {
    for name in ["continue", "default", "class", "func", "return", "import", "super", "init"] {
      #expect(Identifier.problem(with: name, case: .lower) == nil, "\(name)")
    }
    #expect(Identifier.problem(withScreenName: "default") == nil)
    for name in ["true", "false", "nil", "event", "self", "null"] {
      #expect(
        Identifier.problem(with: name, case: .lower) == "`\(name)` is a reserved word"
          || name == "null", "\(name)")
    }
    for name in ["Any", "Self", "Type", "Protocol", "Null", "NULL", "True", "FALSE"] {
      #expect(Identifier.problem(with: name, case: .upper)?.contains("is a reserved word") == true)
    }
    #expect(
      Identifier.problem(with: "Null", case: .upper)
        == "`Null` is a reserved word: YAML reads it as null or a Boolean, not as a name")
    for name in Identifier.reservedScreenNames {
      #expect(
        Identifier.problem(withScreenName: name)
          == "`\(name)` is a transition shorthand and cannot name a screen; rename the screen "
          + "(for example `\(name)Screen`) and the transitions that name it")
    }
  }
}
