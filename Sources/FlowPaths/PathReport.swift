import FlowRunner
import FlowSpec

/// The paths planned for one root flow, what they cover, and what could not be reached.
public struct PathReport: Sendable {
  /// The root flow.
  public var flow: String
  /// The strategy.
  public var strategy: PathStrategy
  /// The paths, in the order they were planned.
  public var paths: [PlannedPath]
  /// What the paths cover together, as the runner counts it (`flowc test`'s figures) of the flow
  /// and every flow it reaches.
  public var coverage: Coverage
  /// The goals no path reaches: for `transitions` and `guards` the alternatives no path could
  /// take, located at the transition (or the start choice's guard).
  public var unreached: [UnreachedGoal]
}
