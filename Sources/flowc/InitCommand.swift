import ArgumentParser
import FlowSpec
import FlowcOutput

/// `flowc init`: a starter flow, the JSON Schema beside it and a walkthrough script, in a new
/// or existing folder; never over an existing file.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter flow, its JSON Schema and a walkthrough script into a folder.",
    discussion: """
      Writes DIR/NAME.flow.yaml (a starter flow whose first line points editors at the schema), \
      DIR/flow.schema.json and DIR/NAME.walkthrough, then prints the Package.swift lines that \
      generate the coordinators at build time. All three or none: nothing is written if any \
      of them exists, and a file that cannot be written takes back the others.

      Example:
        flowc init Flows --flow Checkout
      """
  )

  @Argument(help: "The folder to write into (made if missing).")
  var directory = "."

  @Option(help: ArgumentHelp("The starter flow's name (UpperCamelCase).", valueName: "name"))
  var flow = "Onboarding"

  func run() throws {
    guard let starter = StarterModule(flowName: flow) else {
      Terminal.writeError(
        "error: \(TerminalText.message(StarterModule.message(forInvalidName: flow)))\n")
      throw ExitCode(1)
    }
    do {
      let written = try StarterFolder.write(starter.files, into: directory)
      for path in written { Terminal.write("wrote \(TerminalText.escaped(path))\n") }
    } catch {
      Terminal.writeError("error: \(TerminalText.message(error.description))\n")
      throw ExitCode(1)
    }
    let folder = TerminalText.escaped(directory)
    Terminal.write(
      """

      Next:
        flowc validate \(folder)
        flowc run \(folder)
        flowc run \(folder) --script \(folder)/\(starter.scriptFile)
        flowc test \(folder)
        flowc generate \(folder) --output Generated

      To generate the coordinators at build time, put the flow files in your target's folder and
      add to Package.swift:
        dependencies: [.package(url: "https://github.com/flowc/flowc", from: "0.1.0")],
        // in the target that holds the flows:
        plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]

      """)
  }
}
