import Testing

@testable import FlowSpec

@Suite("Message text")
struct MessageTextTests {
  @Test func shortMessagesAreKeptAsTheyAre() {
    let text = "unknown key `pusj` in a transition; did you mean `push`?"
    #expect(MessageText.shortened(text) == text)
    let sixty = String(repeating: "a", count: 60)
    #expect(MessageText.shortened("name `\(sixty)` is fine") == "name `\(sixty)` is fine")
  }

  @Test func aLongQuotedSpanKeepsItsStartAndItsLength() {
    let name = "P" + String(repeating: "x", count: 1 << 20)
    let message = Diagnostic.Message(.invalidIdentifier, "`\(name)` is too long; rename `\(name)`")
    let kept = "P" + String(repeating: "x", count: 39)
    #expect(
      message.text
        == "`\(kept)…` (1048577 characters) is too long; rename `\(kept)…` (1048577 characters)")
  }

  @Test func spansAreCutOnScalarsAndUnclosedQuotesByTheTotalLimit() {
    // One Character of a million combining marks is still cut.
    let marks = "e" + String(repeating: "\u{301}", count: 1_000_000)
    let cut = MessageText.shortened("`\(marks)`")
    #expect(cut.unicodeScalars.count < 100)
    let unclosed = MessageText.shortened("a ` " + String(repeating: "b", count: 5_000))
    #expect(unclosed.unicodeScalars.count == MessageText.textLimit + 1)
    #expect(unclosed.hasSuffix("…"))
  }

  @Test func notesAreShortenedToo() {
    let note = Diagnostic.Note("`\(String(repeating: "n", count: 500))` is defined here")
    #expect(note.message.unicodeScalars.count < 100)
  }

  @Test func aMegabyteFlowNameGivesAShortLocatedMessage() {
    let name = "P" + String(repeating: "x", count: 1 << 20)
    let text = "flow: \(name)\nstart: s\nscreens:\n  s: { view: V }\n"
    let result = FlowCompiler.validate([SourceFile(path: "Long.flow.yaml", text: text)])
    let errors = result.diagnostics.all.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.code == .invalidIdentifier)
    #expect(errors.first?.range.start.line == 1 && errors.first?.range.start.column == 7)
    #expect(
      errors.first?.message
        == "`P\(String(repeating: "x", count: 39))…` (1048577 characters) is too long: a name "
        + "has at most 100 characters")
  }
}
