import Foundation
import Testing

@testable import GeneratedAppLaunch

/// The records' `==` is written out in the support file (the synthesized one cost its compile
/// several times more): it must say what the synthesized one said. Every case equals a copy of
/// itself, differs when any one part differs, and differs from another case with the same parts.
@Suite("Record equality")
struct RecordEqualityTests {
  /// Each list's values are pairwise different; each equals itself.
  static func expectDistinct<T: Equatable>(_ values: [T]) {
    for (i, a) in values.enumerated() {
      for (j, b) in values.enumerated() {
        #expect((a == b) == (i == j), "\(i) and \(j)")
      }
    }
  }

  @Test func recordsAreEqualWhenTheirCaseAndEveryPartAre() {
    let field = FlowField("n", .int(1))
    let other = FlowField("n", .int(2))
    Self.expectDistinct([
      FlowRecord.flowStarted(flow: "F", node: nil, inputs: []),
      .flowStarted(flow: "F", node: "a", inputs: []),
      .flowStarted(flow: "F", node: nil, inputs: [field]),
      .flowStarted(flow: "G", node: nil, inputs: []),
      .startChoice(flow: "F", index: 0, condition: nil),
      .startChoice(flow: "F", index: 1, condition: nil),
      .startChoice(flow: "F", index: 0, condition: "x"),
      .transition(flow: "F", screen: "s", event: "e", index: 0, condition: nil),
      .transition(flow: "F", screen: "s", event: "e", index: 0, condition: "x"),
      .transition(flow: "F", screen: "s", event: "e", index: 1, condition: nil),
      .transition(flow: "F", screen: "s", event: "d", index: 0, condition: nil),
      .transition(flow: "F", screen: "t", event: "e", index: 0, condition: nil),
      .ignored(flow: "F", screen: "s", event: "e", reason: .paused),
      .ignored(flow: "F", screen: "s", event: "e", reason: .notOnTop),
      .ignored(flow: "F", screen: "s", event: "d", reason: .paused),
      .set(flow: "F", field: "n", value: .int(1)),
      .set(flow: "F", field: "n", value: .int(2)),
      .set(flow: "F", field: "m", value: .int(1)),
      .set(flow: "G", field: "n", value: .int(1)),
      .action(flow: "F", name: "n", arguments: [field]),
      .action(flow: "F", name: "n", arguments: [other]),
      .action(flow: "F", name: "m", arguments: [field]),
      .navigation(.pop),
      .navigation(.push(screen: "s")),
      .finished(flow: "F", result: "n", payload: [field]),
      .finished(flow: "F", result: "n", payload: []),
      .rootFinished(flow: "F", result: "n", payload: [field]),
      .update(flow: "F", screen: "n", inputs: [field]),
      .cancelled(flow: "F"),
      .cancelled(flow: "G"),
      .navigationMismatch("F"),
    ])
  }

  @Test func operationsAreEqualWhenTheirCaseAndEveryPartAre() {
    let sheet = FlowPresentation.standard
    let full = FlowPresentation(style: .fullScreen, detents: [], allowsSwipe: true)
    Self.expectDistinct([
      FlowNavigation.push(screen: "s"),
      .push(screen: "t"),
      .popTo(screen: "s"),
      .selectTab(name: "s"),
      .present(screen: "s", presentation: sheet),
      .present(screen: "s", presentation: full),
      .present(screen: "t", presentation: sheet),
      .setStack(screens: ["s"]),
      .setStack(screens: []),
      .tabs(names: ["s"]),
      .pop,
      .dismiss(count: 1),
      .dismiss(count: 2),
    ])
  }

  @Test func valuesAreEqualWhenTheirCaseAndEveryPartAre() {
    let url = URL(string: "https://example.com")!
    Self.expectDistinct([
      FlowValue.string("a"),
      .string("b"),
      .int(1),
      .int(2),
      .double(1),
      .double(2),
      .bool(true),
      .bool(false),
      .date(Date(timeIntervalSince1970: 0)),
      .date(Date(timeIntervalSince1970: 1)),
      .url(url),
      .url(URL(string: "https://example.org")!),
      .enumCase(type: "T", name: "a"),
      .enumCase(type: "U", name: "a"),
      .enumCase(type: "T", name: "b"),
      .app(type: "T", description: "a"),
      .list([.int(1)]),
      .list([.int(2)]),
      .list([]),
      .absent,
      .sensitive,
    ])
    // As `Double`'s own `==`: not a number equals nothing, not even itself.
    #expect(FlowValue.double(.nan) != .double(.nan))
  }
}
