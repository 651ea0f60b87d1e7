import FlowSpec

/// A quick fix: edits that resolve one diagnostic.
public struct CodeAction: Sendable, Equatable {
  /// What the fix does, e.g. "Replace with `Details`".
  public var title: String
  /// The diagnostic it fixes.
  public var diagnostic: Diagnostic
  /// The edits to apply.
  public var edits: [TextEdit]

  /// Creates a code action.
  public init(title: String, diagnostic: Diagnostic, edits: [TextEdit]) {
    self.title = title
    self.diagnostic = diagnostic
    self.edits = edits
  }
}
