import FlowRunner
import FlowSpec

/// Writes a planned path as a walkthrough script: a comment saying what it is for, the start
/// lines, then each step followed by `expect` lines of what the runner did (the screen on top,
/// actions performed, results finished with), so that the script checks itself when run.
///
/// The lines are written straight into one text a path (`Body`), from the nodes the search
/// kept, without stepping the machine again.
struct PathScript {
  let root: String
  let strategy: PathStrategy
  let number: Int
  let count: Int

  /// The path written in `body`; `reads` are the environment values each flow reads
  /// (`PlanningContext.environmentReads`): the start gives those of the flows the path starts.
  func path(_ body: Body, goals: [String], reads: [String: [String]]) -> PlannedPath {
    let start = body.start
    let read = Set(body.flows.flatMap { reads[$0] ?? [] })
    let startEnvironment = body.environment.keys.filter(read.contains).sorted().map {
      NamedValue($0, body.environment[$0]!)
    }
    let count = body.count
    var script = PathScriptText()
    script.append(
      "\(PlannedPath.marker) --strategy \(strategy.rawValue): path \(number) of \(self.count) "
        + "of \(root), \(count) step\(count == 1 ? "" : "s").\n")
    // Appended piece by piece: a path of the 10,000-screen module names 32,000 goals.
    let verb = strategy == .shortest ? "# reaches " : "# takes "
    for goal in goals {
      script.append(verb)
      script.append(goal)
      script.append("\n")
    }
    script.append(":flow \(root)\n")
    for input in start.inputs { script.append(":input \(input.name)=\(Self.text(input.value))\n") }
    for answer in startEnvironment {
      script.append(":env \(answer.name)=\(Self.text(answer.value))\n")
    }
    Self.writeExpectations(start.node, into: &script)
    script.reserveCapacity(adding: body.text.bytes.count)
    script.append(body.text)
    let width = String(self.count).count
    let padded = String(repeating: "0", count: max(0, width - String(number).count)) + "\(number)"
    return PlannedPath(
      name: "\(root)-\(strategy.rawValue)-\(padded)", flow: root, goals: goals,
      inputs: start.inputs, environment: startEnvironment, steps: body.steps,
      script: script.string)
  }

  /// Writes the script line of an input, then a line break: an event's payload fields in the
  /// order its signature on the top screen of `node` declares them, any others after them sorted.
  static func write(
    _ input: MachineInput, before node: SearchNode, machine: FlowMachine,
    into text: inout PathScriptText
  ) {
    switch input {
    case .event(let name, let payload):
      text.append(name)
      guard !payload.isEmpty else { break }
      var declared: [Field] = []
      if node.state.finished == nil {
        let frame = node.state.active
        // Read in place: a copy of the screen retains and releases all its parts.
        declared =
          machine.module.flows[frame.flowIndex].screens[frame.nodeIndex].events.first {
            $0.name == name
          }?.parameters ?? []
      }
      var written = 0
      for parameter in declared {
        guard let value = payload[parameter.name] else { continue }
        writeField(parameter.name, value, into: &text)
        written += 1
      }
      if written < payload.count {
        let others = payload.keys.filter { key in !declared.contains { $0.name == key } }
        for field in others.sorted() { writeField(field, payload[field]!, into: &text) }
      }
    case .systemBack: text.append(":back")
    case .systemDismiss: text.append(":dismiss")
    case .selectTab(let name):
      text.append(":tab ")
      text.append(name)
    }
    text.append("\n")
  }

  private static func writeField(_ name: String, _ value: Value, into text: inout PathScriptText) {
    text.append(" ")
    text.append(name)
    text.append("=")
    text.append(Self.text(value))
  }

  /// Writes the `expect` lines for where a node stands, each followed by a line break: the
  /// actions of its step, the child flows that finished in it, and the screen on top (or the
  /// root's result).
  static func writeExpectations(_ node: SearchNode, into text: inout PathScriptText) {
    // The actions written, each once (a step most often performs none or one).
    var actions: [(flow: String, name: String)] = []
    for effect in node.effects {
      switch effect {
      case .action(let flow, let name, _):
        guard !actions.contains(where: { $0.flow == flow && $0.name == name }) else { continue }
        actions.append((flow, name))
        text.append("expect action ")
        text.append(flow)
        text.append(".")
        text.append(name)
        text.append("\n")
      case .flowFinished(let flow, let result, _):
        text.append("expect result ")
        text.append(flow)
        text.append(".")
        text.append(result)
        text.append("\n")
      default: break
      }
    }
    if let finished = node.state.finished {
      text.append("expect result ")
      text.append(finished.result)
      text.append("\n")
    } else if let top = node.state.topScreen,
      // The top screen's flow is most often the last to run: looked for from the end.
      let frame = node.state.frames.last(where: { $0.id == top.frame })
    {
      text.append("expect screen ")
      text.append(frame.flow)
      text.append(".")
      text.append(top.screen)
      text.append("\n")
    }
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
