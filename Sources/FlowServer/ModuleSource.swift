import FlowSpec

/// Where a prototype's flows come from: the command line's flow files, read and validated again
/// when they change. The server never reads a file itself: no path from a request reaches the
/// file system.
public struct ModuleSource: Sendable {
  /// What reading and validating the flow files gave.
  public enum Loaded: Sendable {
    /// A valid module.
    case module(ValidatedModule)
    /// The files could not be read, or have errors: the diagnostics, as `flowc validate` prints
    /// them (`file:line:column: error: ...`).
    case problems(String)
  }

  /// The flow files and folders, as named on the command line.
  public var paths: [String]
  /// Reads and validates the flow files.
  public var load: @Sendable () -> Loaded
  /// One text a flow file saying what it is now (its path, size and modification time), so that
  /// a change shows as a different list.
  public var look: @Sendable () -> [String]
  /// Renders a Graphviz (DOT) diagram as SVG; nil when it cannot (Graphviz is not installed).
  public var renderSVG: @Sendable (String) -> String?

  /// Creates a source.
  public init(
    paths: [String], load: @escaping @Sendable () -> Loaded,
    look: @escaping @Sendable () -> [String],
    renderSVG: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.paths = paths
    self.load = load
    self.look = look
    self.renderSVG = renderSVG
  }
}
