import FlowRunner
import FlowSpec

extension PathScript {
  /// A path's script being written a step at a time: its start, and the lines of its steps (what
  /// follows the start lines), kept as one text rather than a text a line.
  struct Body: Sendable {
    /// Where the path starts.
    let start: PathStart
    /// The environment answers at the start: the start's, with those the first step changes
    /// (they are start lines; the search checked that the start is the same with them).
    private(set) var environment: [String: Value]
    /// The steps so far: inputs, and environment answers that change from the second step on.
    private(set) var steps: [PlannedStep] = []
    /// The number of inputs so far.
    private(set) var count = 0
    /// The lines of the steps so far, each followed by a line break.
    private(set) var text = PathScriptText()
    /// The flows the path has started, in the order started.
    private(set) var flows: [String] = []

    /// An empty path from `start`.
    init(start: PathStart) {
      self.start = start
      environment = start.node.environment
      noteFlows(of: start.node)
    }

    /// Adds the flows `node`'s effects started to `flows`.
    private mutating func noteFlows(of node: SearchNode) {
      for effect in node.effects {
        if case .flowStarted(let flow, _, _) = effect, !flows.contains(flow) { flows.append(flow) }
      }
    }

    /// Adds the steps along `chain` from `previous`, where the path stands.
    mutating func append(along chain: [SearchNode], from previous: SearchNode, machine: FlowMachine)
    {
      var before = previous
      for node in chain {
        append(node, after: before, machine: machine)
        before = node
      }
    }

    /// Adds the step to `node` from `previous`, written from the nodes (nothing when `node` is a
    /// start, which has no move): the move's environment answers (start lines for the first
    /// step, `:env` lines after), its input's line, and the `expect` lines after it.
    private mutating func append(
      _ node: SearchNode, after previous: SearchNode, machine: FlowMachine
    ) {
      guard let move = node.move else { return }
      if count == 0 {
        for answer in move.answers { environment[answer.name] = answer.value }
      } else {
        for answer in move.answers {
          steps.append(.environment(answer.name, answer.value))
          text.append(":env \(answer.name)=\(PathScript.text(answer.value))\n")
        }
      }
      steps.append(.input(move.input))
      count += 1
      noteFlows(of: node)
      PathScript.write(move.input, before: previous, machine: machine, into: &text)
      PathScript.writeExpectations(node, into: &text)
    }
  }
}
