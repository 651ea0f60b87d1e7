import FlowSpec
import Testing

@Suite("Expression parser")
struct ExpressionParserTests {
  private func parse(_ text: String) -> (Expression?, Diagnostics) {
    var diagnostics = Diagnostics()
    let range = SourceRange(
      file: "f", start: .init(line: 3, column: 11), end: .init(line: 3, column: 11 + text.count))
    let expression = ExpressionParser.parse(
      text, origin: .init(range: range, columnShift: 0), diagnostics: &diagnostics)
    return (expression, diagnostics)
  }

  /// A compact prefix form: `(|| a (&& b c))`.
  private func shape(_ e: Expression?) -> String {
    guard let e else { return "nil" }
    switch e.kind {
    case .name(let name): return name
    case .eventField(let field): return "event.\(field)"
    case .integer(let value): return "\(value)"
    case .decimal(let value): return "\(value)"
    case .boolean(let value): return "\(value)"
    case .string(let value): return "'\(value)'"
    case .nilLiteral: return "nil"
    case .enumCase(let type, let name): return "\(type ?? "").\(name)"
    case .unary(let op, let operand): return "(\(op.rawValue) \(shape(operand)))"
    case .binary(let op, let lhs, let rhs): return "(\(op.rawValue) \(shape(lhs)) \(shape(rhs)))"
    case .failed: return "failed"
    }
  }

  @Test(arguments: [
    ("a || b && c", "(|| a (&& b c))"),
    ("a && b || c", "(|| (&& a b) c)"),
    ("a + b == c - 1", "(== (+ a b) (- c 1))"),
    ("a - b - c", "(- (- a b) c)"),
    ("!a && b", "(&& (! a) b)"),
    ("!(a && b)", "(! (&& a b))"),
    ("role == .vip || role == UserRole.manager", "(|| (== role .vip) (== role UserRole.manager))"),
    ("event.count >= 2", "(>= event.count 2)"),
    ("price < 9.5", "(< price 9.5)"),
    ("-3", "-3"),
    ("-x", "(- x)"),
    ("'it''s'", "'it's'"),
    ("photo != nil", "(!= photo nil)"),
    ("true", "true"),
  ])
  func parsesWithSwiftPrecedence(text: String, expected: String) {
    let (expression, diagnostics) = parse(text)
    #expect(diagnostics.all.isEmpty)
    #expect(shape(expression) == expected)
  }

  @Test func rangesCoverTheWholeExpression() throws {
    let (expression, _) = parse("a == .vip")
    let e = try #require(expression)
    #expect(e.range.start.column == 11)
    #expect(e.range.end.column == 20)
  }

  @Test(arguments: [
    ("a ==", 15, "expression ends early"),
    ("a = b", 13, "compare with `==`"),
    ("\"x\"", 11, "single quotes"),
    ("(a && b", 18, "expected `)`"),
    ("a == b == c", 18, "cannot be chained"),
    ("event", 11, "event.name"),
    ("photo.id", 11, "neither"),
    ("a b", 13, "unexpected `b`"),
    ("'open", 11, "unterminated"),
    ("99999999999999999999", 11, "too large for an Int"),
    // A decimal past a Double's range would be infinity, which generated code cannot spell.
    ("1" + String(repeating: "0", count: 400) + ".0", 11, "too large for a Double"),
    ("x > 1" + String(repeating: "9", count: 309) + ".5", 15, "too large for a Double"),
    ("", 11, "expected an expression"),
  ])
  func reportsTheColumnOfTheBadToken(text: String, column: Int, message: String) throws {
    let (expression, diagnostics) = parse(text)
    #expect(expression == nil)
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .expressionSyntax)
    #expect(diagnostic.range.start.column == column, "\(diagnostic.message)")
    #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
  }

  @Test func deepNestingIsRejectedWithoutRecursingFurther() {
    let (expression, diagnostics) = parse(String(repeating: "(", count: 100_000) + "a")
    #expect(expression == nil)
    #expect(diagnostics.all.first?.message.contains("nests deeper") == true)
  }

  @Test func longOperatorChainsAreRejected() {
    let text = (0..<10_000).map { "a\($0)" }.joined(separator: " || ")
    let (expression, diagnostics) = parse(text)
    #expect(expression == nil)
    #expect(diagnostics.all.first?.message.contains("more than 64 operators") == true)
  }
}
