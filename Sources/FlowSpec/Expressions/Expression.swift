/// A parsed expression: `when` guards, `set` values, inputs, arguments, payloads and defaults.
public struct Expression: Sendable, Equatable {
  /// Unary operators.
  public enum UnaryOperator: String, Sendable, Equatable {
    /// Logical not.
    case not = "!"
    /// Numeric negation.
    case negate = "-"
  }

  /// Binary operators, with Swift's precedence.
  public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
    /// Addition.
    case add = "+"
    /// Subtraction.
    case subtract = "-"
    /// Equality.
    case equal = "=="
    /// Inequality.
    case notEqual = "!="
    /// Less than.
    case less = "<"
    /// Less than or equal.
    case lessOrEqual = "<="
    /// Greater than.
    case greater = ">"
    /// Greater than or equal.
    case greaterOrEqual = ">="
    /// Logical and.
    case and = "&&"
    /// Logical or.
    case or = "||"

    /// Binding strength: higher binds tighter (Swift: additive > comparison > && > ||).
    public var precedence: Int {
      switch self {
      case .add, .subtract: 4
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
      case .and: 2
      case .or: 1
      }
    }

    /// True for `== != < <= > >=`, which do not chain.
    public var isComparison: Bool { precedence == 3 }
  }

  /// What an expression is.
  public enum Kind: Sendable, Equatable {
    /// An input, context field or environment value.
    case name(String)
    /// `event.field`: a field of the current event's payload.
    case eventField(String)
    /// An integer literal.
    case integer(Int)
    /// A decimal literal.
    case decimal(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A single-quoted string literal (quotes removed, `''` unescaped).
    case string(String)
    /// `nil`.
    case nilLiteral
    /// `.vip` or `UserRole.vip`.
    case enumCase(type: String?, name: String)
    /// `!e` or `-e`.
    indirect case unary(UnaryOperator, Expression)
    /// `l op r`.
    indirect case binary(BinaryOperator, Expression, Expression)
    /// A value whose expression failed to parse (or is not an expression at all): its error is
    /// reported where it is written. It keeps its argument, `set` entry or default present, so
    /// later checks skip it instead of reporting it missing: one mistake gives one error.
    case failed
  }

  /// What the expression is.
  public var kind: Kind
  /// Where it is written.
  public var range: SourceRange
  /// True for an expression read from a single-quoted YAML scalar (`'Shipping'` is the name
  /// `Shipping`: YAML took the quotes as its own), for a hint on writing a string literal when
  /// the name names nothing.
  public var isSingleQuotedInYAML = false

  /// Creates an expression.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
