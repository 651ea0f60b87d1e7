import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// docs/semantics.md names every effect as `--trace json` writes it: each `kind` and each
/// navigation `operation` the renderer can write has a row in its tables, and every row names
/// one that exists.
@Suite("Trace kinds are documented")
struct TraceKindDocumentationTests {
  /// One effect of every case, and one navigation of every operation.
  static let everyEffect: [Effect] = [
    .flowStarted(flow: "F", node: nil, inputs: []),
    .startChoice(flow: "F", index: 0, condition: nil),
    .transition(flow: "F", screen: "s", event: "e", index: 0, condition: nil),
    .ignored(flow: "F", screen: "s", event: "e"),
    .set(flow: "F", field: "f", value: .int(1)),
    .action(flow: "F", name: "a", arguments: []),
    .flowFinished(flow: "F", result: "r", payload: []),
    .flowCancelled(flow: "F"),
    .rootFinished(flow: "F", result: "r", payload: []),
    .update(flow: "F", screen: "s", inputs: []),
    .navigation(.push(screen: "s")),
    .navigation(.present(screen: "s", presentation: .standard)),
    .navigation(.setStack(screens: ["s"])),
    .navigation(.pop),
    .navigation(.popTo(screen: "s")),
    .navigation(.dismiss(count: 1)),
    .navigation(.tabs(names: ["a", "b"])),
    .navigation(.selectTab(name: "b")),
  ]

  /// Stops compiling when `Effect` or `NavigationOperation` gains a case, so that the list above
  /// is completed with it.
  static func isListed(_ effect: Effect) -> Bool {
    switch effect {
    case .flowStarted, .startChoice, .transition, .ignored, .set, .action, .flowFinished,
      .flowCancelled, .rootFinished, .update:
      true
    case .navigation(let operation):
      switch operation {
      case .push, .present, .setStack, .pop, .popTo, .dismiss, .tabs, .selectTab: true
      }
    }
  }

  /// The value of `key` in a rendered effect (`"kind": "set"` -> `set`).
  static func field(_ key: String, in json: String) -> String? {
    guard let range = json.range(of: "\"\(key)\": \"") else { return nil }
    return String(json[range.upperBound...].prefix { $0 != "\"" })
  }

  /// The first column of the table whose header's first cell is `header`.
  static func rows(under header: String, in document: String) -> [String] {
    let lines = document.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("| \(header) |") }) else { return [] }
    return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
      line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func everyKindAndOperationHasARowAndEveryRowIsOne() throws {
    let document = try String(
      contentsOf: Repository.url("docs/semantics.md"), encoding: .utf8)
    #expect(Self.everyEffect.allSatisfy(Self.isListed))
    let rendered = Self.everyEffect.map(TraceRenderer.json)
    let kinds = Set(rendered.compactMap { Self.field("kind", in: $0) })
    let operations = Set(rendered.compactMap { Self.field("operation", in: $0) })
    #expect(kinds.count == 10 && operations.count == 8)
    #expect(Set(Self.rows(under: "`kind`", in: document)) == Set(kinds.map { "`\($0)`" }))
    #expect(
      Set(Self.rows(under: "`operation`", in: document)) == Set(operations.map { "`\($0)`" }))
  }
}
