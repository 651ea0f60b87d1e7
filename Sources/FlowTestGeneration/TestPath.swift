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

  /// Creates a path; `summary` defaults to the file it comes from (`From post-photo.walkthrough.`).
  public init(name: String, source: String, lines: [String], summary: String? = nil) {
    self.name = name
    self.source = source
    self.lines = lines
    let file = source.split(separator: "/").last.map(String.init) ?? source
    self.summary = summary ?? "From \(file)."
  }

  /// A path the planner found (`flowc paths`): its script, and its goals as the summary.
  public init(_ planned: PlannedPath, strategy: PathStrategy) {
    self.init(
      name: planned.name, source: "\(planned.name).walkthrough",
      lines: ScriptRun.lines(of: Array(planned.script.utf8)),
      summary: "Planned by `flowc paths --strategy \(strategy.rawValue)`: "
        + planned.goals.joined(separator: ", ") + ".")
  }

  /// The planner's paths of `strategy` for the flows that get a suite (`suiteReports`: each flow
  /// no other flow starts, and each other flow their paths leave a goal of unreached), in module
  /// order.
  public static func planned(
    _ module: ValidatedModule, strategy: PathStrategy, budget: PlanningBudget = PlanningBudget(),
    progress: PlanningProgress? = nil
  ) throws(PathPlanningError) -> [TestPath] {
    let reports = try suiteReports(module) { flow throws(PathPlanningError) in
      try PathPlanner.report(
        module, flow: flow, strategy: strategy, budget: budget, progress: progress)[0]
    }
    return reports.flatMap(\.paths).map { TestPath($0, strategy: strategy) }
  }
}
