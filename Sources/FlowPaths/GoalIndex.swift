import FlowRunner
import FlowSpec

/// The goals of `transitions` and `guards` each flow and each node holds, found once: what tells
/// that a search one flow deeper than where it starts cannot take a goal
/// (`RootPlanner.nearestAnywhere`).
final class GoalIndex {
  private let context: PlanningContext
  /// Every transition of each flow (its screens', its child nodes' and their `dismissed` ones)
  /// and its start choices, by the flow's position.
  private var flowKeys: [Int: [Coverage.Key]] = [:]
  /// For each node: the transitions of its handlers, the flow's `dismissed` ones, and whether one
  /// of them starts a child flow.
  private var nodeKeys: [MoveCache.Place: (keys: [Coverage.Key], entersChild: Bool)] = [:]
  /// Every start choice of the module.
  private let startKeys: [Coverage.Key]
  /// Whether `nothingBelow` may say yes (the tests compare with running every search).
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
  }

  /// Whether no step from `state` within its active flow, or within the child flows that flow
  /// starts, can take a goal of `uncovered`: neither flow holds one, no start choice is left, and
  /// leaving the active flow can only take its ancestors' transitions at the nodes they are on
  /// (or a `dismissed` one), none of which is left or starts a child flow.
  func nothingBelow(_ state: MachineState, uncovered: Set<Coverage.Key>) -> Bool {
    guard enabled, state.tabBar == nil, !startKeys.contains(where: uncovered.contains) else {
      return false
    }
    let active = state.active.flowIndex
    let flow = context.module.flows[active]
    guard !flow.isTabContainer, keys(of: active).allSatisfy({ !uncovered.contains($0) }) else {
      return false
    }
    for child in Set(flow.screens.compactMap(\.childFlow)) {
      guard let position = context.module.flows.firstIndex(where: { $0.name == child }),
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
    var keys: [Coverage.Key] = []
    var entersChild = false
    for (position, screen) in flow.screens.enumerated() {
      for handler in screen.allHandlers
      where position == place.node || handler.event == "dismissed" {
        for (index, transition) in handler.transitions.enumerated() {
          keys.append(
            Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: index))
          if let target = transition.navigation.target,
            let node = context.screenPositions[flow.name]?[target],
            flow.screens[node].childFlow != nil
          {
            entersChild = true
          }
        }
      }
    }
    nodeKeys[place] = (keys, entersChild)
    return (keys, entersChild)
  }
}
