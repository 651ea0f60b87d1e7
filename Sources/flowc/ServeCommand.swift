import ArgumentParser
import FlowRunner
import FlowServer
import FlowSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve`: a clickable prototype of a module in the browser (docs/serve.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Click through a flow in the browser: a prototype driven by the runner.",
    discussion: """
      Serves one page at http://127.0.0.1:PORT/ (printed when the server listens): the screen \
      on top as a phone-sized card with its events as buttons and their payload fields as a \
      form, system back and swipe down, undo, the navigation stacks, the flows' context and the \
      trace. Saving a flow file validates it again: errors show in the page, and a valid change \
      replays the steps taken. The steps download as a walkthrough script, and a script can be \
      opened to replay. A JSON API under /api drives it from other tools. Stops on Ctrl-C.

      Example:
        flowc serve Examples/PhotoEditing --flow PhotoEditing --input album=holidays
      """
  )

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

  @Option(help: "The address to listen on (the local machine only, unless changed).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(
    help: ArgumentHelp(
      "How long Graphviz may take to draw the page's graph, in seconds.", valueName: "seconds"))
  var graphTimeout = 10.0

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535, not \(port)")
    }
    guard graphTimeout > 0, graphTimeout <= 3600 else {
      throw ValidationError("--graph-timeout must be more than 0 and at most 3600 seconds")
    }
  }

  func run() throws {
    StopSignals.block()
    let limits: ServerLimits
    switch ServerLimits.from(environment: { getenv($0).map { String(cString: $0) } }) {
    case .success(let given): limits = given
    case .failure(let problem):
      Terminal.reportError(problem.description)
      throw ExitCode(2)
    }
    if let problem = ServedFiles.problem(in: input) {
      Terminal.reportError(problem)
      throw ExitCode(2)
    }
    let module = try input.validatedModule(colors: false)
    let start: WalkthroughStart
    do {
      // Several root flows and no --flow: the page offers the choice (an empty flow).
      let name =
        flow == nil && module.flows.count > 1 && module.rootFlows.count > 1
        ? "" : try WalkthroughStart.pickFlow(in: module, requested: flow)
      let given = ScriptStart(
        flow: name, inputs: try StartOptions.fields(inputs, "--input"),
        environment: try StartOptions.fields(environment, "--env"))
      if !name.isEmpty { try StartOptions.checkNames(given, flow: name, in: module) }
      start = WalkthroughStart(
        module: module, flow: name, inputs: given.inputs, environment: given.environment)
    } catch {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    let input = self.input
    let source = ModuleSource(
      paths: input.paths,
      load: {
        if let problem = ServedFiles.problem(in: input) { return .problems("error: \(problem)\n") }
        return input.servedModule()
      },
      look: {
        FileWatcher.stamps((try? input.flowFilePaths()) ?? input.paths).map {
          "\($0.path) \($0.size) \($0.seconds).\($0.nanoseconds)"
        }
      },
      renderSVG: { dot, seconds in
        guard
          let outcome = try? ChildProcess.run(
            ["/usr/bin/env", "dot", "-Tsvg"], input: Array(dot.utf8), timeLimit: seconds),
          outcome.status != 127
        else { return .missing }
        if outcome.timedOut { return .timedOut }
        guard outcome.status == 0 else {
          return .failed(String(decoding: outcome.errors, as: UTF8.self))
        }
        return .svg(String(decoding: outcome.output, as: UTF8.self))
      }, graphTimeLimit: graphTimeout)
    guard #available(macOS 14, *) else {
      Terminal.reportError("flowc serve needs macOS 14 or later")
      throw ExitCode(2)
    }
    let server = PrototypeServer(
      source: source, module: module, start: start, host: host, port: port, limits: limits)
    // No Graphviz the page asked for outlives the server.
    defer { ChildProcess.stopAll() }
    do {
      try server.run { address in
        let what = start.flow.isEmpty ? "a choice of flows" : start.flow
        Terminal.write("Serving \(what) at \(address) (Ctrl-C stops)\n")
      }
    } catch {
      Terminal.reportError("cannot serve on \(host):\(port): \(error)")
      throw ExitCode(1)
    }
  }
}
