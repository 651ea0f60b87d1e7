import FlowSpec

/// A flow prepared for running: what a step would otherwise look up or render on every input is
/// computed once, when the machine is made.
///
/// A class, so a step holds a flow with one reference instead of copying the whole `Flow` value.
final class FlowProgram: Sendable {
  /// The flow.
  let flow: Flow
  /// Each screen's position in `flow.screens`, by name.
  let screenIndex: [String: Int]
  /// The text of each transition's guard, as `[screen][handler][transition]`: the trace shows it.
  let guardTexts: [[[String?]]]
  /// The text of each start choice's guard.
  let startGuardTexts: [String?]

  init(_ flow: Flow) {
    self.flow = flow
    self.screenIndex = Dictionary(flow.screens.enumerated().map { ($1.name, $0) }) { first, _ in
      first
    }
    self.guardTexts = flow.screens.map { screen in
      screen.handlers.map { handler in handler.transitions.map { $0.condition?.description } }
    }
    self.startGuardTexts = flow.start.map { $0.condition?.description }
  }

  /// The position of screen `name`.
  func screen(_ name: String) -> Int? { screenIndex[name] }
}
