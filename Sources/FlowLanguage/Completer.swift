import FlowSpec

/// Chooses what to propose from a completion context and the decoded declarations.
struct Completer {
  let context: CompletionContext
  /// The document's flow (its last good declaration while the text does not decode).
  let flow: FlowDeclaration?
  let index: ModuleIndex
  private(set) var items: [CompletionItem] = []
  private var seen = Set<String>()

  init(context: CompletionContext, flow: FlowDeclaration?, index: ModuleIndex) {
    self.context = context
    self.flow = flow
    self.index = index
  }

  private var path: [String] { context.path }

  private mutating func add(
    _ label: String, _ kind: CompletionItem.Kind, detail: String? = nil,
    documentation: String? = nil
  ) {
    guard seen.insert(label).inserted else { return }
    items.append(
      CompletionItem(
        label: label, kind: kind, detail: detail, documentation: documentation,
        edit: TextEdit(range: context.wordRange, newText: label)))
  }

  /// The screen whose block the position is in, when it is under `screens`.
  private var screen: ScreenDeclaration? {
    guard path.count >= 2, path[0] == "screens" else { return nil }
    return flow?.screens.first { $0.name.value == path[1] }
  }

  /// The child flow of the screen the position is in, if it is a child-flow node.
  private var childFlow: FlowDeclaration? {
    guard case .flow(let name) = screen?.kind else { return nil }
    return index.flows[name.value]
  }

  /// What `event` means at the position: the event or result handled, under `on`.
  private var eventSource: EventSource? {
    guard path.count >= 4, path[0] == "screens", path[2] == "on" else { return nil }
    if case .flow(let name) = screen?.kind { return .result(flow: name.value, result: path[3]) }
    return .event(screen: path[1], event: path[3])
  }

  mutating func complete() {
    if context.qualifier != nil {
      completeMember()
    } else if context.position == .key {
      completeKey()
    } else if isExpression {
      completeExpression()
    } else {
      completeValue()
    }
  }

  // MARK: Keys

  private mutating func completeKey() {
    let last = path.last
    let second = path.count >= 2 ? path[path.count - 2] : nil
    switch path.count {
    case 0:
      keys(FlowKeys.flow)
      return
    case 1 where last == "start":
      keys(FlowKeys.startChoice)
      screens()
      return
    case 2 where path[0] == "screens":
      keys(FlowKeys.screen)
      return
    case 2 where path[0] == "context":
      keys(FlowKeys.contextField)
      return
    case 2 where path[0] == "inputs" || path[0] == "environment":
      keys(FlowKeys.field)
      return
    case 3 where path[0] == "screens" && last == "on":
      if let child = childFlow {
        for result in child.results {
          addSignature(result, .result, what: "result of `\(child.name.value)`")
        }
      } else {
        for event in screen?.events ?? [] { addSignature(event, .event, what: "event") }
      }
      return
    case 3 where path[0] == "screens" && last == "inputs":
      for input in childFlow?.inputs ?? [] {
        add(input.name.value, .field, detail: "\(input.type.value)")
      }
      return
    case 4 where path[0] == "screens" && path[2] == "on":
      keys(FlowKeys.transition)
      return
    default:
      break
    }
    switch (second, last) {
    case (_, "set"):
      for field in flow?.context ?? [] {
        add(field.name.value, .field, detail: "\(field.type.value)")
      }
    case (_, "do"):
      for action in flow?.actions ?? [] { addSignature(action, .action, what: "action") }
    case ("do", let action?):
      let declared = flow?.actions.first { $0.name.value == action }
      for parameter in declared?.parameters ?? [] {
        add(parameter.name.value, .field, detail: "\(parameter.type.value)")
      }
    case (_, "finish"):
      for result in flow?.results ?? [] { addSignature(result, .result, what: "result") }
    case ("finish", let result?):
      let declared = flow?.results.first { $0.name.value == result }
      for parameter in declared?.parameters ?? [] {
        add(parameter.name.value, .field, detail: "\(parameter.type.value)")
      }
    case (_, "present"):
      keys(FlowKeys.present)
    default:
      break
    }
  }

  private mutating func keys(_ keys: [String]) {
    for key in keys { add(key, .key, detail: "key") }
  }

  // MARK: Values

  /// True where the value being written is an expression.
  private var isExpression: Bool {
    guard let last = path.last else { return false }
    if last == "when" || last == "default" { return true }
    let count = path.count
    if count >= 2, path[count - 2] == "set" { return true }
    if count >= 3, path[count - 3] == "do" || path[count - 3] == "finish" { return true }
    return count == 4 && path[0] == "screens" && path[2] == "inputs"
  }

  private mutating func completeValue() {
    let last = path.last
    let count = path.count
    if last == "popTo", let screen, let flow {
      popToTargets(below: screen.name.value, in: flow)
    } else if ["push", "replace", "popTo", "to", "present", "screen"].contains(last)
      || path == ["start"] || path == ["tabs"]
    {
      screens()
    } else if count == 4, path[0] == "screens", path[2] == "on" {
      for shorthand in FlowKeys.shorthands { add(shorthand, .keyword, detail: "transition") }
    } else if last == "finish" {
      for result in flow?.results ?? [] { addSignature(result, .result, what: "result") }
    } else if count == 3, path[0] == "screens", last == "flow" {
      for (name, other) in index.flows.sorted(by: { $0.key < $1.key })
      where name != flow?.name.value {
        add(name, .flow, detail: "flow", documentation: HoverText.flowSummary(other))
      }
    } else if isTypePosition {
      types()
    }
  }

  /// True where a type is written: a field's type, a parameter's type.
  private var isTypePosition: Bool {
    guard let first = path.first else { return false }
    let count = path.count
    switch first {
    case "inputs", "environment", "context":
      return count == 2 || (count == 3 && path[2] == "type")
    case "actions", "results":
      return count == 3
    case "screens":
      return count == 5 && path[2] == "events"
    default:
      return false
    }
  }

  /// The screens `popTo` can return to from `screen` (`PopToTargets`).
  private mutating func popToTargets(below screen: String, in flow: FlowDeclaration) {
    for name in PopToTargets.targets(below: screen, in: flow) {
      add(name, .screen, detail: "screen below `\(screen)`")
    }
  }

  private mutating func screens() {
    for screen in flow?.screens ?? [] {
      let detail: String
      switch screen.kind {
      case .view(let type): detail = type.map { "screen, view \($0.value)" } ?? "screen"
      case .flow(let name): detail = "child flow \(name.value)"
      }
      add(screen.name.value, .screen, detail: detail)
    }
  }

  private mutating func types() {
    for (name, type) in index.enums.sorted(by: { $0.key < $1.key }) {
      add(
        name, .type, detail: "enum",
        documentation: type.cases.map { ".\($0.value)" }.joined(separator: ", "))
    }
    for name in ValueType.builtIns.keys.sorted() { add(name, .type, detail: "built-in type") }
    var appTypes = Set<String>()
    for flow in index.flows.values {
      for field in flow.inputs + flow.context + flow.environment {
        appTypes.formUnion(field.type.value.namedTypes)
      }
    }
    for name in appTypes.sorted() where index.enums[name] == nil && ValueType.builtIns[name] == nil
    {
      add(name, .type, detail: "app type")
    }
  }

  // MARK: Expressions

  private mutating func completeExpression() {
    guard let flow else { return }
    for field in flow.inputs { add(field.name.value, .field, detail: "input: \(field.type.value)") }
    for field in flow.context {
      add(field.name.value, .field, detail: "context: \(field.type.value)")
    }
    for field in flow.environment {
      add(field.name.value, .field, detail: "environment: \(field.type.value)")
    }
    if eventSource != nil { add("event", .keyword, detail: "the event's payload") }
    for literal in ["true", "false", "nil"] { add(literal, .keyword, detail: "literal") }
  }

  /// After `event.`, `Type.` or a bare `.`.
  private mutating func completeMember() {
    guard let qualifier = context.qualifier else { return }
    if qualifier == "event" {
      guard let source = eventSource, let flow else { return }
      for field in source.fields(in: flow, index: index) {
        add(field.name.value, .field, detail: "\(field.type.value)")
      }
    } else if let type = index.enums[qualifier] {
      cases(of: type)
    } else if qualifier.isEmpty {
      if let expected = expectedEnum, let type = index.enums[expected] {
        cases(of: type)
      } else {
        for (_, type) in index.enums.sorted(by: { $0.key < $1.key }) { cases(of: type) }
      }
    }
  }

  private mutating func cases(of type: EnumDeclaration) {
    for item in type.cases { add(item.value, .enumCase, detail: type.name.value) }
  }

  /// The enum a bare `.case` is expected to be, where the key says: a `set` field's type, an
  /// action's or result's parameter type, a context default's type.
  private var expectedEnum: String? {
    guard let flow, let last = path.last else { return nil }
    let count = path.count
    if count >= 2, path[count - 2] == "set" { return index.enumType(ofValue: last, in: flow) }
    if count >= 3, path[count - 3] == "do" {
      let action = flow.actions.first { $0.name.value == path[count - 2] }
      let type = action?.parameters.first { $0.name.value == last }?.type.value
      return type.flatMap(index.enumName)
    }
    if count >= 3, path[count - 3] == "finish" {
      let result = flow.results.first { $0.name.value == path[count - 2] }
      let type = result?.parameters.first { $0.name.value == last }?.type.value
      return type.flatMap(index.enumName)
    }
    if path.first == "context", last == "default", count == 3 {
      return index.enumType(ofValue: path[1], in: flow)
    }
    return nil
  }

  private mutating func addSignature(
    _ signature: SignatureDeclaration, _ kind: CompletionItem.Kind, what: String
  ) {
    add(
      signature.name.value, kind,
      detail: "\(what)\(Describe.parameters(signature.parameters))")
  }
}
