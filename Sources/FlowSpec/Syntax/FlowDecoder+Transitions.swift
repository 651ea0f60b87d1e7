extension FlowDecoder {
  static let transitionKeys = [
    "when", "set", "do", "push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay",
  ]
  static let navigationKeys = [
    "push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay",
  ]

  mutating func decodeHandler(_ pair: YAMLPair) -> HandlerDeclaration? {
    guard let event = identifier(pair.key, at: pair.keyRange, case: .lower) else { return nil }
    if let items = pair.value.sequence {
      let transitions = items.compactMap { decodeTransition($0, inList: true) }
      return HandlerDeclaration(event: event, transitions: transitions, isList: true)
    }
    let transitions = decodeTransition(pair.value, inList: false).map { [$0] } ?? []
    return HandlerDeclaration(event: event, transitions: transitions, isList: false)
  }

  /// A transition: a shorthand scalar (`back`, `dismiss`, `stay`, or a screen to push) or a map.
  mutating func decodeTransition(_ node: YAMLNode, inList: Bool) -> TransitionDeclaration? {
    if let scalar = node.scalar, !node.isNull {
      let navigation: NavigationDeclaration
      switch scalar.text {
      case "back": navigation = .back
      case "dismiss": navigation = .dismiss
      case "stay": navigation = .stay
      default:
        guard let target = identifier(node, case: .lower) else { return nil }
        navigation = .push(target)
      }
      return TransitionDeclaration(
        condition: nil, isGuarded: false, assignments: [], actions: [],
        navigation: Located(navigation, at: node.range),
        range: node.range)
    }
    guard node.mapping != nil else {
      let expected = inList ? "a transition" : "a transition or a list of transitions"
      diagnostics.emit(
        .wrongKind(expected: expected, for: "this value", found: node), at: node.range)
      return nil
    }
    guard let map = MappingReader(node, what: "a transition", diagnostics: &diagnostics) else {
      return nil
    }
    map.checkKeys(Self.transitionKeys, in: "a transition", diagnostics: &diagnostics)
    var navigation = Located(NavigationDeclaration.stay, at: node.range)
    var firstNavigation: YAMLPair?
    for pair in map.pairs where Self.navigationKeys.contains(pair.key) {
      if let first = firstNavigation {
        diagnostics.emit(
          .conflictingNavigation(pair.key, first.key), at: pair.keyRange,
          notes: [.init("`\(first.key)` is here", at: first.keyRange)])
        continue
      }
      firstNavigation = pair
      if let decoded = decodeNavigation(pair) {
        navigation = Located(decoded, at: pair.keyRange)
      }
    }
    return TransitionDeclaration(
      condition: map["when"].flatMap { expression($0.value) }, isGuarded: map["when"] != nil,
      assignments: map["set"].map { arguments($0.value, what: "`set`") } ?? [],
      actions: map["do"].map { decodeActions($0.value) } ?? [], navigation: navigation,
      range: node.range)
  }

  private mutating func decodeNavigation(_ pair: YAMLPair) -> NavigationDeclaration? {
    switch pair.key {
    case "push": return identifier(pair.value, case: .lower).map { .push($0) }
    case "present": return identifier(pair.value, case: .lower).map { .present($0) }
    case "replace": return identifier(pair.value, case: .lower).map { .replace($0) }
    case "popTo": return identifier(pair.value, case: .lower).map { .popTo($0) }
    case "back", "dismiss", "stay":
      guard pair.value.scalar?.text == "true", pair.value.scalar?.style == .plain else {
        diagnostics.emit(
          .invalidValue(
            "write `\(pair.key): true`, or `\(pair.key)` alone as the whole transition"),
          at: pair.value.range)
        return nil
      }
      return pair.key == "back" ? .back : pair.key == "dismiss" ? .dismiss : .stay
    default:
      return decodeFinish(pair.value)
    }
  }

  private mutating func decodeFinish(_ node: YAMLNode) -> NavigationDeclaration? {
    if node.scalar != nil {
      return identifier(node, case: .lower).map { .finish($0, payload: nil) }
    }
    guard
      let map = MappingReader(node, what: "`finish`", nullIsEmpty: false, diagnostics: &diagnostics)
    else { return nil }
    guard map.pairs.count == 1, let result = map.pairs.first else {
      diagnostics.emit(
        .invalidValue("`finish` names exactly one result: `finish: R` or `finish: { R: {...} }`"),
        at: node.range)
      return nil
    }
    guard let name = identifier(result.key, at: result.keyRange, case: .lower) else { return nil }
    return .finish(name, payload: arguments(result.value, what: "the payload of `\(name.value)`"))
  }

  /// `do`: an action name, a map of action -> arguments (in order), or a list of those.
  private mutating func decodeActions(_ node: YAMLNode) -> [ActionCallDeclaration] {
    if let items = node.sequence {
      var calls: [ActionCallDeclaration] = []
      for item in items {
        if item.sequence != nil {
          diagnostics.emit(
            .wrongKind(expected: "an action call", for: "an item of `do`", found: item),
            at: item.range)
        } else {
          calls += decodeActions(item)
        }
      }
      return calls
    }
    if node.scalar != nil {
      guard let action = identifier(node, case: .lower) else { return [] }
      return [ActionCallDeclaration(action: action, arguments: [])]
    }
    guard let map = MappingReader(node, what: "`do`", diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let action = identifier(pair.key, at: pair.keyRange, case: .lower) else { return nil }
      return ActionCallDeclaration(
        action: action, arguments: arguments(pair.value, what: "the arguments of `\(action.value)`")
      )
    }
  }

  /// An expression written as a YAML scalar.
  mutating func expression(_ node: YAMLNode) -> Expression? {
    if let tag = node.scalar?.tag, !tag.hasPrefix("tag:yaml.org,2002:"), let scalar = node.scalar {
      // `when: !isLoggedIn` is read by YAML as the tag `!isLoggedIn`.
      diagnostics.emit(
        .expressionSyntax(
          "YAML read `\(tag)` as a tag; quote the expression: \"\(tag)\(scalar.text.isEmpty ? "" : " " + scalar.text)\""
        ),
        at: node.range)
      return nil
    }
    guard let scalar = node.scalar, !node.isNull else {
      diagnostics.emit(
        .wrongKind(expected: "an expression", for: "this value", found: node), at: node.range)
      return nil
    }
    var shift: Int? =
      switch scalar.style {
      case .plain: 0
      case .singleQuoted, .doubleQuoted: 1
      case .block: nil
      }
    if node.range.start.line != node.range.end.line { shift = nil }
    // Characters written with two in the source (`''` in single quotes, `\"` and `\\` in double
    // quotes) shift the columns of everything after them.
    var escapes: [Int] = []
    if scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
      for (offset, character) in scalar.text.unicodeScalars.enumerated()
      where scalar.style == .singleQuoted
        ? character == "'" : (character == "\"" || character == "\\")
      {
        escapes.append(offset)
      }
    }
    var local = Diagnostics()
    let parsed = ExpressionParser.parse(
      scalar.text, origin: .init(range: node.range, columnShift: shift, escapes: escapes),
      diagnostics: &local)
    diagnostics.append(contentsOf: local)
    return parsed
  }
}
