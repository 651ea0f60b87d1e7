import FlowSpec

/// Which values of a module are sensitive, and effects with those values replaced by
/// `Value.redacted`.
///
/// A value is redacted by where it is shown: a flow's input, a context field, an action's
/// parameter or a result's payload field declared `sensitive: true`. The machine keeps and uses
/// the real values; only what it reports is redacted.
struct Redaction: Sendable {
  /// Sensitive inputs and context fields, as `Flow.name` (both live in the flow's slots).
  private var fields: Set<Key> = []
  /// Sensitive action parameters, as `Flow.action.parameter`.
  private var parameters: Set<Key> = []
  /// Sensitive result payload fields, as `Flow.Result.field`.
  private var payloads: Set<Key> = []
  /// Sensitive environment values, by name (sensitive when any flow declares it so).
  private(set) var environment: Set<String> = []
  /// A view screen's inputs that read a sensitive value, as `Flow.screen.input`: shown in an
  /// `update` and wherever a screen's inputs are shown (`FlowMachine.screenInputs`).
  private var screenInputs: Set<Key> = []

  /// A field of a flow, or of one of its actions or results.
  private struct Key: Hashable, Sendable {
    var flow: String
    var owner: String
    var name: String
  }

  /// True when nothing in the module is sensitive: effects are passed on unchanged.
  var isEmpty: Bool {
    fields.isEmpty && parameters.isEmpty && payloads.isEmpty && environment.isEmpty
      && screenInputs.isEmpty
  }

  /// Collects the sensitive declarations of `module`.
  init(_ module: ValidatedModule) {
    for flow in module.flows {
      for field in flow.inputs + flow.context where field.isSensitive {
        fields.insert(Key(flow: flow.name, owner: "", name: field.name))
      }
      for field in flow.environment where field.isSensitive { environment.insert(field.name) }
      for action in flow.actions {
        for field in action.parameters where field.isSensitive {
          parameters.insert(Key(flow: flow.name, owner: action.name, name: field.name))
        }
      }
      for result in flow.results {
        for field in result.parameters where field.isSensitive {
          payloads.insert(Key(flow: flow.name, owner: result.name, name: field.name))
        }
      }
    }
    // A screen's input is sensitive by what it reads, whether the screen is live (shown in an
    // `update`) or not (shown as the screen on top).
    let sensitiveEnvironment = environment
    for flow in module.flows where !fields.isEmpty || !sensitiveEnvironment.isEmpty {
      let live = LiveScreens(flow, sensitiveEnvironment: sensitiveEnvironment)
      for (position, screen) in flow.screens.enumerated() {
        for (index, input) in screen.inputs.enumerated()
        where live.isSensitive(input: index, ofScreen: position) {
          screenInputs.insert(Key(flow: flow.name, owner: screen.name, name: input.name))
        }
      }
    }
  }

  /// `effects` with every sensitive value replaced by `Value.redacted`.
  func apply(_ effects: [Effect]) -> [Effect] {
    guard !isEmpty else { return effects }
    return effects.map(apply)
  }

  /// `effect` with its sensitive values replaced.
  func apply(_ effect: Effect) -> Effect {
    switch effect {
    case .flowStarted(let flow, let node, let inputs):
      return .flowStarted(flow: flow, node: node, inputs: redact(inputs, in: fields, flow, ""))
    case .set(let flow, let field, let value):
      let hidden = fields.contains(Key(flow: flow, owner: "", name: field))
      return .set(flow: flow, field: field, value: hidden ? .redacted : value)
    case .action(let flow, let name, let arguments):
      return .action(
        flow: flow, name: name, arguments: redact(arguments, in: parameters, flow, name))
    case .flowFinished(let flow, let result, let payload):
      return .flowFinished(
        flow: flow, result: result, payload: redact(payload, in: payloads, flow, result))
    case .rootFinished(let flow, let result, let payload):
      return .rootFinished(
        flow: flow, result: result, payload: redact(payload, in: payloads, flow, result))
    case .update(let flow, let screen, let inputs):
      return .update(
        flow: flow, screen: screen, inputs: redact(inputs, in: screenInputs, flow, screen))
    default:
      return effect
    }
  }

  /// The payload of a root flow's result as it may be shown.
  func payload(_ values: [NamedValue], flow: String, result: String) -> [NamedValue] {
    redact(values, in: payloads, flow, result)
  }

  private func redact(_ values: [NamedValue], in set: Set<Key>, _ flow: String, _ owner: String)
    -> [NamedValue]
  {
    values.map { value in
      set.contains(Key(flow: flow, owner: owner, name: value.name))
        ? NamedValue(value.name, .redacted) : value
    }
  }
}
