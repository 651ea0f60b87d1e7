import FlowRunner
import FlowSpec

/// A state the search reached, and how: the start it came from or the move from its parent.
///
/// A class: a search keeps every node it reached and hands them on (to the path, the script
/// writer, a child flow's walk), so a copy costs one reference instead of one for each of its
/// parts.
final class SearchNode: Sendable {
  /// The machine's state.
  let state: MachineState
  /// The environment answers in force.
  let environment: [String: Value]
  /// The move that led here from the node before it (nil for a start).
  let move: Move?
  /// The effects of that move (or of the start).
  let effects: [Effect]

  init(state: MachineState, environment: [String: Value], move: Move?, effects: [Effect]) {
    self.state = state
    self.environment = environment
    self.move = move
    self.effects = effects
  }

  /// The node `move` leads to from this one, or nil when the machine refuses it (as the
  /// searches step: no `update` effects).
  func after(_ move: Move, machine: FlowMachine) -> SearchNode? {
    var environment = self.environment
    for answer in move.answers { environment[answer.name] = answer.value }
    guard
      let (state, effects) = try? machine.step(
        self.state, move.input, environment: environment, updates: false)
    else { return nil }
    return SearchNode(state: state, environment: environment, move: move, effects: effects)
  }
}

/// How a path starts: the flow's inputs and the environment answers, and what the start did.
struct PathStart: Sendable {
  var inputs: [NamedValue]
  var node: SearchNode
}
