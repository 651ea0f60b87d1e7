import ArgumentParser
import FlowRunner
import FlowSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc run`: walk through a flow, interactively or from a script.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Walk through a flow: interactively at a terminal, or from a script.",
    discussion: """
      Interactive when standard input is a terminal: pick events by number or name, answer \
      payload fields and environment values as they are needed; :back, :dismiss, :tab NAME, \
      :undo, :stack, :context, :env, :steps, :save FILE, :reload, :restart, :help and :quit. \
      Ctrl-C clears the line or cancels a question; quitting offers to save the steps taken. \
      :save FILE and --record FILE write a script that starts with the walkthrough's start \
      lines, so it replays with --script alone and flowc test runs it. \
      Scripted with --script FILE (or -), or \
      whenever standard input is not a terminal: one input a line (EVENT field=value..., :back, \
      :dismiss, :tab NAME), a \
      trace of every step, and the result or final state at the end. A script may start with \
      :flow NAME, :input name=value and :env name=value lines (--flow, --input and --env win \
      over them), and check the walkthrough with expect lines (expect screen, stack, context, \
      result, action, and expect refused after a step that must be refused): one that does not \
      hold stops the run with exit status 1. With \
      --continue, the walkthrough goes on at the prompt where the script left it.

      Examples:
        flowc run Examples/PhotoEditing --flow PhotoEditing --input album=holidays
        flowc run Examples/PhotoEditing \\
          --script Examples/PhotoEditing/post-photo.walkthrough
        flowc run Examples/PhotoEditing --continue --watch \\
          --script Examples/PhotoEditing/post-from-feed.walkthrough
      """
  )

  /// The trace formats.
  enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
  }

  @OptionGroup var input: ModuleInput

  @Option(
    help: "The flow to start (default: the only flow, or the only one no flow uses as a child).")
  var flow: String?

  @Option(
    name: .customLong("input"),
    help: ArgumentHelp("An input of the started flow.", valueName: "name=value"))
  var inputs: [String] = []

  @Option(
    name: .customLong("env"), help: ArgumentHelp("An environment answer.", valueName: "name=value"))
  var environment: [String] = []

  @Option(
    help: ArgumentHelp("Run the inputs of this file (- for standard input).", valueName: "file"))
  var script: String?

  @Option(help: "The scripted trace: text (readable) or json (one object per step).")
  var trace: TraceFormat = .text

  @Flag(
    help:
      "After a scripted run, list the transitions taken and never taken, and the screens, results and guard outcomes covered."
  )
  var coverage = false

  @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always, never.")
  var color: ColorChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Write the steps taken to this file as a walkthrough script, after every step.",
      valueName: "file"))
  var record: String?

  @Flag(
    name: .customLong("continue"),
    help: "After the --script file, go on interactively from where it left the walkthrough.")
  var continues = false

  @Flag(help: "Interactively: reload the flows and replay the steps when a flow file changes.")
  var watch = false

  func run() throws {
    let module = try input.validatedModule(colors: color.enabled)
    let given: ScriptStart
    do {
      // A flow named on the command line must exist, script or not (a script's own `:flow` line
      // is checked where it is read).
      if let flow { _ = try WalkthroughStart.pickFlow(in: module, requested: flow) }
      given = ScriptStart(
        flow: flow, inputs: try StartOptions.fields(inputs, "--input"),
        environment: try StartOptions.fields(environment, "--env"))
      // Without --flow, a script's `:flow` line (in --script FILE, or on standard input when it
      // is not a terminal) may name the flow: the inputs are checked once it is read.
      let interactive = script == nil && isatty(STDIN_FILENO) == 1
      let started =
        flow ?? (interactive ? try? WalkthroughStart.pickFlow(in: module, requested: nil) : nil)
      try StartOptions.checkNames(given, flow: started, in: module)
    } catch {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    let terminal = isatty(STDIN_FILENO) == 1
    if (continues || watch) && (!terminal || script == "-") {
      Terminal.reportError(
        "\(continues ? "--continue" : "--watch") needs a terminal on standard input")
      throw ExitCode(2)
    }
    if continues && script == nil {
      Terminal.reportError("--continue goes on after a script: give it with --script FILE")
      throw ExitCode(2)
    }
    if script == nil && terminal {
      let start: WalkthroughStart
      do {
        start = WalkthroughStart(
          module: module, flow: try WalkthroughStart.pickFlow(in: module, requested: flow),
          inputs: given.inputs, environment: given.environment)
      } catch {
        Terminal.reportError(error.description)
        throw ExitCode(2)
      }
      var session = interactiveSession(start)
      session.run()
      return
    }
    let (lines, name) = try scriptLines()
    let run = ScriptRun(
      options: .init(scriptName: name, jsonTrace: trace == .json, coverage: coverage),
      write: Terminal.write)
    let ending = run.replay(module: module, given: given, lines: lines)
    guard let walkthrough = ending.walkthrough, let start = ending.start else {
      if let error = ending.outcome.error { Terminal.writeError(error + "\n") }
      throw ExitCode(ending.outcome.status)
    }
    if continues {
      var session = interactiveSession(start)
      session.run(from: walkthrough)
      return
    }
    if let record {
      let recording = WalkthroughRecording(
        paths: input.paths, start: start, steps: walkthrough.steps)
      do {
        try ScriptFile.write(recording.script(), to: record, sparing: input.flowFiles())
      } catch {
        Terminal.reportError(error.description)
        throw ExitCode(2)
      }
    }
    let outcome = run.summarize(walkthrough)
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }

  /// The lines of the `--script` file, or of standard input, and the name errors give them.
  private func scriptLines() throws -> (lines: [String], name: String) {
    guard let script, script != "-" else {
      return (ScriptRun.lines(of: try FileReader.readStandardInput()), "<stdin>")
    }
    // Named by the user: may be a stream (`--script <(...)`, `/dev/stdin`), read to its end.
    let limit = YAMLLimits.default.maxFileBytes
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(script, limit: limit)
    } catch {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    guard bytes.count <= limit else {
      Terminal.reportError("\(script) is larger than \(limit) bytes, the most a script may have")
      throw ExitCode(2)
    }
    return (ScriptRun.lines(of: bytes), script)
  }

  /// The interactive session, with its recording, reloading and watching.
  private func interactiveSession(_ start: WalkthroughStart) -> InteractiveWalkthrough {
    let colors = color.enabled
    let input = self.input
    return InteractiveWalkthrough(
      start: start,
      options: .init(
        colors: colors, paths: input.paths, record: record,
        reload: { input.revalidatedModule(colors: colors) },
        watcher: watch ? WatchTask(FileWatcher { input.flowFiles() }) : nil,
        flowFiles: { input.flowFiles() }))
  }
}
