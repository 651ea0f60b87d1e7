import FlowSpec

/// One place a symbol is written: its declaration or a use.
struct Occurrence: Sendable, Equatable {
  /// What the name stands for.
  var symbol: Symbol
  /// Where exactly the name is written.
  var range: SourceRange
  /// True where the symbol is declared.
  var isDeclaration: Bool
}
