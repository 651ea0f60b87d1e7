import ArgumentParser
import FlowPaths
import FlowRunner
import FlowSpec
import FlowcOutput

/// `flowc paths`: plan walkthrough scripts that reach every screen, take every transition or
/// choose every guard alternative.
struct PathsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths",
    abstract: "Plan walkthrough scripts that reach every screen, transition or guard alternative.",
    discussion: """
      Each path is a walkthrough script: start lines, then one step a line, each followed by \
      `expect` lines of what the runner did, so every script passes `flowc test` as it is. \
      shortest: the shortest path to every screen, child-flow node and result; transitions: a \
      few paths that together take every transition of every flow; guards: every alternative \
      of every guarded list chosen, with the environment answers and payloads that make its \
      guard hold. Paths are the same on every run. A goal no path reaches is a located warning \
      on standard error, and a summary line for each flow says how many paths cover how much. \
      Planning one root flow steps at most --max-states states, counted, never timed; past \
      them it fails with an error at the flow naming what multiplies its states. On a \
      terminal a progress line shows the states stepped so far.

      Exit status: 0 planned (warnings allowed), 1 the module is invalid or a flow cannot \
      start, 2 usage or I/O problems.

      Examples:
        flowc paths Examples/OrderDetail --strategy transitions
        flowc paths Examples/PhotoEditing --flow Feed --out build/paths
      """
  )

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case scripts, json
  }

  @OptionGroup var input: ModuleInput

  @Option(help: "Plan the paths of this flow (default: every flow no other flow starts).")
  var flow: String?

  @Option(help: "shortest, transitions or guards.")
  var strategy: PathStrategy = .transitions

  @Option(help: "scripts (the walkthrough scripts, one after another) or json.")
  var format: Format = .scripts

  @Option(
    help: ArgumentHelp(
      "Write one NAME.walkthrough a path into this folder instead of printing them.",
      valueName: "folder"))
  var out: String?

  @Option(
    help: ArgumentHelp(
      "The most states planning one root flow may step (docs/paths.md).", valueName: "n"))
  var maxStates = PlanningBudget.defaultStates

  @Option(help: "Colour of diagnostics: auto, always, never.")
  var color: ColorChoice = .auto

  func validate() throws {
    if maxStates < 1 { throw ValidationError("--max-states takes a number of states above 0") }
    if out != nil, format == .json {
      throw ValidationError("--out writes scripts; leave out --format json")
    }
  }

  func run() throws {
    let module = try input.validatedModule(colors: color.enabled)
    if let flow, module.flow(named: flow) == nil {
      Terminal.reportError(StartChoices.unknownFlow(flow, in: module))
      throw ExitCode(2)
    }
    let reports: [PathReport]
    let progress = PlanningProgressLine.hook()
    defer { progress?.line.finish() }
    do {
      // What the planning found, and the reports, are left for the process's exit to reclaim.
      reports = try PathPlanner.report(
        module, flow: flow, strategy: strategy, budget: PlanningBudget(states: maxStates),
        progress: progress?.progress
      ) {
        ExitReclaimed.keep($0)
      }
      ExitReclaimed.keep(reports)
      progress?.line.finish()
    } catch {
      progress?.line.finish()
      Terminal.writeError(TerminalText.escaped(error.diagnostic) + "\n")
      if case .unknownFlow = error { throw ExitCode(2) }
      throw ExitCode(1)
    }
    for report in reports {
      for warning in report.warnings { Terminal.writeError(TerminalText.escaped(warning) + "\n") }
    }
    if let out {
      let files = reports.flatMap(\.paths).compactMap { path in
        GeneratedFile(path: path.name + ".walkthrough", contents: path.script)
      }
      do {
        let folder = try OutputDirectory(
          path: out, marker: PlannedPath.marker, suffix: ".walkthrough")
        let written = try folder.write(files)
        Terminal.write(
          "wrote \(written.missing.count + written.stale.count) of \(files.count) scripts to "
            + "\(TerminalText.escaped(out))"
            + (written.extra.isEmpty ? "" : ", removed \(written.extra.count) no longer planned")
            + "\n")
      } catch {
        Terminal.reportError(error.description)
        throw ExitCode(2)
      }
    } else if format == .json {
      Terminal.write(JSON.array(reports.map(\.json)) + "\n")
    } else {
      Terminal.write(reports.flatMap(\.paths).map(\.script).joined(separator: "\n"))
    }
    for report in reports { Terminal.writeError(report.summary + "\n") }
  }
}

extension PathStrategy: ExpressibleByArgument {}
