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
    1:s2:go1:028:note == 'a \"b\" \\ é ✓: 12'
    1:s2:go1:1-
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
    #expect(code.contents.contains(#"    1:s2:go1:028:note == 'a \"b\" \\ é ✓: 12'"#))
    #expect(code.contents.contains("self.recordTransition(0, session)"))
    #expect(code.contents.contains("self.recordTransition(42, session)"))
  }

  @Test func entriesAreReadBackAsTheRecordsTheRunnerPrints() {
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    session.recordTransition(flow: "G", entry: 0, of: Self.table)
    session.recordTransition(flow: "G", entry: 42, of: Self.table)
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
}
