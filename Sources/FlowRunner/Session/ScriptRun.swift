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
    /// What the walkthrough covered, when every line was carried out.
    public var coverage: Coverage?

    /// Creates an outcome.
    public init(status: Int32, error: String?, coverage: Coverage? = nil) {
      self.status = status
      self.error = error
      self.coverage = coverage
    }
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

  /// Starts the walkthrough `start` describes and carries out `lines`: the script's own start
  /// lines give only what `start` does not (its flow always wins).
  public func run(_ start: WalkthroughStart, lines: [String]) -> Outcome {
    run(module: start.module, given: ScriptStart(start), lines: lines)
  }

  /// Reads the script's start lines (`:flow`, `:input`, `:env` before the first step), starts
  /// the walkthrough with them and what `given` (the command line) adds or overrides, carries out
  /// the other lines, and ends with the result or final state (and the coverage if asked for).
  public func run(module: ValidatedModule, given: ScriptStart, lines: [String]) -> Outcome {
    let ending = replay(module: module, given: given, lines: lines)
    guard let walkthrough = ending.walkthrough else { return ending.outcome }
    return summarize(walkthrough)
  }

  /// Where the lines of a run ended.
  public struct Ending: Sendable {
    /// How: status 1 and the located error at a line that failed, or at the start.
    public var outcome: Outcome
    /// The walkthrough as the lines left it; nil when a line (or the start) failed.
    public var walkthrough: Walkthrough?
    /// How the walkthrough started: `given` with the script's start lines; nil when they could
    /// not be read.
    public var start: WalkthroughStart?
  }

  /// Reads the start lines, starts the walkthrough and carries out the other lines (up to a
  /// `:quit`, checking `expect` lines), with their trace, but without the summary at the end: the
  /// walkthrough and its start are handed back instead, for a session that goes on from there
  /// (`--script FILE --continue`) or records the steps (`--record FILE`).
  public func replay(module: ValidatedModule, given: ScriptStart, lines: [String]) -> Ending {
    var walkthrough: Walkthrough
    var lastStep: [Effect]
    let header: ScriptHeader
    let start: WalkthroughStart
    do {
      header = try ScriptHeader.read(lines)
      start = try header.start(module: module, given: given)
      (walkthrough, lastStep) = try start.begin()
      report(line: nil, input: "(start)", effects: lastStep)
    } catch let failure as ScriptHeader.Failure {
      return self.failure(failure.line, failure.failure, in: lines)
    } catch let error as MachineError {
      return Ending(
        outcome: Outcome(
          status: 1, error: "error: \(TerminalText.message(StartFailure.explain(error)))"))
    } catch {
      return Ending(
        outcome: Outcome(status: 1, error: "error: \(TerminalText.message("\(error)"))"))
    }
    // The `expect refused` line a refused step was checked against, which is not read again.
    var checkedRefusal: Int?
    for (offset, line) in lines.enumerated().dropFirst(header.bodyStart) {
      let number = offset + 1
      if number == checkedRefusal { continue }
      let scriptLine: ScriptLine?
      do {
        scriptLine = try ScriptLine.parse(line)
      } catch {
        return failure(number, error, in: lines)
      }
      let command: WalkthroughCommand
      switch scriptLine {
      case nil:
        continue
      case .flow:
        return failure(number, header.lateStartLine(":flow"), in: lines)
      case .input:
        return failure(number, header.lateStartLine(":input"), in: lines)
      case .expect(let expectation):
        if !options.jsonTrace {
          write("> \(echo(walkthrough.shownLine(line, expectation: expectation)))\n")
        }
        if case .refused = expectation.kind {
          return failure(number, takenStep(before: number, in: lines), in: lines)
        }
        if let problem = walkthrough.check(expectation, lastStep: lastStep) {
          return failure(number, problem, in: lines)
        }
        continue
      case .environment(let fields):
        command = .environment(fields.map(\.field))
      case .command(let typed):
        command = typed
      }
      if let problem = SensitivePlaceholder.problem(in: command, line: line, of: walkthrough) {
        return failure(number, problem, in: lines)
      }
      do {
        switch command {
        case .event(let event, let fields):
          let shownLine = walkthrough.shownLine(line, command: command)
          let input = try walkthrough.input(event: event, fields: fields)
          lastStep = try walkthrough.apply(input)
          report(line: number, input: shownLine, effects: lastStep)
        case .back:
          lastStep = try walkthrough.apply(.systemBack)
          report(line: number, input: line, effects: lastStep)
        case .dismiss:
          lastStep = try walkthrough.apply(.systemDismiss)
          report(line: number, input: line, effects: lastStep)
        case .selectTab(let name):
          lastStep = try walkthrough.apply(.selectTab(name))
          report(line: number, input: line, effects: lastStep)
        case .undo:
          guard walkthrough.undo() else { return failure(number, "nothing to undo", in: lines) }
          lastStep = []
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
          return finish(walkthrough, from: start)
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
        guard command.isStep, !error.isMissingEnvironment,
          let (refusal, reason) = Self.expectedRefusal(after: number, in: lines)
        else { return failure(number, message, in: lines) }
        if let problem = check(reason: reason, message: message) {
          return failure(refusal, problem, in: lines)
        }
        reportRefusal(line: number, input: walkthrough.shownLine(line, command: command), message)
        if !options.jsonTrace { write("> \(echo(lines[refusal - 1]))\n") }
        checkedRefusal = refusal
        lastStep = []
      }
    }
    return finish(walkthrough, from: start)
  }

  /// The run stopped at line `number` of `lines`: the error located at the problem's column,
  /// or at the line's first word when the whole line is meant.
  private func failure(_ number: Int, _ problem: ScriptLine.Failure, in lines: [String])
    -> Ending
  {
    let column =
      problem.column
      ?? 1 + (lines[number - 1].unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count)
    let error =
      "\(shown(options.scriptName)):\(number):\(column): error: "
      + TerminalText.message(problem.description)
    return Ending(outcome: Outcome(status: 1, error: error))
  }

  private func failure(_ number: Int, _ message: String, in lines: [String]) -> Ending {
    failure(number, ScriptLine.Failure(column: nil, message), in: lines)
  }

  /// The lines are carried out (or a `:quit` ended them).
  private func finish(_ walkthrough: Walkthrough, from start: WalkthroughStart) -> Ending {
    Ending(outcome: Outcome(status: 0, error: nil), walkthrough: walkthrough, start: start)
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
                ("screens", figure(coverage.screenFigure)),
                ("results", figure(coverage.resultFigure)),
                ("guardOutcomes", figure(coverage.guardFigure)),
              ])
            )
          ]) + "\n")
      } else {
        write(
          summary + "\n"
            + "  screens \(coverage.screenFigure.summary), results \(coverage.resultFigure.summary),"
            + " guard outcomes \(coverage.guardFigure.summary)\n"
            + missed.map { "  never taken: \(shown($0.description))\n" }.joined())
      }
    }
    return Outcome(status: 0, error: nil, coverage: walkthrough.coverage)
  }

  /// A coverage figure as a JSON object: `{"covered": 3, "total": 4}`.
  private func figure(_ figure: Coverage.Figure) -> String {
    JSON.object([("covered", String(figure.covered)), ("total", String(figure.total))])
  }
}
