import FlowRunner
import FlowSpec

extension RootPlanner {
  /// One path to each screen, child-flow node and result of the flow and the flows it reaches,
  /// each the shortest the search finds (a path reaching several at its end is one path).
  mutating func shortest() -> PathReport {
    let goals = shortestGoals()
    let wanted = Set(goals)
    var reachedAt: [String: Int] = [:]
    var tree = SearchTree(context: context, cache: cache, coarse: true, limit: keepLimit)
    tree.leavesOutRepeats = walks.enabled
    tree.meter = meter
    let sources = sources(starts)
    func note(_ node: SearchNode, _ index: Int) {
      for goal in Self.reachedGoals(node) where wanted.contains(goal) {
        if reachedAt[goal] == nil { reachedAt[goal] = index }
      }
    }
    // The sources are the tree's first nodes, in order.
    for (index, source) in sources.enumerated() { note(source.node, index) }
    tree.run(from: sources) { tree, index in
      note(tree.nodes[index], index)
      return reachedAt.count == wanted.count ? .stop : .goOn
    }
    // One path for each node that reached a goal first, in the order of the goals.
    var order: [Int] = []
    var goalsAt: [Int: [String]] = [:]
    for goal in goals {
      guard let index = reachedAt[goal] else { continue }
      if goalsAt[index] == nil { order.append(index) }
      goalsAt[index, default: []].append(goal)
    }
    var coverage = Coverage(module: context.module, root: root)
    var paths: [PlannedPath] = []
    for (number, index) in order.enumerated() {
      let start = starts[tree.origins[index]]
      let chain = tree.chain(to: index)
      for node in [start.node] + chain { coverage.record(node) }
      var body = PathScript.Body(start: start)
      body.append(along: chain, from: start.node, machine: context.machine)
      paths.append(
        PathScript(root: root, strategy: strategy, number: number + 1, count: order.count)
          .path(body, goals: goalsAt[index] ?? [], reads: context.environmentReads))
    }
    let unreached = goals.filter { reachedAt[$0] == nil }.map { goal in
      UnreachedGoal(
        goal: goal, range: location(ofShortestGoal: goal),
        reason: tree.truncated
          ? "the search stopped after \(keepLimit) states before reaching it"
          : "no path from the start reaches it")
    }
    return PathReport(
      flow: root, strategy: strategy, paths: paths, coverage: coverage, unreached: unreached)
  }

  /// The flow and every flow it reaches through child nodes and tabs, in breadth-first order.
  var reachableFlows: [Flow] {
    var names = [root]
    var index = 0
    while index < names.count {
      let flow = context.flows[names[index]]
      index += 1
      for child in (flow?.screens.compactMap(\.childFlow) ?? []) + (flow?.tabs ?? [])
      where !names.contains(child) {
        names.append(child)
      }
    }
    return names.compactMap { context.flows[$0] }
  }

  /// `screen F.s`, `node F.n` and `result F.r` for every screen, child node and result.
  private func shortestGoals() -> [String] {
    reachableFlows.flatMap { flow in
      flow.screens.map { screen in
        "\(screen.childFlow == nil ? "screen" : "node") \(flow.name).\(screen.name)"
      } + flow.results.map { "result \(flow.name).\($0.name)" }
    }
  }

  /// The goals a node's state and effects reach: the screen on top, the child nodes whose child
  /// runs, the results flows finished with.
  static func reachedGoals(_ node: SearchNode) -> [String] {
    var goals: [String] = []
    let state = node.state
    if let top = state.topScreen, let frame = state.frames.first(where: { $0.id == top.frame }) {
      goals.append("screen \(frame.flow).\(top.screen)")
    }
    for frame in state.frames.dropLast() { goals.append("node \(frame.flow).\(frame.node)") }
    for effect in node.effects {
      switch effect {
      case .flowFinished(let flow, let result, _), .rootFinished(let flow, let result, _):
        goals.append("result \(flow).\(result)")
      default: break
      }
    }
    return goals
  }

  /// Where a goal of `shortest` is declared.
  private func location(ofShortestGoal goal: String) -> SourceRange {
    let words = goal.split(separator: " ", maxSplits: 1)
    let parts = words.last?.split(separator: ".", maxSplits: 1) ?? []
    guard parts.count == 2, let flow = context.flows[String(parts[0])] else {
      return context.flows[root]!.range
    }
    let name = String(parts[1])
    if words.first == "result" {
      return flow.results.first { $0.name == name }?.range ?? flow.range
    }
    return flow.screen(named: name)?.range ?? flow.range
  }
}
