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
      :undo, :stack, :context, :env, :help and :quit. Scripted with --script FILE (or -), or \
      whenever standard input is not a terminal: one input a line (EVENT field=value..., :back, \
      :dismiss, :tab NAME), a \
      trace of every step, and the result or final state at the end. A script may start with \
      :flow NAME, :input name=value and :env name=value lines (--flow, --input and --env win \
      over them), and check the walkthrough with expect lines (expect screen, stack, context, \
      result, action): one that does not hold stops the run with exit status 1.

      Examples:
        flowc run Examples/PhotoEditing --flow PhotoEditing --input album=holidays
        flowc run Examples/PhotoEditing \\
          --script Examples/PhotoEditing/post-photo.walkthrough
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

  func run() throws {
    let module = try input.validatedModule(colors: color.enabled)
    let given: ScriptStart
    do {
      // A flow named on the command line must exist, script or not (a script's own `:flow` line
      // is checked where it is read).
      if let flow { _ = try WalkthroughStart.pickFlow(in: module, requested: flow) }
      given = ScriptStart(
        flow: flow, inputs: try fields(inputs, "--input"),
        environment: try fields(environment, "--env"))
    } catch {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    let interactive = script == nil && isatty(STDIN_FILENO) == 1
    if interactive {
      let start: WalkthroughStart
      do {
        start = WalkthroughStart(
          module: module, flow: try WalkthroughStart.pickFlow(in: module, requested: flow),
          inputs: given.inputs, environment: given.environment)
      } catch {
        Terminal.reportError(error.description)
        throw ExitCode(2)
      }
      var session = InteractiveWalkthrough(start: start, colors: color.enabled)
      session.run()
      return
    }
    let lines: [String]
    let name: String
    if let script, script != "-" {
      guard let data = FileManager.default.contents(atPath: script) else {
        Terminal.reportError("cannot read \(script)")
        throw ExitCode(2)
      }
      lines = ScriptRun.lines(of: [UInt8](data))
      name = script
    } else {
      lines = ScriptRun.lines(of: try FileReader.readStandardInput())
      name = "<stdin>"
    }
    let run = ScriptRun(
      options: .init(scriptName: name, jsonTrace: trace == .json, coverage: coverage),
      write: Terminal.write)
    let outcome = run.run(module: module, given: given, lines: lines)
    if let error = outcome.error { Terminal.writeError(error + "\n") }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }

  private func fields(_ texts: [String], _ option: String) throws(MachineError)
    -> [WalkthroughCommand.Field]
  {
    var result: [WalkthroughCommand.Field] = []
    for text in texts {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw .input("\(option) takes name=value, not `\(text)`")
      }
      result.append(.init(String(text[..<equals]), String(text[text.index(after: equals)...])))
    }
    return result
  }
}
