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
