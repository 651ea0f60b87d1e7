import FlowSpec

extension ValidatedModule {
  /// Calls `body` with every expression of the module: guards, assignments, arguments, payloads,
  /// inputs, defaults (read in place, without gathering them into an array first).
  func forEachExpression(_ body: (TypedExpression) -> Void) {
    for flow in flows {
      for field in flow.context { if let value = field.defaultValue { body(value) } }
      for choice in flow.start { if let condition = choice.condition { body(condition) } }
      for screen in flow.screens {
        for input in screen.inputs { body(input.value) }
        for handler in screen.allHandlers {
          for transition in handler.transitions {
            if let condition = transition.condition { body(condition) }
            for assignment in transition.assignments { body(assignment.value) }
            for call in transition.actions {
              for argument in call.arguments { body(argument.value) }
            }
            if case .finish(_, let payload) = transition.navigation {
              for field in payload { body(field.value) }
            }
          }
        }
      }
    }
  }
}
