import FlowSpec

/// Describes a walkthrough's state for people: the screen, the navigation structure, the running
/// flows' context, and the events available. Text from the module and the walkthrough (titles,
/// values) is escaped for a terminal (`TerminalText`).
public struct StateRenderer: Sendable {
  let machine: FlowMachine
  let colors: Bool

  /// Creates a renderer; `colors` adds ANSI styling.
  public init(machine: FlowMachine, colors: Bool) {
    self.machine = machine
    self.colors = colors
  }

  /// `text` escaped, then styled.
  private func style(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(shown(text))\u{1B}[0m" : shown(text)
  }

  /// `text` escaped for a terminal.
  private func shown(_ text: String) -> String { TerminalText.escaped(text) }

  /// The current screen: flow, name, view type and title.
  public func screen(_ state: MachineState) -> String {
    let frame = state.active
    let screen = machine.flow(of: frame)?.screen(named: frame.node)
    var text = style(frame.flow, "1") + " · " + style(frame.node, "1;36")
    if case .view(let view?) = screen?.kind { text += " (\(shown(view)))" }
    if let title = screen?.title { text += " \"\(shown(title))\"" }
    return text
  }

  /// The stacks bottom to top, each screen with its flow; child flows shown indented.
  public func navigation(_ state: MachineState) -> [String] {
    var lines: [String] = []
    let names = Dictionary(uniqueKeysWithValues: state.frames.map { ($0.id, $0.flow) })
    let depth = Dictionary(uniqueKeysWithValues: state.frames.enumerated().map { ($1.id, $0) })
    for (index, stack) in state.stacks.enumerated() {
      let origin =
        index == 0
        ? "root stack" : "presented by \(shown(stack.presenter.flatMap { names[$0] } ?? "?"))"
      lines.append("stack \(index + 1) (\(origin))")
      for (position, entry) in stack.entries.enumerated() {
        let isTop = index == state.stacks.count - 1 && position == stack.count - 1
        let indent = String(repeating: "  ", count: (depth[entry.frame] ?? 0) + 1)
        let marker = isTop ? style("▸ ", "1;36") : "  "
        lines.append(
          "\(indent)\(marker)\(shown(entry.screen))  [\(shown(names[entry.frame] ?? "?"))]")
      }
      if stack.isEmpty { lines.append("    (empty)") }
    }
    return lines
  }

  /// Each running flow's inputs and context, unset fields marked, sensitive ones as
  /// `Field.placeholder`.
  public func context(_ state: MachineState) -> [String] {
    var lines: [String] = []
    for (depth, frame) in state.frames.enumerated() {
      guard let flow = machine.flow(of: frame) else { continue }
      let indent = String(repeating: "  ", count: depth)
      lines.append("\(indent)\(style(flow.name, "1")) on \(shown(frame.node))")
      for field in flow.inputs {
        let value =
          field.isSensitive ? Field.placeholder : frame.inputs[field.name].map(\.description) ?? "?"
        lines.append("\(indent)  input \(shown(field.name)) = \(shown(value))")
      }
      for field in flow.context {
        let value =
          frame.context[field.name].map { field.isSensitive ? Field.placeholder : shown("\($0)") }
          ?? style("<unset>", "2")
        lines.append("\(indent)  \(shown(field.name)): \(shown(field.type.description)) = \(value)")
      }
    }
    return lines
  }

  /// The events of the top screen, numbered from 1, with their payload fields.
  public func events(_ state: MachineState) -> [String] {
    machine.availableEvents(in: state).enumerated().map { index, event in
      let fields = event.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
      return "\(index + 1). \(style(event.name, "1;32"))"
        + (fields.isEmpty ? "" : "(\(shown(fields)))")
    }
  }
}
