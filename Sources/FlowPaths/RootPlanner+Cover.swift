import FlowRunner
import FlowSpec

extension RootPlanner {
  /// Paths that together take every one of `goals` (transitions or guard alternatives) that can
  /// be taken: each path goes from where it is to the nearest goal not taken yet, again and again,
  /// and ends when none is left within reach; then the next starts afresh.
  mutating func cover(goals: [Coverage.Key]) -> PathReport {
    var uncovered = GoalSet(goals, cache: cache)
    // The scripts are written, and the coverage recorded, on a second thread (`PathScriptWriter`).
    let writer = PathScriptWriter(machine: context.machine, coverage: context.coverage(of: root))
    var planned: [(start: PathStart, hasSteps: Bool, goals: [Coverage.Key])] = []
    var truncated = false
    while !uncovered.isEmpty {
      // A start that takes a goal begins the path; otherwise the nearest goal from any start.
      let start: PathStart
      var found: [SearchNode] = []
      if let index = starts.firstIndex(where: { Self.takesGoal($0.node, in: uncovered) }) {
        start = starts[index]
      } else {
        guard
          let (chain, origin) = nearest(
            from: sources(starts), uncovered: uncovered, truncated: &truncated)
        else { break }
        (start, found) = (starts[origin], chain)
      }
      writer.begin(start)
      var path = (start: start, hasSteps: false, goals: Self.take([start.node], from: &uncovered))
      // Only the last node is kept whole: the writer keeps what the lines before it need.
      var leaf = start.node
      while true {
        writer.add(from: leaf, along: found)
        path.hasSteps = path.hasSteps || found.contains { $0.move != nil }
        path.goals += Self.take(found, from: &uncovered)
        leaf = found.last ?? leaf
        guard !uncovered.isEmpty else { break }
        let source = path.hasSteps ? [(node: leaf, start: nil)] : sources([path.start])
        guard let (next, _) = nearest(from: source, uncovered: uncovered, truncated: &truncated)
        else { break }
        found = next
      }
      planned.append(path)
    }
    let (bodies, coverage) = writer.finish()
    let paths = zip(planned, bodies).enumerated().map { number, written in
      PathScript(root: root, strategy: strategy, number: number + 1, count: planned.count)
        .path(
          written.1, goals: written.0.goals.map(\.description), reads: context.environmentReads)
    }
    let unreached = goals.filter { uncovered.contains($0) }.map { key in
      UnreachedGoal(
        goal: key.description, range: location(of: key),
        reason: truncated
          ? "the search stopped after \(keepLimit) states before taking it"
          : (strategy == .guards
            ? "no values found that choose this alternative on any path"
            : "no path takes this transition"))
    }
    return PathReport(
      flow: root, strategy: strategy, paths: paths, coverage: coverage, unreached: unreached)
  }

  /// The nearest node from `sources` whose move takes a goal in `uncovered`, preferring one after
  /// which the root flow still runs (and, among those that leave the flow, the farthest); its path
  /// from the source, and the source's index.
  ///
  /// The search widens step by step: first among the states that run as many flows as the
  /// sources, then one more or one fewer, and so on, so that reaching a goal nearby does not
  /// search every flow that could be entered or left on the way (`truncated` is set when a search
  /// stopped at its limit).
  private func nearest(
    from sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)],
    uncovered: GoalSet, truncated: inout Bool
  ) -> ([SearchNode], Int)? {
    let found = nearestAnywhere(from: sources, uncovered: uncovered, truncated: &truncated)
    let depth = Self.depth(of: sources)
    guard let last = found?.0.last, last.state.frames.count < depth || last.state.finished != nil
    else { return found }
    // The goal leaves the flow (it finishes or is cancelled): the farthest such goal within the
    // flow is taken first. The nearer ones (a cancel on the first screen) are as near when the
    // flow is entered again, where the farther (a result at the end) would take a long search.
    // A child met again in the same circumstances is not searched again: the walk kept from
    // the first search is replayed (`ChildWalk`).
    let key = walkKey(sources)
    if let key, let walk = walks.walks[key] {
      switch walk.replay(
        from: sources[0].node, depth: depth, machine: context.machine,
        takes: { Self.takesGoal($0, in: uncovered) })
      {
      case .found(let chain):
        walks.replays += 1
        return (chain, 0)
      case .none:
        walks.replays += 1
        return found
      case .differs: break
      }
    }
    var tree = searchTree(limit: keepLimit, depths: depth...depth)
    tree.notesRefusals = key != nil
    var farthest: Int?
    tree.run(from: sources) { tree, index in
      let node = tree.nodes[index]
      let leaves = node.state.frames.count < depth || node.state.finished != nil
      if leaves, Self.takesGoal(node, in: uncovered) { farthest = index }
      return .goOn
    }
    if let key, !tree.truncated, walks.walks[key] == nil {
      walks.walks[key] = ChildWalk(tree, depth: depth)
    }
    guard let farthest, !tree.truncated else { return found }
    return (tree.chain(to: farthest), tree.origins[farthest])
  }

  /// The most flows a source runs. (A closure, not a key path: applying the key path
  /// `\.node.state.frames.count` took about 3,500 instructions, twice for each search.)
  private static func depth(
    of sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)]
  ) -> Int {
    sources.lazy.map { $0.node.state.frames.count }.max() ?? 1
  }

  /// The circumstances of a single source that is no start, for `ChildWalk`.
  private func walkKey(
    _ sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)]
  ) -> ChildWalk.Key? {
    guard walks.enabled, sources.count == 1, sources[0].start == nil else { return nil }
    return ChildWalk.Key(sources[0].node, context: context)
  }

  /// `nearest(from:uncovered:truncated:)` without the preference for the farthest goal that
  /// leaves the flow.
  private func nearestAnywhere(
    from sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)],
    uncovered: GoalSet, truncated: inout Bool
  ) -> ([SearchNode], Int)? {
    let depth = Self.depth(of: sources)
    // Most goals are a few steps away, in this flow or the one below or above: a small search
    // finds them first. It searches from states at most one flow up, and does not enter a child
    // flow that holds no goal and whose results take none (`GoalIndex`): the states of the
    // ancestors and of such a child would use it up before it looks further along this flow.
    counts.first += 1
    // Most stop at a move of their source: found without a tree (`SearchTree.firstMove`).
    if walks.enabled, sources.count == 1, sources[0].start == nil,
      let next = SearchTree.firstMove(
        from: sources[0].node, context: context, cache: cache, limit: Self.quickLimit,
        first: Self.first(uncovered),
        takes: { Self.takesGoal($0, in: uncovered) })
    {
      counts.firstMoves += 1
      return ([next], 0)
    }
    var quick = searchTree(limit: Self.quickLimit, depths: max(1, depth - 1)...Int.max)
    quick.skipsEntry = { [goals] key in goals.entryTakesNothing(key, uncovered: uncovered) }
    if let found = nearest(from: sources, uncovered: uncovered, tree: &quick) { return found }
    // A search that left something out found nothing: the searches below decide.
    if !quick.truncated, !quick.skipped, !quick.cut { return nil }
    counts.handedOver += 1
    // Deeper first (a goal is more often in a child flow than in a parent), then both ways.
    var (below, above) = (0, 0)
    while below <= context.machine.flowLimit {
      // One flow deeper than the source holds no goal, and leaving it takes none but by going
      // further up: that search would find nothing, and the next looks one flow up as well.
      if below == 0, above == 1, sources.count == 1,
        goals.nothingBelow(sources[0].node.state, uncovered: uncovered)
      {
        below = 1
        continue
      }
      var tree = searchTree(
        limit: keepLimit, depths: max(1, depth - below)...(depth + above))
      if let found = nearest(from: sources, uncovered: uncovered, tree: &tree) { return found }
      if tree.truncated {
        truncated = true
        return nil
      }
      if !tree.cut { return nil }
      if above > below { below += 1 } else { above += 1 }
    }
    return nil
  }

  /// A search of `cover`: states told apart by their parents' nodes too, and the repeated
  /// system backs left out unless the shortcuts are off (`SearchTree.leavesOutRepeats`).
  private func searchTree(limit: Int, depths: ClosedRange<Int>) -> SearchTree {
    var tree = SearchTree(
      context: context, cache: cache, coarse: false, limit: limit, depths: depths)
    tree.leavesOutRepeats = walks.enabled
    tree.meter = meter
    return tree
  }

  /// The most nodes the first, unbounded search of `nearest` keeps.
  static let quickLimit = 256

  /// One search of `nearest(from:uncovered:truncated:)`.
  private func nearest(
    from sources: [(node: SearchNode, start: (flow: String, inputs: [String: Value])?)],
    uncovered: GoalSet, tree: inout SearchTree
  ) -> ([SearchNode], Int)? {
    var found: Int?
    var fallback: Int?
    tree.run(from: sources, first: Self.first(uncovered)) { tree, index in
      let node = tree.nodes[index]
      if Self.takesGoal(node, in: uncovered) {
        if node.state.finished == nil {
          found = index
          return .stop
        }
        if fallback == nil {
          fallback = index
          tree.stopsAfter = tree.count + 5_000
        }
      }
      return .goOn
    }
    guard let index = found ?? fallback else { return nil }
    return (tree.chain(to: index), tree.origins[index])
  }

  /// The moves the searches for the nearest goal try first: those predicted to take a goal of
  /// `uncovered`.
  static func first(_ uncovered: GoalSet) -> (Move) -> Bool {
    { move in uncovered.isPredicted(move) }
  }

  /// Whether a node's effects take a goal of `uncovered`.
  static func takesGoal(_ node: SearchNode, in uncovered: GoalSet) -> Bool {
    uncovered.takes(node)
  }

  /// Removes from `uncovered` the goals the nodes take, and returns them in the order taken.
  static func take(_ nodes: [SearchNode], from uncovered: inout GoalSet) -> [Coverage.Key] {
    var result: [Coverage.Key] = []
    for node in nodes { uncovered.take(node, into: &result) }
    return result
  }

  /// Every alternative of every list with a guard (transitions, `dismissed` transitions and start
  /// choices) of the flow and the flows it reaches, in declaration order.
  func guardedAlternatives() -> [Coverage.Key] {
    var keys: [Coverage.Key] = []
    for flow in reachableFlows {
      if flow.start.count > 1, flow.start.contains(where: { $0.condition != nil }) {
        keys += flow.start.indices.map {
          Coverage.Key.startChoice(flow: flow.name, index: $0)
        }
      }
      for screen in flow.screens {
        for handler in screen.allHandlers
        where handler.transitions.contains(where: { $0.condition != nil }) {
          keys += handler.transitions.indices.map {
            Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: $0)
          }
        }
      }
    }
    return keys
  }

  /// Where a transition or start choice is written: its guard for a start choice (the flow's name
  /// when it has none), the transition otherwise.
  func location(of key: Coverage.Key) -> SourceRange {
    guard let flow = context.flows[key.flow] else { return context.flows[root]!.range }
    if key.event.isEmpty {
      return flow.start.indices.contains(key.index)
        ? flow.start[key.index].condition?.range ?? flow.range : flow.range
    }
    guard let screen = flow.screen(named: key.screen) else { return flow.range }
    let handler =
      key.event == "dismissed"
      ? screen.dismissed : screen.handlers.first { $0.event == key.event }
    guard let transitions = handler?.transitions, transitions.indices.contains(key.index) else {
      return screen.range
    }
    return transitions[key.index].range
  }
}
