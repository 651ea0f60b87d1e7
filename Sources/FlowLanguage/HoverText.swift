import FlowSpec

/// The Markdown shown on hover.
enum HoverText {
  /// A symbol: what it is, its type or signature, and for screens and flows what they take and
  /// send.
  static func describe(_ symbol: Symbol, index: ModuleIndex) -> String {
    switch symbol {
    case .flow(let name):
      guard let flow = index.flows[name] else { return "flow `\(name)` (not in this module)" }
      return flowSummary(flow)
    case .screen(let flowName, let name):
      let screen = index.flows[flowName]?.screens.first { $0.name.value == name }
      guard let screen else { return "screen `\(name)` (not declared in `\(flowName)`)" }
      return screenSummary(screen, index: index)
    case .event(let flowName, let screenName, let name):
      let screen = index.flows[flowName]?.screens.first { $0.name.value == screenName }
      let event = screen?.events.first { $0.name.value == name }
      guard let event else { return "event `\(name)` (not declared by `\(screenName)`)" }
      return
        "event of screen `\(screenName)`\n\n```\n\(name)\(Describe.parameters(event.parameters))\n```"
    case .payloadField(let flowName, let screenName, let event, let name):
      let screen = index.flows[flowName]?.screens.first { $0.name.value == screenName }
      let fields = screen?.events.first { $0.name.value == event }?.parameters ?? []
      return field(name, in: fields, what: "field of event `\(event)` of `\(screenName)`")
    case .input(let flow, let name):
      return field(name, in: index.flows[flow]?.inputs ?? [], what: "input of flow `\(flow)`")
    case .context(let flow, let name):
      return field(
        name, in: index.flows[flow]?.context ?? [], what: "context field of flow `\(flow)`")
    case .environment(let flow, let name):
      return field(
        name, in: index.flows[flow]?.environment ?? [], what: "environment value of flow `\(flow)`")
    case .type(let name):
      if let type = index.enums[name] {
        return "enum `\(name)`\n\n" + type.cases.map { "- `.\($0.value)`" }.joined(separator: "\n")
      }
      if ValueType.builtIns[name] != nil { return "built-in type `\(name)`" }
      return "app type `\(name)` (declared by the app, not in flow files)"
    case .enumCase(let type, let name):
      return "case `.\(name)` of enum `\(type)`"
    case .action(let flow, let name):
      let action = index.flows[flow]?.actions.first { $0.name.value == name }
      return signature(name, action, what: "action of flow `\(flow)`")
    case .actionParameter(let flow, let action, let name):
      let fields = index.flows[flow]?.actions.first { $0.name.value == action }?.parameters ?? []
      return field(name, in: fields, what: "parameter of action `\(action)`")
    case .result(let flow, let name):
      let result = index.flows[flow]?.results.first { $0.name.value == name }
      return signature(name, result, what: "result of flow `\(flow)`")
    case .resultField(let flow, let result, let name):
      let fields = index.flows[flow]?.results.first { $0.name.value == result }?.parameters ?? []
      return field(name, in: fields, what: "field of result `\(result)` of `\(flow)`")
    }
  }

  /// A flow: its description, inputs and results.
  static func flowSummary(_ flow: FlowDeclaration) -> String {
    var text = "flow `\(flow.name.value)`"
    if let description = flow.description { text += "\n\n\(description)" }
    text += "\n\n" + list("inputs", flow.inputs.map { "`\($0.name.value): \($0.type.value)`" })
    text +=
      "\n\n"
      + list(
        "results", flow.results.map { "`\($0.name.value)\(Describe.parameters($0.parameters))`" })
    return text
  }

  /// A screen: a view's inputs and events, or a child flow's inputs and results.
  static func screenSummary(_ screen: ScreenDeclaration, index: ModuleIndex) -> String {
    let name = screen.name.value
    let inputs = screen.inputs.map { "`\($0.name.value)`" }
    switch screen.kind {
    case .view(let type):
      var text = "screen `\(name)`" + (type.map { ", view `\($0.value)`" } ?? "")
      text += "\n\n" + list("inputs", inputs)
      text +=
        "\n\n"
        + list(
          "events", screen.events.map { "`\($0.name.value)\(Describe.parameters($0.parameters))`" })
      return text
    case .flow(let child):
      let text = "child-flow node `\(name)`, runs flow `\(child.value)`"
      guard let flow = index.flows[child.value] else {
        return text + " (not in this module)"
      }
      return text + "\n\n" + flowSummary(flow)
    }
  }

  /// A diagnostic: its severity, code and message, its notes, and where its code is explained.
  static func explain(_ diagnostic: Diagnostic) -> String {
    var text =
      "**\(diagnostic.severity.rawValue)** `[\(diagnostic.code.rawValue)]`: \(diagnostic.message)"
    for note in diagnostic.notes {
      text += "\n\n- note: \(note.message)"
      if let range = note.range { text += " (\(range.file):\(range.start))" }
    }
    text += "\n\n\(diagnostic.code.explanation)"
    text += "\n\nSee `docs/diagnostics.md`, section `\(diagnostic.code.rawValue)`."
    return text
  }

  private static func field(_ name: String, in fields: [FieldDeclaration], what: String) -> String {
    guard let field = fields.first(where: { $0.name.value == name }) else {
      return "`\(name)` (not declared): \(what)"
    }
    var text = "```\n\(name): \(field.type.value)\n```\n\n\(what)"
    if field.isSensitive { text += " (sensitive)" }
    return text
  }

  private static func signature(_ name: String, _ signature: SignatureDeclaration?, what: String)
    -> String
  {
    guard let signature else { return "`\(name)` (not declared): \(what)" }
    return "```\n\(name)\(Describe.parameters(signature.parameters))\n```\n\n\(what)"
  }

  private static func list(_ title: String, _ items: [String]) -> String {
    items.isEmpty ? "\(title): none" : "\(title): " + items.joined(separator: ", ")
  }
}
