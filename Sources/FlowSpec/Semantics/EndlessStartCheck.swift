/// Finds the flows whose start can never show a screen: every start choice enters a child flow
/// whose start never shows one either, so starting the flow starts child flows without end
/// (`recursive-start`).
///
/// The set is the greatest fixpoint of "every start choice is a child-flow node whose flow is in
/// the set". It is found in time linear in the start choices: of the flows whose start choices
/// are all child-flow nodes, those with a choice that leads out (to a flow outside that set, or
/// an unknown one) are removed, then the flows that start a removed flow, and so on. Guards are
/// ignored, as in the other analyses; a choice of a screen is always a way out. Where recursion
/// through child flows can stop, it is bounded at run time instead (`ValidatedModule.flowLimit`).
enum EndlessStartCheck {
  /// At most this many flows are named in a message (a long cycle ends with `-> ...`).
  static let namesShown = 8

  /// Reports each flow whose start can never show a screen, at its `start`.
  static func check(_ graphs: [FlowGraph], into diagnostics: inout Diagnostics) {
    let index = Dictionary(graphs.enumerated().map { ($1.flowName, $0) }) { first, _ in first }
    // For a flow whose start choices are all child-flow nodes of known flows: those flows.
    var targets = [[Int]](repeating: [], count: graphs.count)
    var startedBy = [[Int]](repeating: [], count: graphs.count)
    var endless = [Bool](repeating: false, count: graphs.count)
    // A flow with a start choice that failed is left out: that choice may show a screen.
    for (position, graph) in graphs.enumerated()
    where !graph.starts.isEmpty && !graph.isStartIncomplete {
      let children = graph.starts.compactMap { start in
        graph.nodes[start.target].childFlow.flatMap { index[$0] }
      }
      guard children.count == graph.starts.count else { continue }
      targets[position] = children
      endless[position] = true
      for child in children { startedBy[child].append(position) }
    }
    var work = graphs.indices.filter { flow in
      endless[flow] && targets[flow].contains { !endless[$0] }
    }
    for flow in work { endless[flow] = false }
    while let flow = work.popLast() {
      for parent in startedBy[flow] where endless[parent] {
        endless[parent] = false
        work.append(parent)
      }
    }
    for flow in graphs.indices where endless[flow] {
      let (path, closed) = path(from: flow, targets: targets)
      let names =
        path.map { graphs[$0].flowName }.joined(separator: " -> ") + (closed ? "" : " -> ...")
      let message: Diagnostic.Message =
        closed && path.last == flow ? .recursiveStart(names) : .endlessStart(names)
      diagnostics.emit(message, at: graphs[flow].startRange)
    }
  }

  /// The flows a start of `flow` enters, one after the other (itself when it can, else the
  /// first choice's), until one repeats (`closed`) or `namesShown` are named.
  private static func path(from flow: Int, targets: [[Int]]) -> (path: [Int], closed: Bool) {
    var path = [flow]
    var seen: Set<Int> = [flow]
    var current = flow
    while path.count < namesShown {
      let next = targets[current].contains(flow) ? flow : targets[current][0]
      path.append(next)
      if !seen.insert(next).inserted { return (path, true) }
      current = next
    }
    return (path, false)
  }
}

extension Diagnostic.Message {
  static func recursiveStart(_ cycle: String) -> Self {
    .init(.recursiveStart, "starting this flow starts itself again before any screen: \(cycle)")
  }
  static func endlessStart(_ path: String) -> Self {
    .init(
      .recursiveStart,
      "starting this flow never shows a screen: every start choice starts a child flow that "
        + "starts child flows without end: \(path)")
  }
}
