/// Narrowing: a guard's conjunct `x != nil` (or `nil != x`) proves that the optional `x` is not
/// nil in the conjuncts after it and in its transition's `set`, `do` and `finish`
/// (docs/language.md, "Narrowing").
extension TypedExpression {
  /// The conjuncts of a guard: the operands of its top-level `&&`s, left to right (the whole
  /// expression when it is no `&&`).
  public var conjuncts: [TypedExpression] {
    guard case .binary(.and, let lhs, let rhs) = kind else { return [self] }
    return lhs.conjuncts + rhs.conjuncts
  }

  /// The read this conjunct proves is not nil: for `x != nil` or `nil != x`, where `x` is an
  /// input, context field, environment value or `event.x` of optional type, that read; else nil.
  public var provenNotNil: TypedExpression? {
    guard case .binary(.notEqual, let lhs, let rhs) = kind else { return nil }
    let tested =
      rhs.kind == .literal(.nilValue) ? lhs : lhs.kind == .literal(.nilValue) ? rhs : nil
    guard let tested, tested.type.isOptional, tested.narrowable != nil else { return nil }
    return tested
  }

  /// What a guard may narrow: an input, context field or environment value by its name, or an
  /// event's payload field.
  public enum Narrowable: Hashable, Sendable {
    /// An input, context field or environment value (one namespace).
    case value(String)
    /// `event.x`.
    case eventField(String)
  }

  /// The name this node reads, when it is one a guard may narrow.
  public var narrowable: Narrowable? {
    switch kind {
    case .input(let name), .context(let name), .environment(let name): .value(name)
    case .eventField(let name): .eventField(name)
    default: nil
    }
  }

  /// The names read narrowed anywhere in this expression.
  public var narrowedReads: Set<Narrowable> {
    var names: Set<Narrowable> = []
    forEachNode { node in
      if node.isNarrowed, let name = node.narrowable { names.insert(name) }
    }
    return names
  }
}
