import FlowRunner
import FlowSpec

/// What a search within one running child flow found, kept to be replayed the next time the
/// planner looks for the farthest way out of that flow in the same circumstances.
///
/// The search from a state whose active flow is a child, bounded to as many flows as that state
/// runs, steps only that child until a move leaves it: the states it reaches inside depend on
/// the child's node and the values its guards read, the environment answers, and the child's
/// screens on the stacks (`Key`), as the search itself tells states apart (`StateKey`); only the
/// steps that leave the child depend on its ancestors. A walk keeps the moves of the search's tree
/// and, in the order the search met them, the moves that left the child or that the machine
/// refused (a refused move may leave another parent). Replaying it steps the machine along the
/// moves towards those candidates, the last first, until one takes a goal.
struct ChildWalk {
  /// The circumstances of the child's state that the search from it depends on.
  struct Key: Hashable {
    var depth: Int
    var flow: Int
    var node: Int
    var values: [Value?]
    var environment: [String: Value]
    /// For each stack from the top down to the first that holds a screen of another flow or
    /// that the child did not present: its size, whether the child presented it, and its
    /// presentation (`Key.append(_:to:)`).
    var stacks: [Int]
    /// The child's screens on those stacks, from the top.
    var names: [String]

    /// The key of `node`'s state, or nil when the state is not one a walk is kept for (the root
    /// flow, or a tab container).
    init?(_ node: SearchNode, context: PlanningContext) {
      let state = node.state
      guard state.frames.count > 1, state.tabBar == nil, state.finished == nil else { return nil }
      let active = state.active
      depth = state.frames.count
      flow = active.flowIndex
      self.node = active.nodeIndex
      values = context.keySlotsByFlow[active.flowIndex].map { active.value(named: $0) }
      environment = node.environment
      stacks = []
      names = []
      for stack in state.stacks.reversed() {
        let entries = stack.entries
        stacks += [entries.count, stack.presenter == active.id ? 1 : 0]
        Self.append(stack.presentation, to: &stacks)
        var owned = 0
        for entry in entries.reversed() {
          guard entry.frame == active.id else { break }
          names.append(entry.screen)
          owned += 1
        }
        // Below a stack of the child's own that the child did not present (its first, presented
        // by its parent), the child's steps reach nothing but by leaving.
        if owned < entries.count || stack.presenter != active.id { break }
      }
    }

    /// Appends numbers that tell `presentation` from any other: its style's position, whether it
    /// may be swiped, how many detents and each detent's position. (Describing it as a string
    /// went through reflection, and took 1.7% of planning at 10,000 screens.)
    static func append(_ presentation: Presentation, to numbers: inout [Int]) {
      numbers.append(Presentation.Style.allCases.firstIndex(of: presentation.style) ?? -1)
      numbers.append(presentation.allowsSwipe ? 1 : 0)
      numbers.append(presentation.detents.count)
      for detent in presentation.detents {
        numbers.append(Presentation.Detent.allCases.firstIndex(of: detent) ?? -1)
      }
    }
  }

  /// For each node of the search's tree, the node before it (-1 for the source) and the move
  /// from it.
  var parents: [Int]
  var moves: [Move?]
  /// The moves that left the child (a node of the tree) or that the machine refused (a move from
  /// a node of the tree), in the order the search tried them.
  var candidates: [(node: Int?, parent: Int, move: Move)]

  /// The walk of a finished search `tree` from one source of depth `depth`, or nil when a state
  /// it kept within that depth runs another flow on top than the source.
  init?(_ tree: SearchTree, depth: Int) {
    guard let source = tree.nodes.first else { return nil }
    let child = source.state.active.id
    var leaving: [(position: Int, node: Int?, parent: Int, move: Move)] = []
    for (index, node) in tree.nodes.enumerated().dropFirst() {
      guard let move = node.move else { return nil }
      let frames = node.state.frames.count
      if frames < depth || node.state.finished != nil {
        leaving.append((2 * index + 1, index, tree.parents[index], move))
      } else if frames == depth, node.state.active.id != child {
        return nil
      }
    }
    // A refusal tried when the tree held k nodes came before node k (both lists are in order).
    var merged: [(node: Int?, parent: Int, move: Move)] = []
    var refusals = tree.refusals[...]
    for exit in leaving {
      while let refusal = refusals.first, 2 * refusal.at < exit.position {
        merged.append((nil, refusal.parent, refusal.move))
        refusals = refusals.dropFirst()
      }
      merged.append((exit.node, exit.parent, exit.move))
    }
    merged += refusals.map { (nil, $0.parent, $0.move) }
    parents = tree.parents
    moves = tree.nodes.map(\.move)
    candidates = merged
  }

  /// What a replay found.
  enum Replay {
    /// The farthest candidate that takes a goal: the nodes from the source to it.
    case found([SearchNode])
    /// No candidate takes a goal.
    case none
    /// The machine did not step as in the search: the search must be run.
    case differs
  }

  /// Replays the walk from `source`: the farthest candidate (the last the search met) that leaves
  /// the child and takes a goal `takes` accepts.
  func replay(
    from source: SearchNode, depth: Int, machine: FlowMachine, takes: (SearchNode) -> Bool
  ) -> Replay {
    let child = source.state.active.id
    var stepped: [Int: SearchNode] = [0: source]
    // The node of the tree at `index`, stepped from the nearest one already stepped; nil when
    // the machine does not step as it did in the search.
    func node(at index: Int) -> SearchNode? {
      var chain: [Int] = []
      var current = index
      while stepped[current] == nil {
        chain.append(current)
        current = parents[current]
      }
      var node = stepped[current]!
      for index in chain.reversed() {
        guard let move = moves[index], let next = node.after(move, machine: machine),
          next.state.frames.count == depth, next.state.finished == nil,
          next.state.active.id == child
        else { return nil }
        stepped[index] = next
        node = next
      }
      return node
    }
    for candidate in candidates.reversed() {
      let parent = candidate.node.map { parents[$0] } ?? candidate.parent
      guard let from = node(at: parent) else { return .differs }
      // A move that left one parent may be refused by another: the search skips it too.
      guard let last = from.after(candidate.move, machine: machine) else { continue }
      guard last.state.frames.count < depth || last.state.finished != nil else { return .differs }
      guard takes(last) else { continue }
      var chain = [last]
      var current = parent
      while current > 0 {
        chain.append(stepped[current]!)
        current = parents[current]
      }
      return .found(chain.reversed())
    }
    return .none
  }
}

/// The walks kept for a plan, by the circumstances of the state they start from.
final class ChildWalks {
  var walks: [ChildWalk.Key: ChildWalk] = [:]
  /// Whether walks are kept and replayed (the tests compare with searching every time).
  let enabled: Bool
  /// How many searches a replay took the place of.
  var replays = 0

  init(enabled: Bool) {
    self.enabled = enabled
  }
}
