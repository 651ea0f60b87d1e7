import FlowRunner
import FlowSpec

/// Plans walkthrough paths through a validated module (docs/paths.md): pure, deterministic, and
/// checked by the runner, which carries out every step the planner takes.
///
/// ```swift
/// let paths = try PathPlanner.plan(module, flow: "Orders", strategy: .transitions)
/// for path in paths { write(path.script, to: "\(path.name).walkthrough") }
/// ```
public enum PathPlanner {
  /// The paths of `strategy` for the root flow `flow`, or for every root flow when nil (each path
  /// says the flow it starts).
  public static func plan(
    _ module: ValidatedModule, flow: String? = nil, strategy: PathStrategy,
    budget: PlanningBudget = PlanningBudget(), progress: PlanningProgress? = nil
  ) throws(PathPlanningError) -> [PlannedPath] {
    try report(module, flow: flow, strategy: strategy, budget: budget, progress: progress)
      .flatMap(\.paths)
  }

  /// The paths of `strategy` with what they cover and what they could not reach: one report for
  /// the root flow `flow`, or one for each root flow when nil, sorted by name.
  ///
  /// `keep` is handed what the planning prepared and found (the machine, the moves and walks
  /// found), which is freed on return otherwise: a command that exits right after can leave it
  /// to the operating system instead of freeing it piece by piece. Each root flow's searches may
  /// step at most `budget` states (`overBudget` otherwise); `progress` is told how many so far,
  /// every `BudgetMeter.progressStep`.
  public static func report(
    _ module: ValidatedModule, flow: String? = nil, strategy: PathStrategy,
    budget: PlanningBudget = PlanningBudget(), progress: PlanningProgress? = nil,
    keeping keep: (Any) -> Void = { _ in }
  ) throws(PathPlanningError) -> [PathReport] {
    let roots: [String]
    if let flow {
      guard module.flow(named: flow) != nil else { throw .unknownFlow(flow) }
      roots = [flow]
    } else {
      let found = module.rootFlows.map(\.name)
      roots = found.isEmpty ? module.flows.map(\.name) : found
    }
    // The shortest paths record no coverage: no root coverage is made for them.
    let context = PlanningContext(module: module, covering: strategy == .shortest ? [] : roots)
    var reports: [PathReport] = []
    for root in roots {
      var planner = try RootPlanner(
        context: context, root: root, strategy: strategy, budget: budget, progress: progress)
      reports.append(try planner.plan())
      keep(planner)
    }
    keep(context)
    return reports
  }
}
