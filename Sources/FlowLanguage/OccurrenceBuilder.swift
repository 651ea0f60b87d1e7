import FlowSpec

/// Collects the occurrences of one flow declaration.
struct OccurrenceBuilder {
  let index: ModuleIndex
  let flow: FlowDeclaration
  /// The document's text, read only for a type that is more than a name (`[Photo]?`).
  let bytes: [UInt8]
  private var text: DocumentText?
  private(set) var occurrences: [Occurrence] = []

  init(index: ModuleIndex, flow: FlowDeclaration, text: [UInt8]) {
    self.index = index
    self.flow = flow
    self.bytes = text
  }

  private var name: String { flow.name.value }

  private mutating func add(_ symbol: Symbol, _ range: SourceRange, declaration: Bool = false) {
    occurrences.append(Occurrence(symbol: symbol, range: range, isDeclaration: declaration))
  }

  mutating func addFlow() {
    add(.flow(name), flow.name.range, declaration: true)
    for field in flow.inputs { addField(field, .input(flow: name, name: field.name.value)) }
    for field in flow.context { addField(field, .context(flow: name, name: field.name.value)) }
    for field in flow.environment {
      addField(field, .environment(flow: name, name: field.name.value))
    }
    for type in flow.types {
      add(.type(type.name.value), type.name.range, declaration: true)
      for item in type.cases {
        add(.enumCase(type: type.name.value, name: item.value), item.range, declaration: true)
      }
    }
    for action in flow.actions {
      add(.action(flow: name, name: action.name.value), action.name.range, declaration: true)
      for parameter in action.parameters {
        addField(
          parameter,
          .actionParameter(flow: name, action: action.name.value, name: parameter.name.value))
      }
    }
    for result in flow.results {
      add(.result(flow: name, name: result.name.value), result.name.range, declaration: true)
      for parameter in result.parameters {
        addField(
          parameter, .resultField(flow: name, result: result.name.value, name: parameter.name.value)
        )
      }
    }
    switch flow.start {
    case .screen(let screen): add(.screen(flow: name, name: screen.value), screen.range)
    case .choices(let choices):
      for choice in choices {
        if let condition = choice.condition { addExpression(condition, event: nil) }
        add(.screen(flow: name, name: choice.target.value), choice.target.range)
      }
    }
    for tab in flow.tabs { add(.screen(flow: name, name: tab.value), tab.range) }
    for screen in flow.screens { addScreen(screen) }
  }

  /// A declared field: its name, the names in its type, its default value.
  private mutating func addField(_ field: FieldDeclaration, _ symbol: Symbol) {
    add(symbol, field.name.range, declaration: true)
    addType(field.type)
    if let value = field.defaultValue {
      addExpression(value, event: nil, expected: index.enumName(field.type.value))
    }
  }

  /// The named types of a written type, each at its name.
  private mutating func addType(_ type: Located<TypeReference>) {
    // A bare name is its range; anything else is read from the text.
    if case .named(let name) = type.value, type.range.start.line == type.range.end.line,
      type.range.end.column - type.range.start.column == name.unicodeScalars.count
    {
      add(.type(name), type.range)
      return
    }
    if text == nil { text = DocumentText(bytes) }
    let named = Set(type.value.namedTypes)
    for (name, range) in text?.names(in: type.range) ?? [] where named.contains(name) {
      add(.type(name), range)
    }
  }

  private mutating func addScreen(_ screen: ScreenDeclaration) {
    let screenName = screen.name.value
    add(.screen(flow: name, name: screenName), screen.name.range, declaration: true)
    var child: FlowDeclaration?
    var childName: String?
    if case .flow(let flowName) = screen.kind {
      add(.flow(flowName.value), flowName.range)
      childName = flowName.value
      child = index.flows[flowName.value]
    }
    for input in screen.inputs {
      var expected: String?
      if let childName {
        add(.input(flow: childName, name: input.name.value), input.name.range)
        let type = child?.inputs.first { $0.name.value == input.name.value }?.type.value
        expected = type.flatMap(index.enumName)
      }
      addExpression(input.value, event: nil, expected: expected)
    }
    for event in screen.events {
      add(
        .event(flow: name, screen: screenName, name: event.name.value), event.name.range,
        declaration: true)
      for parameter in event.parameters {
        addField(
          parameter,
          .payloadField(
            flow: name, screen: screenName, event: event.name.value, name: parameter.name.value))
      }
    }
    for handler in screen.handlers {
      let event = handler.event.value
      let source: EventSource
      if let childName {
        add(.result(flow: childName, name: event), handler.event.range)
        source = .result(flow: childName, result: event)
      } else {
        add(.event(flow: name, screen: screenName, name: event), handler.event.range)
        source = .event(screen: screenName, event: event)
      }
      for transition in handler.transitions { addTransition(transition, event: source) }
    }
  }

  private mutating func addTransition(_ transition: TransitionDeclaration, event: EventSource) {
    if let condition = transition.condition { addExpression(condition, event: event) }
    for assignment in transition.assignments {
      let field = assignment.name.value
      add(valueSymbol(field, preferringContext: true), assignment.name.range)
      let expected = index.enumType(ofValue: field, in: flow)
      addExpression(assignment.value, event: event, expected: expected)
    }
    for call in transition.actions {
      let action = call.action.value
      add(.action(flow: name, name: action), call.action.range)
      let declared = flow.actions.first { $0.name.value == action }
      for argument in call.arguments {
        add(
          .actionParameter(flow: name, action: action, name: argument.name.value),
          argument.name.range)
        let type = declared?.parameters.first { $0.name.value == argument.name.value }?.type.value
        addExpression(argument.value, event: event, expected: type.flatMap(index.enumName))
      }
    }
    switch transition.navigation.value {
    case .push(let target), .present(let target, _), .replace(let target), .popTo(let target):
      add(.screen(flow: name, name: target.value), target.range)
    case .finish(let result, let payload):
      add(.result(flow: name, name: result.value), result.range)
      let declared = flow.results.first { $0.name.value == result.value }
      for argument in payload ?? [] {
        add(
          .resultField(flow: name, result: result.value, name: argument.name.value),
          argument.name.range)
        let type = declared?.parameters.first { $0.name.value == argument.name.value }?.type.value
        addExpression(argument.value, event: event, expected: type.flatMap(index.enumName))
      }
    case .stay, .back, .dismiss, .close:
      break
    }
  }

  /// What a name in an expression refers to: an input, context field or environment value, looked
  /// up in that order (a context field when none has the name).
  func valueSymbol(_ value: String, preferringContext: Bool = false) -> Symbol {
    let isContext = flow.context.contains { $0.name.value == value }
    if preferringContext, isContext { return .context(flow: name, name: value) }
    if flow.inputs.contains(where: { $0.name.value == value }) {
      return .input(flow: name, name: value)
    }
    if !isContext, flow.environment.contains(where: { $0.name.value == value }) {
      return .environment(flow: name, name: value)
    }
    return .context(flow: name, name: value)
  }

  private mutating func addExpression(
    _ expression: Expression, event: EventSource?, expected: String? = nil
  ) {
    switch expression.kind {
    case .name(let value):
      add(valueSymbol(value), expression.range)
    case .eventField(let field):
      if let symbol = event?.field(field, flow: name) {
        add(symbol, expression.range.suffix(field.unicodeScalars.count))
      }
    case .enumCase(let type, let item):
      if let type { add(.type(type), expression.range.prefix(type.unicodeScalars.count)) }
      let candidates = index.enumsByCase[item] ?? []
      let resolved = type ?? expected ?? (candidates.count == 1 ? candidates[0] : nil)
      if let resolved {
        add(
          .enumCase(type: resolved, name: item), expression.range.suffix(item.unicodeScalars.count))
      }
    case .unary(_, let operand):
      addExpression(operand, event: event)
    case .binary(let operation, let left, let right):
      let isComparison = operation.isComparison
      addExpression(left, event: event, expected: isComparison ? enumType(right, event) : nil)
      addExpression(right, event: event, expected: isComparison ? enumType(left, event) : nil)
    case .integer, .decimal, .boolean, .string, .nilLiteral, .failed:
      break
    }
  }

  /// The enum an expression's value has, when it is simple enough to tell without checking.
  private func enumType(_ expression: Expression, _ event: EventSource?) -> String? {
    switch expression.kind {
    case .name(let value): index.enumType(ofValue: value, in: flow)
    case .enumCase(let type, _): type
    case .eventField(let field): event?.fieldType(field, in: flow, index: index)
    default: nil
    }
  }
}
