import FlowRunner
import FlowSpec

/// A state the search reached, and how: the start it came from or the move from its parent.
struct SearchNode: Sendable {
  /// The machine's state.
  var state: MachineState
  /// The environment answers in force.
  var environment: [String: Value]
  /// The move that led here from the node before it (nil for a start).
  var move: Move?
  /// The effects of that move (or of the start).
  var effects: [Effect]
}

/// How a path starts: the flow's inputs and the environment answers, and what the start did.
struct PathStart: Sendable {
  var inputs: [NamedValue]
  var node: SearchNode
}
