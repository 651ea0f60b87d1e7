import FlowSpec

/// A scripted walkthrough: one input a line, a trace of every step, and a summary at the end.
///
/// Pure: lines come in, text goes out through `write`; the caller does the I/O. The readable trace
/// and the error are escaped for a terminal (`TerminalText`): an ESC in a script line or a value
/// is shown as `\u{1B}`, never sent to the terminal; the JSON trace is escaped as JSON.
public struct ScriptRun {
  /// How the run reports.
  public struct Options: Sendable {
    /// The script's name in error messages (`script.txt:7: ...`).
    public var scriptName: String
    /// One JSON object per step instead of the readable trace.
    public var jsonTrace: Bool
    /// Add a summary of the transitions taken.
    public var coverage: Bool

    /// Creates options.
    public init(scriptName: String, jsonTrace: Bool = false, coverage: Bool = false) {
      self.scriptName = scriptName
      self.jsonTrace = jsonTrace
      self.coverage = coverage
    }
  }

  /// How the run ended: 0 when every line was carried out, 1 at the first line that was not.
  public struct Outcome: Sendable, Equatable {
    /// The exit status.
    public var status: Int32
    /// The error, already located (`script.txt:7: error: ...`), if any.
    public var error: String?
  }

  let options: Options
  let write: (String) -> Void

  /// Creates a run that writes its trace through `write`.
  public init(options: Options, write: @escaping (String) -> Void) {
    self.options = options
    self.write = write
  }

  /// The lines of a script file: a leading UTF-8 byte order mark dropped, and LF, CR LF or a lone
  /// CR ending each line (the last line needs none).
  public static func lines(of bytes: [UInt8]) -> [String] {
    let body = SourceLines.withoutByteOrderMark(bytes)
    var lines: [String] = []
    var start = body.startIndex
    var index = body.startIndex
    while index < body.endIndex {
      let byte = body[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(String(decoding: body[start..<index], as: UTF8.self))
        let crlf =
          byte == UInt8(ascii: "\r") && index + 1 < body.endIndex
          && body[index + 1] == UInt8(ascii: "\n")
        index += crlf ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    if start < body.endIndex { lines.append(String(decoding: body[start...], as: UTF8.self)) }
    return lines
  }

  /// Starts the walkthrough and carries out `lines`.
  public func run(_ start: WalkthroughStart, lines: some Sequence<String>) -> Outcome {
    let ending = replay(start, lines: lines)
    guard let walkthrough = ending.walkthrough else { return ending.outcome }
    return summarize(walkthrough)
  }

  /// Where the lines of a run ended.
  public struct Ending {
    /// How: status 1 and the error at a line that failed, or at the start.
    public var outcome: Outcome
    /// The walkthrough as the lines left it; nil when a line (or the start) failed.
    public var walkthrough: Walkthrough?
  }

  /// Starts the walkthrough and carries out `lines` (up to a `:quit`), with their trace, but
  /// without the summary at the end: the walkthrough is handed back instead, for a session that
  /// goes on from there (`--script FILE --continue`).
  public func replay(_ start: WalkthroughStart, lines: some Sequence<String>) -> Ending {
    var walkthrough: Walkthrough
    do {
      let (started, effects) = try start.begin()
      walkthrough = started
      report(line: nil, input: "(start)", effects: effects)
    } catch {
      return Ending(
        outcome: Outcome(
          status: 1, error: "error: \(TerminalText.message(StartFailure.explain(error)))"),
        walkthrough: nil)
    }
    var number = 0
    for line in lines {
      number += 1
      let command: WalkthroughCommand?
      do {
        command = try WalkthroughCommand.parse(line)
      } catch {
        return failure(number, error.description)
      }
      guard let command else { continue }
      do {
        switch command {
        case .event(let event, let fields):
          let shownLine = walkthrough.shownLine(line, command: command)
          let input = try walkthrough.input(event: event, fields: fields)
          report(line: number, input: shownLine, effects: try walkthrough.apply(input))
        case .back:
          report(line: number, input: line, effects: try walkthrough.apply(.systemBack))
        case .dismiss:
          report(line: number, input: line, effects: try walkthrough.apply(.systemDismiss))
        case .selectTab(let name):
          report(line: number, input: line, effects: try walkthrough.apply(.selectTab(name)))
        case .undo:
          guard walkthrough.undo() else { return failure(number, "nothing to undo") }
          if !options.jsonTrace { write("> \(echo(line))\n  (undone)\n") }
        case .environment(let fields):
          let answers = try walkthrough.parseEnvironment(fields)
          for (name, value) in answers { walkthrough.answer(name, value) }
          let shownLine = walkthrough.shownLine(line, command: command)
          if options.jsonTrace {
            write(TraceRenderer.json(line: number, input: shownLine, effects: []) + "\n")
          } else {
            let listed =
              answers.isEmpty
              ? walkthrough.environment.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
              : answers
            let machine = walkthrough.machine
            write(
              "> \(echo(shownLine))\n"
                + listed.map { name, value in
                  let text = machine.isSensitiveEnvironment(name) ? Field.placeholder : "\(value)"
                  return "  environment \(shown(name)) = \(shown(text))\n"
                }
                .joined())
          }
        case .quit:
          return finish(walkthrough)
        case .stack, .context, .help:
          if !options.jsonTrace {
            write("> \(echo(line))\n" + describe(command, walkthrough))
          }
        }
      } catch {
        var message = error.description
        if case .missingEnvironment(let name, _) = error {
          message += "; give it with --env \(name)=... or a line `:env \(name)=...`"
        }
        if case .unknownEvent = error, walkthrough.state.finished == nil {
          message += describeAvailable(walkthrough)
        }
        return failure(number, message)
      }
    }
    return finish(walkthrough)
  }

  private func failure(_ line: Int, _ message: String) -> Ending {
    let error = "\(shown(options.scriptName)):\(line): error: \(TerminalText.message(message))"
    return Ending(outcome: Outcome(status: 1, error: error), walkthrough: nil)
  }

  /// The lines are carried out (or a `:quit` ended them).
  private func finish(_ walkthrough: Walkthrough) -> Ending {
    Ending(outcome: Outcome(status: 0, error: nil), walkthrough: walkthrough)
  }

  /// Text from the script, the module or the values as a terminal may show it.
  private func shown(_ text: String) -> String { TerminalText.escaped(text) }

  /// A script line as the trace repeats it: without surrounding spaces, escaped.
  private func echo(_ line: String) -> String { shown(line.trimmingCharacters(in: " ")) }

  private func describeAvailable(_ walkthrough: Walkthrough) -> String {
    let state = walkthrough.state
    var extra: [String] = []
    if state.stacks.last.map({ $0.count > 1 }) == true { extra.append(":back") }
    if state.stacks.count > 1, state.stacks.last?.presentation.allowsSwipe == true {
      extra.append(":dismiss")
    }
    if let bar = state.tabBar, state.stacks.count == 1 {
      extra += bar.tabs.indices.filter { $0 != bar.selected }.map { ":tab \(bar.tabs[$0])" }
    }
    return extra.isEmpty ? "" : " (and \(extra.joined(separator: ", ")))"
  }

  private func report(line: Int?, input: String, effects: [Effect]) {
    if options.jsonTrace {
      write(TraceRenderer.json(line: line, input: input, effects: effects) + "\n")
      return
    }
    var text = line == nil ? "" : "> \(echo(input))\n"
    for effect in effects { text += "  " + shown(TraceRenderer.line(effect)) + "\n" }
    write(text)
  }

  private func describe(_ command: WalkthroughCommand, _ walkthrough: Walkthrough) -> String {
    let renderer = StateRenderer(machine: walkthrough.machine, colors: false)
    switch command {
    case .stack: return renderer.navigation(walkthrough.state).map { "  \($0)\n" }.joined()
    case .context: return renderer.context(walkthrough.state).map { "  \($0)\n" }.joined()
    default: return ""
    }
  }

  /// Writes the result, or the final screen, navigation and context, then the coverage if asked
  /// for: how `run` ends once the lines are carried out.
  public func summarize(_ walkthrough: Walkthrough) -> Outcome {
    let state = walkthrough.state
    if !options.jsonTrace {
      let renderer = StateRenderer(machine: walkthrough.machine, colors: false)
      if let finished = state.finished {
        let payload = walkthrough.machine.shownPayload(finished, flow: walkthrough.rootFlow)
          .map(\.description).joined(separator: ", ")
        write(
          "result: \(shown(finished.result))"
            + (finished.payload.isEmpty ? "" : "(\(shown(payload)))") + "\n")
      } else {
        write("final screen: \(renderer.screen(state))\n")
        write("navigation:\n" + renderer.navigation(state).map { "  \($0)\n" }.joined())
        write("context:\n" + renderer.context(state).map { "  \($0)\n" }.joined())
      }
    }
    if options.coverage {
      let coverage = walkthrough.coverage
      let missed = coverage.missed
      let summary =
        "coverage: \(coverage.all.count - missed.count) of \(coverage.all.count) transitions taken"
      if options.jsonTrace {
        write(
          JSON.object([
            (
              "coverage",
              JSON.object([
                ("taken", String(coverage.all.count - missed.count)),
                ("total", String(coverage.all.count)),
                ("missed", JSON.array(missed.map { JSON.string($0.description) })),
                (
                  "takenTransitions",
                  JSON.array(
                    coverage.all.filter(coverage.taken.contains).map { JSON.string($0.description) }
                  )
                ),
              ])
            )
          ]) + "\n")
      } else {
        write(summary + "\n" + missed.map { "  never taken: \(shown($0.description))\n" }.joined())
      }
    }
    return Outcome(status: 0, error: nil)
  }
}

/// What starting a walkthrough needs: the module, the flow, and the inputs and environment as
/// `name=value` texts, read by their declared types.
public struct WalkthroughStart: Sendable {
  /// The module.
  public var module: ValidatedModule
  /// The flow to start.
  public var flow: String
  /// `--input name=value`.
  public var inputs: [WalkthroughCommand.Field]
  /// `--env name=value`.
  public var environment: [WalkthroughCommand.Field]

  /// Creates a start.
  public init(
    module: ValidatedModule, flow: String, inputs: [WalkthroughCommand.Field],
    environment: [WalkthroughCommand.Field]
  ) {
    self.module = module
    self.flow = flow
    self.inputs = inputs
    self.environment = environment
  }

  /// Picks the flow to start: `requested`, the module's only flow, or its only root flow.
  public static func pickFlow(in module: ValidatedModule, requested: String?) throws(MachineError)
    -> String
  {
    if let requested {
      guard module.flow(named: requested) != nil else { throw .unknownFlow(requested) }
      return requested
    }
    if module.flows.count == 1 { return module.flows[0].name }
    let roots = module.rootFlows
    if roots.count == 1 { return roots[0].name }
    throw .input(
      "several flows could start (\(roots.map(\.name).joined(separator: ", "))); choose one with --flow"
    )
  }

  /// The declared inputs the start still lacks.
  public var missingInputs: [Field] {
    let given = Set(inputs.map(\.name))
    return module.flow(named: flow)?.inputs.filter { !given.contains($0.name) } ?? []
  }

  /// Parses inputs and environment answers and starts the walkthrough.
  public func begin() throws(MachineError) -> (Walkthrough, [Effect]) {
    guard let declaration = module.flow(named: flow) else { throw .unknownFlow(flow) }
    let enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    var values: [String: Value] = [:]
    for field in inputs {
      guard let parameter = declaration.inputs.first(where: { $0.name == field.name }) else {
        throw .input("flow `\(flow)` has no input `\(field.name)`")
      }
      do {
        values[field.name] = try ValueParser.parse(field.text, as: parameter.type, enums: enums)
      } catch {
        if parameter.isSensitive {
          throw .input(
            "input `\(field.name)`: the value is not \(parameter.type) (not shown: sensitive)")
        }
        throw .input("input `\(field.name)`: \(error.description)")
      }
    }
    for missing in missingInputs {
      throw .input(
        "flow `\(flow)` needs input `\(missing.name)` (\(missing.type)): give --input \(missing.name)=..."
      )
    }
    var answers: [String: Value] = [:]
    for field in environment {
      let type = module.environmentType(named: field.name)
      guard let type else { throw .input("no flow declares an environment value `\(field.name)`") }
      do {
        answers[field.name] = try ValueParser.parse(field.text, as: type, enums: enums)
      } catch {
        let sensitive = module.flows.contains { flow in
          flow.environment.contains { $0.name == field.name && $0.isSensitive }
        }
        throw .environmentType(
          name: field.name, expected: type.description,
          found: sensitive ? Field.placeholder : field.text)
      }
    }
    return try Walkthrough.start(module: module, flow: flow, inputs: values, environment: answers)
  }
}

/// Messages for failures to start.
enum StartFailure {
  static func explain(_ error: MachineError) -> String {
    if case .missingEnvironment(let name, _) = error {
      return error.description + "; the start needs it: give --env \(name)=..."
    }
    return error.description
  }
}
