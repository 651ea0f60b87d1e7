import ArgumentParser
import FlowSpec

/// `flowc validate`: the CI gate.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a module of flow files and report every problem with its location.",
    discussion: """
      All files form one module. Diagnostics are printed as \
      path:line:column: error: message [code], with the source line and a caret.

      Exit status: 0 valid (warnings allowed), 1 errors found (or warnings with \
      --warnings-as-errors), 2 usage or I/O problems.

      Examples:
        flowc validate Examples/PhotoEditing
        flowc validate Flows/ --format json --warnings-as-errors
      """
  )

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, github
  }

  @OptionGroup var input: ModuleInput

  @Option(
    help:
      "Output format: text (for people), json (for tools), sarif (SARIF 2.1.0, for code scanning) or github (workflow annotations)."
  )
  var format: Format = .text

  @Flag(help: "Treat warnings as errors (exit status 1 when there are any).")
  var warningsAsErrors = false

  @Option(
    help: "Colour the text output: auto (on a terminal, unless NO_COLOR is set), always, never.")
  var color: ColorChoice = .auto

  func run() throws {
    let load = ModuleLoad(input)
    if let problem = load.problem {
      Terminal.reportError(problem)
      throw ExitCode(2)
    }
    ExitReclaimed.keep(load.result)
    let diagnostics = load.diagnostics
    switch format {
    case .json:
      Terminal.write(DiagnosticRenderer.json(diagnostics))
    case .sarif:
      Terminal.write(DiagnosticRenderer.sarif(diagnostics, version: FlowcVersion.current))
    case .github:
      Terminal.write(DiagnosticRenderer.github(diagnostics))
    case .text:
      Terminal.writeError(load.rendered(colors: color.enabled))
      let flows = load.module?.flows.count
      let count = load.files.count
      let what = "\(count) file\(count == 1 ? "" : "s")"
      let summary = load.summary
      if let flows {
        Terminal.write("validated \(flows) flow\(flows == 1 ? "" : "s") in \(what): \(summary)\n")
      } else {
        Terminal.write("\(what) checked: \(summary)\n")
      }
    }
    if diagnostics.hasErrors || (warningsAsErrors && diagnostics.warningCount > 0) {
      throw ExitCode(1)
    }
  }
}
