import ArgumentParser
import FlowRunner
import FlowSpec

/// `flowc graph`: the flows as a diagram, for pull requests and docs.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw flows as a Mermaid or Graphviz diagram.",
    discussion: """
      Screens are nodes (child-flow nodes and results drawn differently); transitions are edges \
      labelled with event, guard and navigation; each flow is a cluster, and a child-flow node \
      links to its child's start. A back, dismiss, close or stay edge goes to where the flow then is \
      (the screen below, the presenter, the screen a child returned to). --flow draws one flow \
      and the flows it can start; a legend explains the shapes and edge styles.

      Examples:
        flowc graph Examples/Restaurants --format mermaid
        flowc graph Examples/AppLaunch --flow App --format svg > app.svg
      """
  )

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case mermaid, dot, svg
  }

  @OptionGroup var input: ModuleInput

  @Option(help: "Draw this flow and the flows it can start (default: every flow).")
  var flow: String?

  @Option(help: "mermaid (renders on GitHub), dot (Graphviz), or svg (needs Graphviz's dot).")
  var format: Format = .mermaid

  @Flag(help: "Also label each edge with the context fields it sets and the actions it calls.")
  var effects = false

  @Flag(
    inversion: .prefixedNo, help: "Draw a legend of the node shapes and edge styles (default).")
  var legend = true

  @Option(help: "Colour of diagnostics: auto, always, never.")
  var color: ColorChoice = .auto

  func run() throws {
    let module = try input.validatedModule(colors: color.enabled)
    if let flow, module.flow(named: flow) == nil {
      Terminal.reportError(StartChoices.unknownFlow(flow, in: module))
      throw ExitCode(2)
    }
    let diagram = FlowDiagram(
      module: module, root: flow, showsEffects: effects, showsLegend: legend)
    switch format {
    case .mermaid: Terminal.write(diagram.mermaid)
    case .dot: Terminal.write(diagram.dot)
    case .svg: Terminal.write(try Self.renderSVG(diagram.dot))
    }
  }

  /// Runs Graphviz's `dot -Tsvg`; a clear error when it is not installed.
  static func renderSVG(_ dot: String) throws -> String {
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(["/usr/bin/env", "dot", "-Tsvg"], input: Array(dot.utf8))
    } catch {
      Terminal.reportError("cannot run Graphviz's `dot`: \(error.description)")
      throw ExitCode(2)
    }
    guard outcome.status == 0 else {
      var text = String(decoding: outcome.errors, as: UTF8.self)
      while text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
      Terminal.reportError(
        outcome.status == 127
          ? "--format svg needs Graphviz (`dot`); install it (apt-get install graphviz, brew install graphviz) or use --format dot"
          : "dot failed: \(text)")
      throw ExitCode(2)
    }
    return String(decoding: outcome.output, as: UTF8.self)
  }
}
