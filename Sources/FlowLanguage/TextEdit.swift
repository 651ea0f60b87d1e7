import FlowSpec

/// A replacement of one range of a document by new text.
public struct TextEdit: Sendable, Equatable {
  /// The text replaced; `range.file` is the document the edit applies to.
  public var range: SourceRange
  /// The text written instead.
  public var newText: String

  /// Creates an edit.
  public init(range: SourceRange, newText: String) {
    self.range = range
    self.newText = newText
  }
}
