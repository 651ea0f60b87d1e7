import FlowSpec
import Testing

/// The shapes of a screen's generated code chosen for compile time (docs/generated-code-design.md,
/// "The flow jobs in issue 14's fourth round"): `enterNAME` returns `.handled`, so a handler's
/// transition to a node is one `return` statement, and a flow's SwiftUI screens share one
/// route-box helper.
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
  /// by `return .handled`; the start discards what `enter` returns.
  @Test func aTransitionToANodeReturnsWhatEnterReturns() throws {
    let code = try Self.coordinator()
    #expect(code.contains("    return self.enterB(session, .push)\n"))
    #expect(
      code.contains(
        "    session.clearTopStack(of: self)\n      return self.enterA(session, .replace)\n"))
    #expect(code.contains("session.back(self)\n      return .handled\n"))
    #expect(code.contains("_ = self.enterA(session, placement)"))
    #expect(!code.contains("    self.enterB(session, .push)\n"))
    #expect(code.components(separatedBy: "    return .handled\n  }\n").count == 3)
  }

  /// Each SwiftUI `makeNAME` is one call of the flow's private `routeBox(_:_:)`, the one place
  /// that makes a `FlowRouteBox`; inputs are passed on in the route.
  @Test func theSwiftUIScreensShareOneRouteBoxHelper() throws {
    let code = try Self.coordinator()
    #expect(code.components(separatedBy: "FlowRouteBox(").count == 2)
    #expect(code.contains("private func routeBox<ScreenEvent>("))
    #expect(code.contains("self.routeBox(.a(send: send), send)"))
    #expect(code.contains("self.routeBox(.b(label: label, send: send), send)"))
    #expect(!code.contains("let route0"))
  }
}
