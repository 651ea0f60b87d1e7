import FlowRunner
import FlowSpec

/// The goals of `transitions` and `guards` each flow and each node holds, found once: what tells
/// that a search one flow deeper than where it starts cannot take a goal
/// (`RootPlanner.nearestAnywhere`), and that a child flow the first search would enter holds none
/// (`entryTakesNothing`).
///
/// The goals it is asked about only ever shrink (a plan's goals are taken, never given back): a
/// goal found taken is not looked up again.
final class GoalIndex {
  private let context: PlanningContext
  /// Every transition of each flow (its screens', its child nodes' and their `dismissed` ones)
  /// and its start choices, by the flow's position (nil until asked for). The lists below are by
  /// position too: a lookup is an index, not a hash (they are asked for every child flow a
  /// first search would enter).
  private var flowKeys: [[Coverage.Key]?]
  /// For each node: the transitions of its handlers, the flow's `dismissed` ones, and whether one
  /// of them starts a child flow.
  private var nodeKeys: [MoveCache.Place: (keys: [Coverage.Key], entersChild: Bool)] = [:]
  /// For each flow: the transitions of its `dismissed` handlers, and whether one of them starts
  /// a child flow (nil until asked for).
  private var dismissedKeys: [(keys: [Coverage.Key], entersChild: Bool)?]
  /// Every start choice of the module.
  private let startKeys: [Coverage.Key]
  /// Each flow's position in the module, by name (the first of a name).
  private let flowPositions: [String: Int]
  /// For each flow, by position: the flows it starts, directly or through them, itself included;
  /// nil when one of them is a tab container (`subtreeKnown` says whether it was found yet).
  private var subtrees: [[Int]?]
  private var subtreeKnown: [Bool]
  /// For each flow, by position: the positions of the flows its child-flow nodes start, once for
  /// each node (nil until asked for). Found once, a subtree is found without reading every
  /// screen of every flow in it (at 10,000 screens, 48M instructions for the subtrees of 99
  /// flows 1 to 99 deep).
  private var childPositions: [[Int]?]
  /// For each flow, by position: how many of its keys (`flowKeys`) from the first were found
  /// taken.
  private var cursors: [Int]
  /// For each flow, by position: whether every flow of its subtree (`subtree(of:)`) was found to
  /// hold no goal, which stays so. (Asking each of a deep subtree's flows again took about 25,000
  /// instructions an entry at 10,000 screens.)
  private(set) var subtreeClear: [Bool]
  /// For a transition that starts a child flow: the child's position and the node it goes to.
  private var entries: [Coverage.Key: (child: Int, place: MoveCache.Place)?] = [:]
  /// Whether `nothingBelow` may say yes (the tests compare with running every search); the
  /// others answer whatever it is.
  let enabled: Bool
  /// How many times it said yes.
  var skipped = 0

  init(context: PlanningContext, enabled: Bool) {
    self.context = context
    self.enabled = enabled
    startKeys = context.module.flows.flatMap { flow in
      flow.start.indices.map {
        Coverage.Key.startChoice(flow: flow.name, index: $0)
      }
    }
    flowPositions = Dictionary(
      context.module.flows.enumerated().map { ($1.name, $0) },
      uniquingKeysWith: { first, _ in first })
    let count = context.module.flows.count
    flowKeys = Array(repeating: nil, count: count)
    dismissedKeys = Array(repeating: nil, count: count)
    subtrees = Array(repeating: nil, count: count)
    subtreeKnown = Array(repeating: false, count: count)
    childPositions = Array(repeating: nil, count: count)
    cursors = Array(repeating: 0, count: count)
    subtreeClear = Array(repeating: false, count: count)
  }

  /// Whether no step from `state` within its active flow, or within the child flows that flow
  /// starts, can take a goal of `uncovered`: neither flow holds one, no start choice is left, and
  /// leaving the active flow can only take its ancestors' transitions at the nodes they are on
  /// (or a `dismissed` one), none of which is left or starts a child flow.
  func nothingBelow(_ state: MachineState, uncovered: some GoalLookup) -> Bool {
    guard enabled, state.tabBar == nil, !startKeys.contains(where: uncovered.contains) else {
      return false
    }
    let active = state.active.flowIndex
    let flow = context.module.flows[active]
    guard !flow.isTabContainer, keys(of: active).allSatisfy({ !uncovered.contains($0) }) else {
      return false
    }
    for child in Set(flow.screens.compactMap(\.childFlow)) {
      guard let position = flowPositions[child],
        !context.module.flows[position].isTabContainer,
        keys(of: position).allSatisfy({ !uncovered.contains($0) })
      else { return false }
    }
    var clear = true
    var remaining = state.frames.count - 1
    state.forEachFramePosition { flow, node in
      guard clear, remaining > 0 else { return }
      remaining -= 1
      let place = keys(at: MoveCache.Place(flow: flow, node: node))
      clear = !place.entersChild && place.keys.allSatisfy { !uncovered.contains($0) }
    }
    if clear { skipped += 1 }
    return clear
  }

  /// Whether taking transition `key`, which starts a child flow, can take no goal of `uncovered`
  /// until the child flow is left, nor by leaving it: no flow the child starts (directly or
  /// through others, itself included) holds a goal, nor does the node it is started from (the
  /// results it handles) or the flow's `dismissed` transitions, none of which starts a child
  /// flow. The first search of `RootPlanner.nearestAnywhere` does not enter such a child: its
  /// states (a whole flow, and the flows below it) would use up that search before it looks
  /// further along the flow it is in.
  func entryTakesNothing(_ key: Coverage.Key, uncovered: some GoalLookup) -> Bool {
    guard let entry = entry(key) else { return false }
    let place = keys(at: entry.place)
    guard !place.entersChild, !place.keys.contains(where: uncovered.contains) else {
      return false
    }
    if subtreeClear[entry.child] { return true }
    guard let flows = subtree(of: entry.child),
      !flows.contains(where: { holdsGoal(flow: $0, uncovered: uncovered) })
    else { return false }
    subtreeClear[entry.child] = true
    return true
  }

  /// Whether the flow at `position` holds a goal of `uncovered`: a transition of its own or one
  /// of its start choices.
  private func holdsGoal(flow position: Int, uncovered: some GoalLookup) -> Bool {
    // The keys before the cursor were found taken; they stay taken.
    let keys = keys(of: position)
    var cursor = cursors[position]
    while cursor < keys.count, !uncovered.contains(keys[cursor]) { cursor += 1 }
    cursors[position] = cursor
    return cursor < keys.count
  }

  /// The child flow transition `key` starts and the node it goes to, if it starts one.
  private func entry(_ key: Coverage.Key) -> (child: Int, place: MoveCache.Place)? {
    if let known = entries[key] { return known }
    let flows = context.module.flows
    var found: (child: Int, place: MoveCache.Place)?
    if let flow = flowPositions[key.flow],
      let positions = context.screenPositions[key.flow], let screen = positions[key.screen],
      let handler = flows[flow].screens[screen].handlers.first(where: { $0.event == key.event }),
      handler.transitions.indices.contains(key.index),
      let target = handler.transitions[key.index].navigation.target,
      let node = positions[target], let child = flows[flow].screens[node].childFlow,
      let position = flowPositions[child]
    {
      found = (position, MoveCache.Place(flow: flow, node: node))
    }
    entries[key] = found
    return found
  }

  /// The flows the flow at `position` starts, directly or through others, itself included; nil
  /// when one of them is a tab container.
  private func subtree(of position: Int) -> [Int]? {
    if subtreeKnown[position] { return subtrees[position] }
    let flows = context.module.flows
    var found: [Int]? = []
    var seen: Set<Int> = [position]
    var pending = [position]
    while let next = pending.popLast() {
      guard !flows[next].isTabContainer else {
        found = nil
        break
      }
      found?.append(next)
      for index in children(of: next) where seen.insert(index).inserted {
        pending.append(index)
      }
    }
    subtrees[position] = found
    subtreeKnown[position] = true
    return found
  }

  /// The positions of the flows the child-flow nodes of the flow at `position` start, in the
  /// order of the nodes.
  private func children(of position: Int) -> [Int] {
    if let known = childPositions[position] { return known }
    let found = context.module.flows[position].screens.compactMap { screen in
      screen.childFlow.flatMap { flowPositions[$0] }
    }
    childPositions[position] = found
    return found
  }

  private func keys(of position: Int) -> [Coverage.Key] {
    if let known = flowKeys[position] { return known }
    let flow = context.module.flows[position]
    var keys = flow.start.indices.map {
      Coverage.Key.startChoice(flow: flow.name, index: $0)
    }
    for screen in flow.screens {
      for handler in screen.allHandlers {
        keys += handler.transitions.indices.map {
          Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: $0)
        }
      }
    }
    flowKeys[position] = keys
    return keys
  }

  private func keys(at place: MoveCache.Place) -> (keys: [Coverage.Key], entersChild: Bool) {
    if let known = nodeKeys[place] { return known }
    let flow = context.module.flows[place.flow]
    var (keys, entersChild) = dismissed(of: place.flow)
    if flow.screens.indices.contains(place.node) {
      let screen = flow.screens[place.node]
      for handler in screen.allHandlers where handler.event != "dismissed" {
        keys += handler.transitions.indices.map {
          Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: $0)
        }
        entersChild = entersChild || handler.transitions.contains { startsChild($0, in: flow) }
      }
    }
    nodeKeys[place] = (keys, entersChild)
    return (keys, entersChild)
  }

  /// The transitions of the `dismissed` handlers of the flow at `position`, and whether one of
  /// them starts a child flow.
  private func dismissed(of position: Int) -> (keys: [Coverage.Key], entersChild: Bool) {
    if let known = dismissedKeys[position] { return known }
    let flow = context.module.flows[position]
    var keys: [Coverage.Key] = []
    var entersChild = false
    for screen in flow.screens {
      for handler in screen.allHandlers where handler.event == "dismissed" {
        keys += handler.transitions.indices.map {
          Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: $0)
        }
        entersChild = entersChild || handler.transitions.contains { startsChild($0, in: flow) }
      }
    }
    dismissedKeys[position] = (keys, entersChild)
    return (keys, entersChild)
  }

  /// Whether `transition` of `flow` goes to a node that starts a child flow.
  private func startsChild(_ transition: Transition, in flow: Flow) -> Bool {
    guard let target = transition.navigation.target,
      let node = context.screenPositions[flow.name]?[target]
    else { return false }
    return flow.screens[node].childFlow != nil
  }
}

/// What `GoalIndex` asks of the goals not taken yet: a plan's `GoalSet`, or a set of keys.
protocol GoalLookup {
  /// Whether `key` is a goal not taken yet.
  func contains(_ key: Coverage.Key) -> Bool
}

extension Set: GoalLookup where Element == Coverage.Key {}

extension GoalSet: GoalLookup {}
