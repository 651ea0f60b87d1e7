extension FlowResolver {
  /// The handlers of a screen's `on`, one for each event in the order of `events`, and the
  /// handler of the system event `dismissed`, whose transitions the analyses see on a node of
  /// their own (`FlowGraph.Node.dismissedOf`).
  ///
  /// `declarations` are the events' declarations (in the order of `events`), which tell the
  /// payload fields whose declaration failed; `failedEvents` holds the events whose declaration
  /// failed. A handler of an event that is not
  /// declared is reported once: its transitions are still checked (as the event its name is
  /// close to, when that one has no handler of its own), so a misspelt event name does not also
  /// leave that event unhandled, or context fields its transitions set unset.
  mutating func resolveHandlers(
    _ screen: ScreenDeclaration, events: [Signature], declarations: [SignatureDeclaration],
    failedEvents: FailedNames, index: Int
  ) -> (handlers: [Handler], dismissed: Handler?) {
    let isChild = graph.nodes[index].isChild
    // Each event's handler, at the position of the first event of its name.
    let slots = NameTable(events.indices.lazy.map { (events[$0].name, $0) })
    var handlers = [Handler?](repeating: nil, count: events.count)
    graph.nodes[index].transitions.reserveCapacity(
      screen.handlers.reduce(0) { $0 + $1.transitions.count })
    var dismissed: Handler?
    for handler in screen.handlers {
      if handler.event.value == FlowDecoder.dismissedEvent {
        dismissed = resolveDismissed(handler, screen: screen, index: index)
        continue
      }
      var slot = slots[handler.event.value]
      if slot == nil {
        slot = undeclaredEvent(
          handler.event, of: screen, events: events, slots: slots, failedEvents: failedEvents,
          handled: handlers, index: index)
      }
      var scope = baseScope
      if let slot {
        scope.event = NameTable(events[slot].parameters.lazy.map { ($0.name, $0.type) })
        scope.failedEventFields = declarations[slot].failedParameters
      } else {
        // The event's payload is unknown: `event.x` was not declared wrong, it was not declared.
        scope.event = NameTable([])
        scope.failedEventFields.insertWhole()
      }
      var transitions: [Transition] = []
      transitions.reserveCapacity(handler.transitions.count)
      for transition in handler.transitions {
        if let resolved = resolveTransition(
          transition, event: handler.event, scope: scope, from: index)
        {
          transitions.append(resolved)
        }
      }
      if let slot { handlers[slot] = Handler(event: events[slot].name, transitions: transitions) }
    }
    if !failedEvents.isWhole {
      for event in events where handlers[slots[event.name]!] == nil {
        diagnostics.emit(
          .unhandledEvent(event.name, child: isChild ? graph.nodes[index].childFlow : nil),
          at: isChild ? screen.name.range : event.range)
      }
    }
    return (events.compactMap { handlers[slots[$0.name]!] }, dismissed)
  }

  /// Reports a handler of an event the screen does not declare (unless its declaration failed);
  /// returns the slot of the event its name is close to when that event has no handler written
  /// under its own name, to check the handler as that event's.
  private mutating func undeclaredEvent(
    _ event: Located<String>, of screen: ScreenDeclaration, events: [Signature],
    slots: NameTable<String, Int>, failedEvents: FailedNames, handled: [Handler?], index: Int
  ) -> Int? {
    if failedEvents.contains(event.value) { return nil }
    let suggestion = Identifier.suggestion(for: event.value, among: events.map(\.name))
    diagnostics.emit(
      .undeclaredEvent(
        event.value, screen: screen.name.value, child: graph.nodes[index].childFlow,
        suggestion: suggestion),
      at: event.range)
    guard let suggestion, let slot = slots[suggestion], handled[slot] == nil,
      !screen.handlers.contains(where: { $0.event.value == suggestion })
    else { return nil }
    return slot
  }

  /// `on: dismissed`: the transitions run when the user swipes away the stack a `present` of this
  /// node opened. They are analysed from the screen that presented it, on a node of the graph of
  /// their own that only the `present` transitions lead to (`FlowGraph.swipes`).
  private mutating func resolveDismissed(
    _ handler: HandlerDeclaration, screen: ScreenDeclaration, index: Int
  ) -> Handler {
    let virtual = graph.nodes.count
    graph.nodes.append(
      .init(
        name: "\(screen.name.value), swiped away", range: handler.event.range, isChild: false,
        childFlow: nil, dismissedOf: index))
    graph.dismissedNodes[index] = virtual
    var scope = baseScope
    scope.event = NameTable([])
    var transitions: [Transition] = []
    for transition in handler.transitions {
      if let resolved = resolveTransition(
        transition, event: handler.event, scope: scope, from: virtual)
      {
        transitions.append(resolved)
      }
    }
    return Handler(event: FlowDecoder.dismissedEvent, transitions: transitions)
  }

  private mutating func resolveTransition(
    _ transition: TransitionDeclaration, event: Located<String>, scope: Scope, from index: Int
  ) -> Transition? {
    // The guard's `x != nil` conjuncts narrow `x` in the `set` values (computed before any is
    // stored), and in `do` and `finish` unless the `set` assigns it.
    var condition: TypedExpression?
    var guarded = scope
    if let written = transition.condition {
      (condition, guarded) = TypeChecker(scope: scope).checkGuard(
        written, diagnostics: &diagnostics)
    }
    let checker = TypeChecker(scope: guarded)
    var info = FlowGraph.TransitionInfo(
      event: event.value, eventRange: event.range, hasCondition: transition.isGuarded,
      condition: condition, move: nil, moveRange: transition.navigation.range,
      range: transition.range,
      assigns: [], reads: reads(condition, afterAssignments: false))
    var assignments: [NamedExpression] = []
    assignments.reserveCapacity(transition.assignments.count)
    info.assigns.reserveCapacity(transition.assignments.count)
    for assignment in transition.assignments {
      guard let field = assignedField(assignment.name, scope: scope) else { continue }
      let name = context[field].name
      info.assigns.append(name)
      if let value = checker.check(
        assignment.value, expected: context[field].type, declaration: .declaredAs(context[field]),
        diagnostics: &diagnostics)
      {
        assignments.append(NamedExpression(name: name, value: value))
        Self.appendReads(of: value, afterAssignments: false, to: &info.reads)
      }
    }
    var after = guarded
    for name in info.assigns { after.narrowed.remove(.value(name)) }
    var calls: [ActionCall] = []
    calls.reserveCapacity(transition.actions.count)
    for call in transition.actions {
      guard let action = actions[call.action.value] else {
        if declaration.failed.actions.contains(call.action.value) { continue }
        diagnostics.emit(
          .undefinedReference(
            "action", call.action.value,
            suggestion: Identifier.suggestion(for: call.action.value, among: actions.keys)),
          at: call.action.range)
        continue
      }
      let arguments = matchArguments(
        call.arguments, to: action.parameters,
        failed: failedActionParameters[action.name] ?? FailedNames(),
        scope: after, what: "action `\(action.name)`", at: call.action.range)
      for argument in arguments {
        Self.appendReads(of: argument.value, afterAssignments: true, to: &info.reads)
      }
      calls.append(ActionCall(action: action.name, arguments: arguments))
    }
    let navigation = resolveNavigation(
      transition.navigation, scope: after, from: index, info: &info)
    graph.nodes[index].transitions.append(consume info)
    return Transition(
      condition: condition, assignments: assignments, actions: calls,
      navigation: navigation ?? .stay,
      range: transition.range)
  }

  private mutating func resolveNavigation(
    _ navigation: Located<NavigationDeclaration>, scope: Scope, from index: Int,
    info: inout FlowGraph.TransitionInfo
  ) -> Navigation? {
    switch navigation.value {
    case .stay:
      info.move = .stay
      return .stay
    case .back:
      info.move = .back
      return .back
    case .dismiss:
      info.move = .dismiss
      return .dismiss
    case .close:
      info.move = .close
      return .close
    case .push(let target), .present(let target, _), .replace(let target):
      guard let targetIndex = screenIndex(target) else { return nil }
      switch navigation.value {
      case .push:
        info.move = .enter(.push, target: targetIndex)
        return .push(target.value)
      case .present(_, let presentation):
        info.move = .enter(.present, target: targetIndex)
        info.swipeable = presentation.allowsSwipe
        return .present(target.value, presentation)
      default:
        info.move = .enter(.replace, target: targetIndex)
        return .replace(target.value)
      }
    case .popTo(let target):
      guard let targetIndex = screenIndex(target) else { return nil }
      if graph.nodes[targetIndex].isChild {
        diagnostics.emit(
          .invalidValue("`popTo` needs a view screen; `\(target.value)` is a child-flow node"),
          at: target.range)
        return nil
      }
      if targetIndex == index {
        diagnostics.emit(
          .invalidValue(
            "`popTo: \(target.value)` from `\(target.value)` itself does nothing; use `stay`"),
          at: target.range)
        return nil
      }
      info.move = .popTo(target: targetIndex)
      return .popTo(target.value)
    case .finish(let name, let payload):
      guard let result = results[name.value] else {
        if declaration.failed.results.contains(name.value) { return nil }
        diagnostics.emit(
          results.isEmpty
            ? .noResults(declaration.name.value)
            : .undefinedReference(
              "result", name.value,
              suggestion: Identifier.suggestion(for: name.value, among: results.keys)),
          at: name.range)
        return nil
      }
      info.move = .finish
      let arguments = matchArguments(
        payload ?? [], to: result.parameters,
        failed: failedResultParameters[result.name] ?? FailedNames(), scope: scope,
        what: "result `\(result.name)`", at: name.range)
      for argument in arguments {
        Self.appendReads(of: argument.value, afterAssignments: true, to: &info.reads)
      }
      return .finish(result.name, payload: arguments)
    }
  }
}

extension FlowResolver {
  /// The context field a `set` entry assigns. A name that is not a context field is reported
  /// (unless its declaration failed); when it is close to one, that field is taken to be the one
  /// meant, so a misspelt name does not also leave the field unset where it is read.
  mutating func assignedField(_ name: Located<String>, scope: Scope) -> Int? {
    if let field = context.firstIndex(where: { $0.name == name.value }) { return field }
    if scope.failedValues.contains(name.value) { return nil }
    if scope.inputs[name.value] != nil || scope.environment[name.value] != nil {
      diagnostics.emit(
        .readOnly(name.value, isInput: scope.inputs[name.value] != nil), at: name.range)
      return nil
    }
    let suggestion = Identifier.suggestion(for: name.value, among: context.map(\.name))
    diagnostics.emit(
      .undefinedReference("context field", name.value, suggestion: suggestion), at: name.range)
    return suggestion.flatMap { meant in context.firstIndex { $0.name == meant } }
  }
}

extension Diagnostic.Message {
  static func undeclaredEvent(_ event: String, screen: String, child: String?, suggestion: String?)
    -> Self
  {
    let hint = suggestion.map { "; did you mean `\($0)`?" } ?? ""
    if let child {
      return .init(.undeclaredEvent, "child flow `\(child)` has no result `\(event)`\(hint)")
        .suggesting(suggestion, for: event)
    }
    return .init(.undeclaredEvent, "screen `\(screen)` declares no event `\(event)`\(hint)")
      .suggesting(suggestion, for: event)
  }
  static func unhandledEvent(_ event: String, child: String?) -> Self {
    if let child {
      return .init(
        .unhandledEvent,
        "result `\(event)` of child flow `\(child)` is not handled; add it under `on`")
    }
    return .init(.unhandledEvent, "event `\(event)` is not handled; add it under `on`")
  }
  static func readOnly(_ name: String, isInput: Bool) -> Self {
    .init(
      .readOnlyAssignment,
      "`\(name)` is \(isInput ? "an input" : "an environment value") and cannot be set; `set` assigns context fields"
    )
  }
  static func noResults(_ flow: String) -> Self {
    .init(.undefinedReference, "flow `\(flow)` declares no `results`, so it cannot finish")
  }
}
