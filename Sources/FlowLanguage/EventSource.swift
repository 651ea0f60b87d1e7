import FlowSpec

/// What `event` means in a transition: a view screen's event, or a child flow's result.
enum EventSource {
  /// An event of a view screen of this flow.
  case event(screen: String, event: String)
  /// A result of the child flow of a child-flow node.
  case result(flow: String, result: String)

  /// The symbol of `event.field`.
  func field(_ field: String, flow: String) -> Symbol {
    switch self {
    case .event(let screen, let event):
      .payloadField(flow: flow, screen: screen, event: event, name: field)
    case .result(let child, let result): .resultField(flow: child, result: result, name: field)
    }
  }

  /// The declared fields of the event or result.
  func fields(in flow: FlowDeclaration, index: ModuleIndex) -> [FieldDeclaration] {
    switch self {
    case .event(let screen, let event):
      let screen = flow.screens.first { $0.name.value == screen }
      return screen?.events.first { $0.name.value == event }?.parameters ?? []
    case .result(let child, let result):
      return index.flows[child]?.results.first { $0.name.value == result }?.parameters ?? []
    }
  }

  /// The enum type of `event.field`, if it is one.
  func fieldType(_ field: String, in flow: FlowDeclaration, index: ModuleIndex) -> String? {
    let declared = fields(in: flow, index: index).first { $0.name.value == field }
    return declared.flatMap { index.enumName($0.type.value) }
  }
}
