/// A path through a flow, written as a walkthrough script: what `flowc generate --tests` turns
/// into one test (docs/walkthrough-scripts.md).
public struct TestPath: Sendable, Equatable {
  /// The path's name: the test's name (a script's file name without `.walkthrough`).
  public var name: String
  /// Where the script comes from, for messages (a file's path, or the name).
  public var source: String
  /// The script's lines: its start lines (`:flow`, `:input`, `:env`), then its steps.
  public var lines: [String]

  /// Creates a path.
  public init(name: String, source: String, lines: [String]) {
    self.name = name
    self.source = source
    self.lines = lines
  }
}
