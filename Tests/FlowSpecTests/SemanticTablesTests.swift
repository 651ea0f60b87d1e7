import Testing

@testable import FlowSpec

@Suite("Semantic lookup tables")
struct SemanticTablesTests {
  @Test("a short table is searched in order, the first value winning")
  func shortTable() {
    let table = NameTable([("a", 1), ("b", 2), ("a", 3)])
    #expect(!table.isHashed)
    #expect(table["a"] == 1)
    #expect(table["b"] == 2)
    #expect(table["c"] == nil)
    #expect(table.keys == ["a", "b"])
  }

  @Test("a long table is hashed and answers as the short one would")
  func longTable() {
    let count = NameTable<String, Int>.linearLimit * 3
    let pairs = (0..<count).map { ("n\($0 % (count - 2))", $0) }
    let table = NameTable(pairs)
    #expect(table.isHashed)
    let expected = Dictionary(pairs) { first, _ in first }
    for name in expected.keys { #expect(table[name] == expected[name]) }
    #expect(table["missing"] == nil)
    #expect(table.keys == (0..<(count - 2)).map { "n\($0)" })
  }

  @Test("bit sets keep the first 64 bits inline and the rest in words")
  func bitSets() {
    var small = BitSet(count: 10, filled: true)
    small.remove(3)
    #expect(!small.contains(3) && small.contains(9))
    var large = BitSet(count: 130, filled: false)
    large.insert(2)
    large.insert(64)
    large.insert(129)
    var other = BitSet(count: 130, filled: false)
    other.insert(100)
    let union = large.union(other)
    #expect([2, 64, 100, 129].allSatisfy(union.contains))
    #expect(!union.contains(65) && !union.contains(0))
    large.remove(64)
    #expect(!large.contains(64))
    #expect(BitSet(count: 130, filled: true) != union)
  }

  /// Expressions that differ only in ways their canonical texts tell apart, or not at all.
  private static let expressions: [TypedExpression] = {
    let range = SourceRange(
      file: "t", start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
    let other = SourceRange(
      file: "u", start: SourceLocation(line: 2, column: 1), end: SourceLocation(line: 2, column: 9))
    func leaf(_ kind: TypedExpression.Kind, _ type: ValueType = .int, at: SourceRange = range)
      -> TypedExpression
    {
      TypedExpression(kind, type: type, range: at)
    }
    let leaves: [TypedExpression] = [
      leaf(.input("a")), leaf(.context("a")), leaf(.environment("a")), leaf(.eventField("a")),
      leaf(.input("b")), leaf(.input("a"), .string, at: other),
      leaf(.literal(.int(1))), leaf(.literal(.int(2))), leaf(.literal(.double(1))),
      leaf(.literal(.double(0))), leaf(.literal(.double(-0.0))), leaf(.literal(.bool(true))),
      leaf(.literal(.bool(false))), leaf(.literal(.string("x"))), leaf(.literal(.string("y"))),
      leaf(.literal(.string("\u{E9}"))), leaf(.literal(.string("e\u{301}"))),
      leaf(.literal(.nilValue)), leaf(.literal(.nilValue), .optional(.string), at: other),
      leaf(.enumCase(type: "Role", name: "vip")), leaf(.enumCase(type: "Tier", name: "vip")),
    ]
    let unary = leaves.prefix(3).map { leaf(.unary(.not, $0), .bool) }
    let binary = [(0, 1), (1, 0), (0, 5), (6, 7)].flatMap { pair in
      [Expression.BinaryOperator.equal, .and].map {
        leaf(.binary($0, leaves[pair.0], leaves[pair.1]), .bool, at: other)
      }
    }
    return leaves + unary + binary
  }()

  @Test("canonical expressions are equal exactly when their canonical texts are")
  func canonicalEquality() {
    for a in Self.expressions {
      for b in Self.expressions {
        let sameText = GuardAnalysis.canonical(a) == GuardAnalysis.canonical(b)
        #expect((CanonicalExpression(a) == CanonicalExpression(b)) == sameText)
        if sameText {
          #expect(CanonicalExpression(a).hashValue == CanonicalExpression(b).hashValue)
        }
      }
    }
  }

  @Test("guard lists find repeated conditions when compared in order and when hashed")
  func repeatedConditions() {
    let range = SourceRange(
      file: "t", start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
    let conditions = (0..<(NameTable<String, Int>.linearLimit * 2)).map {
      TypedExpression(.input("b\($0)"), type: .bool, range: range)
    }
    let analysis = GuardAnalysis(enums: [:])
    for count in [3, conditions.count] {
      let list = (conditions.prefix(count) + [conditions[1]]).map {
        GuardAnalysis.Alternative(hasCondition: true, condition: $0, range: range)
      }
      var diagnostics = Diagnostics()
      #expect(!analysis.check(list, diagnostics: &diagnostics))
      #expect(diagnostics.all.map(\.code) == [.unreachableAlternative])
    }
  }
}
