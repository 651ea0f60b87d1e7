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

  /// The planner's paths of `strategy` for every flow of `module` started as the root, in module
  /// order: each flow's tests cover it whether or not another flow starts it.
  public static func planned(
    _ module: ValidatedModule, strategy: PathStrategy, budget: PlanningBudget = PlanningBudget()
  ) throws(PathPlanningError) -> [TestPath] {
    var paths: [TestPath] = []
    for flow in module.flows {
      paths += try PathPlanner.plan(module, flow: flow.name, strategy: strategy, budget: budget).map
      {
        TestPath($0, strategy: strategy)
      }
    }
    return paths
  }
}
