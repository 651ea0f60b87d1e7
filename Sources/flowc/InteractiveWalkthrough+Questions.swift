import FlowRunner
import FlowSpec

/// The questions the walkthrough asks: the start's missing inputs and environment values, an
/// event's payload fields, the environment values a step needs. Ctrl-C or Ctrl-D at a question
/// cancels what it was asked for.
extension InteractiveWalkthrough {
  /// Asks for the inputs the start lacks and the environment values it needs, then starts; nil
  /// when a question was cancelled (nothing to lose yet) or the start failed.
  mutating func begin() -> Walkthrough? {
    for missing in start.missingInputs {
      let what = "input \(missing.name) (\(missing.type))"
      let text =
        missing.isSensitive
        ? secret(what)
        : ask(what, choices: ValueChoices.offered(for: missing.type, in: start.module))
      guard let text else { return nil }
      start.inputs.append(.init(missing.name, text))
    }
    while true {
      do {
        let (started, effects) = try start.begin()
        Terminal.write(style("Walkthrough of \(start.flow)", "1") + " — :help lists the commands\n")
        show(effects)
        return started
      } catch {
        guard case .missingEnvironment(let name, let type) = error else {
          complain(error.description)
          return nil
        }
        let declared = start.module.environmentType(named: name)
        let choices = declared.map { ValueChoices.offered(for: $0, in: start.module) } ?? []
        guard let text = ask("environment \(name) (\(type))", choices: choices) else { return nil }
        start.environment.append(.init(name, text))
      }
    }
  }

  /// Asks for the payload fields not given on the line, then builds the input; nil when a
  /// question was cancelled or the input does not fit.
  func completeEvent(_ name: String, given: [WalkthroughCommand.Field], walkthrough: Walkthrough)
    -> MachineInput?
  {
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
        let choices = ValueChoices.offered(for: parameter.type, in: walkthrough.machine.module)
        let text = parameter.isSensitive ? secret(what) : ask(what, choices: choices)
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
  func perform(_ input: MachineInput, on walkthrough: inout Walkthrough) {
    while true {
      do {
        show(try walkthrough.apply(input))
        showState(walkthrough)
        return
      } catch {
        guard case .missingEnvironment(let name, let type) = error,
          let valueType = walkthrough.environmentType(name)
        else {
          complain(error.description)
          return
        }
        let choices = ValueChoices.offered(for: valueType, in: walkthrough.machine.module)
        guard let text = ask("environment \(name) (\(type))", choices: choices) else { return }
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

  /// Asks for one value, its choices numbered (`[1. economy, 2. express]`): a choice's number
  /// picks it. Nil when cancelled (Ctrl-C, Ctrl-D).
  func ask(_ what: String, choices: [String]) -> String? {
    editor.completer = { before in
      let word = before.split(separator: " ").last.map(String.init) ?? ""
      return choices.filter { $0.hasPrefix(before.hasSuffix(" ") ? "" : word) }
    }
    let reply = editor.readLine(prompt: "  \(shown(what + ValueChoices.hint(choices))): ")
    guard case .line(let text) = reply else {
      Terminal.write("  (cancelled)\n")
      return nil
    }
    return ValueChoices.picked(text, among: choices)
  }

  /// Asks for a sensitive value without echo; nil when cancelled.
  func secret(_ what: String) -> String? {
    guard case .line(let text) = editor.readSecret(prompt: "  \(shown(what)), not shown: ") else {
      Terminal.write("  (cancelled)\n")
      return nil
    }
    return text
  }
}
