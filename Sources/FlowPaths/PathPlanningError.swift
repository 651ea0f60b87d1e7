/// Why planning could not start.
public enum PathPlanningError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--flow` names no flow of the module.
  case unknownFlow(String)
  /// The root flow could not be started with any of the values tried.
  case cannotStart(flow: String, reason: String)
  /// The planning of `flow` stepped `states` states, its budget (`PlanningBudget`), before it
  /// was done; `reduce` says what multiplies its states, `location` where the flow is declared
  /// (`FILE:LINE:COLUMN`).
  case overBudget(flow: String, states: Int, reduce: String, location: String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .unknownFlow(let name): "no flow named `\(name)`"
    case .cannotStart(let flow, let reason): "flow `\(flow)` cannot be started: \(reason)"
    case .overBudget(let flow, let states, let reduce, _):
      "planning flow `\(flow)` stepped \(states) states, its budget, before it was done: "
        + "\(reduce); reduce them, or raise the budget with --max-states"
    }
  }

  /// The error as a diagnostic line: `FILE:LINE:COLUMN: error: ...` at the flow for
  /// `overBudget`, `error: ...` otherwise.
  public var diagnostic: String {
    if case .overBudget(_, _, _, let location) = self, !location.isEmpty {
      return "\(location): error: \(description)"
    }
    return "error: \(description)"
  }
}
