/// One completion proposal at a position.
public struct CompletionItem: Sendable, Equatable {
  /// What is proposed.
  public enum Kind: Sendable, Equatable {
    /// A mapping key.
    case key
    /// A screen (a navigation target, or a child-flow node).
    case screen
    /// A screen's event.
    case event
    /// An input, context field, environment value or payload field.
    case field
    /// A type name.
    case type
    /// An enum case.
    case enumCase
    /// A flow (a child flow of a screen).
    case flow
    /// A child flow's result.
    case result
    /// An action.
    case action
    /// A keyword or literal (`back`, `true`, `stay`).
    case keyword
  }

  /// The text shown and inserted.
  public var label: String
  /// What it is.
  public var kind: Kind
  /// A short description, e.g. "screen", "String", "event(text: String)".
  public var detail: String?
  /// Longer documentation, in Markdown.
  public var documentation: String?
  /// Replaces the partial word typed so far, when known.
  public var edit: TextEdit?

  /// Creates a completion item.
  public init(
    label: String, kind: Kind, detail: String? = nil, documentation: String? = nil,
    edit: TextEdit? = nil
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.edit = edit
  }
}
