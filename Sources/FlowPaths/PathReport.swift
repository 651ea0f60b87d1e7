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

/// A goal of a strategy that no planned path reaches.
public struct UnreachedGoal: Sendable, Equatable {
  /// The goal as the report names it (`Orders.order pay #2`, `Orders.payment`).
  public var goal: String
  /// Where it is written.
  public var range: SourceRange
  /// Why: no path reaches its screen, or no values make its guard hold there.
  public var reason: String
}

/// Why planning could not start.
public enum PathPlanningError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--flow` names no flow of the module.
  case unknownFlow(String)
  /// The root flow could not be started with any of the values tried.
  case cannotStart(flow: String, reason: String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .unknownFlow(let name): "no flow named `\(name)`"
    case .cannotStart(let flow, let reason): "flow `\(flow)` cannot be started: \(reason)"
    }
  }
}
