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

  /// The stacks bottom to top, each screen with its flow. A child flow's screens say its depth
  /// (the root flow is at depth 1) rather than being indented by it, so that the lines of a deep
  /// run grow with its depth, not with its square. A tab container's tabs are listed in order,
  /// each with its own stacks (a tab not selected yet has none), the selected one marked.
  public func navigation(_ state: MachineState) -> [String] {
    guard let bar = state.tabBar else {
      return stacks(Array(state.stacks), frames: Array(state.frames), isSelected: true)
    }
    var lines: [String] = []
    for (index, tab) in bar.tabs.enumerated() {
      let isSelected = index == bar.selected
      lines.append("tab \(shown(tab))" + (isSelected ? style(" (selected)", "1;36") : ""))
      let contents =
        if isSelected {
          stacks(Array(state.stacks), frames: Array(state.frames), isSelected: true)
        } else if let parked = bar.parkedStacks(ofTab: index),
          let frames = bar.parkedFrames(ofTab: index)
        {
          stacks(parked, frames: frames, isSelected: false)
        } else {
          ["  (not started)"]
        }
      lines += contents.map { "  " + $0 }
    }
    return lines
  }

  /// The lines of one set of stacks; the top screen is marked when they are the ones shown.
  private func stacks(_ stacks: [NavigationStack], frames: [FlowFrame], isSelected: Bool)
    -> [String]
  {
    var lines: [String] = []
    var owners: [Int: (flow: String, depth: Int)] = [:]
    for (index, frame) in frames.enumerated() { owners[frame.id] = (frame.flow, index + 1) }
    for (index, stack) in stacks.enumerated() {
      let origin =
        index == 0
        ? "root stack"
        : "presented by \(shown(stack.presenter.flatMap { owners[$0]?.flow } ?? "?"))"
          + (stack.presentation == .standard ? "" : ", \(stack.presentation.written)")
      lines.append("stack \(index + 1) (\(origin))")
      for (position, entry) in stack.entries.enumerated() {
        let isTop = isSelected && index == stacks.count - 1 && position == stack.count - 1
        let marker = isTop ? style("▸ ", "1;36") : "  "
        let owner = owners[entry.frame].map {
          $0.depth == 1 ? $0.flow : "\($0.flow), depth \($0.depth)"
        }
        lines.append("  \(marker)\(shown(entry.screen))  [\(shown(owner ?? "?"))]")
      }
      if stack.isEmpty { lines.append("    (empty)") }
    }
    return lines
  }

  /// Each running flow's inputs and context, unset fields marked, sensitive ones as
  /// `Field.placeholder`; a child flow says its depth.
  public func context(_ state: MachineState) -> [String] {
    var lines: [String] = []
    for (index, frame) in state.frames.enumerated() {
      guard let flow = machine.flow(of: frame) else { continue }
      let depth = index == 0 ? "" : " (depth \(index + 1))"
      lines.append("\(style(flow.name, "1")) on \(shown(frame.node))\(depth)")
      let (inputs, context) = (frame.inputs, frame.context)
      for field in flow.inputs {
        let value =
          field.isSensitive ? Field.placeholder : inputs[field.name].map(\.description) ?? "?"
        lines.append("  input \(shown(field.name)) = \(shown(value))")
      }
      for field in flow.context {
        let value =
          context[field.name].map { field.isSensitive ? Field.placeholder : shown($0.description) }
          ?? style("<unset>", "2")
        lines.append("  \(shown(field.name)): \(shown(field.type.description)) = \(value)")
      }
    }
    return lines
  }

  /// The inputs the screen on top is shown with, evaluated now, one line each in the order the
  /// screen declares them: `shows photo = Photo(beach.jpg)`. One that reads a sensitive value is
  /// `Field.placeholder`; one that cannot be evaluated yet (an environment value not answered) is
  /// `?`.
  public func screenInputs(_ state: MachineState, environment: [String: Value]) -> [String] {
    machine.screenInputs(in: state, environment: environment).map { input in
      "shows \(shown(input.name)) = " + (input.value.map { shown($0.description) } ?? "?")
    }
  }

  /// The events of the top screen, numbered from 1, with their payload fields; a sensitive field
  /// is marked `(sensitive)`: it is asked for without echo and shown as `Field.placeholder`.
  public func events(_ state: MachineState) -> [String] {
    machine.availableEvents(in: state).enumerated().map { index, event in
      let fields = event.parameters.map { field in
        "\(shown(field.name)): \(shown(field.type.description))"
          + (field.isSensitive ? style(" (sensitive)", "2") : "")
      }
      return "\(index + 1). \(style(event.name, "1;32"))"
        + (fields.isEmpty ? "" : "(\(fields.joined(separator: ", ")))")
    }
  }
}
