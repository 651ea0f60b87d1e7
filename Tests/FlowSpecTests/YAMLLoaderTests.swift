import FlowSpec
import Testing

@Suite("YAML loader")
struct YAMLLoaderTests {
  @Test func keepsRangesOfKeysAndValues() throws {
    let (node, diagnostics) = loadYAML("flow: Photo\nscreens:\n  select: { view: V }\n")
    #expect(diagnostics.all.isEmpty)
    let pairs = try #require(node?.mapping)
    #expect(pairs.map(\.key) == ["flow", "screens"])
    #expect(pairs[0].keyRange.start == SourceLocation(line: 1, column: 1))
    #expect(pairs[0].value.range.start == SourceLocation(line: 1, column: 7))
    #expect(pairs[0].value.range.end == SourceLocation(line: 1, column: 12))
    let select = try #require(pairs[1].value.mapping?.first)
    #expect(select.keyRange.start == SourceLocation(line: 3, column: 3))
    #expect(select.value.mapping?.first?.value.range.start == SourceLocation(line: 3, column: 19))
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let (node, _) = loadYAML("title: \"héllo wörld\"\nnext: x\n")
    let pairs = try #require(node?.mapping)
    #expect(pairs[0].value.scalar?.text == "héllo wörld")
    #expect(pairs[0].value.range.end.column == 21)
    #expect(pairs[1].value.range.start == SourceLocation(line: 2, column: 7))
  }

  @Test func crlfLineEndsAndBOMAreAccepted() throws {
    let (node, diagnostics) = loadYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\n".utf8))
    #expect(diagnostics.all.isEmpty)
    let pairs = try #require(node?.mapping)
    #expect(pairs[1].keyRange.start == SourceLocation(line: 2, column: 1))
    #expect(pairs[1].value.scalar?.text == "2")
  }

  @Test func duplicateKeysPointAtTheSecondWithANoteAtTheFirst() throws {
    let (node, diagnostics) = loadYAML("a: 1\nb: 2\na: 3\n")
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.code == .duplicateKey)
    #expect(diagnostic.range.start == SourceLocation(line: 3, column: 1))
    #expect(diagnostic.notes.first?.range?.start == SourceLocation(line: 1, column: 1))
    #expect(node?.mapping?.count == 2, "the first value is kept and loading goes on")
  }

  @Test func duplicateKeysInLargeMapsAreFoundToo() throws {
    var text = ""
    for index in 0..<100 { text += "k\(index): \(index)\n" }
    text += "k42: again\n"
    let (_, diagnostics) = loadYAML(text)
    #expect(diagnostics.all.map(\.code) == [.duplicateKey])
    #expect(diagnostics.all.first?.range.start.line == 101)
  }

  @Test func emptyAndCommentOnlyFilesAreEmpty() {
    for text in ["", "\n\n", "# only a comment\n"] {
      let (node, diagnostics) = loadYAML(text)
      #expect(node == nil)
      #expect(diagnostics.all.map(\.code) == [.emptyFile])
    }
  }

  @Test func secondDocumentIsAnError() {
    let (node, diagnostics) = loadYAML("a: 1\n---\nb: 2\n")
    #expect(node == nil)
    #expect(diagnostics.all.map(\.code) == [.multipleDocuments])
    #expect(diagnostics.all.first?.range.start.line == 2)
  }

  @Test func tabsInIndentationGetAClearMessage() {
    let (_, diagnostics) = loadYAML("a:\n\tb: 1\n")
    #expect(diagnostics.all.map(\.code) == [.yamlSyntax])
    #expect(diagnostics.all.first?.message.contains("tabs") == true)
    #expect(diagnostics.all.first?.range.start == SourceLocation(line: 2, column: 1))
  }

  @Test func syntaxErrorsAreLocated() {
    let (_, diagnostics) = loadYAML("a: [1, 2\nb: 3\n")
    #expect(diagnostics.all.map(\.code) == [.yamlSyntax])
    #expect((diagnostics.all.first?.range.start.line ?? 0) >= 1)
  }

  @Test func invalidUTF8IsLocatedAtTheBadByte() {
    let (node, diagnostics) = loadYAML(bytes: Array("a: 1\nb: x".utf8) + [0xFF] + Array("\n".utf8))
    #expect(node == nil)
    #expect(diagnostics.all.map(\.code) == [.invalidUTF8])
    #expect(diagnostics.all.first?.range.start == SourceLocation(line: 2, column: 5))
  }

  @Test func utf16IsRejectedAsInvalidUTF8() {
    let (_, diagnostics) = loadYAML(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00])
    #expect(diagnostics.all.map(\.code) == [.invalidUTF8])
  }

  @Test func nulBytesAreRejected() {
    let (_, diagnostics) = loadYAML(bytes: Array("a: b".utf8) + [0] + Array("c\n".utf8))
    #expect(diagnostics.all.map(\.code) == [.yamlSyntax])
    #expect(diagnostics.all.first?.message.contains("0x00") == true)
  }

  @Test func aliasesExpandWithinTheBudget() throws {
    let (node, diagnostics) = loadYAML("base: &b { x: 1, y: 2 }\ncopy: *b\n")
    #expect(diagnostics.all.isEmpty)
    #expect(node?.mapping?[1].value.mapping?.map(\.key) == ["x", "y"])
  }

  @Test func aliasBombFailsFast() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<10 {
      let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(refs)]\n"
    }
    let (node, diagnostics) = loadYAML(text)
    #expect(node == nil)
    #expect(diagnostics.all.map(\.code) == [.aliasBudgetExceeded])
    #expect(
      diagnostics.all.first?.range.start.line == 4, "stops at the first alias past the budget")
  }

  @Test func unknownAnchor() {
    let (_, diagnostics) = loadYAML("a: *nowhere\n")
    #expect(diagnostics.all.map(\.code) == [.unknownAnchor])
  }

  @Test func deepFlowNestingFailsCleanly() {
    let text = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    let (node, diagnostics) = loadYAML(text)
    #expect(node == nil)
    #expect(diagnostics.all.map(\.code) == [.nestingTooDeep])
    #expect(diagnostics.all.first?.range.start == SourceLocation(line: 1, column: 65))
  }

  @Test func deepBlockNestingFailsCleanly() {
    var text = ""
    for depth in 0..<100 { text += String(repeating: " ", count: depth) + "k:\n" }
    let (_, diagnostics) = loadYAML(text)
    #expect(diagnostics.all.map(\.code) == [.nestingTooDeep])
  }

  @Test func filesOverTheLimitAreRejectedBeforeParsing() {
    let limits = YAMLLimits(maxFileBytes: 10, maxDepth: 64, maxAliasExpansion: 10)
    let (node, diagnostics) = loadYAML("a: 12345678901\n", limits: limits)
    #expect(node == nil)
    #expect(diagnostics.all.map(\.code) == [.fileTooLarge])
  }

  @Test func nonScalarKeysAreRejected() {
    let (_, diagnostics) = loadYAML("? [a, b]\n: 1\nc: 2\n")
    #expect(diagnostics.all.map(\.code) == [.nonScalarKey])
  }
}
