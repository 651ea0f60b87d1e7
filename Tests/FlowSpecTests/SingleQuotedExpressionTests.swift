import FlowSpec
import Testing

/// `'Shipping'` in YAML is the expression `Shipping`: the quotes were YAML's.
@Suite("Single-quoted expressions")
struct SingleQuotedExpressionTests {
  private func result(_ value: String) -> FlowCompiler.Result {
    validate(
      flow(
        start: "home",
        screens: """
            home:
              inputs: { heading: \(value) }
          """))
  }

  @Test func textThatDoesNotParseGetsAHintOnStringLiterals() throws {
    let diagnostic = try #require(result("'Shipping address'").first(.expressionSyntax))
    #expect(diagnostic.message == "unexpected `address` after the expression")
    #expect(
      diagnostic.notes.map(\.message) == [
        "YAML removed the single quotes of `'Shipping address'`, leaving `Shipping address`; to write text, put a string literal inside YAML's quotes: `\"'Shipping address'\"`"
      ])
  }

  @Test func aWordThatNamesNothingGetsTheHint() throws {
    let result = result("'Shipping'")
    #expect(result.codes == ["unknown-name"])
    let diagnostic = try #require(result.first(.unknownName))
    #expect(
      diagnostic.notes.map(\.message) == [
        "YAML removed the single quotes of `'Shipping'`, leaving `Shipping`; to write text, put a string literal inside YAML's quotes: `\"'Shipping'\"`"
      ])
  }

  @Test func quotesInTheTextAreDoubledInTheLiteral() throws {
    let diagnostic = try #require(result("'It''s \"done\"'").first(.expressionSyntax))
    #expect(diagnostic.notes.map(\.message).first?.hasSuffix(#"`"'It''s \"done\"'"`"#) == true)
  }

  @Test func plainAndDoubleQuotedScalarsGetNoHint() {
    for value in ["Shipping", "\"Shipping\"", "Shipping address"] {
      let notes = result(value).diagnostics.all.flatMap(\.notes)
      #expect(notes.isEmpty, "\(value)")
    }
  }
}
