import Foundation
import Testing

@testable import FlowSpec
@testable import GeneratedPhotoEditing

/// A coordinator records a transition by the byte offset of its entry in the flow's table of
/// transitions (`TransitionTable`); the session reads the entry back only when an observer
/// listens. A guard with quotes, a backslash, a colon, digits and characters beyond ASCII is
/// written, escaped, and read back as written.
@MainActor
@Suite("A flow's transition table is read back as written")
struct TransitionTableTests {
  static let flow = """
    flow: G
    context:
      note: { type: String, default: "''" }
    start: s
    screens:
      s:
        events: { go: {} }
        on:
          go:
            - when: "note == 'a \\"b\\" \\\\ é ✓: 12'"
              push: t
            - t
      t: {}
    """

  /// The table `flow` generates, as the generated coordinator writes it.
  static let table: StaticString = """
    0:s\0go\0note == 'a \"b\" \\ é ✓: 12'\0
    1-s\0go\0
    """

  final class Recorder: FlowObserver {
    var records: [FlowRecord] = []
    func flowDidRecord(_ record: FlowRecord) { records.append(record) }
  }

  @Test func theGeneratedTableIsThisOne() throws {
    let module = try #require(
      FlowCompiler.validate([SourceFile(path: "G.flow.yaml", text: Self.flow)]).module)
    let flow = try #require(module.flows.first)
    #expect(TransitionTable(flow).text == "\(Self.table)")
    let code = try #require(
      SwiftGenerator.generate(module).first { $0.path == "GCoordinator.swift" })
    #expect(code.contents.contains(#"    0:s\0go\0note == 'a \"b\" \\ é ✓: 12'\0"#))
    #expect(code.contents.contains("self.recordTransition(0, session)"))
    #expect(code.contents.contains("self.recordTransition(37, session)"))
  }

  @Test func entriesAreReadBackAsTheRecordsTheRunnerPrints() {
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    session.recordTransition(flow: "G", entry: 0, of: Self.table)
    session.recordTransition(flow: "G", entry: 37, of: Self.table)
    #expect(
      recorder.records == [
        .transition(
          flow: "G", screen: "s", event: "go", index: 0,
          condition: #"note == 'a "b" \ é ✓: 12'"#),
        .transition(flow: "G", screen: "s", event: "go", index: 1, condition: nil),
      ])
    let line = #"G.s: go -> transition 1 (when note == 'a "b" \ é ✓: 12')"#
    #expect(recorder.records.first?.description == line)
  }

  /// A guard holding a NUL (a string literal's `\0`) cannot be an entry, whose parts end at a
  /// NUL: its transition is recorded with its parts at the call; the others use the table.
  @Test func aGuardWithANulIsRecordedWithItsPartsAtTheCall() throws {
    let flow = Self.flow.replacingOccurrences(
      of: #""note == 'a \"b\" \\ é ✓: 12'""#, with: #""note == 'a\0b'""#)
    let module = try #require(
      FlowCompiler.validate([SourceFile(path: "G.flow.yaml", text: flow)]).module)
    #expect(TransitionTable(try #require(module.flows.first)).text == "1-s\0go\0")
    let code = try #require(
      SwiftGenerator.generate(module).first { $0.path == "GCoordinator.swift" })
    #expect(code.contents.contains("session.recordTransition(\n"))
    #expect(code.contents.contains(#"condition: "note == 'a\0b'""#))
    #expect(code.contents.contains("self.recordTransition(0, session)"))
  }
}
