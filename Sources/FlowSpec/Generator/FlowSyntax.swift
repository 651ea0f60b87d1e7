/// An expression in the flow language's syntax, as `TypedExpression.description` spells it
/// (`tier == .basic && event.amount > 3`), written as a fragment: the text of a record.
struct FlowSyntax: SwiftFragment {
  /// The expression.
  let expression: TypedExpression

  /// `expression` in the flow language's syntax.
  init(_ expression: TypedExpression) {
    self.expression = expression
  }

  /// Appends the expression's text.
  func write(to text: inout UTF8Buffer) {
    expression.writeDescription(to: &text)
  }
}
