import FlowRunner
import FlowSpec

/// What tells two states apart in a search. Values nothing reads in a guard are left out, so a
/// field that counts up does not make every state new, and so are the nodes of the flows below
/// the active one's parent: a child flow entered from the same node is searched once, whatever
/// its ancestors do. The parent's node is kept (it handles the child's result) unless `coarse`.
///
/// A key is hashed by a digest of its fields found once when it is made: a search inserts every
/// key into a set, and a deep state's key holds a number a frame.
struct StateKey: Hashable {
  /// A hash of the other fields (compared first, so that most different keys differ at once).
  private var digest: Int
  /// For each frame, its flow's position in the module.
  var flows: [Int]
  /// The positions of the active flow's node and of its parent's (-1 where there is none or it
  /// is left out).
  var node: Int
  var parentNode: Int
  var values: [Value?]
  /// How many stacks there are and how many screens the top one holds.
  var stackCount: Int
  var topCount: Int
  var topScreen: String?
  var finished: String?
  var tabs: [String]

  init(_ state: MachineState, context: PlanningContext, coarse: Bool) {
    let count = state.frames.count
    var flows: [Int] = []
    flows.reserveCapacity(count)
    state.appendFlowPositions(to: &flows)
    // Only the nodes of the active flow and (unless `coarse`) its parent are kept.
    node = count > 0 ? state.frames[count - 1].nodeIndex : -1
    parentNode = count > 1 && !coarse ? state.frames[count - 2].nodeIndex : -1
    var values: [Value?] = []
    if context.readsKeySlots {
      for position in 0..<count {
        for name in context.keySlotsByFlow[flows[position]] {
          values.append(state.frames[position].value(named: name))
        }
      }
    }
    self.flows = flows
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
    // The numbers are mixed by multiplying and adding, which costs far less than hashing each of
    // them (the set hashes the digest); only values, a finished flow's result and tabs are
    // hashed, when there are some. The top screen is left out of the digest (a state's top
    // screen is most often its active node, which is in): keys equal but for it are told apart
    // by `==`. (Hashing it and the other numbers took about a third of a key's instructions.)
    var mixed = flows.count
    for position in flows { mixed = mixed &* 1_000_003 &+ position }
    mixed = mixed &* 1_000_003 &+ node
    mixed = mixed &* 1_000_003 &+ parentNode
    mixed = mixed &* 1_000_003 &+ stackCount
    mixed = mixed &* 1_000_003 &+ topCount
    if !values.isEmpty || finished != nil || !tabs.isEmpty {
      var hasher = Hasher()
      hasher.combine(mixed)
      hasher.combine(values)
      hasher.combine(finished)
      hasher.combine(tabs)
      mixed = hasher.finalize()
    }
    digest = mixed
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}
