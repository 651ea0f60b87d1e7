import FlowLanguage
import FlowSpec
import Testing

/// Completion at positions of a module being typed, most of them on lines that do not parse.
@Suite struct CompletionTests {
  /// The text of `NavigationTests`' parent with `line` inserted after the line containing
  /// `after`; the completion is asked at the end of the inserted line.
  func complete(
    _ line: String, after: String, last: Bool = false, file: String = "Parent.flow.yaml",
    lineBreak: String = "\n", byteOrderMark: Bool = false
  ) -> [CompletionItem] {
    var workspace = workspace([
      "Parent.flow.yaml": NavigationTests.parent, "Child.flow.yaml": NavigationTests.child,
    ])
    let text = String(decoding: workspace.bytes(of: file) ?? [], as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let found =
      last ? lines.lastIndex { $0.contains(after) } : lines.firstIndex { $0.contains(after) }
    guard let index = found else { return [] }
    lines.insert(line, at: index + 1)
    let bytes = Array(lines.joined(separator: lineBreak).utf8)
    workspace.setDocument(path: file, bytes: (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + bytes)
    let location = SourceLocation(line: index + 2, column: line.unicodeScalars.count + 1)
    return workspace.completions(at: location, in: file)
  }

  func labels(_ items: [CompletionItem]) -> Set<String> { Set(items.map(\.label)) }

  @Test func topLevelKeys() {
    let items = complete("des", after: "flow: Parent")
    #expect(labels(items).isSuperset(of: ["description", "inputs", "screens", "environment"]))
    #expect(items.allSatisfy { $0.kind == .key })
    // The edit replaces the partial word.
    #expect(items.first?.edit?.range.start.column == 1)
    #expect(items.first?.edit?.range.end.column == 4)
  }

  @Test func screenKeys() {
    #expect(
      labels(complete("    ti", after: "view: HomeView")).isSuperset(of: ["title", "events"]))
  }

  @Test func screenNamesInTargets() {
    let items = complete("          push: ", after: "set: { total: event.amount }")
    #expect(labels(items) == ["home", "child"])
    #expect(items.allSatisfy { $0.kind == .screen })
    #expect(labels(complete("      open: { push: ch", after: "on:")) == ["home", "child"])
  }

  /// Lines break where FlowSpec's locations break them (libyaml's breaks, after a byte order
  /// mark), not only at LF.
  @Test(arguments: ["\r", "\r\n", "\u{2028}"], [false, true])
  func lineBreaksAsFlowSpecCountsThem(lineBreak: String, byteOrderMark: Bool) {
    let items = complete(
      "          push: ", after: "set: { total: event.amount }", lineBreak: lineBreak,
      byteOrderMark: byteOrderMark)
    #expect(labels(items) == ["home", "child"])
  }

  @Test func eventsUnderOn() {
    let items = complete("      op", after: "    on:")
    #expect(labels(items) == ["open"])
    #expect(items.first?.kind == .event)
  }

  @Test func childResultsUnderItsNodesOn() {
    let items = complete("      do", after: "    on:", last: true)
    #expect(labels(items) == ["done"])
    #expect(items.first?.kind == .result)
  }

  @Test func childInputsUnderItsNodesInputs() {
    #expect(labels(complete("    inputs: { c", after: "flow: Child")) == ["count"])
  }

  @Test func payloadFieldsAfterEvent() {
    let items = complete("          set: { total: event.", after: "- push: child")
    #expect(labels(items) == ["amount"])
    #expect(items.first?.detail == "Int")
  }

  @Test func childResultFieldsAfterEvent() {
    let items = complete("      done: { set: { total: event.co", after: "    on:", last: true)
    #expect(labels(items) == ["count"])
  }

  @Test func valuesInExpressions() {
    let items = complete("        - when: to", after: "- push: child")
    #expect(labels(items).isSuperset(of: ["tier", "total", "event", "true"]))
  }

  @Test func enumCasesAfterDot() {
    #expect(
      labels(complete("        - when: tier == .", after: "- push: child")) == ["basic", "pro"])
    #expect(
      labels(complete("        - when: tier == Tier.b", after: "- push: child")) == [
        "basic", "pro",
      ])
  }

  @Test func typeNames() {
    let items = complete("  level: T", after: "tier: { type: Tier")
    #expect(labels(items).isSuperset(of: ["Tier", "Int", "String", "Bool"]))
  }

  @Test func childFlows() {
    let items = complete("    flow: C", after: "  child:")
    #expect(labels(items) == ["Child"])
    #expect(items.first?.kind == .flow)
  }

  @Test func contextFieldsUnderSet() {
    #expect(labels(complete("          set: { t", after: "- when: tier")) == ["tier", "total"])
  }

  @Test func transitionKeys() {
    let items = complete("          fin", after: "- when: tier")
    #expect(labels(items).isSuperset(of: ["when", "set", "do", "push", "finish", "stay"]))
  }

  @Test func resultsAfterFinish() {
    let items = complete("      ok: { finish: ", after: "    on:", file: "Child.flow.yaml")
    #expect(labels(items) == ["done"])
  }

  /// A document that no longer parses at all still completes from its last declaration.
  @Test func completesFromTheLastGoodDeclaration() {
    var workspace = workspace(["Parent.flow.yaml": NavigationTests.parent])
    let broken = NavigationTests.parent + "\n  extra: [unclosed\n          push: "
    workspace.setDocument(path: "Parent.flow.yaml", bytes: Array(broken.utf8))
    #expect(
      workspace.diagnostics()["Parent.flow.yaml"]?.contains { $0.code == .yamlSyntax } == true)
    let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
    let location = SourceLocation(line: lines.count, column: lines.last!.unicodeScalars.count + 1)
    let items = workspace.completions(at: location, in: "Parent.flow.yaml")
    #expect(Set(items.map(\.label)) == ["home", "child"])
  }

  /// Inside a comment nothing is proposed.
  @Test func nothingInComments() {
    #expect(complete("# push: ", after: "flow: Parent").isEmpty)
  }

  /// Completion on every position of every Example never crashes and proposes keys at the
  /// start of each top-level line.
  @Test(arguments: ExampleWorkspace.names)
  func everyPositionOfTheExamples(_ name: String) throws {
    let workspace = try ExampleWorkspace.workspace(name)
    var proposed = 0
    for path in workspace.paths {
      let text = String(decoding: workspace.bytes(of: path) ?? [], as: UTF8.self)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for column in stride(from: 1, through: line.unicodeScalars.count + 1, by: 3) {
          proposed +=
            workspace.completions(
              at: SourceLocation(line: number + 1, column: column), in: path
            ).count
        }
      }
    }
    #expect(proposed > 0)
  }
}
