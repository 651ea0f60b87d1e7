import FlowRunner

extension Coverage {
  /// Records what a planned path's node covers, as a walkthrough records each state it goes
  /// through: the transitions and results among its step's effects, and the screen on top.
  mutating func record(_ node: SearchNode) {
    record(node.effects)
    recordTopScreen(in: node.state)
  }
}
