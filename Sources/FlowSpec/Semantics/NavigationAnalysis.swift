/// Legal navigation on every path, by exploring a finite abstraction of the navigation state.
///
/// A state is the node the flow is on plus three facts about the screen it shows: whether it is
/// the first of this flow's screens on its stack (`bottom`), whether its stack is a modal this flow
/// presented (`modal`), and whether the flow shows no screen of its own there because a child flow
/// replaced it (`empty`). These facts are fixed when a screen is shown; `back`, `popTo`, `dismiss`
/// and a child's finish return to a screen shown earlier on the same path, so only forward moves
/// create states, and the search is exact for the graph with guards ignored.
struct NavigationAnalysis {
  struct State: Hashable {
    var node: Int
    var bottom: Bool
    var modal: Bool
    var empty: Bool
  }

  let graph: FlowGraph
  /// Whether system back or a swipe can leave this flow's first screen (it is only ever pushed or
  /// presented by its parents).
  let baseIsLeavable: Bool

  /// The nodes any path reaches.
  private(set) var reachable = Set<Int>()
  /// Nodes reachable at the bottom of the base stack (nothing of this flow to go back to).
  private(set) var reachableAtBaseBottom = Set<Int>()

  init(graph: FlowGraph, baseIsLeavable: Bool) {
    self.graph = graph
    self.baseIsLeavable = baseIsLeavable
  }

  mutating func run(diagnostics: inout Diagnostics) {
    var parents: [State: (state: State, event: String)] = [:]
    var queue: [State] = []
    var seen = Set<State>()
    for start in graph.starts {
      let isChild = graph.nodes[start.target].isChild
      let state = State(node: start.target, bottom: true, modal: false, empty: isChild)
      if seen.insert(state).inserted { queue.append(state) }
    }
    var head = 0
    var reported = Set<SourceRange>()
    var popTargets = Set<Int>()
    while head < queue.count {
      let state = queue[head]
      head += 1
      reachable.insert(state.node)
      if state.bottom && !state.modal && !state.empty { reachableAtBaseBottom.insert(state.node) }
      for transition in graph.nodes[state.node].transitions {
        guard let move = transition.move else { continue }
        if let problem = problem(with: move, in: state),
          reported.insert(transition.moveRange).inserted
        {
          let path = graph.describePath(to: state, parents: parents, node: \.node)
          diagnostics.emit(problem, at: transition.moveRange, notes: [.init("on the path \(path)")])
        }
        if case .popTo(let target) = move { popTargets.insert(target) }
        guard let next = successor(of: state, by: move), seen.insert(next).inserted else {
          continue
        }
        parents[next] = (state, transition.event)
        queue.append(next)
      }
    }
    for target in popTargets.sorted() {
      checkPopTo(target, reported: &reported, diagnostics: &diagnostics)
    }
  }

  private func problem(with move: FlowGraph.Move, in state: State) -> Diagnostic.Message? {
    let name = graph.nodes[state.node].name
    switch move {
    case .stay where state.empty, .enter(.present, _) where state.empty:
      return .noScreenShown(graph.nodes[state.node].name)
    case .back where state.empty:
      return .noScreenShown(graph.nodes[state.node].name)
    case .back where state.bottom:
      return .illegalBack(name, isChild: graph.nodes[state.node].isChild)
    case .dismiss where !state.modal:
      return .illegalDismiss(name)
    default:
      return nil
    }
  }

  private func successor(of state: State, by move: FlowGraph.Move) -> State? {
    guard case .enter(let entry, let target) = move else { return nil }
    let isChild = graph.nodes[target].isChild
    switch entry {
    case .push, .start:
      if isChild {
        return State(node: target, bottom: state.bottom, modal: state.modal, empty: state.empty)
      }
      return State(node: target, bottom: state.empty, modal: state.modal, empty: false)
    case .present:
      if state.empty { return nil }
      if isChild {
        return State(node: target, bottom: state.bottom, modal: state.modal, empty: false)
      }
      return State(node: target, bottom: true, modal: true, empty: false)
    case .replace:
      return State(node: target, bottom: true, modal: state.modal, empty: isChild)
    }
  }

  /// `popTo target`: on every path, `target` must be on one of this flow's stacks.
  ///
  /// A second search whose states also track whether `target` is on the current stack (at or below
  /// the shown screen) or on a stack below it.
  private func checkPopTo(
    _ target: Int, reported: inout Set<SourceRange>, diagnostics: inout Diagnostics
  ) {
    struct PopState: Hashable {
      var node: Int
      var onCurrent: Bool
      var onLower: Bool
      var empty: Bool
    }
    var parents: [PopState: (state: PopState, event: String)] = [:]
    var seen = Set<PopState>()
    var queue: [PopState] = []
    for start in graph.starts {
      let isChild = graph.nodes[start.target].isChild
      let state = PopState(
        node: start.target, onCurrent: !isChild && start.target == target, onLower: false,
        empty: isChild)
      if seen.insert(state).inserted { queue.append(state) }
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for transition in graph.nodes[state.node].transitions {
        if transition.move == .popTo(target: target), !state.onCurrent, !state.onLower,
          reported.insert(transition.moveRange).inserted
        {
          let path = graph.describePath(to: state, parents: parents, node: \.node)
          diagnostics.emit(
            .illegalPopTo(graph.nodes[target].name), at: transition.moveRange,
            notes: [.init("on the path \(path)")])
        }
        guard case .enter(let entry, let next) = transition.move else { continue }
        let isChild = graph.nodes[next].isChild
        let isTarget = next == target
        var successor: PopState
        switch entry {
        case .push, .start:
          successor =
            isChild
            ? PopState(
              node: next, onCurrent: state.onCurrent, onLower: state.onLower, empty: state.empty)
            : PopState(
              node: next, onCurrent: state.onCurrent || isTarget, onLower: state.onLower,
              empty: false)
        case .present:
          successor =
            isChild
            ? PopState(node: next, onCurrent: state.onCurrent, onLower: state.onLower, empty: false)
            : PopState(
              node: next, onCurrent: isTarget, onLower: state.onLower || state.onCurrent,
              empty: false)
        case .replace:
          successor = PopState(
            node: next, onCurrent: !isChild && isTarget, onLower: state.onLower, empty: isChild)
        }
        if seen.insert(successor).inserted {
          parents[successor] = (state, transition.event)
          queue.append(successor)
        }
      }
    }
  }
}

extension Diagnostic.Message {
  static func illegalBack(_ screen: String, isChild: Bool) -> Self {
    .init(
      .illegalBack,
      isChild
        ? "`back` here would pop the screen this flow was on before `\(screen)` started, but it may be the first of this flow's screens on its stack; use `finish` to leave the flow or `dismiss` for a modal"
        : "`back` from `\(screen)`, which may be the first of this flow's screens on its stack; use `finish` to leave the flow or `dismiss` for a modal"
    )
  }
  static func illegalDismiss(_ screen: String) -> Self {
    .init(
      .illegalDismiss,
      "`dismiss` from `\(screen)`, which may not be in a stack this flow presented; use `finish` to leave the flow"
    )
  }
  static func illegalPopTo(_ target: String) -> Self {
    .init(.illegalPopTo, "`popTo: \(target)` where `\(target)` may not be on this flow's stacks")
  }
  static func noScreenShown(_ node: String) -> Self {
    .init(
      .noScreenShown,
      "after child-flow node `\(node)` (which replaced this flow's screens) finishes, this flow shows no screen; `push`, `replace` or `finish` here"
    )
  }
}
