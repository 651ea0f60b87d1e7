import FlowRunner
import FlowSpec

/// What tells two states apart in a search. Values nothing reads in a guard are left out, so a
/// field that counts up does not make every state new, and so are the nodes of the flows below
/// the active one's parent: a child flow entered from the same node is searched once, whatever
/// its ancestors do. The parent's node is kept (it handles the child's result) unless `coarse`.
///
/// A key is hashed by a digest of its fields found once when it is made: a search inserts every
/// key into a set, and a deep state's key holds two numbers a frame.
struct StateKey: Hashable {
  /// A hash of the other fields (compared first, so that most different keys differ at once).
  private var digest: Int
  /// For each frame, its flow's position in the module, then its node's position in the flow,
  /// or -1 where the node is left out.
  var frames: [Int]
  var values: [Value?]
  /// How many stacks there are and how many screens the top one holds.
  var stackCount: Int
  var topCount: Int
  var topScreen: String?
  var finished: String?
  var tabs: [String]

  init(_ state: MachineState, context: PlanningContext, coarse: Bool) {
    let count = state.frames.count
    var frames: [Int] = []
    frames.reserveCapacity(2 * count)
    state.appendFramePositions(to: &frames)
    // The nodes of the active flow and (unless `coarse`) its parent are kept.
    for position in 0..<max(0, count - (coarse ? 1 : 2)) { frames[2 * position + 1] = -1 }
    var values: [Value?] = []
    if context.readsKeySlots {
      for position in 0..<count {
        for name in context.keySlotsByFlow[frames[2 * position]] {
          values.append(state.frames[position].value(named: name))
        }
      }
    }
    self.frames = frames
    self.values = values
    let top = state.stacks.last
    stackCount = state.stacks.count
    topCount = top?.count ?? 0
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
    // The frames' positions are mixed by multiplying and adding, which costs far less than
    // hashing each of them; the few other fields are hashed.
    var mixed = frames.count
    for position in frames { mixed = mixed &* 1_000_003 &+ position }
    var hasher = Hasher()
    hasher.combine(mixed)
    hasher.combine(values)
    hasher.combine(stackCount)
    hasher.combine(topCount)
    hasher.combine(topScreen)
    hasher.combine(finished)
    hasher.combine(tabs)
    digest = hasher.finalize()
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}
