/// A path that cannot become a test: a line the runner refuses, or a step generated
/// coordinators cannot take (`:undo`). The description is located: `FILE:LINE: error: ...`.
public struct TestGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path's source.
  public var source: String
  /// The 1-based line, or nil when the whole path is meant.
  public var line: Int?
  /// What is wrong.
  public var message: String

  /// `FILE:LINE: error: MESSAGE`.
  public var description: String {
    "\(source)\(line.map { ":\($0)" } ?? ""): error: \(message)"
  }
}
