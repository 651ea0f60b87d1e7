import FlowSpec

/// A goal of a strategy that no planned path reaches.
public struct UnreachedGoal: Sendable, Equatable {
  /// The goal as the report names it (`Orders.order pay #2`, `Orders.payment`).
  public var goal: String
  /// Where it is written.
  public var range: SourceRange
  /// Why: no path reaches its screen, or no values make its guard hold there.
  public var reason: String
}
