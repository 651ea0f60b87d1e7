/// Type-checks expressions against a scope, bidirectionally: an expected type lets `.vip`, `nil`
/// and integer literals take the type their place needs.
struct TypeChecker {
  let scope: Scope

  /// Checks `expression`; when `expected` is given the result must fit it. `declaration`, the
  /// note of where the expected type is declared (a payload field, a context field), is added to
  /// a mismatch of the whole expression; it is only built for one.
  func check(
    _ expression: Expression, expected: ValueType?,
    declaration: @autoclosure () -> Diagnostic.Note? = nil, diagnostics: inout Diagnostics
  ) -> TypedExpression? {
    if expression.isSingleQuotedInYAML, case .name(let text) = expression.kind {
      // `'Shipping'` that names nothing was probably meant as text.
      let before = diagnostics.all.count
      var unquoted = expression
      unquoted.isSingleQuotedInYAML = false
      defer { diagnostics.addNote(.stringLiteralHint(text), to: .unknownName, after: before) }
      return check(
        unquoted, expected: expected, declaration: declaration(), diagnostics: &diagnostics)
    }
    if case .nilLiteral = expression.kind, let expected, !expected.isOptional {
      diagnostics.emit(
        .typeMismatch(expected: expected, found: nil), at: expression.range,
        notes: declaration().map { [$0] } ?? [])
      return nil
    }
    guard let typed = infer(expression, hint: expected, diagnostics: &diagnostics) else {
      return nil
    }
    if let expected, !typed.type.fits(expected) {
      var notes = declaration().map { [$0] } ?? []
      if typed.type == .optional(expected), typed.narrowable != nil {
        notes.append(.narrowingHint(typed, type: expected))
      }
      if case .literal(.string) = typed.kind,
        expected.unwrapped == .url || expected.unwrapped == .date
      {
        // `'https://...'` where a URL goes: say how one is written.
        notes.append(.init(ExpressionParser.writtenAsValue(expected.unwrapped.description)))
      }
      diagnostics.emit(
        .typeMismatch(expected: expected, found: typed.type), at: expression.range, notes: notes)
      return nil
    }
    return typed
  }

  /// Checks a guard (a Bool): each conjunct of its top-level `&&`s in the scope the conjuncts
  /// before it narrowed, `x != nil` narrowing `x`. Returns the guard and the scope it leaves,
  /// in which its transition's `set`, `do` and `finish` are checked.
  func checkGuard(_ expression: Expression, diagnostics: inout Diagnostics)
    -> (condition: TypedExpression?, scope: Scope)
  {
    guard case .binary(.and, let lhs, let rhs) = expression.kind else {
      let condition = check(expression, expected: .bool, diagnostics: &diagnostics)
      var after = scope
      if let name = condition?.provenNotNil?.narrowable { after.narrowed.insert(name) }
      return (condition, after)
    }
    let (left, afterLeft) = checkGuard(lhs, diagnostics: &diagnostics)
    let (right, afterRight) = TypeChecker(scope: afterLeft).checkGuard(
      rhs, diagnostics: &diagnostics)
    guard let left, let right else { return (nil, afterRight) }
    return (.init(.binary(.and, left, right), type: .bool, range: expression.range), afterRight)
  }

  /// Infers a type, using `hint` for literals whose type depends on their place.
  private func infer(_ e: Expression, hint: ValueType?, diagnostics: inout Diagnostics)
    -> TypedExpression?
  {
    let range = e.range
    switch e.kind {
    case .name(let name):
      if let (binding, type) = scope.lookup(name) {
        switch binding {
        case .input: return narrowed(.input(name), type: type, range: range)
        case .context:
          guard scope.allowsContext else {
            diagnostics.emit(.contextInDefault(name), at: range)
            return nil
          }
          return narrowed(.context(name), type: type, range: range)
        case .environment: return narrowed(.environment(name), type: type, range: range)
        }
      }
      // Its declaration failed, and was reported.
      if scope.failedValues.contains(name) { return nil }
      diagnostics.emit(
        .unknownName(name, suggestion: Identifier.suggestion(for: name, among: scope.allNames)),
        at: range)
      return nil
    case .eventField(let field):
      guard let payload = scope.event else {
        diagnostics.emit(.eventUnavailable(scope.eventUnavailableReason), at: range)
        return nil
      }
      guard let type = payload[field] else {
        // The field's declaration failed, or the event is not declared: reported already.
        if scope.failedEventFields.contains(field) { return nil }
        diagnostics.emit(
          .unknownMember(field, available: payload.keys.sorted()), at: range)
        return nil
      }
      return narrowed(.eventField(field), type: type, range: range)
    case .integer(let value):
      if hint?.unwrapped == .double {
        return .init(.literal(.double(Double(value))), type: .double, range: range)
      }
      return .init(.literal(.int(value)), type: .int, range: range)
    case .decimal(let value):
      return .init(.literal(.double(value)), type: .double, range: range)
    case .boolean(let value):
      return .init(.literal(.bool(value)), type: .bool, range: range)
    case .string(let value):
      return .init(.literal(.string(value)), type: .string, range: range)
    case .nilLiteral:
      guard let hint, hint.isOptional else {
        diagnostics.emit(
          hint == nil ? .ambiguousType("`nil`") : .typeMismatch(expected: hint!, found: nil),
          at: range)
        return nil
      }
      return .init(.literal(.nilValue), type: hint, range: range)
    case .enumCase(let typeName, let name):
      return enumCase(typeName, name, hint: hint, range: range, diagnostics: &diagnostics)
    case .unary(.not, let operand):
      guard let typed = check(operand, expected: .bool, diagnostics: &diagnostics) else {
        return nil
      }
      return .init(.unary(.not, typed), type: .bool, range: range)
    case .unary(.negate, let operand):
      guard let typed = infer(operand, hint: hint, diagnostics: &diagnostics) else { return nil }
      guard typed.type.isNumeric else {
        diagnostics.emit(.operatorNeeds("-", "a number", found: typed.type), at: operand.range)
        return nil
      }
      return .init(.unary(.negate, typed), type: typed.type, range: range)
    case .binary(let op, let lhs, let rhs):
      return binary(op, lhs, rhs, hint: hint, range: range, diagnostics: &diagnostics)
    case .failed:
      // Its syntax error is reported where it is written.
      return nil
    }
  }

  /// A read of a name: narrowed (its type unwrapped) where a guard proved it is not nil.
  private func narrowed(_ kind: TypedExpression.Kind, type: ValueType, range: SourceRange)
    -> TypedExpression
  {
    var read = TypedExpression(kind, type: type, range: range)
    if type.isOptional, let name = read.narrowable, scope.narrowed.contains(name) {
      read.type = type.unwrapped
      read.isNarrowed = true
    }
    return read
  }

  private func enumCase(
    _ typeName: String?, _ name: String, hint: ValueType?, range: SourceRange,
    diagnostics: inout Diagnostics
  ) -> TypedExpression? {
    let enumName: String
    if let typeName {
      guard scope.enums[typeName] != nil else {
        diagnostics.emit(
          .undefinedReference(
            "type", typeName,
            suggestion: Identifier.suggestion(for: typeName, among: scope.enums.keys)),
          at: range)
        return nil
      }
      enumName = typeName
    } else if case .enumeration(let hinted) = hint?.unwrapped {
      enumName = hinted
    } else {
      let candidates = scope.enums.filter { $0.value.contains(name) }.keys.sorted()
      diagnostics.emit(.ambiguousCase(name, candidates: candidates), at: range)
      return nil
    }
    let cases = scope.enums[enumName] ?? []
    guard cases.contains(name) else {
      diagnostics.emit(
        .unknownEnumCase(
          name, enumName, suggestion: Identifier.suggestion(for: name, among: cases),
          cases: cases),
        at: range)
      return nil
    }
    return .init(.enumCase(type: enumName, name: name), type: .enumeration(enumName), range: range)
  }

  /// True for literals whose type comes from the other operand (`.vip`, `nil`, `1`).
  private static func needsContext(_ e: Expression) -> Bool {
    switch e.kind {
    case .nilLiteral, .integer: true
    case .enumCase(let type, _): type == nil
    case .unary(.negate, let operand): needsContext(operand)
    default: false
    }
  }

  private func binary(
    _ op: Expression.BinaryOperator, _ lhs: Expression, _ rhs: Expression, hint: ValueType?,
    range: SourceRange, diagnostics: inout Diagnostics
  ) -> TypedExpression? {
    if op == .and || op == .or {
      let left = check(lhs, expected: .bool, diagnostics: &diagnostics)
      let right = check(rhs, expected: .bool, diagnostics: &diagnostics)
      guard let left, let right else { return nil }
      return .init(.binary(op, left, right), type: .bool, range: range)
    }
    // Type the operand that does not need context first, then the other against it.
    let arithmeticHint = (op == .add || op == .subtract) ? hint?.unwrapped : nil
    let leftFirst = !Self.needsContext(lhs) || Self.needsContext(rhs)
    let (first, second) = leftFirst ? (lhs, rhs) : (rhs, lhs)
    guard let typedFirst = infer(first, hint: arithmeticHint, diagnostics: &diagnostics) else {
      return nil
    }
    let secondHint: ValueType =
      (op == .equal || op == .notEqual) && second.kind == .nilLiteral && !typedFirst.type.isOptional
      ? .optional(typedFirst.type) : typedFirst.type
    guard let typedSecond = infer(second, hint: secondHint, diagnostics: &diagnostics) else {
      return nil
    }
    let (left, right) = leftFirst ? (typedFirst, typedSecond) : (typedSecond, typedFirst)
    switch op {
    case .add, .subtract:
      for operand in [left, right] where !operand.type.isNumeric {
        diagnostics.emit(
          .operatorNeeds(op.rawValue, "numbers", found: operand.type), at: operand.range)
        return nil
      }
      guard left.type == right.type else {
        diagnostics.emit(.mixedOperands(op.rawValue, left.type, right.type), at: range)
        return nil
      }
      return .init(.binary(op, left, right), type: left.type, range: range)
    case .equal, .notEqual:
      let isNilComparison = left.kind == .literal(.nilValue) || right.kind == .literal(.nilValue)
      if isNilComparison,
        let operand = [left, right].first(where: { $0.kind != .literal(.nilValue) }),
        !operand.type.isOptional
      {
        // Swift warns that such a comparison always gives the same answer.
        diagnostics.emit(.neverNil(op.rawValue, operand), at: range)
        return nil
      }
      let comparable =
        (left.type.fits(right.type) || right.type.fits(left.type))
        && (left.type.isEquatable || isNilComparison)
      guard comparable else {
        diagnostics.emit(.cannotCompare(op.rawValue, left.type, right.type), at: range)
        return nil
      }
      return .init(.binary(op, left, right), type: .bool, range: range)
    default:
      guard left.type == right.type, left.type.isOrdered else {
        diagnostics.emit(.cannotCompare(op.rawValue, left.type, right.type), at: range)
        return nil
      }
      return .init(.binary(op, left, right), type: .bool, range: range)
    }
  }
}

extension Diagnostic.Note {
  /// How an optional read where its value is needed is narrowed.
  static func narrowingHint(_ read: TypedExpression, type: ValueType) -> Self {
    let name = read.description
    return .init(
      "`\(name)` may be nil here; a guard `when: \(name) != nil` narrows it to `\(type)` in the "
        + "conjuncts after it and in its transition's `set`, `do` and `finish`")
  }
}

extension Diagnostic.Message {
  static func typeMismatch(expected: ValueType, found: ValueType?) -> Self {
    .init(
      .typeMismatch,
      "expected a value of type `\(expected)`, found \(found.map { "`\($0)`" } ?? "`nil`")")
  }
  static func operatorNeeds(_ op: String, _ what: String, found: ValueType) -> Self {
    .init(.typeMismatch, "`\(op)` needs \(what), found `\(found)`")
  }
  static func mixedOperands(_ op: String, _ lhs: ValueType, _ rhs: ValueType) -> Self {
    .init(.typeMismatch, "`\(op)` needs operands of one type, found `\(lhs)` and `\(rhs)`")
  }
  /// A comparison with `nil` of a value that cannot be nil: a non-optional one, or an optional a
  /// guard's `x != nil` before it narrowed.
  static func neverNil(_ op: String, _ operand: TypedExpression) -> Self {
    let why =
      operand.isNarrowed
      ? "is not nil here (a `!= nil` before it in the guard narrowed it to `\(operand.type)`)"
      : "is a `\(operand.type)`, never nil"
    return .init(
      .typeMismatch,
      "`\(operand)` \(why), so `\(op) nil` always gives the same answer; leave the comparison out")
  }
  static func cannotCompare(_ op: String, _ lhs: ValueType, _ rhs: ValueType) -> Self {
    .init(.typeMismatch, "`\(op)` cannot compare `\(lhs)` with `\(rhs)`")
  }
  static func unknownName(_ name: String, suggestion: String?) -> Self {
    .init(
      .unknownName,
      "`\(name)` is not an input, context field or environment value"
        + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    ).suggesting(suggestion, for: name)
  }
  static func contextInDefault(_ name: String) -> Self {
    .init(
      .unknownName,
      "a default may read inputs and environment values, not the context field `\(name)`")
  }
  static func eventUnavailable(_ reason: String) -> Self { .init(.unknownName, reason) }
  static func unknownMember(_ field: String, available: [String]) -> Self {
    let list =
      available.isEmpty
      ? "this event has no payload"
      : "it has \(available.map { "`\($0)`" }.joined(separator: ", "))"
    return .init(.unknownMember, "the event has no field `\(field)`; \(list)")
  }
  /// The most cases an unknown-case message lists.
  static let casesListed = 10

  static func unknownEnumCase(
    _ name: String, _ enumName: String, suggestion: String?, cases: [String]
  ) -> Self {
    let hint: String
    if let suggestion {
      hint = "did you mean `.\(suggestion)`?"
    } else {
      let listed = cases.prefix(casesListed).map { "`.\($0)`" }.joined(separator: ", ")
      let more = cases.count > casesListed ? " and \(cases.count - casesListed) more" : ""
      hint = "its cases are \(listed)\(more)"
    }
    return .init(.unknownEnumCase, "`\(enumName)` has no case `\(name)`; \(hint)")
      .suggesting(suggestion, for: name)
  }
  static func ambiguousType(_ what: String) -> Self {
    .init(
      .ambiguousType,
      "cannot tell the type of \(what) here; use it where an optional type is expected")
  }
  static func ambiguousCase(_ name: String, candidates: [String]) -> Self {
    let hint =
      candidates.isEmpty
      ? "no enum of this module has a case `\(name)`"
      : "name the enum: \(candidates.map { "`\($0).\(name)`" }.joined(separator: " or "))"
    return .init(.ambiguousType, "cannot tell which enum `.\(name)` belongs to here; \(hint)")
  }
  static func undefinedReference(_ kind: String, _ name: String, suggestion: String?) -> Self {
    .init(
      .undefinedReference,
      "no \(kind) named `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    ).suggesting(suggestion, for: name)
  }
}
