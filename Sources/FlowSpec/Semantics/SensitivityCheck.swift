/// Warns where a sensitive value flows into a destination that is not sensitive, where a trace or
/// a record would show it.
///
/// Values are redacted by destination: a `set` of a field, an action's argument, a result's
/// payload field, a child flow's input declared `sensitive: true` is shown as a placeholder. An
/// expression that reads a sensitive input, context field, environment value or payload field
/// (`event.x`) anywhere in it, stored or passed where the destination is not sensitive, would be
/// shown; this check finds each one. A view screen's inputs and the guards are not destinations:
/// neither shows values.
enum SensitivityCheck {
  /// Checks `flows` (all of the module's, for child inputs and shared environment values), warning
  /// only in the flows named in `warned`.
  static func check(_ flows: [Flow], warned: Set<String>, into diagnostics: inout Diagnostics) {
    // Most modules declare nothing sensitive: then no expression can read a secret.
    guard flows.contains(where: declaresSensitive) else { return }
    let sensitiveEnvironment = Set(
      flows.flatMap { $0.environment.filter(\.isSensitive).map(\.name) })
    let childInputs = Dictionary(flows.map { ($0.name, $0.inputs) }) { first, _ in first }
    for flow in flows where warned.contains(flow.name) {
      let inputs = Set(flow.inputs.filter(\.isSensitive).map(\.name))
      let context = Set(flow.context.filter(\.isSensitive).map(\.name))
      /// The sensitive value `expression` reads first, as written, or nil.
      func secret(in expression: TypedExpression, event: Set<String>) -> String? {
        var found: String?
        expression.forEachNode { node in
          guard found == nil else { return }
          switch node.kind {
          case .input(let name) where inputs.contains(name): found = name
          case .context(let name) where context.contains(name): found = name
          case .environment(let name) where sensitiveEnvironment.contains(name): found = name
          case .eventField(let name) where event.contains(name): found = "event.\(name)"
          default: break
          }
        }
        return found
      }
      /// Warns for each of `values` reading a secret whose declared field is not sensitive.
      func check(
        _ values: [NamedExpression], into fields: [Field], event: Set<String>,
        destination: (String) -> String
      ) {
        for value in values {
          guard let secret = secret(in: value.value, event: event),
            let field = fields.first(where: { $0.name == value.name }), !field.isSensitive
          else { continue }
          diagnostics.emit(
            .sensitiveValueExposed(secret, destination(value.name)), at: value.value.range)
        }
      }
      for field in flow.context {
        guard !field.isSensitive, let value = field.defaultValue,
          let secret = secret(in: value, event: [])
        else { continue }
        diagnostics.emit(
          .sensitiveValueExposed(secret, "the default of context field `\(field.name)`"),
          at: value.range)
      }
      for screen in flow.screens {
        if let child = screen.childFlow {
          check(screen.inputs, into: childInputs[child] ?? [], event: []) {
            "input `\($0)` of child flow `\(child)`"
          }
        }
        for handler in screen.handlers {
          let payload = screen.events.first { $0.name == handler.event }?.parameters ?? []
          let event = Set(payload.filter(\.isSensitive).map(\.name))
          for transition in handler.transitions {
            check(transition.assignments, into: flow.context, event: event) {
              "context field `\($0)`"
            }
            for call in transition.actions {
              let parameters = flow.actions.first { $0.name == call.action }?.parameters ?? []
              check(call.arguments, into: parameters, event: event) {
                "parameter `\($0)` of action `\(call.action)`"
              }
            }
            if case .finish(let result, let payload) = transition.navigation {
              let fields = flow.results.first { $0.name == result }?.parameters ?? []
              check(payload, into: fields, event: event) {
                "payload field `\($0)` of result `\(result)`"
              }
            }
          }
        }
      }
    }
  }

  /// Whether `flow` declares any sensitive field (the payloads of its screens' events included).
  private static func declaresSensitive(_ flow: Flow) -> Bool {
    // Read in place: concatenating the arrays copied every field of every flow, on every
    // validation (an editor validates after each change).
    func sensitive(_ fields: [Field]) -> Bool { fields.contains(where: \.isSensitive) }
    func sensitive(_ signatures: [Signature]) -> Bool {
      signatures.contains { sensitive($0.parameters) }
    }
    return sensitive(flow.inputs) || sensitive(flow.context) || sensitive(flow.environment)
      || sensitive(flow.actions) || sensitive(flow.results)
      || flow.screens.contains { sensitive($0.events) }
  }
}

extension Diagnostic.Message {
  static func sensitiveValueExposed(_ value: String, _ destination: String) -> Self {
    .init(
      .sensitiveValueExposed,
      "sensitive value `\(value)` flows into \(destination), which is not sensitive: traces and "
        + "records would show it; declare it `sensitive: true`")
  }
}
