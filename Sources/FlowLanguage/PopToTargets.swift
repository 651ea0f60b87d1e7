import FlowSpec

/// The screens a `popTo` on a screen can go back to: the flow's screens that are on one of its
/// stacks below that screen on some path from `start`.
///
/// The search is the validator's `popTo` check (NavigationAnalysis) read the other way, over the
/// declarations (so it works while the text being typed does not validate): for each candidate,
/// states are a node and whether the candidate is on the current stack at or below the node's
/// screen or on a stack under it; `push` and `present` keep it, `replace` takes it off the
/// current stack, a child flow's node keeps the stacks as they are. Guards are ignored, as
/// navigation analysis ignores them; `back`, `popTo` and `dismiss` return to a screen shown
/// earlier on the same path, so they make no new state. A presented screen's `dismissed`
/// transitions run where the present was made, so they are followed from the presenting state.
/// Child-flow nodes are never offered: they show no screen of this flow to go back to.
enum PopToTargets {
  /// The screens of `flow` that can be below `screen`, in declaration order.
  static func targets(below screen: String, in flow: FlowDeclaration) -> [String] {
    let screens = flow.screens
    var position: [String: Int] = [:]
    for (index, declaration) in screens.enumerated() where position[declaration.name.value] == nil {
      position[declaration.name.value] = index
    }
    guard let current = position[screen] else { return [] }
    let roots: [String]
    switch flow.start {
    case .screen(let name): roots = [name.value] + flow.tabs.map(\.value)
    case .choices(let choices): roots = choices.map(\.target.value) + flow.tabs.map(\.value)
    }
    let starts = roots.compactMap { position[$0] }
    return screens.indices.filter { candidate in
      guard candidate != current, case .view = screens[candidate].kind else { return false }
      return canBeBelow(candidate, current, screens: screens, position: position, starts: starts)
    }.map { screens[$0].name.value }
  }

  /// A state of the search: the node, and where the candidate is.
  private struct State: Hashable {
    var node: Int
    /// On the current stack, at or below the node's screen.
    var onCurrent: Bool
    /// On a stack under the current one.
    var onLower: Bool
  }

  /// Whether some path reaches `target` with `candidate` at or below it on one of its stacks.
  private static func canBeBelow(
    _ candidate: Int, _ target: Int, screens: [ScreenDeclaration], position: [String: Int],
    starts: [Int]
  ) -> Bool {
    func isChild(_ node: Int) -> Bool {
      if case .flow = screens[node].kind { return true }
      return false
    }
    var seen = Set<State>()
    var queue: [State] = []
    func visit(_ state: State) {
      if seen.insert(state).inserted { queue.append(state) }
    }
    for start in starts {
      visit(State(node: start, onCurrent: start == candidate, onLower: false))
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      if state.node == target && (state.onCurrent || state.onLower) { return true }
      for move in moves(of: screens[state.node]) {
        for next in successors(of: state, by: move, screens: screens, position: position) {
          visit(next)
        }
      }
    }
    return false

    /// The states after `move` from `state`, and, after a present, those of the presented
    /// screen's `dismissed` transitions, which run in the presenting state.
    func successors(
      of state: State, by move: NavigationDeclaration, screens: [ScreenDeclaration],
      position: [String: Int], followingDismissed: Bool = true
    ) -> [State] {
      let isTarget: (Int) -> Bool = { $0 == candidate }
      switch move {
      case .push(let name):
        guard let next = position[name.value] else { return [] }
        if isChild(next) {
          return [State(node: next, onCurrent: state.onCurrent, onLower: state.onLower)]
        }
        return [
          State(node: next, onCurrent: state.onCurrent || isTarget(next), onLower: state.onLower)
        ]
      case .present(let name, _):
        guard let next = position[name.value] else { return [] }
        var result: [State]
        if isChild(next) {
          result = [State(node: next, onCurrent: state.onCurrent, onLower: state.onLower)]
        } else {
          result = [
            State(node: next, onCurrent: isTarget(next), onLower: state.onLower || state.onCurrent)
          ]
        }
        // After a swipe, the presenting screen's stack is as it was (a `dismissed` transition
        // that presents again is followed one level, which its own state then continues).
        guard followingDismissed else { return result }
        for handler in screens[next].handlers where handler.event.value == "dismissed" {
          for transition in handler.transitions {
            result += successors(
              of: state, by: transition.navigation.value, screens: screens, position: position,
              followingDismissed: false)
          }
        }
        return result
      case .replace(let name):
        guard let next = position[name.value] else { return [] }
        return [
          State(node: next, onCurrent: !isChild(next) && isTarget(next), onLower: state.onLower)
        ]
      default:
        return []
      }
    }
  }

  /// The moves of every transition of `screen`'s handlers, `dismissed` left out (it runs where the
  /// screen was presented).
  private static func moves(of screen: ScreenDeclaration) -> [NavigationDeclaration] {
    screen.handlers.filter { $0.event.value != "dismissed" }.flatMap { handler in
      handler.transitions.map(\.navigation.value)
    }
  }
}
