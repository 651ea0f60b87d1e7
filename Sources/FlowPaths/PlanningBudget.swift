/// How many states the planning of one root flow may step, over all its searches
/// (docs/paths.md, "The planning budget"): counted in states, never in time, so that the paths
/// planned are the same on every machine.
public struct PlanningBudget: Sendable, Equatable {
  /// The most states stepped for one root flow.
  public var states: Int

  /// The default budget: far above what the Examples and the 10,000-screen benchmark step.
  public static let defaultStates = 2_000_000

  /// A budget of `states` states (at least one).
  public init(states: Int = PlanningBudget.defaultStates) {
    self.states = max(1, states)
  }
}

/// Told the states stepped so far every `BudgetMeter.progressStep` states: for a progress line,
/// which must not change what is planned.
public typealias PlanningProgress = (_ flow: String, _ states: Int) -> Void

/// The states the searches of one root flow have stepped, against the budget.
final class BudgetMeter {
  let limit: Int
  private(set) var spent = 0
  /// Whether a search stopped because the budget was spent.
  private(set) var exhausted = false
  /// The root flow, for `progress`.
  let flow: String
  let progress: PlanningProgress?
  /// How many states between two calls of `progress`.
  static let progressStep = 16_384

  init(_ budget: PlanningBudget, flow: String, progress: PlanningProgress? = nil) {
    limit = budget.states
    self.flow = flow
    self.progress = progress
  }

  /// Counts one state; true once the budget is spent.
  func spend() -> Bool {
    spent += 1
    if spent > limit { exhausted = true }
    if let progress, spent % Self.progressStep == 0 { progress(flow, spent) }
    return exhausted
  }
}
