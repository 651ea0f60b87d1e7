import FlowRunner
import FlowSpec

/// The interactive walkthrough at a terminal: shows the screen, the navigation and the context,
/// asks for events, payload fields and environment values, and prints what each step did.
///
/// Nothing typed loses the walkthrough: Ctrl-C clears the line or cancels the question, `:undo`
/// says what it undid, the session stays at a final prompt once the root flow finishes, and
/// quitting with steps taken offers to save them as a script.
struct InteractiveWalkthrough {
  /// What the session does beyond walking through.
  struct Options {
    /// Colour the output.
    var colors = false
    /// The flow files and folders, as named on the command line (for the saved script's comment).
    var paths: [String] = []
    /// `--record FILE`: the steps are written there after every change.
    var record: String?
    /// Reads and validates the flow files again, printing their diagnostics; nil when they have
    /// errors (`:reload`, `--watch`).
    var reload: (() -> ValidatedModule?)?
    /// `--watch`: notices changed flow files while the prompt waits.
    var watcher: WatchTask?
    /// The module's flow files as they are now, which `:save` and `--record` never overwrite.
    var flowFiles: () -> [String] = { [] }
  }

  /// The start, with the inputs and environment answers asked for at the start added.
  var start: WalkthroughStart
  let options: Options
  let editor = LineEditor()
  /// The steps as last saved or recorded; quitting asks to save only when they differ.
  var savedSteps: [WalkthroughStep] = []
  /// Whether the `--record` file was written once (it is, at the start).
  var recordWritten = false
  /// The steps that no longer applied at the last reload (the first that failed and those after
  /// it): tried again after the steps taken at every reload, until they apply or `:undo` drops
  /// them; `:save` and `--record` write them after the steps taken, so that none is lost.
  var pending: [WalkthroughStep] = []

  var colors: Bool { options.colors }

  init(start: WalkthroughStart, options: Options) {
    self.start = start
    self.options = options
  }

  /// Runs the session: from `start`, or from `walkthrough` when a script already took it there
  /// (`--script FILE --continue`).
  mutating func run(from continued: Walkthrough? = nil) {
    var walkthrough: Walkthrough
    if let continued {
      walkthrough = continued
      Terminal.write("\n" + style("Continuing the walkthrough of \(start.flow)", "1") + "\n")
    } else {
      guard let started = begin() else { return }
      walkthrough = started
    }
    record(walkthrough)
    showState(walkthrough)
    while true {
      editor.completer = { [walkthrough] in WalkthroughCompletion.candidates($0, in: walkthrough) }
      let finished = walkthrough.state.finished != nil
      let reply = editor.readLine(
        prompt: finished ? "flowc (finished)> " : "flowc> ", watcher: options.watcher)
      switch reply {
      case .interrupted: continue
      case .woken:
        Terminal.write(style("A flow file changed: reloading", "1") + "\n")
        reload(&walkthrough)
      case .end:
        if confirmQuit(walkthrough) { return }
      case .line(let line):
        let command: PromptCommand?
        do {
          command = try PromptCommand.parse(line)
        } catch {
          complain(error.description)
          continue
        }
        guard let command else { continue }
        if case .walkthrough(.quit) = command {
          if confirmQuit(walkthrough) { return }
          continue
        }
        handle(command, on: &walkthrough)
      }
      record(walkthrough)
    }
  }

  /// Carries out a command other than `:quit`.
  private mutating func handle(_ command: PromptCommand, on walkthrough: inout Walkthrough) {
    let renderer = StateRenderer(machine: walkthrough.machine, colors: colors)
    switch command {
    case .save(let file): save(walkthrough, to: file)
    case .reload: reload(&walkthrough)
    case .restart: restart(&walkthrough)
    case .steps: listSteps(walkthrough)
    case .walkthrough(let command):
      switch command {
      case .quit: return
      case .help: Terminal.write(Self.help)
      case .stack: print(lines: renderer.navigation(walkthrough.state))
      case .context: print(lines: renderer.context(walkthrough.state))
      case .environment(let fields): setEnvironment(fields, on: &walkthrough)
      case .undo:
        guard pending.isEmpty else { return dropPending() }
        guard let step = walkthrough.undoStep() else { return complain("nothing to undo") }
        Terminal.write(style("undid: ", "1") + shown(step.line) + "\n")
        showState(walkthrough)
      case .back: takeStep(.systemBack, on: &walkthrough)
      case .dismiss: takeStep(.systemDismiss, on: &walkthrough)
      case .selectTab(let name): takeStep(.selectTab(name), on: &walkthrough)
      case .event(let name, let given):
        guard !hasFinished(walkthrough),
          let input = completeEvent(name, given: given, walkthrough: walkthrough)
        else { return }
        perform(input, on: &walkthrough)
      }
    }
  }

  /// Carries out `input`, unless the root flow has finished.
  private func takeStep(_ input: MachineInput, on walkthrough: inout Walkthrough) {
    guard !hasFinished(walkthrough) else { return }
    perform(input, on: &walkthrough)
  }

  /// Whether the root flow has finished; if so, says what can still be done.
  private func hasFinished(_ walkthrough: Walkthrough) -> Bool {
    guard let finished = walkthrough.state.finished else { return false }
    complain(
      "the flow has finished (result: \(finished.result)); :undo, :restart, :save FILE or :quit")
    return true
  }

  /// `:env`: lists the answers, or sets some.
  private func setEnvironment(
    _ fields: [WalkthroughCommand.Field], on walkthrough: inout Walkthrough
  ) {
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
  }

  /// `text` escaped for the terminal (`TerminalText`), then styled.
  func style(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(shown(text))\u{1B}[0m" : shown(text)
  }

  /// Text from the module, the user or the values, as the terminal may show it.
  func shown(_ text: String) -> String { TerminalText.escaped(text) }

  func show(_ effects: [Effect]) {
    for effect in effects { Terminal.write("  " + style(TraceRenderer.line(effect), "2") + "\n") }
  }

  /// The screen, navigation, context and events; once the root flow has finished, its result
  /// and what can still be done.
  func showState(_ walkthrough: Walkthrough) {
    if let finished = walkthrough.state.finished {
      let payload = walkthrough.machine.shownPayload(finished, flow: walkthrough.rootFlow)
        .map(\.description).joined(separator: ", ")
      Terminal.write(
        style("result: ", "1") + shown(finished.result)
          + (payload.isEmpty ? "" : "(\(shown(payload)))") + "\n"
          + "  (the flow has finished: :undo, :restart, :steps, :save FILE, :quit)\n")
      return
    }
    let renderer = StateRenderer(machine: walkthrough.machine, colors: colors)
    let state = walkthrough.state
    Terminal.write("\n" + renderer.screen(state) + "\n")
    print(lines: renderer.screenInputs(state, environment: walkthrough.environment))
    print(lines: renderer.navigation(state))
    print(lines: renderer.context(state))
    let events = renderer.events(state)
    Terminal.write(
      events.isEmpty
        ? "  (no events: use :back or :dismiss)\n" : events.map { "  \($0)\n" }.joined())
  }

  func print(lines: [String]) {
    Terminal.write(lines.map { "  \($0)\n" }.joined())
  }

  func complain(_ message: String) {
    Terminal.writeError(style("error: ", "1;31") + TerminalText.message(message) + "\n")
  }

  static let help = """
    Type an event by number or name, optionally with fields: picked photo=beach.jpg
    Missing fields and environment values are asked for (a choice by its number too).
    Tab completes events and commands, then fields (speed=), then values.
    Ctrl-C clears the line, or cancels the question asked.
      :back       system back (pop the top screen)
      :dismiss    swipe down (dismiss the top presented stack)
      :tab NAME   tap a tab of the tab bar (a tab container only)
      :undo       return to the state before the last step, saying which; with steps
                  pending after a reload, drops those first
      :stack      show the navigation structure
      :context    show every running flow's inputs and context
      :env        show environment answers; :env name=value sets one
      :steps      list the steps taken, and those pending after a reload
      :save FILE  write the start and the steps taken as a walkthrough script, to replay
                  (flowc run PATH --script FILE) or test (flowc test; add expect lines)
      :reload     read the flow files again and replay the steps taken on them; steps
                  that no longer apply stay pending (saved and recorded too) and are
                  replayed again at the next reload where they apply
      :restart    start the walkthrough again
      :help       this text
      :quit       leave (Ctrl-D too); offers to save the steps taken

    """
}
