import FlowSpec
import Testing

/// The shapes of a screen's generated code chosen for compile time (docs/generated-code-design.md,
/// "The flow jobs in issue 14's fourth round"): `enterNAME` returns `.handled`, so a handler's
/// transition to a node is one `return` statement, and a flow's SwiftUI part is two declarations
/// a screen.
@Suite("Generated screen shapes")
struct GeneratedScreenShapeTests {
  static let flow = """
    flow: F
    start: a
    screens:
      a:
        events: { next: {}, again: {} }
        on:
          next: b
          again: { replace: a }
      b:
        inputs: { label: "'b'" }
        events: { done: {} }
        on:
          done: back
    """

  /// The generated coordinator of `flow`.
  static func coordinator() throws -> String {
    let module = try #require(validate(flow).module)
    let file = try #require(
      SwiftGenerator.generate(module).first { $0.path == "FCoordinator.swift" })
    return file.contents
  }

  /// A transition to a node ends `return self.enterNAME(...)`; any other navigation is followed
  /// by `return .handled`; the start discards what `enter` returns, which is what `show`
  /// returns.
  @Test func aTransitionToANodeReturnsWhatEnterReturns() throws {
    let code = try Self.coordinator()
    #expect(code.contains("    return self.enterB(session, .push)\n"))
    #expect(
      code.contains(
        "    session.clearTopStack(of: self)\n      return self.enterA(session, .replace)\n"))
    #expect(code.contains("session.back(self)\n      return .handled\n"))
    #expect(code.contains("_ = self.enterA(session, placement)"))
    #expect(!code.contains("    self.enterB(session, .push)\n"))
    // `enterNAME` is one expression: `show` returns `.handled` (issue 14's seventh round).
    #expect(code.components(separatedBy: "    return .handled\n  }\n").count == 1)
    #expect(code.components(separatedBy: ") -> FlowDelivery {\n    session.show(\n").count == 3)
  }

  /// The SwiftUI part adds two declarations a screen and nothing else (it is parsed in every
  /// job that has the file as a secondary one, SwiftUI or not): the screen's `Views` method and
  /// its `makeNAME`, a route box whose view that method builds with the screen's inputs; no
  /// route enum, no switch over the screens.
  @Test func theSwiftUIPartIsAViewsMethodAndARouteBoxAScreen() throws {
    let code = try Self.coordinator()
    #expect(code.components(separatedBy: "FlowRouteBox(").count == 3)
    #expect(code.contains("FlowRouteBox(send, views: self) {\n        $0.aView(send: send)\n"))
    let b = "FlowRouteBox(send, views: self) {\n        $0.bView(label: label, send: send)\n"
    #expect(code.contains(b))
    #expect(!code.contains("enum Route"))
    #expect(!code.contains("switch route"))
    #expect(!code.contains("var showing"))
  }

  /// A flow file imports Foundation only when the flow names `Date`, `URL` or an app type (which
  /// may be Foundation's), in its own fields or a child flow's: every other import costs each job
  /// of its module (docs/generated-code-design.md). SwiftUI is imported inside the SwiftUI part's
  /// one `#if`.
  @Test func aFlowImportsFoundationOnlyWhenItNamesATypeFoundationMayDeclare() throws {
    let plain = try Self.coordinator()
    #expect(!plain.contains("import Foundation"))
    #expect(plain.components(separatedBy: "import SwiftUI").count == 2)
    #expect(plain.components(separatedBy: "#if canImport(SwiftUI)").count == 2)
    #expect(plain.contains("#if canImport(SwiftUI) && canImport(Observation)\n  import SwiftUI\n"))
    let fields = [
      "context: { when: Date? }", "inputs: { link: URL? }", "inputs: { ids: \"[Photo]\" }",
    ]
    for field in fields {
      let source = "flow: F\n\(field)\nstart: a\nscreens:\n  a: {}\n"
      let module = try #require(validate(source).module, "\(field)")
      let file = try #require(
        SwiftGenerator.generate(module).first { $0.path == "FCoordinator.swift" })
      #expect(file.contents.contains("\n\nimport Foundation\n\n"), "\(field)")
    }
    let parent = """
      flow: P
      start: s
      screens:
        s: { events: { go: {} }, on: { go: c } }
        c: { flow: C, on: { done: { replace: s } } }
      """
    let child = """
      flow: C
      environment: { now: Date }
      results: { done: { at: Date } }
      start: a
      screens:
        a: { events: { ok: {} }, on: { ok: { finish: { done: { at: now } } } } }
      """
    let module = try #require(validate(parent, child).module)
    let generated = SwiftGenerator.generate(module)
    let file = try #require(generated.first { $0.path == "PCoordinator.swift" })
    #expect(file.contents.contains("import Foundation"))
  }
}
