import FlowSpec
import Testing

@Suite("YAML document storage")
struct YAMLDocumentTests {
  @Test func anAliasSharesTheAnchoredContentButStandsWhereItIsWritten() throws {
    let (node, diagnostics) = loadYAML("a: &x { k: [1, 2], t: !!str 3 }\nb: *x\n")
    #expect(diagnostics.all.isEmpty)
    let pairs = try #require(node?.mapping)
    let original = try #require(pairs[0].value.mapping)
    let alias = try #require(pairs[1].value.mapping)
    #expect(alias.map(\.key) == ["k", "t"])
    #expect(alias[0].value.sequence?.compactMap(\.scalar?.text) == ["1", "2"])
    #expect(alias[1].value.scalar?.tag == "tag:yaml.org,2002:str")
    #expect(pairs[1].value.range.start == SourceLocation(line: 2, column: 4))
    // The nodes inside keep their ranges at the anchor.
    #expect(alias[0].keyRange == original[0].keyRange)
  }

  @Test func keysAreComparedByTheirBytes() throws {
    // Precomposed and decomposed é are equal Swift strings but different YAML keys.
    let (node, diagnostics) = loadYAML("\"caf\u{E9}\": 1\n\"cafe\u{301}\": 2\n")
    #expect(diagnostics.all.isEmpty)
    #expect(node?.mapping?.count == 2)
    let pairs = try #require(node?.mapping)
    #expect(pairs.pair(forKey: "caf\u{E9}")?.value.scalar?.text == "1")
    #expect(pairs[1].hasKey("cafe\u{301}"))
    #expect(!pairs[1].hasKey("caf\u{E9}"))
  }

  @Test func largeMapsFindDuplicatesByDictionaryAsSmallOnesDoByScan() throws {
    let keys = (0..<40).map { "key\($0)" }
    let text = keys.map { "\($0): 1\n" }.joined() + "key3: 2\nkey39: 2\n"
    let (node, diagnostics) = loadYAML(text)
    #expect(diagnostics.all.map(\.code) == [.duplicateKey, .duplicateKey])
    #expect(diagnostics.all.map(\.range.start.line) == [41, 42])
    #expect(diagnostics.all.map { $0.notes.first?.range?.start.line } == [4, 40])
    #expect(node?.mapping?.count == 40)
  }

  @Test func nullScalarsAreRecognisedInEveryPlainSpelling() throws {
    let (node, _) = loadYAML("a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: 'null'\ng: nul\n")
    let pairs = try #require(node?.mapping)
    #expect(pairs.map(\.value.isNull) == [true, true, true, true, true, false, false])
  }
}

@Suite("Module validation across files")
struct ModuleFilesTests {
  @Test func diagnosticsFromManyFilesKeepTheFilesOrderHoweverTheyAreScheduled() {
    let files = (0..<24).map { index in
      SourceFile(
        path: "F\(index).flow.yaml",
        bytes: Array("flow: F\(index)\nstart: a\nscreens:\n  a: { vew: V }\n".utf8))
    }
    let first = FlowCompiler.validate(files).diagnostics
    #expect(first.all.map(\.range.file) == files.map(\.path))
    for _ in 0..<5 {
      #expect(FlowCompiler.validate(files).diagnostics.all == first.all)
    }
  }

  @Test func mergingCountsWhatTheOtherCollectionOnlyCounted() {
    var other = Diagnostics()
    let range = SourceRange.startOf("x.flow.yaml")
    for _ in 0..<(Diagnostics.limit + 5) {
      other.emit(.init(.unknownKey, "unknown"), at: range)
    }
    var merged = Diagnostics()
    merged.append(contentsOf: other)
    #expect(merged.errorCount == Diagnostics.limit + 5)
    #expect(merged.all.count == Diagnostics.limit)
    #expect(merged.dropped == 5)
  }
}
