/// What a set of planned paths sets out to reach (docs/paths.md).
public enum PathStrategy: String, Sendable, CaseIterable {
  /// The shortest path to every screen, child-flow node and result, across child flows.
  case shortest
  /// A few paths that together take every transition of every flow at least once.
  case transitions
  /// Every alternative of every guarded list chosen at least once.
  case guards
}
