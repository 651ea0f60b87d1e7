import FlowRunner
import FlowSpec

/// The interactive walkthrough at a terminal: shows the screen, the navigation and the context,
/// asks for events, payload fields and environment values, and prints what each step did.
struct InteractiveWalkthrough {
  let start: WalkthroughStart
  let colors: Bool
  private let editor = LineEditor()

  init(start: WalkthroughStart, colors: Bool) {
    self.start = start
    self.colors = colors
  }

  /// `text` escaped for the terminal (`TerminalText`), then styled.
  private func style(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(shown(text))\u{1B}[0m" : shown(text)
  }

  /// Text from the module, the user or the values, as the terminal may show it.
  private func shown(_ text: String) -> String { TerminalText.escaped(text) }

  mutating func run() {
    var start = self.start
    for missing in start.missingInputs {
      let what = "input \(missing.name) (\(missing.type))"
      let text =
        missing.isSensitive
        ? editor.readSecret(prompt: "  \(shown(what)), not shown: ")
        : ask(what, choices: choices(missing.type))
      guard let text else { return }
      start.inputs.append(.init(missing.name, text))
    }
    guard let (started, effects) = begin(&start) else { return }
    var walkthrough = started
    Terminal.write(style("Walkthrough of \(start.flow)", "1") + " — :help lists the commands\n")
    show(effects)
    showState(walkthrough)
    while walkthrough.state.finished == nil {
      let events = walkthrough.availableEvents.map(\.name)
      editor.completions = events + WalkthroughCommand.names
      guard let line = editor.readLine(prompt: "flowc> ") else { return }
      let command: WalkthroughCommand?
      do {
        command = try WalkthroughCommand.parse(line)
      } catch {
        complain(error.description)
        continue
      }
      guard let command else { continue }
      switch command {
      case .quit: return
      case .help: Terminal.write(Self.help)
      case .stack:
        print(
          lines: StateRenderer(machine: walkthrough.machine, colors: colors).navigation(
            walkthrough.state))
      case .context:
        print(
          lines: StateRenderer(machine: walkthrough.machine, colors: colors).context(
            walkthrough.state))
      case .environment(let fields):
        do {
          for (name, value) in try walkthrough.parseEnvironment(fields) {
            walkthrough.answer(name, value)
          }
          let answers = walkthrough.environment.sorted { $0.key < $1.key }
          print(
            lines: answers.isEmpty
              ? ["(no environment answers yet)"]
              : answers.map { name, value in
                let text =
                  walkthrough.machine.isSensitiveEnvironment(name) ? Field.placeholder : "\(value)"
                return "\(shown(name)) = \(shown(text))"
              })
        } catch {
          complain(error.description)
        }
      case .undo:
        if walkthrough.undo() { showState(walkthrough) } else { complain("nothing to undo") }
      case .back: perform(.systemBack, on: &walkthrough)
      case .dismiss: perform(.systemDismiss, on: &walkthrough)
      case .selectTab(let name): perform(.selectTab(name), on: &walkthrough)
      case .event(let name, let given):
        guard let input = completeEvent(name, given: given, walkthrough: walkthrough) else {
          continue
        }
        perform(input, on: &walkthrough)
      }
    }
    if let finished = walkthrough.state.finished {
      let payload = walkthrough.machine.shownPayload(finished, flow: walkthrough.rootFlow)
        .map(\.description).joined(separator: ", ")
      Terminal.write(
        style("result: ", "1") + shown(finished.result)
          + (payload.isEmpty ? "" : "(\(shown(payload)))") + "\n")
    }
  }

  /// Starts the walkthrough, asking for environment values the start needs.
  private func begin(_ start: inout WalkthroughStart) -> (Walkthrough, [Effect])? {
    while true {
      do {
        return try start.begin()
      } catch {
        guard case .missingEnvironment(let name, let type) = error else {
          complain(error.description)
          return nil
        }
        let declared = start.module.environmentType(named: name)
        guard let text = ask("environment \(name) (\(type))", choices: declared.map(choices) ?? [])
        else { return nil }
        start.environment.append(.init(name, text))
      }
    }
  }

  /// Asks for the payload fields not given on the line, then builds the input.
  private func completeEvent(
    _ name: String, given: [WalkthroughCommand.Field], walkthrough: Walkthrough
  ) -> MachineInput? {
    let events = walkthrough.availableEvents
    let signature =
      events.first { $0.name == name }
      ?? Int(name).flatMap { $0 >= 1 && $0 <= events.count ? events[$0 - 1] : nil }
    guard let signature else {
      complain(
        "no event `\(name)` here; choose one of: \(events.map(\.name).joined(separator: ", "))")
      return nil
    }
    var fields = given
    for parameter in signature.parameters
    where !given.contains(where: { $0.name == parameter.name }) {
      while true {
        let what = "\(parameter.name) (\(parameter.type))"
        let text =
          parameter.isSensitive
          ? editor.readSecret(prompt: "  \(shown(what)), not shown: ")
          : ask(what, choices: choicesFor(parameter.type, walkthrough.machine.module))
        guard let text else { return nil }
        do {
          _ = try ValueParser.parse(text, as: parameter.type, enums: walkthrough.machine.enumCases)
          fields.append(.init(parameter.name, text))
          break
        } catch {
          complain(
            parameter.isSensitive
              ? "the value is not \(parameter.type) (not shown: sensitive)" : error.description)
        }
      }
    }
    do {
      return try walkthrough.input(event: signature.name, fields: fields)
    } catch {
      complain(error.description)
      return nil
    }
  }

  /// Applies an input, asking for environment values the step needs.
  private func perform(_ input: MachineInput, on walkthrough: inout Walkthrough) {
    while true {
      do {
        show(try walkthrough.apply(input))
        if walkthrough.state.finished == nil { showState(walkthrough) }
        return
      } catch {
        guard case .missingEnvironment(let name, let type) = error,
          let valueType = walkthrough.environmentType(name)
        else {
          complain(error.description)
          return
        }
        guard
          let text = ask(
            "environment \(name) (\(type))",
            choices: choicesFor(valueType, walkthrough.machine.module))
        else { return }
        do {
          for (name, value) in try walkthrough.parseEnvironment([.init(name, text)]) {
            walkthrough.answer(name, value)
          }
        } catch {
          complain(error.description)
        }
      }
    }
  }

  private func ask(_ what: String, choices: [String]) -> String? {
    editor.completions = choices
    let hint = choices.isEmpty ? "" : " [" + choices.joined(separator: ", ") + "]"
    return editor.readLine(prompt: "  \(shown(what + hint)): ")
  }

  private func choices(_ type: ValueType) -> [String] { choicesFor(type, start.module) }

  private func choicesFor(_ type: ValueType, _ module: ValidatedModule) -> [String] {
    switch type {
    case .bool: return ["true", "false"]
    case .enumeration(let name): return module.enums.first { $0.name == name }?.cases ?? []
    case .optional(let wrapped):
      let inner = choicesFor(wrapped, module)
      return inner.isEmpty ? [] : inner + ["nil"]
    default: return []
    }
  }

  private func show(_ effects: [Effect]) {
    for effect in effects { Terminal.write("  " + style(TraceRenderer.line(effect), "2") + "\n") }
  }

  private func showState(_ walkthrough: Walkthrough) {
    let renderer = StateRenderer(machine: walkthrough.machine, colors: colors)
    let state = walkthrough.state
    Terminal.write("\n" + renderer.screen(state) + "\n")
    print(lines: renderer.navigation(state))
    print(lines: renderer.context(state))
    let events = renderer.events(state)
    Terminal.write(
      events.isEmpty
        ? "  (no events: use :back or :dismiss)\n" : events.map { "  \($0)\n" }.joined())
  }

  private func print(lines: [String]) {
    Terminal.write(lines.map { "  \($0)\n" }.joined())
  }

  private func complain(_ message: String) {
    Terminal.writeError(style("error: ", "1;31") + TerminalText.message(message) + "\n")
  }

  static let help = """
    Type an event by number or name, optionally with fields: picked photo=beach.jpg
    Missing fields and environment values are asked for. Tab completes names.
      :back      system back (pop the top screen)
      :dismiss   swipe down (dismiss the top presented stack)
      :tab NAME  tap a tab of the tab bar (a tab container only)
      :undo      return to the state before the last input
      :stack     show the navigation structure
      :context   show every running flow's inputs and context
      :env       show environment answers; :env name=value sets one
      :help      this text
      :quit      leave (Ctrl-D too)

    """
}
