import FlowSpec

extension ValidatedModule {
  /// Calls `body` with every expression of the module: guards, assignments, arguments, payloads,
  /// inputs, defaults (read in place, without gathering them into an array first).
  func forEachExpression(_ body: (TypedExpression) -> Void) {
    for flow in flows { flow.forEachExpression(body) }
  }
}

extension Flow {
  /// Calls `body` with every expression of the flow: those its frame evaluates while it runs.
  func forEachExpression(_ body: (TypedExpression) -> Void) {
    for field in context { if let value = field.defaultValue { body(value) } }
    for choice in start { if let condition = choice.condition { body(condition) } }
    for screen in screens {
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

  /// The environment values the flow's expressions read, in the order first met.
  var environmentReads: [String] {
    var names: [String] = []
    forEachExpression { expression in
      expression.forEachNodeInOrder { node in
        if case .environment(let name) = node.kind, !names.contains(name) { names.append(name) }
      }
    }
    return names
  }
}
