/// Guarded lists: alternatives that can never be chosen (errors), and lists that may match
/// nothing (a warning for `on`, an error for `start`, which must pick a screen).
///
/// A list is exhaustive once an entry has no `when` (or `when: true`), or once its guards compare
/// one non-optional enum value with `==` against every case.
struct GuardAnalysis {
  struct Alternative {
    var hasCondition: Bool
    var condition: TypedExpression?
    var range: SourceRange
  }

  let enums: [String: [String]]

  /// Checks one list; returns whether it is exhaustive.
  func check(_ list: some Sequence<Alternative>, diagnostics: inout Diagnostics) -> Bool {
    var exhaustedBy: SourceRange?
    var covered: [CanonicalExpression: Set<String>] = [:]
    // A list holds a few conditions: compared in order, hashed once it is long.
    var seen = NameTable<CanonicalExpression, SourceRange>()
    for alternative in list {
      if let earlier = exhaustedBy {
        diagnostics.emit(
          .neverChosen("an earlier alternative always matches"), at: alternative.range,
          notes: [.init("this one always matches", at: earlier)])
        continue
      }
      guard alternative.hasCondition, let condition = alternative.condition else {
        if !alternative.hasCondition { exhaustedBy = alternative.range }
        continue
      }
      if case .literal(.bool(let value)) = condition.kind {
        if value {
          exhaustedBy = alternative.range
        } else {
          diagnostics.emit(.neverChosen("its condition is always false"), at: condition.range)
        }
        continue
      }
      let key = CanonicalExpression(condition)
      if let earlier = seen[key] {
        diagnostics.emit(
          .neverChosen("an earlier alternative has the same condition"), at: condition.range,
          notes: [.init("the same condition", at: earlier)])
        continue
      }
      seen.insert(key, condition.range)
      if let (subject, enumName, cases) = Self.enumCases(condition) {
        covered[subject, default: []].formUnion(cases)
        if let all = enums[enumName], covered[subject]!.isSuperset(of: all) {
          exhaustedBy = alternative.range
        }
      }
    }
    return exhaustedBy != nil
  }

  /// `subject == .a || subject == .b`: the subject, its enum and the cases compared.
  static func enumCases(_ e: TypedExpression) -> (CanonicalExpression, String, Set<String>)? {
    switch e.kind {
    case .binary(.equal, let lhs, let rhs):
      let (subject, value) =
        if case .enumCase = rhs.kind { (lhs, rhs) } else { (rhs, lhs) }
      guard case .enumCase(let enumName, let name) = value.kind,
        subject.type == .enumeration(enumName)
      else { return nil }
      return (CanonicalExpression(subject), enumName, [name])
    case .binary(.or, let lhs, let rhs):
      guard let left = enumCases(lhs), let right = enumCases(rhs), left.0 == right.0 else {
        return nil
      }
      return (left.0, left.1, left.2.union(right.2))
    default:
      return nil
    }
  }
}

extension Diagnostic.Message {
  static func neverChosen(_ why: String) -> Self {
    .init(.unreachableAlternative, "this alternative can never be chosen: \(why)")
  }
  static let nonExhaustiveStart = Self(
    .nonExhaustiveStart,
    "the `start` choices may all fail, leaving the flow without a first screen; end the list with a choice without `when`"
  )
  static func nonExhaustiveGuards(_ event: String) -> Self {
    .init(
      .nonExhaustiveGuards,
      "the transitions for `\(event)` may all fail, and then the event is ignored; end the list with a transition without `when`, or `stay`"
    )
  }
}
