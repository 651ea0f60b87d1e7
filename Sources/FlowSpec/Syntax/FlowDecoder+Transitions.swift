extension FlowDecoder {
  static let transitionKeys = [
    "when", "set", "do", "push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay",
    "close",
  ]
  static let navigationKeys = [
    "push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay", "close",
  ]
  static let transitionKeyTable = KeyTable(transitionKeys)
  /// The transition shorthands, in the order of `Shorthand`: the words no screen can take.
  static let shorthands = Identifier.reservedScreenNames
  static let shorthandTable = KeyTable(shorthands)

  /// The keys of a transition, in the order of `transitionKeys`.
  enum TransitionKey: Int, CaseIterable {
    case when, set, `do`, push, present, replace, back, popTo, dismiss, finish, stay, close

    /// True for the keys that say where the transition goes.
    var isNavigation: Bool { rawValue >= TransitionKey.push.rawValue }
  }

  /// A scalar transition that is not a screen name, in the order of `shorthandTable`.
  enum Shorthand: Int, CaseIterable {
    case back, dismiss, stay, close
  }

  /// The transitions of one event under `on`. An event whose declaration failed (in
  /// `failedEvents`) is not reported again for its name.
  mutating func decodeHandler(
    _ pair: YAMLPair, events: [SignatureDeclaration], failedEvents: FailedNames
  ) -> HandlerDeclaration? {
    guard
      let event = identifier(
        key: pair, case: .lower, unlessFailedIn: failedEvents,
        meantAmong: { events.map(\.name.value) })
    else { return nil }
    if let items = pair.value.sequence {
      let transitions = items.compactMap { decodeTransition($0, inList: true) }
      return HandlerDeclaration(event: event, transitions: transitions, isList: true)
    }
    let transitions = decodeTransition(pair.value, inList: false).map { [$0] } ?? []
    return HandlerDeclaration(event: event, transitions: transitions, isList: false)
  }

  /// A transition: a shorthand scalar (`back`, `dismiss`, `close`, `stay`, or a screen to push) or
  /// a map.
  mutating func decodeTransition(_ node: YAMLNode, inList: Bool) -> TransitionDeclaration? {
    if node.isNonNullScalar {
      let navigation: NavigationDeclaration
      switch Self.shorthandTable.position(of: node).flatMap(Shorthand.init(rawValue:)) {
      case .back: navigation = .back
      case .dismiss: navigation = .dismiss
      case .stay: navigation = .stay
      case .close: navigation = .close
      case nil:
        guard let target = screenReference(node) else { return nil }
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
    // One pass over the keys: unknown ones are reported first, as a key check would.
    var when: YAMLPair?
    var set: YAMLPair?
    var actions: YAMLPair?
    var firstNavigation: (pair: YAMLPair, key: TransitionKey)?
    var navigationCount = 0
    var misspelt: [(pair: YAMLPair, meant: TransitionKey)] = []
    for pair in map.pairs {
      switch Self.transitionKeyTable.position(of: pair.keyNode).flatMap(TransitionKey.init) {
      case .when: when = pair
      case .set: set = pair
      case .do: actions = pair
      case let key?:
        navigationCount += 1
        if firstNavigation == nil { firstNavigation = (pair, key) }
      case nil:
        if let meant = MappingReader.reportUnknownKey(
          pair, allowed: Self.transitionKeys, in: "a transition", diagnostics: &diagnostics),
          let key = Self.transitionKeys.firstIndex(of: meant).flatMap(TransitionKey.init)
        {
          misspelt.append((pair, key))
        }
      }
    }
    // A misspelt key (`sett:`) is read as the key it was meant to be, when that one is missing.
    for (pair, key) in misspelt {
      switch key {
      case .when: if when == nil { when = pair }
      case .set: if set == nil { set = pair }
      case .do: if actions == nil { actions = pair }
      default:
        if firstNavigation == nil {
          firstNavigation = (pair, key)
          navigationCount = 1
        }
      }
    }
    var navigation = Located(NavigationDeclaration.stay, at: node.range)
    if let first = firstNavigation {
      if let decoded = decodeNavigation(first.pair, key: first.key) {
        navigation = Located(decoded, at: first.pair.keyRange)
      }
      if navigationCount > 1 { reportConflictingNavigation(in: map, first: first.pair) }
    }
    return TransitionDeclaration(
      condition: when.flatMap { expression($0.value) }, isGuarded: when != nil,
      assignments: set.map {
        let fields = contextNames
        return arguments($0.value, what: "`set`", failed: failed.values, declared: { fields })
      } ?? [],
      actions: actions.map { decodeActions($0.value) } ?? [], navigation: navigation,
      range: node.range)
  }

  /// Reports every navigation key after `first`: a transition has one navigation.
  private mutating func reportConflictingNavigation(in map: MappingReader, first: YAMLPair) {
    var seenFirst = false
    for pair in map.pairs {
      guard
        let key = Self.transitionKeyTable.position(of: pair.keyNode).flatMap(TransitionKey.init),
        key.isNavigation
      else { continue }
      guard seenFirst else {
        seenFirst = true
        continue
      }
      diagnostics.emit(
        .conflictingNavigation(pair.key, first.key), at: pair.keyRange,
        notes: [.init("`\(first.key)` is here", at: first.keyRange)])
    }
  }

  private mutating func decodeNavigation(_ pair: YAMLPair, key: TransitionKey)
    -> NavigationDeclaration?
  {
    switch key {
    case .push: return screenReference(pair.value).map { .push($0) }
    case .present: return decodePresent(pair.value)
    case .replace: return screenReference(pair.value).map { .replace($0) }
    case .popTo: return screenReference(pair.value).map { .popTo($0) }
    case .back, .dismiss, .stay, .close:
      let isTrue =
        pair.value.isScalar && pair.value.scalarStyle == .plain
        && pair.value.withScalarBytes { $0.elementsEqual("true".utf8) }
      guard isTrue else {
        diagnostics.emit(
          .invalidValue(
            "write `\(key): true`, or `\(key)` alone as the whole transition"),
          at: pair.value.range)
        return nil
      }
      switch key {
      case .back: return .back
      case .dismiss: return .dismiss
      case .close: return .close
      default: return .stay
      }
    default:
      return decodeFinish(pair.value)
    }
  }

  private mutating func decodeFinish(_ node: YAMLNode) -> NavigationDeclaration? {
    if node.isScalar {
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
    guard let name = identifier(key: result, case: .lower) else { return nil }
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
    if node.isScalar {
      guard let action = identifier(node, case: .lower) else { return [] }
      return [ActionCallDeclaration(action: action, arguments: [])]
    }
    guard let map = MappingReader(node, what: "`do`", diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let action = identifier(key: pair, case: .lower) else { return nil }
      return ActionCallDeclaration(
        action: action, arguments: arguments(pair.value, what: "the arguments of `\(action.value)`")
      )
    }
  }
}
