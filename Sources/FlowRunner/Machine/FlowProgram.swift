import FlowSpec

/// A flow prepared for running: what a step would otherwise look up, render or walk on every input
/// is done once, when the machine is made.
///
/// A class, so a step holds a flow with one reference instead of copying the whole `Flow` value.
final class FlowProgram: Sendable {
  /// A transition with its expressions compiled.
  struct CompiledTransition: Sendable {
    /// The guard, if any.
    let condition: CompiledExpression?
    /// The guard's text, for the trace.
    let conditionText: String?
    /// The `set` values, in order.
    let assignments: [(name: String, value: CompiledExpression)]
    /// The action calls, with their arguments in parameter order.
    let actions: [(action: String, arguments: [(name: String, value: CompiledExpression)])]
    /// The result payload, for a `finish`.
    let finishPayload: [(name: String, value: CompiledExpression)]
  }

  /// The flow's position in the machine's programs (`FlowFrame.program`).
  let position: Int

  /// The flow.
  let flow: Flow
  /// Each screen's position in `flow.screens`, by name.
  let screenIndex: [String: Int]
  /// Each transition compiled, as `[screen][handler][transition]`.
  let transitions: [[[CompiledTransition]]]
  /// Each start choice's guard, and its text for the trace.
  let startConditions: [(condition: CompiledExpression?, text: String?)]
  /// Each context field's default, in declaration order.
  let contextDefaults: [CompiledExpression?]
  /// Each screen's inputs (a child-flow node's are its child's inputs).
  let screenInputs: [[(name: String, value: CompiledExpression)]]

  init(_ flow: Flow, position: Int) {
    self.flow = flow
    self.position = position
    self.screenIndex = Dictionary(flow.screens.enumerated().map { ($1.name, $0) }) { first, _ in
      first
    }
    let environment = flow.environment
    func compile(_ e: TypedExpression) -> CompiledExpression {
      CompiledExpression(e, environment: environment)
    }
    func compile(_ values: [NamedExpression]) -> [(name: String, value: CompiledExpression)] {
      values.map { ($0.name, compile($0.value)) }
    }
    self.transitions = flow.screens.map { screen in
      screen.handlers.map { handler in
        handler.transitions.map { transition in
          CompiledTransition(
            condition: transition.condition.map(compile),
            conditionText: transition.condition?.description,
            assignments: compile(transition.assignments),
            actions: transition.actions.map { ($0.action, compile($0.arguments)) },
            finishPayload: {
              if case .finish(_, let payload) = transition.navigation { return compile(payload) }
              return []
            }())
        }
      }
    }
    self.startConditions = flow.start.map {
      ($0.condition.map(compile), $0.condition?.description)
    }
    self.contextDefaults = flow.context.map { $0.defaultValue.map(compile) }
    self.screenInputs = flow.screens.map { compile($0.inputs) }
  }

  /// The position of screen `name`.
  func screen(_ name: String) -> Int? { screenIndex[name] }
}
