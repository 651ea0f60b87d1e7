/// What a name written in a flow file stands for, independent of where it is written.
///
/// Symbols are identified by names alone (a screen by its flow and its name), so a document's
/// occurrences can be found without resolving the module: a reference to a screen that does not
/// exist is still a reference, to a symbol without a declaration.
enum Symbol: Hashable, Sendable {
  /// A flow.
  case flow(String)
  /// A screen (a view, or a child-flow node) of a flow.
  case screen(flow: String, name: String)
  /// An event declared by a view screen.
  case event(flow: String, screen: String, name: String)
  /// A field of an event's payload.
  case payloadField(flow: String, screen: String, event: String, name: String)
  /// A flow's input.
  case input(flow: String, name: String)
  /// A flow's context field.
  case context(flow: String, name: String)
  /// A flow's environment value.
  case environment(flow: String, name: String)
  /// A type: an enumeration of the module, or an app type.
  case type(String)
  /// A case of an enumeration.
  case enumCase(type: String, name: String)
  /// A flow's action.
  case action(flow: String, name: String)
  /// A parameter of an action.
  case actionParameter(flow: String, action: String, name: String)
  /// A flow's result.
  case result(flow: String, name: String)
  /// A field of a result's payload.
  case resultField(flow: String, result: String, name: String)

  /// The name as written.
  var name: String {
    switch self {
    case .flow(let name), .type(let name): name
    case .screen(_, let name), .event(_, _, let name), .payloadField(_, _, _, let name),
      .input(_, let name), .context(_, let name), .environment(_, let name),
      .enumCase(_, let name), .action(_, let name), .actionParameter(_, _, let name),
      .result(_, let name), .resultField(_, _, let name):
      name
    }
  }

  /// What kind of name it is, in words ("screen", "context field").
  var kindName: String {
    switch self {
    case .flow: "flow"
    case .screen: "screen"
    case .event: "event"
    case .payloadField: "payload field"
    case .input: "input"
    case .context: "context field"
    case .environment: "environment value"
    case .type: "type"
    case .enumCase: "enum case"
    case .action: "action"
    case .actionParameter: "action parameter"
    case .result: "result"
    case .resultField: "result field"
    }
  }

  /// Whether the name is UpperCamelCase (flows and types) or lowerCamelCase (the rest).
  var isUpperCase: Bool {
    switch self {
    case .flow, .type: true
    default: false
    }
  }
}
