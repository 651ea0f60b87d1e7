extension FlowDecoder {
  // MARK: Start and screens

  mutating func decodeStart(_ node: YAMLNode) -> StartDeclaration {
    if node.scalar != nil {
      return screenReference(node).map { .screen($0) } ?? .choices([])
    }
    guard let items = node.sequence else {
      diagnostics.emit(
        .wrongKind(
          expected: "a screen name or a list of `{when, to}` choices", for: "`start`", found: node),
        at: node.range)
      return .choices([])
    }
    var choices: [StartChoice] = []
    for item in items {
      if let choice = decodeStartChoice(item) {
        choices.append(choice)
      } else {
        failed.isStartIncomplete = true
      }
    }
    return .choices(choices)
  }

  /// One choice of a start list: `{when, to}`, or a screen name alone, which is a choice without
  /// `when` (as a screen name alone is a push in a list of transitions).
  private mutating func decodeStartChoice(_ item: YAMLNode) -> StartChoice? {
    if item.isNonNullScalar {
      return screenReference(item).map {
        StartChoice(condition: nil, isGuarded: false, target: $0, range: item.range)
      }
    }
    guard
      var map = MappingReader(
        item, what: "a start choice", nullIsEmpty: false, diagnostics: &diagnostics)
    else { return nil }
    map.checkKeys(Self.startChoiceKeyTable, in: "a start choice", diagnostics: &diagnostics)
    guard let to = map["to"] else {
      diagnostics.emit(.missingKey("to", in: "a start choice"), at: item.range)
      return nil
    }
    let condition = map["when"].flatMap { expression($0.value) }
    return screenReference(to.value).map {
      StartChoice(
        condition: condition, isGuarded: map["when"] != nil, target: $0, range: item.range)
    }
  }

  /// A reference to one of the flow's screens (`start`, a start choice, a transition's target, a
  /// tab). A name that is not a valid screen name but is close to one (`Welcome` for `welcome`)
  /// gets a did-you-mean and is read as that screen; a name whose screen failed to declare is not
  /// reported again.
  mutating func screenReference(_ node: YAMLNode) -> Located<String>? {
    guard node.isNonNullScalar, !node.withScalarBytes({ Identifier.isValid($0, case: .lower) })
    else { return identifier(node, case: .lower) }
    let written = node.scalarText
    if screenNamesCache == nil { screenNamesCache = Set(screensMap?.map(\.key) ?? []) }
    let screenNames = screenNamesCache ?? []
    // A screen declared under this name fails to declare (or has): it is reported there.
    if failed.screens.contains(written) || screenNames.contains(written) { return nil }
    guard let problem = Identifier.problem(with: written, case: .lower),
      let meant = Identifier.suggestion(for: written, among: screenNames),
      Identifier.problem(with: meant, case: .lower) == nil
    else { return identifier(node, case: .lower) }
    diagnostics.emit(
      .invalidIdentifier("\(problem); did you mean `\(meant)`?").suggesting(meant, for: written),
      at: node.range)
    return Located(meant, at: node.range)
  }

  mutating func decodeScreen(_ pair: YAMLPair) -> ScreenDeclaration? {
    guard let name = identifier(key: pair, case: .lower) else { return nil }
    if let problem = Identifier.problem(withScreenName: name.value) {
      diagnostics.emit(.invalidIdentifier(problem), at: name.range)
      return nil
    }
    // Built only for a diagnostic.
    func what() -> String { "screen `\(name.value)`" }
    guard let map = MappingReader(pair.value, what: what(), diagnostics: &diagnostics) else {
      return nil
    }
    var view: YAMLPair?
    var flow: YAMLPair?
    var title: YAMLPair?
    var inputs: YAMLPair?
    var eventsPair: YAMLPair?
    var on: YAMLPair?
    var misspelt: [(pair: YAMLPair, meant: ScreenKey)] = []
    for entry in map.pairs {
      switch Self.screenKeyTable.position(of: entry.keyNode).flatMap(ScreenKey.init(rawValue:)) {
      case .view: view = entry
      case .flow: flow = entry
      case .title: title = entry
      case .inputs: inputs = entry
      case .events: eventsPair = entry
      case .on: on = entry
      case nil:
        if let meant = MappingReader.reportUnknownKey(
          entry, allowed: Self.screenKeys, in: what(), diagnostics: &diagnostics),
          let key = Self.screenKeys.firstIndex(of: meant).flatMap(ScreenKey.init)
        {
          misspelt.append((entry, key))
        }
      }
    }
    // A misspelt key (`evnets:`) is read as the key it was meant to be, when that one is missing.
    for (entry, key) in misspelt {
      switch key {
      case .view: view = view ?? entry
      case .flow: flow = flow ?? entry
      case .title: title = title ?? entry
      case .inputs: inputs = inputs ?? entry
      case .events: eventsPair = eventsPair ?? entry
      case .on: on = on ?? entry
      }
    }
    var failedEvents = FailedNames()
    var kind = ScreenDeclaration.Kind.view(nil)
    if let view {
      kind = .view(identifier(view.value, case: .upper))
    }
    if let flow {
      if let view {
        diagnostics.emit(
          .invalidScreen(
            "\(what()) has both `view` and `flow`; a screen is a view or a child flow"),
          at: flow.keyRange, notes: [.init("`view` is here", at: view.keyRange)])
      }
      if let flowName = identifier(flow.value, case: .upper) {
        kind = .flow(flowName)
      } else {
        // The child flow is unknown, and so are the results this node handles.
        failedEvents.insertWhole()
      }
    }
    var events: [SignatureDeclaration] = []
    if let eventsPair {
      if case .flow = kind {
        diagnostics.emit(
          .invalidScreen(
            "child-flow node `\(name.value)` declares no events: its events are the child's results"
          ),
          at: eventsPair.keyRange)
      } else {
        events = signatures(
          eventsPair.value, what: "the events of \(what())", failed: &failedEvents)
      }
    }
    var handlers: [HandlerDeclaration] = []
    if let on, let onMap = MappingReader(on.value, what: "`on`", diagnostics: &diagnostics) {
      handlers = onMap.pairs.compactMap {
        decodeHandler($0, events: events, failedEvents: failedEvents)
      }
    }
    return ScreenDeclaration(
      name: name, kind: kind, title: title.flatMap { text($0.value, what: "`title`") },
      inputs: inputs.map { arguments($0.value, what: "`inputs`") } ?? [], events: events,
      handlers: handlers, failedEvents: failedEvents)
  }
}
