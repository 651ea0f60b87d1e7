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
    var frames: [Int] = []
    frames.reserveCapacity(2 * state.frames.count)
    var values: [Value?] = []
    let last = state.frames.count - 1
    var position = 0
    state.forEachFramePosition { flow, node in
      let above = last - position
      frames.append(flow)
      frames.append(above == 0 || (above == 1 && !coarse) ? node : -1)
      for name in context.keySlotsByFlow[flow] {
        values.append(state.frames[position].value(named: name))
      }
      position += 1
    }
    self.frames = frames
    self.values = values
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
