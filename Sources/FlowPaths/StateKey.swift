import FlowRunner
import FlowSpec

/// What tells two states apart in a search. Values nothing reads in a guard are left out, so a
/// field that counts up does not make every state new, and so are the nodes of the flows below
/// the active one's parent: a child flow entered from the same node is searched once, whatever
/// its ancestors do. The parent's node is kept (it handles the child's result) unless `coarse`.
struct StateKey: Hashable {
  /// For each frame, its flow's position in the module, then its node's position in the flow,
  /// or -1 where the node is left out.
  var frames: [Int]
  var values: [Value?]
  /// How many stacks there are and how many screens the top one holds.
  var stacks: [Int]
  var topScreen: String?
  var finished: String?
  var tabs: [String]

  init(_ state: MachineState, context: PlanningContext, coarse: Bool) {
    frames = []
    frames.reserveCapacity(2 * state.frames.count)
    values = []
    for (position, frame) in state.frames.enumerated() {
      let above = state.frames.count - 1 - position
      frames.append(frame.flowIndex)
      frames.append(above == 0 || (above == 1 && !coarse) ? frame.nodeIndex : -1)
      for name in context.keySlotsByFlow[frame.flowIndex] {
        values.append(frame.value(named: name))
      }
    }
    let top = state.stacks.last
    stacks = [state.stacks.count, top?.count ?? 0]
    topScreen = top?.last?.screen
    finished = state.finished?.result
    tabs = []
    if let bar = state.tabBar {
      tabs.append(bar.selectedTab)
      for index in bar.tabs.indices {
        let parked = bar.parkedFrames(ofTab: index)
        tabs.append(parked.map { $0.map { "\($0.flow)@\($0.node)" }.joined(separator: ",") } ?? "-")
      }
    }
  }
}
