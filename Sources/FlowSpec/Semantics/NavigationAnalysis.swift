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

  /// The nodes any path reaches, by node index.
  private(set) var reachable: [Bool] = []
  /// Nodes reachable at the bottom of the base stack (nothing of this flow to go back to).
  private(set) var reachableAtBaseBottom: [Bool] = []

  /// Per node, the events whose guarded transitions may all fail, so the event (or a child's
  /// result) is ignored there.
  let ignorable: [Int: [(event: String, range: SourceRange)]]

  init(
    graph: FlowGraph, baseIsLeavable: Bool,
    ignorable: [Int: [(event: String, range: SourceRange)]] = [:]
  ) {
    self.graph = graph
    self.baseIsLeavable = baseIsLeavable
    self.ignorable = ignorable
  }

  /// A state's place in the search's flat arrays: node * 8 + bottom * 4 + modal * 2 + empty.
  private static func code(_ state: State) -> Int {
    state.node * 8 + (state.bottom ? 4 : 0) + (state.modal ? 2 : 0) + (state.empty ? 1 : 0)
  }

  private static func state(_ code: Int) -> State {
    State(node: code / 8, bottom: code & 4 != 0, modal: code & 2 != 0, empty: code & 1 != 0)
  }

  mutating func run(diagnostics: inout Diagnostics) {
    let count = graph.nodes.count * 8
    reachable = [Bool](repeating: false, count: graph.nodes.count)
    reachableAtBaseBottom = reachable
    // Breadth-first over flat arrays; a state's parent and the transition taken from it give the
    // path in a diagnostic.
    var seen = [Bool](repeating: false, count: count)
    var parent = [Int32](repeating: -1, count: count)
    var parentTransition = [Int32](repeating: -1, count: count)
    var queue: [Int] = []
    for start in graph.starts {
      let isChild = graph.nodes[start.target].isChild
      let code = Self.code(State(node: start.target, bottom: true, modal: false, empty: isChild))
      if !seen[code] {
        seen[code] = true
        queue.append(code)
      }
    }
    var head = 0
    var reported = Set<SourceRange>()
    var popTargets = Set<Int>()
    // Per node, the facts of every state reached there (a bit for each `code & 7`): the fix a
    // `back` or `dismiss` diagnostic suggests holds on every path, not only on the one it names.
    var facts = [UInt8](repeating: 0, count: graph.nodes.count)
    var problems: [(move: FlowGraph.Move, state: State, position: Int, path: String)] = []
    while head < queue.count {
      let current = queue[head]
      head += 1
      let state = Self.state(current)
      facts[state.node] |= 1 << (current & 7)
      reachable[state.node] = true
      if state.bottom && !state.modal && !state.empty { reachableAtBaseBottom[state.node] = true }
      // A result ignored where the child replaced this flow's screens leaves nothing shown.
      if state.empty {
        for group in ignorable[state.node] ?? [] where reported.insert(group.range).inserted {
          let path = path(to: current, parent: parent, via: parentTransition)
          diagnostics.emit(
            .resultMayBeIgnored(group.event, node: graph.nodes[state.node].name),
            at: group.range,
            notes: [
              .init(
                "no transition of `\(group.event)` on `\(graph.nodes[state.node].name)` taken, "
                  + "on the path \(path)")
            ])
        }
      }
      let transitions = graph.nodes[state.node].transitions
      for position in transitions.indices {
        guard let move = transitions[position].move else { continue }
        if isProblem(move, in: state), reported.insert(transitions[position].moveRange).inserted {
          let path = path(to: current, parent: parent, via: parentTransition)
          problems.append((move, state, position, path))
        }
        if case .popTo(let target) = move { popTargets.insert(target) }
        guard let next = successor(of: state, by: move).map(Self.code), !seen[next] else {
          continue
        }
        seen[next] = true
        parent[next] = Int32(current)
        parentTransition[next] = Int32(position)
        queue.append(next)
      }
      // A swipe ends the presented stack: its `dismissed` transitions run where the present was.
      for swipe in graph.nodes[state.node].swipes where !state.empty {
        let next = Self.code(
          State(node: swipe.target, bottom: state.bottom, modal: state.modal, empty: false))
        guard !seen[next] else { continue }
        seen[next] = true
        parent[next] = Int32(current)
        parentTransition[next] = Int32(swipe.transition)
        queue.append(next)
      }
    }
    for problem in problems {
      let fix = Leaving(states: facts[problem.state.node])
      let (node, position) = (problem.state.node, problem.position)
      if let message = message(for: problem.move, in: problem.state, fix: fix) {
        diagnostics.emit(
          message, at: graph.nodes[node].transitions[position].moveRange,
          notes: [note(node: node, position: position, path: problem.path)])
      }
    }
    for target in popTargets.sorted() {
      checkPopTo(target, reported: &reported, diagnostics: &diagnostics)
    }
  }

  private func isProblem(_ move: FlowGraph.Move, in state: State) -> Bool {
    message(for: move, in: state, fix: .finish) != nil
  }

  /// The diagnostic of `move` in `state`, if it is illegal there; `fix` is what leaves the
  /// screen on every path.
  private func message(for move: FlowGraph.Move, in state: State, fix: Leaving)
    -> Diagnostic.Message?
  {
    var name: String { graph.nodes[state.node].name }
    switch move {
    case .stay where state.empty, .enter(.present, _) where state.empty:
      return .noScreenShown(graph.nodes[state.node].name)
    case .back where state.empty, .close where state.empty:
      return .noScreenShown(graph.nodes[state.node].name)
    case .close where state.bottom && !state.modal:
      let screen = graph.nodes[state.node].dismissedOf.map { graph.nodes[$0].name } ?? name
      return .illegalClose(screen, afterSwipe: graph.nodes[state.node].dismissedOf != nil, fix: fix)
    case .back where state.bottom:
      if let screen = graph.nodes[state.node].dismissedOf {
        return .illegalBackAfterSwipe(graph.nodes[screen].name, fix: fix)
      }
      return .illegalBack(name, isChild: graph.nodes[state.node].isChild, fix: fix)
    case .dismiss where !state.modal:
      if let screen = graph.nodes[state.node].dismissedOf {
        return .illegalDismissAfterSwipe(graph.nodes[screen].name, fix: fix)
      }
      return .illegalDismiss(name, fix: fix)
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
  /// the shown screen) or on a stack below it. One search per distinct target, over flat arrays:
  /// state = node * 8 + onCurrent * 4 + onLower * 2 + empty.
  private func checkPopTo(
    _ target: Int, reported: inout Set<SourceRange>, diagnostics: inout Diagnostics
  ) {
    let count = graph.nodes.count * 8
    var seen = [Bool](repeating: false, count: count)
    var parent = [Int32](repeating: -1, count: count)
    var parentTransition = [Int32](repeating: -1, count: count)
    var queue: [Int] = []
    func state(_ node: Int, _ onCurrent: Bool, _ onLower: Bool, _ empty: Bool) -> Int {
      node * 8 + (onCurrent ? 4 : 0) + (onLower ? 2 : 0) + (empty ? 1 : 0)
    }
    for start in graph.starts {
      let isChild = graph.nodes[start.target].isChild
      let initial = state(start.target, !isChild && start.target == target, false, isChild)
      if !seen[initial] {
        seen[initial] = true
        queue.append(initial)
      }
    }
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      let node = current / 8
      let onCurrent = current & 4 != 0
      let onLower = current & 2 != 0
      let empty = current & 1 != 0
      for (position, transition) in graph.nodes[node].transitions.enumerated() {
        if transition.move == .popTo(target: target), !onCurrent, !onLower,
          reported.insert(transition.moveRange).inserted
        {
          diagnostics.emit(
            .illegalPopTo(graph.nodes[target].name), at: transition.moveRange,
            notes: [
              note(
                node: node, position: position,
                path: path(to: current, parent: parent, via: parentTransition))
            ])
        }
        guard case .enter(let entry, let next) = transition.move else { continue }
        let isChild = graph.nodes[next].isChild
        let isTarget = next == target
        let successor: Int
        switch entry {
        case .push, .start:
          successor =
            isChild
            ? state(next, onCurrent, onLower, empty)
            : state(next, onCurrent || isTarget, onLower, false)
        case .present:
          successor =
            isChild
            ? state(next, onCurrent, onLower, false)
            : state(next, isTarget, onLower || onCurrent, false)
        case .replace:
          successor = state(next, !isChild && isTarget, onLower, isChild)
        }
        if !seen[successor] {
          seen[successor] = true
          parent[successor] = Int32(current)
          parentTransition[successor] = Int32(position)
          queue.append(successor)
        }
      }
      for swipe in graph.nodes[node].swipes {
        let successor = state(swipe.target, onCurrent, onLower, false)
        if !seen[successor] {
          seen[successor] = true
          parent[successor] = Int32(current)
          parentTransition[successor] = Int32(swipe.transition)
          queue.append(successor)
        }
      }
    }
  }

  /// The events from the start to a state of a search whose states are `node * 8 + facts`.
  private func path(to state: Int, parent: [Int32], via transition: [Int32]) -> String {
    var links: [Int: (state: Int, event: String)] = [:]
    var current = state
    while parent[current] >= 0 {
      let previous = Int(parent[current])
      links[current] = (previous, step(node: previous / 8, position: Int(transition[current])))
      current = previous
    }
    return graph.describePath(to: state, parents: links) { $0 / 8 }
  }
}

extension Diagnostic.Message {
  static func illegalBack(_ screen: String, isChild: Bool, fix: NavigationAnalysis.Leaving) -> Self
  {
    .init(
      .illegalBack,
      (isChild
        ? "`back` here would pop the screen this flow was on before `\(screen)` started, but it may be the first of this flow's screens on its stack; "
        : "`back` from `\(screen)`, which may be the first of this flow's screens on its stack; ")
        + fix.advice)
  }
  static func illegalDismiss(_ screen: String, fix: NavigationAnalysis.Leaving) -> Self {
    .init(
      .illegalDismiss,
      "`dismiss` from `\(screen)`, which may not be in a stack this flow presented; " + fix.advice)
  }
  static func illegalBackAfterSwipe(_ screen: String, fix: NavigationAnalysis.Leaving) -> Self {
    .init(
      .illegalBack,
      "`back` after `\(screen)` is swiped away would pop the screen that presented it, which may be the first of this flow's screens on its stack; "
        + fix.advice)
  }
  static func illegalDismissAfterSwipe(_ screen: String, fix: NavigationAnalysis.Leaving) -> Self {
    .init(
      .illegalDismiss,
      "`dismiss` after `\(screen)` is swiped away, where the screen that presented it may not be in a stack this flow presented; "
        + fix.advice)
  }
  static func illegalClose(_ screen: String, afterSwipe: Bool, fix: NavigationAnalysis.Leaving)
    -> Self
  {
    .init(
      .illegalClose,
      (afterSwipe
        ? "`close` after `\(screen)` is swiped away, where the screen that presented it "
        : "`close` from `\(screen)`, which ")
        + "may be neither pushed onto a screen of this flow nor the root of a stack this flow presented; "
        + fix.advice)
  }
  static func illegalPopTo(_ target: String) -> Self {
    .init(.illegalPopTo, "`popTo: \(target)` where `\(target)` may not be on this flow's stacks")
  }
  static func resultMayBeIgnored(_ event: String, node: String) -> Self {
    .init(
      .noScreenShown,
      "no guard of `\(event)` may hold after child-flow node `\(node)` (which replaced this flow's screens) finishes, and this flow would show no screen; end the list with an unguarded transition"
    )
  }
  static func noScreenShown(_ node: String) -> Self {
    .init(
      .noScreenShown,
      "after child-flow node `\(node)` (which replaced this flow's screens) finishes, this flow shows no screen; `push`, `replace` or `finish` here"
    )
  }
}
