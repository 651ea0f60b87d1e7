import FlowSpec
import Testing

@Suite("Type checker")
struct TypeCheckerTests {
  private let header = """
    inputs:
      album: Album
    context:
      photo: Photo?
      count: { type: Int, default: 0 }
      price: { type: Double, default: 1 }
      role: { type: Role, default: .normal }
      name: { type: String, default: "'anonymous'" }
    environment:
      canPost: Bool
    types:
      Role: [normal, vip]
    actions:
      save: { photo: Photo, count: Int }
    results:
      done: { count: Int }

    """

  /// One screen whose `go` event has the given transition; returns the error codes reported.
  private func check(_ transition: String, payload: String = "{ n: Int, label: String }")
    -> [String]
  {
    validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                go: \(payload)
                quit: {}
              on:
                go: \(transition)
                quit: { finish: { done: { count: count } } }
          """)
    ).diagnostics.sorted.filter { $0.severity == .error }.map(\.code.rawValue)
  }

  @Test(arguments: [
    "{ when: canPost && count > 2, stay: true }",
    "{ set: { price: 2 }, stay: true }",
    "{ set: { price: price + 1 }, stay: true }",
    "{ set: { count: event.n - 1 }, stay: true }",
    "{ set: { photo: nil }, stay: true }",
    "{ set: { role: .vip }, stay: true }",
    "{ when: role != Role.vip, stay: true }",
    "{ when: photo != nil, stay: true }",
    "{ when: \"name < 'm'\", stay: true }",
    "{ when: \"!(count == 1) || event.label == 'x'\", stay: true }",
    "{ when: price > 0, stay: true }",
  ])
  func acceptsWellTypedExpressions(transition: String) {
    #expect(check(transition) == [])
  }

  @Test(arguments: [
    ("{ when: count, stay: true }", "type-mismatch"),
    ("{ set: { count: 1.5 }, stay: true }", "type-mismatch"),
    ("{ set: { count: price }, stay: true }", "type-mismatch"),
    ("{ set: { price: count }, stay: true }", "type-mismatch"),
    ("{ set: { count: nil }, stay: true }", "type-mismatch"),
    ("{ when: count + price > 1, stay: true }", "type-mismatch"),
    ("{ when: \"name + 'x' == 'y'\", stay: true }", "type-mismatch"),
    ("{ when: album == album, stay: true }", "type-mismatch"),
    ("{ when: canPost < canPost, stay: true }", "type-mismatch"),
    ("{ when: .vip == .vip, stay: true }", "ambiguous-type"),
    ("{ when: role == .gold, stay: true }", "unknown-enum-case"),
    ("{ when: Mood.happy == role, stay: true }", "undefined-reference"),
    ("{ when: cnt > 1, stay: true }", "unknown-name"),
    ("{ when: event.missing > 1, stay: true }", "unknown-member"),
    ("{ set: { album: album }, stay: true }", "read-only-assignment"),
    ("{ set: { canPost: true }, stay: true }", "read-only-assignment"),
    ("{ set: { total: 1 }, stay: true }", "undefined-reference"),
    ("{ do: { save: { photo: album, count: 1 } }, stay: true }", "type-mismatch"),
    ("{ do: { save: { count: 1 } }, stay: true }", "missing-argument"),
    (
      "{ do: { save: { photo: photo, count: 1, extra: 2 } }, stay: true }",
      "type-mismatch,unexpected-argument"
    ),
    ("{ do: { share: {} }, stay: true }", "undefined-reference"),
    ("{ finish: done }", "missing-argument"),
    ("{ finish: { done: { count: 1, more: 2 } } }", "unexpected-argument"),
    ("{ finish: { done: { count: \"'1'\" } } }", "type-mismatch"),
    ("{ finish: { gone: {} } }", "undefined-reference"),
  ])
  func rejectsIllTypedExpressions(transition: String, codes: String) {
    #expect(check(transition).joined(separator: ",") == codes)
  }

  @Test func integerLiteralsBecomeDoublesWhereADoubleIsExpected() throws {
    let result = validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                go: {}
                quit: {}
              on:
                go: { set: { price: 2 }, stay: true }
                quit: { finish: { done: { count: 1 } } }
          """))
    let module = try #require(result.module)
    let assignment = module.flows[0].screens[0].handlers[0].transitions[0].assignments[0]
    #expect(assignment.value.kind == .literal(.double(2)))
    #expect(
      module.flows[0].context.first { $0.name == "price" }?.defaultValue?.kind
        == .literal(.double(1)))
  }

  @Test func eventIsUnavailableInScreenInputsAndStart() {
    let result = validate(
      flow(
        header: "context:\n  x: { type: Int, default: 1 }\n",
        start: "[{ when: event.a > 1, to: first }, { to: first }]",
        screens: "  first:\n    inputs: { v: event.a }\n"))
    #expect(result.codes == ["unknown-name", "unknown-name"])
    #expect(
      result.diagnostics.sorted.allSatisfy { $0.message.contains("`event` is not available") })
  }

  @Test func childFlowInputsMatchExactly() {
    let child = """
      flow: Picker
      inputs:
        current: String
        limit: Int
      results:
        picked: { value: String }
      start: list
      screens:
        list:
          events:
            choose: { value: String }
          on:
            choose: { finish: { picked: { value: event.value } } }
      """
    let parent = flow(
      "Main", header: "context:\n  value: { type: String, default: \"'a'\" }\n",
      screens: """
          first:
            events:
              pick: {}
            on:
              pick: picker
          picker:
            flow: Picker
            inputs: { current: 1, extra: value }
            on:
              picked: { set: { value: event.value }, stay: true }
        """)
    #expect(
      validate(child, parent).codes == ["missing-argument", "type-mismatch", "unexpected-argument"])
  }
}

extension TypeCheckerTests {
  /// The notes of the one type mismatch a transition reports.
  private func mismatchNotes(_ transition: String) throws -> [String] {
    let result = validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                go: { p: Photo }
              on:
                go: \(transition)
          """))
    #expect(result.codes == ["type-mismatch"])
    let diagnostic = try #require(result.first(.typeMismatch))
    return diagnostic.notes.map {
      "\($0.range.map { "\($0.start.line):\($0.start.column) " } ?? "")\($0.message)"
    }
  }

  @Test func aMismatchAgainstADeclaredFieldPointsAtTheDeclaration() throws {
    // The payload field `count` of `done`, the parameter `count` of `save`, the context field.
    #expect(
      try mismatchNotes("{ finish: { done: { count: \"'x'\" } } }") == [
        "17:11 `count` is declared as `Int` here"
      ])
    #expect(
      try mismatchNotes("{ do: { save: { photo: event.p, count: true } } }") == [
        "15:25 `count` is declared as `Int` here"
      ])
    #expect(
      try mismatchNotes("{ set: { count: nil } }") == ["6:3 `count` is declared as `Int` here"])
  }

  @Test func aMismatchInsideTheExpressionHasNoDeclarationNote() throws {
    #expect(try mismatchNotes("{ set: { count: \"1 + 'a'\" } }") == [])
  }
}

extension TypeCheckerTests {
  private func enumMessage(_ value: String, cases: String = "[normal, vip]") throws -> String {
    let result = validate(
      flow(
        header: "types:\n  Role: \(cases)\ncontext:\n  role: { type: Role, default: \(value) }\n",
        screens: "  first:\n    view: FirstViewController\n"))
    #expect(result.codes == ["unknown-enum-case"])
    return try #require(result.first(.unknownEnumCase)).message
  }

  @Test func anUnknownEnumCaseSuggestsTheNearestOrListsTheCases() throws {
    #expect(try enumMessage(".vpi") == "`Role` has no case `vpi`; did you mean `.vip`?")
    #expect(
      try enumMessage("Role.manager")
        == "`Role` has no case `manager`; its cases are `.normal`, `.vip`")
    let many = "[" + (1...12).map { "c\($0)" }.joined(separator: ", ") + "]"
    #expect(
      try enumMessage(".zzz", cases: many)
        == "`Role` has no case `zzz`; its cases are `.c1`, `.c2`, `.c3`, `.c4`, `.c5`, `.c6`, `.c7`, `.c8`, `.c9`, `.c10` and 2 more"
    )
  }
}
