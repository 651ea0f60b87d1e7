/// A type-checked expression: every node knows its type and what its names refer to.
public struct TypedExpression: Sendable, Equatable {
  /// A literal value.
  public enum Literal: Sendable, Equatable {
    /// An integer.
    case int(Int)
    /// A decimal (integer literals become this where a `Double` is expected).
    case double(Double)
    /// A Boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// `nil`.
    case nilValue
  }

  /// What a typed expression is.
  ///
  /// Only the cases holding subexpressions are boxed: names and literals, most of an expression's
  /// nodes, are stored inline.
  public enum Kind: Sendable, Equatable {
    /// A flow input.
    case input(String)
    /// A context field.
    case context(String)
    /// An environment value, answered by the host app when read.
    case environment(String)
    /// A field of the current event's payload.
    case eventField(String)
    /// A literal.
    case literal(Literal)
    /// A case of an enum.
    case enumCase(type: String, name: String)
    /// `!e` or `-e`.
    indirect case unary(Expression.UnaryOperator, TypedExpression)
    /// `l op r`.
    indirect case binary(Expression.BinaryOperator, TypedExpression, TypedExpression)
  }

  /// What the expression is.
  public var kind: Kind
  /// Its type.
  public var type: ValueType
  /// Where it is written.
  public var range: SourceRange
  /// True for an optional input, context field, environment value or `event.x` read where a
  /// guard proved it is not nil (`when: x != nil`): `type` is its declared type unwrapped, and
  /// the generated code reads the value its guard bound (`TypedExpression+Narrowing.swift`).
  public var isNarrowed = false

  /// Creates a typed expression.
  public init(_ kind: Kind, type: ValueType, range: SourceRange, isNarrowed: Bool = false) {
    self.kind = kind
    self.type = type
    self.range = range
    self.isNarrowed = isNarrowed
  }

  /// Calls `body` for this node and every node below it, without recursion on depth.
  public func forEachNode(_ body: (TypedExpression) -> Void) {
    var stack = [self]
    while let node = stack.popLast() {
      body(node)
      switch node.kind {
      case .unary(_, let operand): stack.append(operand)
      case .binary(_, let lhs, let rhs): stack.append(contentsOf: [rhs, lhs])
      default: break
      }
    }
  }

  /// The context fields this expression reads.
  public var contextReads: [(name: String, range: SourceRange)] {
    var reads: [(name: String, range: SourceRange)] = []
    forEachNode { node in
      if case .context(let name) = node.kind { reads.append((name, node.range)) }
    }
    return reads
  }
}
