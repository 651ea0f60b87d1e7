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
  /// Renders a Graphviz (DOT) diagram as SVG, stopping it after the time limit given (in
  /// seconds). It runs outside the session (`GraphRenderer`), on a thread of its own.
  public var renderSVG: @Sendable (_ dot: String, _ timeLimit: Double) -> Drawing
  /// How long Graphviz may take to draw the module's graph, in seconds.
  public var graphTimeLimit: Double

  /// What rendering a diagram gave.
  public enum Drawing: Sendable, Equatable {
    /// The SVG.
    case svg(String)
    /// Graphviz's `dot` is not installed.
    case missing
    /// `dot` ran past the time limit and was stopped.
    case timedOut
    /// `dot` failed: what it wrote to standard error.
    case failed(String)
  }

  /// Creates a source.
  public init(
    paths: [String], load: @escaping @Sendable () -> Loaded,
    look: @escaping @Sendable () -> [String],
    renderSVG: @escaping @Sendable (String, Double) -> Drawing = { _, _ in .missing },
    graphTimeLimit: Double = 10
  ) {
    self.paths = paths
    self.load = load
    self.look = look
    self.renderSVG = renderSVG
    self.graphTimeLimit = graphTimeLimit
  }
}
