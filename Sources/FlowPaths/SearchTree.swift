import FlowRunner
import FlowSpec

/// A breadth-first search over the machine's states from one or more sources: every node keeps
/// the node it came from, so the shortest path to any node it reached can be read back.
struct SearchTree {
  let context: PlanningContext
  /// The moves found so far, shared by the searches of a plan.
  let cache: MoveCache
  /// Whether parents' nodes are left out of the state key (`StateKey`).
  let coarse: Bool
  /// The most nodes one search keeps.
  let limit: Int
  /// How many flows may run at once in the states searched from (states outside are still
  /// visited, but not searched from).
  let depths: ClosedRange<Int>
  /// The nodes, sources first; each with the index of the node before it (-1 for a source) and
  /// the source it came from.
  private(set) var nodes: [SearchNode] = []
  private(set) var parents: [Int] = []
  private(set) var origins: [Int] = []
  /// Whether a node may be searched from: not when the root has finished or it runs a number of
  /// flows outside `depths`; nor, once its state's key is known, when it repeats a state.
  private var searchable: [Bool] = []
  /// Whether the search stopped at `limit` rather than running out of states.
  private(set) var truncated = false
  /// Whether a state was not searched from because it ran a number of flows outside `depths`.
  private(set) var cut = false
  /// For a source that is a start, the flow and inputs it was started with (an answer changed
  /// before the first step must leave the start as it was).
  private var starts: [Int: (flow: String, inputs: [String: Value])] = [:]
  /// The moves the machine refused, each with the node it was tried from and the number of nodes
  /// kept when it was tried (its place in the order of the search), when `notesRefusals` is set.
  private(set) var refusals: [(parent: Int, move: Move, at: Int)] = []
  /// Whether to keep `refusals`.
  var notesRefusals = false
  /// Which moves that start a child flow not to take (by the transition they take), unless
  /// `first` picks them: the child holds nothing the search looks for.
  var skipsEntry: ((Coverage.Key) -> Bool)?
  /// Whether `skipsEntry` left a move out.
  private(set) var skipped = false
  /// How many nodes a search that stepped every move would have kept so far: `nodes` and the
  /// moves left out because they lead to a state an earlier move led to and take no goal (such
  /// a node repeats a state, so it is never searched from): a system back where an event's
  /// `back` from the same node led, a swipe down that dismisses what an earlier node's swipe
  /// down dismissed (`dismissals`), and an event's `back` that only pops the screen the move
  /// before it pushed (`undoesPush`), unless `first` picks it. `limit` and `stopsAfter` count
  /// them, so leaving them out changes nothing else.
  private(set) var count = 0
  /// The search stops once `count` is past this (a visit may set it).
  var stopsAfter = Int.max
  /// The plan's budget, which every state counted here spends (`PlanningBudget`).
  var meter: BudgetMeter?
  /// Whether to leave out those moves (the tests compare with stepping them).
  var leavesOutRepeats = true
  /// For each node, the first node of those whose swipes down lead to the same state: the
  /// node's own index, or its parent's entry when the move between them kept the flows, the
  /// stacks and the environment answers as they were but for the active flow's part of the top
  /// stack. A swipe down from such a node, where the top stack was presented by another flow
  /// than the active one, removes that stack with the active flow's screens and ends the
  /// active flow, whatever its node and values: what is left and the `dismissed` transitions run
  /// are the same.
  private var swipeGroups: [Int] = []
  /// The swipes down stepped from each group (`swipeGroups`), with their answers and whether
  /// they took no transition or start choice.
  private var dismissals: [Int: [(answers: [NamedValue], takesNone: Bool)]] = [:]

  init(
    context: PlanningContext, cache: MoveCache, coarse: Bool, limit: Int,
    depths: ClosedRange<Int> = 0...Int.max
  ) {
    self.context = context
    self.cache = cache
    self.coarse = coarse
    self.limit = limit
    self.depths = depths
  }

  /// What a visit tells the search: go on, or stop here.
  enum Verdict {
    case goOn
    case stop
  }

  /// Searches from `sources` (the last node of a path, or the starts), calling `visit` with the
  /// index of every node reached by a move, in breadth-first order, until it says `stop`, the
  /// states run out or `limit` nodes are kept. `first` says which moves of a node to try first:
  /// it must pick every move whose transition (`Move.predicted`) `visit` may stop at or note, as
  /// a move left out for repeating a state is not visited.
  mutating func run(
    from sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)],
    first: (Move) -> Bool = { _ in false },
    visit: (inout SearchTree, Int) -> Verdict
  ) {
    // The keys of the nodes' states are made when the search reaches them, in the order of the
    // nodes (`keyed` of them so far): a node repeats a state when a node before it had the same.
    // Most nodes of a search that stops at its limit are never searched from, nor keyed.
    // The sources are always searched from, so their keys are needed only once the search goes
    // past them: a search that stops at a source's move (most do) keys nothing.
    var visited = Set<StateKey>()
    for (index, source) in sources.enumerated() {
      nodes.append(source.node)
      parents.append(-1)
      origins.append(index)
      searchable.append(true)
      swipeGroups.append(index)
      if let start = source.start { starts[index] = start }
    }
    count = nodes.count
    var keyed = 0
    var head = 0
    while head < nodes.count {
      let index = head
      head += 1
      while index >= sources.count, keyed <= index {
        if keyed < sources.count {
          visited.insert(StateKey(nodes[keyed].state, context: context, coarse: coarse))
        } else if depths.contains(nodes[keyed].state.frames.count) {
          // A node outside `depths` is not keyed (nor searched from); a finished one is.
          let key = StateKey(nodes[keyed].state, context: context, coarse: coarse)
          if !visited.insert(key).inserted { searchable[keyed] = false }
        }
        keyed += 1
      }
      guard searchable[index] else { continue }
      let node = nodes[index]
      let moves = context.moves(from: node.state, environment: node.environment, cache: cache)
      // The moves `first` picks, then the others, each in the order found: two passes over the
      // moves when `first` picks some, one otherwise (no list of them made for each node).
      let picksAny = moves.contains(where: first)
      // The plain moves stepped or left out so far, by position in `moves`: a bit each for the
      // first 64, a list past them (a list made for each node took about 1% of planning).
      var taken: UInt64 = 0
      var takenPast: [Int] = []
      // Whether an event's plain `back` from this node landed on a screen of the same flow: a
      // system back then leads to the same state, and takes no goal.
      var backLanded = false
      let leavesOut = leavesOutRepeats
      // Whether this node's state is its parent's with one screen pushed (`undoesPush`).
      var pushed: Bool?
      for pass in picksAny ? 0...1 : 1...1 {
        for (position, move) in moves.enumerated() {
          // Whether `first` picked the move.
          let picked = picksAny && pass == 0
          if picksAny, first(move) != picked { continue }
          if backLanded, case .systemBack = move.input {
            count += 1
            if pastBounds() { return }
            continue
          }
          if leavesOut, case .systemDismiss = move.input,
            node.state.stacks.last?.presenter != node.state.active.id,
            dismissals[swipeGroups[index]]?.contains(where: {
              $0.takesNone && $0.answers == move.answers
            }) == true
          {
            count += 1
            if pastBounds() { return }
            continue
          }
          if !picked, let transition = move.shape {
            // A move that enters a child flow past `depths` shows nothing this search goes on
            // from; one that navigates as an earlier move did, setting no field a guard reads,
            // leads to the same state (as `StateKey` tells states apart).
            if transition.entersChild, node.state.frames.count + 1 > depths.upperBound {
              cut = true
              continue
            }
            if transition.entersChild, let skipsEntry, let key = move.predicted, skipsEntry(key) {
              skipped = true
              continue
            }
            if transition.isPlain {
              if Self.navigates(as: transition.navigation, moves, taken, takenPast) { continue }
              if position < 64 { taken |= 1 << position } else { takenPast.append(position) }
            }
            // A `back` that only pops the screen the move before pushed leads to the parent's
            // state, taking no goal (`first` did not pick it), and lands on a screen of this flow.
            if leavesOut, transition.popsOnly, parents[index] >= 0 {
              let undoes =
                pushed ?? Self.undoesPush(node, parent: nodes[parents[index]], context: context)
              pushed = undoes
              if undoes {
                backLanded = true
                count += 1
                if pastBounds() { return }
                continue
              }
            }
          }
          guard let next = step(node, at: index, move) else {
            if notesRefusals { refusals.append((index, move, nodes.count)) }
            continue
          }
          if leavesOut, let transition = move.shape, transition.isPlain,
            transition.navigation == .back,
            next.state.frames.count == node.state.frames.count,
            next.state.stacks.last?.last?.frame == node.state.active.id
          {
            backLanded = true
          }
          if leavesOut, case .systemDismiss = move.input {
            dismissals[swipeGroups[index], default: []].append(
              (move.answers, next.effects.allSatisfy { Coverage.Key($0) == nil }))
          }
          let outside = !depths.contains(next.state.frames.count)
          cut = cut || outside
          nodes.append(next)
          parents.append(index)
          origins.append(origins[index])
          swipeGroups.append(
            Self.keepsSwipes(from: node, to: next) ? swipeGroups[index] : nodes.count - 1)
          count += 1
          // A node that repeats a state (or is outside `depths`) is kept for its own path only.
          searchable.append(!outside && next.state.finished == nil)
          if visit(&self, nodes.count - 1) == .stop || pastBounds() { return }
        }
      }
    }
  }

  /// Whether one of the moves `taken` (a bit for each of the first 64 positions) or `past` (the
  /// positions past them) navigates as `navigation`.
  private static func navigates(
    as navigation: Navigation, _ moves: [Move], _ taken: UInt64, _ past: [Int]
  ) -> Bool {
    var bits = taken
    while bits != 0 {
      let position = bits.trailingZeroBitCount
      bits &= bits - 1
      if moves[position].shape?.navigation == navigation { return true }
    }
    return past.contains { moves[$0].shape?.navigation == navigation }
  }

  /// Whether the search stops at `count`: past `stopsAfter`, or at `limit` (then `truncated`).
  private mutating func pastBounds() -> Bool {
    if count > stopsAfter { return true }
    if count >= limit || meter?.spend() == true {
      truncated = true
      return true
    }
    return false
  }

  /// The node that the search from `source` alone (no start, no refusals noted, at most `limit`
  /// nodes) would stop at when it stops at a move of the source that `first` picks:
  /// the first such move, in the order found, whose node takes a goal (`takes`) while the root
  /// still runs. Nil when the search would go on past the source's moves (no such move takes a
  /// goal), or when it could stop elsewhere: a move `first` picks is a system back or a swipe
  /// down (which a search may leave out), or its node takes a goal where the root has finished
  /// (the search then looks further for one that does not).
  ///
  /// Most first searches of `transitions` stop there: this spares them a tree (its lists, its
  /// set of states, the source's node kept and released), as they would have found the same.
  static func firstMove(
    from source: SearchNode, context: PlanningContext, cache: MoveCache, limit: Int,
    first: (Move) -> Bool, takes: (SearchNode) -> Bool
  ) -> SearchNode? {
    let moves = context.moves(from: source.state, environment: source.environment, cache: cache)
    // The nodes the search would keep: the source, then one for each move stepped.
    var kept = 1
    for move in moves where first(move) {
      switch move.input {
      case .systemBack, .systemDismiss: return nil
      default: break
      }
      guard let next = source.after(move, machine: context.machine) else { continue }
      kept += 1
      if takes(next) { return next.state.finished == nil ? next : nil }
      // The search would stop at its limit here.
      if kept >= limit { return nil }
    }
    return nil
  }

  /// Whether `node`'s state is `parent`'s with one screen of the active flow pushed on the top
  /// stack, the active flow on that screen's node before, and the values a state's key holds the
  /// same: a move that only pops the top screen (`TransitionShape.popsOnly`) then leads to a
  /// state with `parent`'s key (`StateKey`), found earlier.
  ///
  /// A step that keeps the frames (as many, the same active one) changes no frame but the active
  /// one; one that keeps the number of stacks and adds a screen to the top one pushed it, leaving
  /// the screens below as they were: a replace first removes the active flow's screens from the
  /// top stack, where `parent`'s top screen is one.
  static func undoesPush(_ node: SearchNode, parent: SearchNode, context: PlanningContext)
    -> Bool
  {
    let (after, before) = (node.state, parent.state)
    guard after.tabBar == nil, before.tabBar == nil, after.frames.count == before.frames.count,
      let top = after.stacks.last, let below = before.stacks.last,
      after.stacks.count == before.stacks.count, top.count == below.count + 1
    else { return false }
    let (active, previous) = (after.active, before.active)
    guard active.id == previous.id, top.last?.frame == active.id,
      let screen = below.last, screen.frame == active.id, screen.screen == previous.node
    else { return false }
    return context.keySlotsByFlow[active.flowIndex].allSatisfy {
      active.value(named: $0) == previous.value(named: $0)
    }
  }

  /// Whether a swipe down from `next` leads where one from `node` does (`swipeGroups`): the same
  /// flows run, the same active one, as many stacks, no tab bar, the same answers.
  private static func keepsSwipes(from node: SearchNode, to next: SearchNode) -> Bool {
    let (before, after) = (node.state, next.state)
    return before.tabBar == nil && after.tabBar == nil && after.finished == nil
      && before.frames.count == after.frames.count && before.active.id == after.active.id
      && before.stacks.count == after.stacks.count && node.environment == next.environment
  }

  /// The nodes from the source to `index`, the source left out.
  func chain(to index: Int) -> [SearchNode] {
    var result: [SearchNode] = []
    var current = index
    while parents[current] >= 0 {
      result.append(nodes[current])
      current = parents[current]
    }
    return result.reversed()
  }

  /// The node a move leads to from `node`, or nil when the machine refuses it.
  private func step(_ node: SearchNode, at index: Int, _ move: Move) -> SearchNode? {
    if !move.answers.isEmpty, parents[index] < 0, let start = starts[origins[index]] {
      // Before the first step an answer is a start line: the start must not change with it.
      var environment = node.environment
      for answer in move.answers { environment[answer.name] = answer.value }
      guard
        let (state, effects) = try? context.machine.start(
          flow: start.flow, inputs: start.inputs, environment: environment),
        state == node.state, effects == node.effects
      else { return nil }
    }
    return node.after(move, machine: context.machine)
  }
}
