import FlowSpec

/// Renders effects as a readable trace (one line each) or as JSON.
public enum TraceRenderer {
  /// One line per effect, without indentation.
  public static func lines(_ effects: [Effect]) -> [String] {
    effects.map(line)
  }

  /// One effect as text.
  public static func line(_ effect: Effect) -> String {
    switch effect {
    case .flowStarted(let flow, let node, let inputs):
      let arguments = inputs.isEmpty ? "" : "(" + list(inputs) + ")"
      return node.map { "start child flow \(flow)\(arguments) at `\($0)`" }
        ?? "start \(flow)\(arguments)"
    case .transition(let flow, let screen, let event, let index, let condition):
      return "\(flow).\(screen): \(event) -> transition \(index + 1)" + why(condition, index)
    case .startChoice(let flow, let index, let condition):
      return "\(flow) start -> choice \(index + 1)" + why(condition, index)
    case .ignored(let flow, let screen, let event):
      return "\(flow).\(screen): \(event) ignored: no transition's guard holds"
    case .set(_, let field, let value):
      return "set \(field) = \(value)"
    case .action(_, let name, let arguments):
      return "action \(name)(\(list(arguments)))"
    case .navigation(let operation):
      return navigation(operation)
    case .flowFinished(let flow, let result, let payload):
      return "\(flow) finished: \(result)" + (payload.isEmpty ? "" : "(\(list(payload)))")
    case .flowCancelled(let flow):
      return "\(flow) ended without a result"
    case .rootFinished(let flow, let result, let payload):
      return "\(flow) finished: \(result)" + (payload.isEmpty ? "" : "(\(list(payload)))")
    case .update(let flow, let screen, let inputs):
      return "update \(flow).\(screen)(\(list(inputs)))"
    }
  }

  /// Why an alternative was chosen: its guard, or that no earlier guard held.
  private static func why(_ condition: String?, _ index: Int) -> String {
    if let condition { return " (when \(condition))" }
    return index > 0 ? " (no earlier guard held)" : ""
  }

  /// A navigation operation as text: `push caption`, `dismiss 1`.
  public static func navigation(_ operation: NavigationOperation) -> String {
    switch operation {
    case .push(let screen): "push \(screen)"
    case .present(let screen, let presentation):
      presentation == .standard
        ? "present \(screen)" : "present \(screen) (\(presentation.written))"
    case .setStack(let screens): "set stack [\(screens.joined(separator: ", "))]"
    case .pop: "pop"
    case .popTo(let screen): "pop to \(screen)"
    case .dismiss(let count): count == 1 ? "dismiss" : "dismiss \(count)"
    case .tabs(let names): "tabs [\(names.joined(separator: ", "))]"
    case .selectTab(let name): "select tab \(name)"
    }
  }

  private static func list(_ values: [NamedValue]) -> String {
    values.map(\.description).joined(separator: ", ")
  }

  // MARK: JSON

  /// One step as a JSON object: the script line, the input as written, and the effects.
  public static func json(line: Int?, input: String, effects: [Effect]) -> String {
    JSON.object([
      ("line", line.map(String.init) ?? "null"), ("input", JSON.string(input)),
      ("effects", JSON.array(effects.map(json))),
    ])
  }

  /// One effect as a JSON object with a `kind`.
  public static func json(_ effect: Effect) -> String {
    switch effect {
    case .flowStarted(let flow, let node, let inputs):
      return JSON.object([
        ("kind", "\"flowStarted\""), ("flow", JSON.string(flow)),
        ("node", node.map(JSON.string) ?? "null"), ("inputs", json(inputs)),
      ])
    case .transition(let flow, let screen, let event, let index, let condition):
      return JSON.object([
        ("kind", "\"transition\""), ("flow", JSON.string(flow)), ("screen", JSON.string(screen)),
        ("event", JSON.string(event)), ("index", String(index)),
        ("condition", condition.map(JSON.string) ?? "null"),
      ])
    case .startChoice(let flow, let index, let condition):
      return JSON.object([
        ("kind", "\"startChoice\""), ("flow", JSON.string(flow)), ("index", String(index)),
        ("condition", condition.map(JSON.string) ?? "null"),
      ])
    case .ignored(let flow, let screen, let event):
      return JSON.object([
        ("kind", "\"ignored\""), ("flow", JSON.string(flow)), ("screen", JSON.string(screen)),
        ("event", JSON.string(event)),
      ])
    case .set(let flow, let field, let value):
      return JSON.object([
        ("kind", "\"set\""), ("flow", JSON.string(flow)), ("field", JSON.string(field)),
        ("value", json(value)),
      ])
    case .action(let flow, let name, let arguments):
      return JSON.object([
        ("kind", "\"action\""), ("flow", JSON.string(flow)), ("action", JSON.string(name)),
        ("arguments", json(arguments)),
      ])
    case .navigation(let operation):
      var pairs = [("kind", "\"navigation\"")]
      switch operation {
      case .push(let screen): pairs += [("operation", "\"push\""), ("screen", JSON.string(screen))]
      case .present(let screen, let presentation):
        pairs += [
          ("operation", "\"present\""), ("screen", JSON.string(screen)),
          (
            "presentation",
            JSON.object([
              ("style", JSON.string(presentation.style.rawValue)),
              ("detents", JSON.array(presentation.detents.map { JSON.string($0.rawValue) })),
              ("swipeToDismiss", String(presentation.allowsSwipe)),
            ])
          ),
        ]
      case .setStack(let screens):
        pairs += [("operation", "\"setStack\""), ("screens", JSON.array(screens.map(JSON.string)))]
      case .pop: pairs += [("operation", "\"pop\"")]
      case .popTo(let screen):
        pairs += [("operation", "\"popTo\""), ("screen", JSON.string(screen))]
      case .dismiss(let count): pairs += [("operation", "\"dismiss\""), ("count", String(count))]
      case .tabs(let names):
        pairs += [("operation", "\"tabs\""), ("tabs", JSON.array(names.map(JSON.string)))]
      case .selectTab(let name):
        pairs += [("operation", "\"selectTab\""), ("tab", JSON.string(name))]
      }
      return JSON.object(pairs)
    case .flowFinished(let flow, let result, let payload),
      .rootFinished(let flow, let result, let payload):
      let root = if case .rootFinished = effect { "true" } else { "false" }
      return JSON.object([
        ("kind", "\"finished\""), ("flow", JSON.string(flow)), ("root", root),
        ("result", JSON.string(result)), ("payload", json(payload)),
      ])
    case .flowCancelled(let flow):
      return JSON.object([("kind", "\"cancelled\""), ("flow", JSON.string(flow))])
    case .update(let flow, let screen, let inputs):
      return JSON.object([
        ("kind", "\"update\""), ("flow", JSON.string(flow)), ("screen", JSON.string(screen)),
        ("inputs", json(inputs)),
      ])
    }
  }

  private static func json(_ values: [NamedValue]) -> String {
    JSON.object(values.map { ($0.name, json($0.value)) })
  }

  /// A value as JSON: strings, numbers, Booleans, null and arrays natively; enum cases, app
  /// values, dates, URLs and sensitive values (`{"sensitive": true}`) as small objects naming what
  /// they are.
  public static func json(_ value: Value) -> String {
    switch value {
    case .string(let text): JSON.string(text)
    case .int(let number): String(number)
    case .double(let number): "\(number)"
    case .bool(let flag): String(flag)
    case .null: "null"
    case .array(let items): JSON.array(items.map(json))
    case .enumCase(let type, let name):
      JSON.object([("enum", JSON.string(type)), ("case", JSON.string(name))])
    case .app(let type, let token):
      JSON.object([("type", JSON.string(type)), ("token", JSON.string(token))])
    case .date(let text): JSON.object([("date", JSON.string(text))])
    case .url(let text): JSON.object([("url", JSON.string(text))])
    case .redacted: JSON.object([("sensitive", "true")])
    }
  }
}
