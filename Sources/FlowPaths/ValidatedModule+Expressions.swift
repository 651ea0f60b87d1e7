import FlowSpec

extension ValidatedModule {
  /// Every expression of the module: guards, assignments, arguments, payloads, inputs, defaults.
  var expressions: [TypedExpression] {
    var all: [TypedExpression] = []
    for flow in flows {
      all += flow.context.compactMap(\.defaultValue)
      all += flow.start.compactMap(\.condition)
      for screen in flow.screens {
        all += screen.inputs.map(\.value)
        for handler in screen.allHandlers {
          for transition in handler.transitions {
            all += transition.condition.map { [$0] } ?? []
            all += transition.assignments.map(\.value)
            all += transition.actions.flatMap { $0.arguments.map(\.value) }
            if case .finish(_, let payload) = transition.navigation {
              all += payload.map(\.value)
            }
          }
        }
      }
    }
    return all
  }
}
