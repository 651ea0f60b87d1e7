import FlowSpec

/// What to show when the pointer rests on a position.
public struct Hover: Sendable, Equatable {
  /// The text, in Markdown.
  public var markdown: String
  /// The range it describes (a name, or a diagnostic's range).
  public var range: SourceRange

  /// Creates a hover.
  public init(markdown: String, range: SourceRange) {
    self.markdown = markdown
    self.range = range
  }
}
