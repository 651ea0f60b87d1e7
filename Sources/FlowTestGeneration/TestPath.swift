import FlowPaths
import FlowRunner
import FlowSpec

/// A path through a flow, written as a walkthrough script: what `flowc generate --tests` turns
/// into one test (docs/walkthrough-scripts.md).
public struct TestPath: Sendable, Equatable {
  /// The path's name: the test's name (a script's file name without `.walkthrough`).
  public var name: String
  /// Where the script comes from, for messages (a file's path, or the name).
  public var source: String
  /// The script's lines: its start lines (`:flow`, `:input`, `:env`), then its steps.
  public var lines: [String]
  /// What the test's documentation says of the path.
  public var summary: String
  /// The flow the path was planned for with its child flows stood in (`ChildStandIns`): its
  /// test starts that flow, and each child it starts is a double that finishes with the outcome
  /// a step sends. Nil when the path runs every flow it meets, as a walkthrough does.
  public var standInsFor: String?

  /// Creates a path; `summary` defaults to the file it comes from (`From post-photo.walkthrough.`).
  public init(name: String, source: String, lines: [String], summary: String? = nil) {
    self.name = name
    self.source = source
    self.lines = lines
    let file = source.split(separator: "/").last.map(String.init) ?? source
    self.summary = summary ?? "From \(file)."
  }

  /// A path the planner found (`flowc paths`): its script, and its goals as the summary;
  /// `standInsFor` names the flow it was planned for with its children stood in, if it was.
  public init(_ planned: PlannedPath, strategy: PathStrategy, standInsFor: String? = nil) {
    let stoodIn = standInsFor == nil ? "" : " with its child flows stood in"
    self.init(
      name: planned.name, source: "\(planned.name).walkthrough",
      lines: ScriptRun.lines(of: Array(planned.script.utf8)),
      summary: "Planned by `flowc paths --strategy \(strategy.rawValue)`\(stoodIn): "
        + planned.goals.joined(separator: ", ") + ".")
    self.standInsFor = standInsFor
  }

  /// The planner's paths of `strategy` for each flow of the module, in module order, each flow
  /// planned as the root with its child flows stood in (`ChildStandIns`): every flow gets a
  /// suite of its own, which walks none of the flows it starts, so that the suites grow with the
  /// module, not with the nesting depth times the paths. A flow the strategy finds no goal in
  /// (a tab container has no transitions of its own) is planned with `shortest`.
  public static func planned(
    _ module: ValidatedModule, strategy: PathStrategy, budget: PlanningBudget = PlanningBudget(),
    progress: PlanningProgress? = nil
  ) throws(PathPlanningError) -> [TestPath] {
    var paths: [TestPath] = []
    for flow in module.flows {
      let alone = ChildStandIns.module(module, standingInFor: flow.name)
      var planned = try PathPlanner.plan(
        alone, flow: flow.name, strategy: strategy, budget: budget, progress: progress)
      var used = strategy
      if planned.isEmpty && strategy != .shortest {
        // No goal of the strategy (a tab container has no transitions of its own): the paths to
        // its screens and tabs still test its start and each tab.
        used = .shortest
        planned = try PathPlanner.plan(
          alone, flow: flow.name, strategy: used, budget: budget, progress: progress)
      }
      paths += planned.map { TestPath($0, strategy: used, standInsFor: flow.name) }
    }
    return paths
  }
}
