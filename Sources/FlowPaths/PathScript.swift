import FlowRunner
import FlowSpec

/// Writes a planned path as a walkthrough script: a comment saying what it is for, the start
/// lines, then each step followed by `expect` lines of what the runner did (the screen on top,
/// actions performed, results finished with), so that the script checks itself when run.
struct PathScript {
  let root: String
  let strategy: PathStrategy
  let number: Int
  let count: Int

  /// A step of a path: the move to `node` from `previous`, its line and its `expect` lines, kept
  /// instead of the states (a long path would otherwise hold every state it went through).
  static func step(to node: SearchNode, from previous: SearchNode, machine: FlowMachine)
    -> PathStep?
  {
    guard let move = node.move else { return nil }
    return PathStep(
      move: move,
      line: line(move.input, fields: fieldOrder(move.input, before: previous, machine: machine)),
      expectations: expectations(node))
  }

  /// The steps from `start` along `chain`.
  static func steps(from start: SearchNode, along chain: [SearchNode], machine: FlowMachine)
    -> [PathStep]
  {
    zip([start] + chain, chain).compactMap { step(to: $1, from: $0, machine: machine) }
  }

  /// The path from `start` through `steps`.
  func path(start: PathStart, steps pathSteps: [PathStep], goals: [String]) -> PlannedPath {
    // Answers changed before the first step are start lines (the search checked that the start
    // is the same with them).
    var environment = start.node.environment
    var steps: [PlannedStep] = []
    for (position, step) in pathSteps.enumerated() {
      if position == 0 {
        for answer in step.move.answers { environment[answer.name] = answer.value }
      } else {
        steps += step.move.answers.map { .environment($0.name, $0.value) }
      }
      steps.append(.input(step.move.input))
    }
    let startEnvironment = environment.keys.sorted().map { NamedValue($0, environment[$0]!) }
    let count = pathSteps.count
    var lines = [
      "\(PlannedPath.marker) --strategy \(strategy.rawValue): path \(number) of \(self.count) "
        + "of \(root), \(count) step\(count == 1 ? "" : "s")."
    ]
    lines += goals.map { "# \(strategy == .shortest ? "reaches" : "takes") \($0)" }
    lines.append(":flow \(root)")
    lines += start.inputs.map { ":input \($0.name)=\(Self.text($0.value))" }
    lines += startEnvironment.map { ":env \($0.name)=\(Self.text($0.value))" }
    lines += Self.expectations(start.node)
    for (position, step) in pathSteps.enumerated() {
      if position > 0 {
        lines += step.move.answers.map { ":env \($0.name)=\(Self.text($0.value))" }
      }
      lines.append(step.line)
      lines += step.expectations
    }
    let width = String(self.count).count
    let padded = String(repeating: "0", count: max(0, width - String(number).count)) + "\(number)"
    return PlannedPath(
      name: "\(root)-\(strategy.rawValue)-\(padded)", flow: root, goals: goals,
      inputs: start.inputs, environment: startEnvironment, steps: steps,
      script: lines.map { $0 + "\n" }.joined())
  }

  /// The payload fields of an event in the order its signature declares them.
  private static func fieldOrder(
    _ input: MachineInput, before node: SearchNode, machine: FlowMachine
  ) -> [String] {
    guard case .event(let name, let payload) = input else { return [] }
    let declared =
      machine.availableEvents(in: node.state).first { $0.name == name }?.parameters.map(\.name)
      ?? []
    return declared.filter { payload[$0] != nil }
      + payload.keys.filter { !declared.contains($0) }.sorted()
  }

  /// The script line of an input.
  static func line(_ input: MachineInput, fields: [String]) -> String {
    switch input {
    case .event(let name, let payload):
      return ([name] + fields.compactMap { field in payload[field].map { "\(field)=\(text($0))" } })
        .joined(separator: " ")
    case .systemBack: return ":back"
    case .systemDismiss: return ":dismiss"
    case .selectTab(let name): return ":tab \(name)"
    }
  }

  /// The `expect` lines for where a node stands: the actions of its step, the child flows that
  /// finished in it, and the screen on top (or the root's result).
  static func expectations(_ node: SearchNode) -> [String] {
    var lines: [String] = []
    for effect in node.effects {
      switch effect {
      case .action(let flow, let name, _):
        let line = "expect action \(flow).\(name)"
        if !lines.contains(line) { lines.append(line) }
      case .flowFinished(let flow, let result, _):
        lines.append("expect result \(flow).\(result)")
      default: break
      }
    }
    if let finished = node.state.finished {
      lines.append("expect result \(finished.result)")
    } else if let top = node.state.topScreen,
      // The top screen's flow is most often the last to run: looked for from the end.
      let frame = node.state.frames.last(where: { $0.id == top.frame })
    {
      lines.append("expect screen \(frame.flow).\(top.screen)")
    }
    return lines
  }

  /// A value as a script line reads it back: quoted when it holds a space, a quote, a `#` or
  /// nothing.
  static func text(_ value: Value) -> String {
    switch value {
    case .string(let text): quotedIfNeeded(text)
    case .date(let text), .url(let text): quotedIfNeeded(text)
    case .int(let number): String(number)
    case .double(let number): "\(number)"
    case .bool(let flag): String(flag)
    case .enumCase(_, let name): name
    case .app(_, let token): quotedIfNeeded(token)
    case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
    case .null: "nil"
    case .redacted: Field.placeholder
    }
  }

  private static func quotedIfNeeded(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        // ASCII letters and digits at once; the properties only for the rest.
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || "-_./:@+".unicodeScalars.contains(scalar)
          || (!scalar.isASCII && scalar.properties.isAlphabetic)
      }
    if plain { return text }
    var quoted = "\""
    for character in text {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
