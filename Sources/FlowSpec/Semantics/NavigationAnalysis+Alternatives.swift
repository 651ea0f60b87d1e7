extension NavigationAnalysis {
  /// The alternative a transition is, as the runner's trace numbers it: ``transition 2 of
  /// `close` on `cart` (when x > 1)``. A navigation diagnostic's note names it beside the path.
  func alternative(node: Int, position: Int) -> String {
    let transitions = graph.nodes[node].transitions
    let transition = transitions[position]
    let number = transitions[...position].filter { $0.event == transition.event }.count
    // A screen's `dismissed` transitions have a node of their own, named after the screen.
    let screen = graph.nodes[node].dismissedOf ?? node
    var text = "transition \(number) of `\(transition.event)` on `\(graph.nodes[screen].name)`"
    if let condition = transition.condition {
      text += " (when \(condition))"
    } else if transition.hasCondition {
      text += " (guarded)"
    }
    return text
  }

  /// A step of a path: the event, and which of its transitions when the node has several.
  func step(node: Int, position: Int) -> String {
    let transitions = graph.nodes[node].transitions
    let event = transitions[position].event
    guard transitions.lazy.filter({ $0.event == event }).count > 1 else { return event }
    let number = transitions[...position].filter { $0.event == event }.count
    return "\(event) (transition \(number))"
  }

  /// The note of a diagnostic about transition `position` of `node`, reached by `path`.
  func note(node: Int, position: Int, path: String) -> Diagnostic.Note {
    .init("\(alternative(node: node, position: position)), on the path \(path)")
  }
}
