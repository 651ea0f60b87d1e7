/// What the analyses need of one flow: its nodes, and for each transition where it goes, what it
/// assigns and what it reads. Built by `FlowResolver` even for flows with errors, so that the
/// analyses report their findings alongside other problems.
struct FlowGraph {
  /// How a node is entered.
  enum Entry: Equatable {
    case start, push, present, replace
  }

  /// How a transition navigates, for the analyses.
  enum Move: Equatable {
    case enter(Entry, target: Int)
    case stay, back, dismiss, close, finish
    case popTo(target: Int)
  }

  /// A context read: the field, where, and whether it happens after the transition's `set`.
  struct Read {
    var field: String
    var range: SourceRange
    var afterAssignments: Bool
  }

  struct TransitionInfo {
    var event: String
    var eventRange: SourceRange
    /// Whether a `when` is written; `condition` is nil when it is absent or failed to type-check.
    var hasCondition: Bool
    var condition: TypedExpression?
    var move: Move?
    var moveRange: SourceRange
    var range: SourceRange
    /// The context fields set (a short list, searched in order; a name may repeat).
    var assigns: [String]
    var reads: [Read]
    /// For a `present`: whether the user may swipe the presented stack away.
    var swipeable = false
  }

  /// A swipe that ends a presented stack whose node handles `dismissed`: from the node that
  /// presented it, by its `present` transition, to the node of the `dismissed` transitions.
  struct Swipe {
    /// The `present` transition's position among the presenting node's transitions.
    var transition: Int
    /// The node of the `dismissed` transitions.
    var target: Int
  }

  struct Node {
    var name: String
    var range: SourceRange
    var isChild: Bool
    var childFlow: String?
    /// Reads in the node's `inputs`, evaluated as it is entered.
    var inputReads: [Read] = []
    var transitions: [TransitionInfo] = []
    /// For the node of a screen's `dismissed` transitions (after the screens, named `S, swiped
    /// away`): the screen's node. Its states are those of the screen that presented the screen.
    var dismissedOf: Int? = nil
    /// The swipes that leave this node's presented stacks for a `dismissed` node.
    var swipes: [Swipe] = []
  }

  struct StartInfo {
    var target: Int
    var range: SourceRange
    var reads: [Read]
    var hasCondition: Bool
    var condition: TypedExpression?
  }

  var flowName: String
  /// A tab container's tab nodes: each is shown when the flow starts.
  var tabs: Set<Int> = []
  var nameRange: SourceRange
  var nodes: [Node] = []
  var index: [String: Int] = [:]
  var starts: [StartInfo] = []
  /// Context fields that start unset: non-optional, no default.
  var trackedFields: [String] = []
  /// Whether the flow declares results.
  var hasResults = false
  /// Where `start` is written.
  var startRange: SourceRange
  /// True when a start choice failed (its error is reported): the start analyses, which would
  /// miss that choice, are skipped.
  var isStartIncomplete = false
  /// Each screen's node of `dismissed` transitions, by the screen's node.
  var dismissedNodes: [Int: Int] = [:]

  /// Links each `present` the user may swipe away to the `dismissed` node of its target.
  mutating func linkSwipes() {
    guard !dismissedNodes.isEmpty else { return }
    for index in nodes.indices {
      for position in nodes[index].transitions.indices {
        let transition = nodes[index].transitions[position]
        guard transition.swipeable, case .enter(.present, let target) = transition.move,
          let virtual = dismissedNodes[target]
        else { continue }
        nodes[index].swipes.append(Swipe(transition: position, target: virtual))
      }
    }
  }

  /// A readable path of events from the start to `state`, following BFS parent links:
  /// `start --> first --pick--> edit`. `node` tells which node a search state stands for.
  func describePath<State: Hashable>(
    to state: State, parents: [State: (state: State, event: String)], node: (State) -> Int
  ) -> String {
    var steps = [nodes[node(state)].name]
    var current = state
    while let parent = parents[current] {
      steps += ["--\(parent.event)-->", nodes[node(parent.state)].name]
      current = parent.state
    }
    return "start --> " + steps.reversed().joined(separator: " ")
  }
}
