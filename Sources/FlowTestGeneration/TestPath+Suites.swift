import FlowPaths
import FlowSpec

extension TestPath {
  /// The reports of the flows that get a suite of their own, in module order. Planned first: each
  /// flow no other flow starts (every flow when each is started by another), then, in module
  /// order, each other flow that the reports so far do not reach (no planned flow starts it) or
  /// in which they left a goal unreached (a child started as the root may reach it, with inputs
  /// its parents never give). `plan` plans one flow as the root.
  ///
  /// A child flow whose goals its parents' paths all take gets no suite: its suite would walk
  /// again every flow nested below it, and every suite's doubles stand in for every flow it
  /// starts, so that the suites of flows nested N deep would grow with N squared.
  static func suiteReports(
    _ module: ValidatedModule, plan: (String) throws(PathPlanningError) -> PathReport
  ) throws(PathPlanningError) -> [PathReport] {
    let found = module.rootFlows.map(\.name)
    let roots = found.isEmpty ? module.flows.map(\.name) : found
    var reports: [PathReport] = []
    var reached = Set<String>()
    var unreached = Set<String>()
    func add(_ report: PathReport) {
      reports.append(report)
      reached.formUnion(reachable(from: report.flow, in: module))
      for goal in report.unreached {
        if let flow = flow(of: goal, in: module) { unreached.insert(flow) }
      }
    }
    for root in roots { add(try plan(root)) }
    for flow in module.flows where !roots.contains(flow.name) {
      guard !reached.contains(flow.name) || unreached.contains(flow.name) else { continue }
      add(try plan(flow.name))
    }
    let order = Dictionary(module.flows.enumerated().map { ($1.name, $0) }) { first, _ in first }
    return reports.sorted { order[$0.flow] ?? 0 < order[$1.flow] ?? 0 }
  }

  /// The flow an unreached goal is written in: the one whose declaration holds its range.
  private static func flow(of goal: UnreachedGoal, in module: ValidatedModule) -> String? {
    let range = goal.range
    return module.flows.last {
      $0.range.file == range.file && $0.range.start <= range.start
    }?.name
  }

  /// `root` and every flow it starts through child nodes and tabs, and so on.
  private static func reachable(from root: String, in module: ValidatedModule) -> Set<String> {
    var names: Set<String> = [root]
    var queue = [root]
    while let name = queue.popLast() {
      guard let flow = module.flow(named: name) else { continue }
      for child in flow.screens.compactMap(\.childFlow) + flow.tabs
      where names.insert(child).inserted {
        queue.append(child)
      }
    }
    return names
  }
}
