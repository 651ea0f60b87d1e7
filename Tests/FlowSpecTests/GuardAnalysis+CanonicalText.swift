@testable import FlowSpec

/// The text form guard analysis once compared conditions by, kept as the reference that
/// `CanonicalExpression` is tested against: two expressions are equal exactly when these texts are.
extension GuardAnalysis {
  /// A text form of an expression that ignores where it is written: the reference
  /// `CanonicalExpression` is tested against, which compares expressions as these texts compare.
  static func canonical(_ e: TypedExpression) -> String {
    var text = ""
    writeCanonical(e, to: &text)
    return text
  }

  /// Appends `e`'s canonical text: every kind has its own prefix and every string literal its
  /// length, so two different expressions never read the same.
  private static func writeCanonical(_ e: TypedExpression, to text: inout String) {
    switch e.kind {
    case .input(let name): text += "in:" + name
    case .context(let name): text += "ctx:" + name
    case .environment(let name): text += "env:" + name
    case .eventField(let name): text += "ev:" + name
    case .literal(let literal):
      switch literal {
      case .int(let value): text += "int:" + String(value)
      case .double(let value): text += "dbl:" + value.description
      case .bool(let value): text += value ? "true" : "false"
      case .string(let value): text += "str:" + String(value.utf8.count) + ":" + value
      case .nilValue: text += "nil"
      }
    case .enumCase(let type, let name): text += type + "." + name
    case .unary(let op, let operand):
      text += "(" + op.rawValue
      writeCanonical(operand, to: &text)
      text += ")"
    case .binary(let op, let lhs, let rhs):
      text += "("
      writeCanonical(lhs, to: &text)
      text += " " + op.rawValue + " "
      writeCanonical(rhs, to: &text)
      text += ")"
    }
  }
}
