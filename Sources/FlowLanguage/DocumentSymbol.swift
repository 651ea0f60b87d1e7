import FlowSpec

/// One entry of a document's outline.
public struct DocumentSymbol: Sendable, Equatable {
  /// What a symbol is.
  public enum Kind: Sendable, Equatable {
    /// The flow of the document.
    case flow
    /// A view screen.
    case screen
    /// A screen's event.
    case event
    /// An input, context field, environment value or parameter.
    case field
    /// An enumeration.
    case type
    /// An enum case.
    case enumCase
    /// An action.
    case action
    /// A result.
    case result
    /// A screen that runs a child flow.
    case childFlow
  }

  /// The name shown.
  public var name: String
  /// What it is.
  public var kind: Kind
  /// A short description (a type, a parameter list).
  public var detail: String?
  /// The whole declaration.
  public var range: SourceRange
  /// Its name.
  public var selectionRange: SourceRange
  /// The symbols declared inside it.
  public var children: [DocumentSymbol]

  /// Creates a symbol.
  public init(
    name: String, kind: Kind, detail: String? = nil, range: SourceRange,
    selectionRange: SourceRange, children: [DocumentSymbol] = []
  ) {
    self.name = name
    self.kind = kind
    self.detail = detail
    self.range = range
    self.selectionRange = selectionRange
    self.children = children
  }
}
