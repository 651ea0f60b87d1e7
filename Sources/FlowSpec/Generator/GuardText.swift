/// A choice's guard as a record holds it: a string literal of the guard as written
/// (`"tier == .basic"`), or `nil` for an unguarded choice.
struct GuardText: SwiftFragment {
  /// The choice's guard, if any.
  let condition: TypedExpression?

  /// The guard of a choice.
  init(_ condition: TypedExpression?) {
    self.condition = condition
  }

  /// Appends the literal, or `nil`.
  func write(to text: inout UTF8Buffer) {
    guard let condition else {
      text.append("nil")
      return
    }
    text.appendQuoted { FlowSyntax(condition).write(to: &$0) }
  }
}
