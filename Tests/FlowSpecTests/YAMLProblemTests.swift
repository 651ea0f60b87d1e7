import FlowSpec
import Testing

/// libyaml's messages in plain words, with a hint on the usual cause.
@Suite("YAML problems")
struct YAMLProblemTests {
  /// A screen `a` whose last line is `line`, and what flowc says about it.
  @Test(arguments: [
    (
      "    title: Note: this",
      "a `: ` inside a value, which YAML reads as the start of a key (YAML: mapping values are not allowed in this context)",
      "quote the whole value"
    ),
    (
      "   title: x",
      "this line is not indented like the keys of its map (YAML: did not find expected key)",
      "the keys of one map start in the same column"
    ),
    (
      "    title: 'it's'", "text after a closing quote (YAML: did not find expected key)",
      "write a quote as two"
    ),
    (
      "    inputs: {a: b} x", "text after the end of a value (YAML: did not find expected key)",
      "quote the whole value"
    ),
    (
      "  - b", "a list item where a key of the map was expected (YAML: did not find expected key)",
      "a list belongs under a key"
    ),
    (
      "    title: [x]]",
      "a closing `]` that nothing opened (YAML: did not find expected key)", "remove it"
    ),
    (
      "    title: @home",
      "`@` cannot start a value in YAML (YAML: found character that cannot start any token)",
      "quote a value that starts with `@`"
    ),
    (
      "    inputs: { a: b, c",
      "the map in `{ }` is not closed (YAML: did not find expected ',' or '}')",
      "close it with `}`"
    ),
    (
      "    title: [a, b",
      "the list in `[ ]` is not closed (YAML: did not find expected ',' or ']')",
      "close it with `]`"
    ),
    (
      "    title: \"unclosed",
      "a quoted value is never closed (YAML: found unexpected end of stream)",
      "close the quote"
    ),
    (
      "    title: \"C:\\path\"",
      "a `\\` that is not an escape YAML knows, in double quotes (YAML: found unknown escape character)",
      "use single quotes"
    ),
    (
      "    title: *bold*",
      "`*` and `&` start a YAML alias or anchor, and need a name after them (YAML: did not find expected alphabetic or numeric character)",
      "quote a value that starts with `*`"
    ),
    (
      "    on: { go: - b }", "a value is missing here (YAML: did not find expected node content)",
      "a list is written `[a, b]`"
    ),
    (
      "    on:\n      go: - b",
      "a list item `- ` cannot start on the line of its key (YAML: block sequence entries are not allowed in this context)",
      "put each item on a line of its own"
    ),
    (
      "    title: x\n    y",
      "a line that is neither `key: value` nor a list item (YAML: could not find expected ':')",
      "a key needs `: ` after it"
    ),
    ("    when: !a!b c", "`!` starts a YAML tag (YAML: found undefined tag handle)", "quote"),
  ])
  func aProblemIsExplainedWithAHint(line: String, message: String, hint: String) throws {
    let result = validate("flow: A\nstart: a\nscreens:\n  a:\n    view: V\n\(line)\n")
    #expect(result.codes == ["yaml-syntax"])
    let diagnostic = try #require(result.first(.yamlSyntax))
    #expect(diagnostic.message == message)
    let hints = diagnostic.notes.filter { $0.range == nil }.map(\.message)
    #expect(hints.count == 1)
    #expect(hints.first?.contains(hint) == true, "\(hints)")
  }

  @Test func theContextNotePointsWhereTheConstructStarts() throws {
    let result = validate("flow: A\nstart: [a, b\nscreens:\n  a: {}\n")
    let diagnostic = try #require(result.first(.yamlSyntax))
    let located = diagnostic.notes.compactMap { note in
      note.range.map { "\($0.start.line):\($0.start.column) \(note.message)" }
    }
    #expect(located == ["2:8 the `[` is here"])
  }

  @Test func anUnknownProblemKeepsLibyamlsText() throws {
    // A YAML 2.0 directive: libyaml's `found incompatible YAML document`, shown as it is.
    let result = validate("%YAML 2.0\n---\nflow: A\n")
    let diagnostic = try #require(result.first(.yamlSyntax))
    #expect(diagnostic.message == "found incompatible YAML document")
    #expect(diagnostic.notes.allSatisfy { $0.range != nil })
  }
}
