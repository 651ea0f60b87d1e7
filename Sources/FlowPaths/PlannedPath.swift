import FlowRunner
import FlowSpec

/// One planned path: a walkthrough of a root flow, from its start, as a walkthrough script.
public struct PlannedPath: Sendable, Equatable {
  /// The beginning of every planned script's first line: how `flowc paths --out` tells the
  /// scripts it wrote from others.
  public static let marker = "# Planned by flowc paths"

  /// A name for the path, usable as a file name (`transitions-01`, `shortest-Orders.payment`).
  public var name: String
  /// The root flow the path starts.
  public var flow: String
  /// What the path reaches or covers, as the comments of its script say it (`Orders.payment`,
  /// `Orders.order pay #2`).
  public var goals: [String]
  /// The flow's inputs at the start, in declaration order.
  public var inputs: [NamedValue]
  /// The environment answers at the start, sorted by name.
  public var environment: [NamedValue]
  /// The steps, in order: inputs, and environment answers that change from then on.
  public var steps: [PlannedStep]
  /// The path as a walkthrough script (`NAME.walkthrough`): start lines, then one step a line,
  /// each followed by the `expect` lines of what the runner did.
  public var script: String

  /// The number of inputs (environment answers are not counted).
  public var length: Int { steps.count { if case .input = $0 { true } else { false } } }
}
