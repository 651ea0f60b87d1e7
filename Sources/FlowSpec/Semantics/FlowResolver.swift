/// Resolves one flow declaration: names, references and types. Produces the validated `Flow` and
/// the `FlowGraph` the analyses run on.
struct FlowResolver {
  let declaration: FlowDeclaration
  let module: ModuleContext
  var diagnostics = Diagnostics()
  var graph: FlowGraph

  var inputs: [Field] = []
  var context: [Field] = []
  var environment: [Field] = []
  var actions: [String: Signature] = [:]
  var results: [String: Signature] = [:]
  /// The parameters whose declaration failed, of the actions and results that have some.
  var failedActionParameters: [String: FailedNames] = [:]
  var failedResultParameters: [String: FailedNames] = [:]
  var baseScope = Scope()

  init(_ declaration: FlowDeclaration, module: ModuleContext) {
    self.declaration = declaration
    self.module = module
    self.graph = FlowGraph(
      flowName: declaration.name.value, nameRange: declaration.name.range,
      startRange: declaration.startRange)
  }

  mutating func resolve() -> Flow {
    resolveDeclarations()
    checkTypeSpellings()
    for (index, screen) in declaration.screens.enumerated() {
      graph.index[screen.name.value] = index
      graph.nodes.append(
        .init(
          name: screen.name.value, range: screen.name.range,
          isChild: { if case .flow = screen.kind { return true } else { return false } }(),
          childFlow: {
            if case .flow(let name) = screen.kind { return name.value } else { return nil }
          }()))
    }
    let start = resolveStart()
    for tab in declaration.tabs.dropFirst() {
      if let index = graph.index[tab.value] ?? screenIndex(tab) { graph.tabs.insert(index) }
    }
    let screens = declaration.screens.enumerated().map {
      resolveScreen($0.element, index: $0.offset)
    }
    graph.linkSwipes()
    return Flow(
      name: declaration.name.value, file: declaration.file, description: declaration.description,
      inputs: inputs, context: context, environment: environment,
      actions: declaration.actions.compactMap { actions[$0.name.value] },
      results: declaration.results.compactMap { results[$0.name.value] }, start: start,
      screens: screens, range: declaration.name.range, tabs: declaration.tabs.map(\.value))
  }

  // MARK: Declarations

  private mutating func resolveDeclarations() {
    var seen: [String: (String, SourceRange)] = [:]
    func declare(_ name: Located<String>, as kind: String) -> Bool {
      if let (otherKind, range) = seen[name.value] {
        diagnostics.emit(
          .declaredTwice(name.value, kind, otherKind), at: name.range,
          notes: [.init("first declared here", at: range)])
        return false
      }
      seen[name.value] = (kind, name.range)
      return true
    }
    inputs = module.fields(declaration.inputs.filter { declare($0.name, as: "an input") })
    environment = module.fields(
      declaration.environment.filter { declare($0.name, as: "an environment value") })
    let contextDeclarations = declaration.context.filter { declare($0.name, as: "a context field") }
    baseScope.enums = module.enums
    baseScope.failedValues = declaration.failed.values
    baseScope.inputs = Dictionary(inputs.map { ($0.name, $0.type) }) { first, _ in first }
    baseScope.environment = Dictionary(environment.map { ($0.name, $0.type) }) { first, _ in first }
    baseScope.allowsContext = false
    for field in contextDeclarations {
      var resolved = module.fields([field])[0]
      if let value = field.defaultValue {
        resolved.defaultValue = TypeChecker(scope: baseScope).check(
          value, expected: resolved.type, diagnostics: &diagnostics)
      }
      context.append(resolved)
      if !resolved.type.isOptional && field.defaultValue == nil {
        graph.trackedFields.append(resolved.name)
      }
    }
    baseScope.allowsContext = true
    baseScope.context = Dictionary(context.map { ($0.name, $0.type) }) { first, _ in first }
    for signature in module.signatures(declaration.actions) {
      if actions[signature.name] != nil {
        diagnostics.emit(
          .declaredTwice(signature.name, "an action", "an action"), at: signature.range)
      }
      actions[signature.name] = signature
    }
    for signature in module.signatures(declaration.results) {
      if signature.name == FlowDecoder.dismissedEvent {
        diagnostics.emit(.reservedDismissed("a result"), at: signature.range)
      }
      results[signature.name] = signature
    }
    graph.hasResults = !results.isEmpty
    for action in declaration.actions where !action.failedParameters.isEmpty {
      failedActionParameters[action.name.value] = action.failedParameters
    }
    for result in declaration.results where !result.failedParameters.isEmpty {
      failedResultParameters[result.name.value] = result.failedParameters
    }
  }

  // MARK: Start

  private mutating func resolveStart() -> [StartChoiceModel] {
    graph.isStartIncomplete = declaration.failed.isStartIncomplete
    var scope = baseScope
    scope.eventUnavailableReason = "`event` is not available in `start`: no event has happened yet"
    let choices: [StartChoice]
    switch declaration.start {
    case .screen(let target):
      choices = [StartChoice(condition: nil, isGuarded: false, target: target, range: target.range)]
    case .choices(let list):
      choices = list
    }
    var resolved: [StartChoiceModel] = []
    for choice in choices {
      let condition = choice.condition.flatMap {
        TypeChecker(scope: scope).checkGuard($0, diagnostics: &diagnostics).condition
      }
      guard let target = screenIndex(choice.target) else {
        graph.isStartIncomplete = true
        continue
      }
      graph.starts.append(
        .init(
          target: target, range: choice.range, reads: reads(condition, afterAssignments: false),
          hasCondition: choice.isGuarded, condition: condition))
      resolved.append(StartChoiceModel(condition: condition, target: choice.target.value))
    }
    return resolved
  }

  mutating func screenIndex(_ name: Located<String>) -> Int? {
    if let index = graph.index[name.value] { return index }
    // The screen's declaration failed, and was reported.
    if declaration.failed.screens.contains(name.value) { return nil }
    diagnostics.emit(
      .undefinedReference(
        "screen", name.value,
        suggestion: Identifier.suggestion(
          for: name.value, among: graph.nodes.lazy.filter { $0.dismissedOf == nil }.map(\.name))),
      at: name.range)
    return nil
  }

  func reads(_ expression: TypedExpression?, afterAssignments: Bool) -> [FlowGraph.Read] {
    var reads: [FlowGraph.Read] = []
    if let expression {
      Self.appendReads(of: expression, afterAssignments: afterAssignments, to: &reads)
    }
    return reads
  }

  /// Appends the context reads of `expression` in the order of `TypedExpression.contextReads`
  /// (each node before its operands, left to right), without building that array. Recursive like
  /// the type checker that built the expression, whose depth the parser bounds.
  static func appendReads(
    of expression: TypedExpression, afterAssignments: Bool, to reads: inout [FlowGraph.Read]
  ) {
    switch expression.kind {
    case .context(let name):
      reads.append(
        FlowGraph.Read(field: name, range: expression.range, afterAssignments: afterAssignments))
    case .unary(_, let operand):
      appendReads(of: operand, afterAssignments: afterAssignments, to: &reads)
    case .binary(_, let lhs, let rhs):
      appendReads(of: lhs, afterAssignments: afterAssignments, to: &reads)
      appendReads(of: rhs, afterAssignments: afterAssignments, to: &reads)
    default:
      break
    }
  }

  // MARK: Screens

  private mutating func resolveScreen(_ screen: ScreenDeclaration, index: Int) -> Screen {
    var scope = baseScope
    scope.eventUnavailableReason =
      "`event` is not available in a screen's `inputs`; copy the event's data into the context with `set` first"
    var kind = Screen.Kind.view(nil)
    var inputs: [NamedExpression] = []
    var events: [Signature] = []
    // The events' declarations, for the payload fields whose declaration failed.
    var eventDeclarations = screen.events
    var failedEvents = screen.failedEvents
    switch screen.kind {
    case .view(let viewType):
      kind = .view(viewType?.value)
      inputs = screen.inputs.compactMap { argument in
        TypeChecker(scope: scope).check(argument.value, expected: nil, diagnostics: &diagnostics)
          .map {
            NamedExpression(name: argument.name.value, value: $0)
          }
      }
      events = module.signatures(screen.events)
    case .flow(let childName):
      kind = .flow(childName.value)
      if let child = module.flows[childName.value] {
        let childInputs = module.fields(child.inputs)
        inputs = matchArguments(
          screen.inputs, to: childInputs, failed: child.failed.values, scope: scope,
          what: "child flow `\(childName.value)`", at: screen.name.range)
        events = module.signatures(child.results)
        eventDeclarations = child.results
        failedEvents = child.failed.results
      } else {
        // The child's results are unknown: its handlers are checked without them.
        failedEvents.insertWhole()
        if !module.failedFlows.contains(childName.value) {
          diagnostics.emit(
            .undefinedReference(
              "flow", childName.value,
              suggestion: Identifier.suggestion(for: childName.value, among: module.flows.keys)),
            at: childName.range)
        }
      }
    }
    var inputReads: [FlowGraph.Read] = []
    for input in inputs {
      Self.appendReads(of: input.value, afterAssignments: false, to: &inputReads)
    }
    graph.nodes[index].inputReads = inputReads
    if case .view = screen.kind {
      for event in events where event.name == FlowDecoder.dismissedEvent {
        diagnostics.emit(.reservedDismissed("an event"), at: event.range)
      }
    }
    let (handlers, dismissed) = resolveHandlers(
      screen, events: events, declarations: eventDeclarations, failedEvents: failedEvents,
      index: index)
    return Screen(
      name: screen.name.value, kind: kind, title: screen.title, inputs: inputs, events: events,
      handlers: handlers, dismissed: dismissed, range: screen.name.range)
  }

  /// Checks `name: expression` pairs against declared parameters exactly: none missing, none extra
  /// (an argument for a parameter in `failed`, whose declaration failed, is not reported).
  mutating func matchArguments(
    _ arguments: [ArgumentDeclaration], to parameters: [Field], failed: FailedNames,
    scope: Scope, what: @autoclosure () -> String, at range: SourceRange
  ) -> [NamedExpression] {
    // An argument whose name is close to a parameter that has no argument of its own stands for
    // it: reported once, not again as that parameter missing.
    var meant: [String: Int] = [:]
    for (position, argument) in arguments.enumerated()
    where !parameters.contains(where: { $0.name == argument.name.value })
      && !failed.contains(argument.name.value)
    {
      let suggestion = Identifier.suggestion(
        for: argument.name.value, among: parameters.map(\.name))
      diagnostics.emit(
        .unexpectedArgument(argument.name.value, of: what(), suggestion: suggestion),
        at: argument.name.range)
      if let suggestion, meant[suggestion] == nil,
        !arguments.contains(where: { $0.name.value == suggestion })
      {
        meant[suggestion] = position
      }
    }
    var result: [NamedExpression] = []
    result.reserveCapacity(parameters.count)
    let checker = TypeChecker(scope: scope)
    for parameter in parameters {
      guard
        let position = arguments.firstIndex(where: { $0.name.value == parameter.name })
          ?? meant[parameter.name]
      else {
        diagnostics.emit(.missingArgument(parameter.name, parameter.type, of: what()), at: range)
        continue
      }
      if let typed = checker.check(
        arguments[position].value, expected: parameter.type,
        declaration: .declaredAs(parameter), diagnostics: &diagnostics)
      {
        result.append(NamedExpression(name: parameter.name, value: typed))
      }
    }
    return result
  }
}

extension Diagnostic.Note {
  /// "`count` is declared as `Int` here", at the field's name.
  static func declaredAs(_ field: Field) -> Self {
    .init("`\(field.name)` is declared as `\(field.type)` here", at: field.range)
  }
}

extension Diagnostic.Message {
  static func reservedDismissed(_ what: String) -> Self {
    .init(
      .invalidIdentifier,
      "`dismissed` cannot name \(what): it is the system event of a swipe-down, handled under `on` "
        + "of a presented screen or child-flow node")
  }
  static func declaredTwice(_ name: String, _ kind: String, _ otherKind: String) -> Self {
    .init(
      .duplicateDefinition,
      kind == otherKind
        ? "`\(name)` is declared twice as \(kind)"
        : "`\(name)` is declared as both \(otherKind) and \(kind); names must be unique in a flow")
  }
  static func missingArgument(_ name: String, _ type: ValueType, of what: String) -> Self {
    .init(.missingArgument, "\(what) needs `\(name)` (`\(type)`)")
  }
  static func unexpectedArgument(_ name: String, of what: String, suggestion: String?) -> Self {
    .init(
      .unexpectedArgument,
      "\(what) has no parameter `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    ).suggesting(suggestion, for: name)
  }
}
