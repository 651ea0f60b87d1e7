import ArgumentParser
import FlowPaths
import FlowSpec
import FlowTestGeneration
import FlowcOutput

/// `flowc generate`: Swift coordinators that need no library.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate Swift coordinators for a module of flow files.",
    discussion: """
      Writes one NAMECoordinator.swift per flow and FlowSupport.swift into the output folder \
      (made, with its parents, if missing). Files are written only when their bytes change, \
      each through a temporary file renamed into place, and keep their permissions; an invalid \
      module writes nothing.

      flowc's files are the regular files directly in the folder whose first line is its header: \
      only those are replaced, or removed when the module no longer produces them. Nothing else \
      is touched (an empty file, holding nothing, is replaced), and subfolders are never \
      entered. A file named like an output that is not a regular file (a link, a FIFO, a \
      folder), or a .swift file that cannot be read, is an error (exit status 2). Runs into the \
      same folder take turns.

      --ui swiftui (or uikit) leaves out the other framework's parts; by default both are \
      generated, each under #if canImport(...). With SwiftUI, each flow also gets a Views \
      protocol (one @ViewBuilder method per screen), from which an object gets the flow's \
      Screens: each screen a route whose view that method builds when it is shown.

      --access public (or package) makes the coordinators, the protocols the app implements and \
      the session's public face public, for flows in a library target of their own.

      --tests DIR also writes Swift Testing suites into DIR, for a test target that imports the \
      generated code's module (--tested-module NAME): FlowTestDoubles.swift and one \
      NAMEFlowTests.swift for each flow a path starts. The paths are those flowc paths plans \
      with the transitions strategy for every flow (--test-paths shortest or guards for \
      another strategy), or the *.walkthrough scripts in the folders given (--test-paths \
      walkthroughs). Each becomes a test that drives the generated coordinators along it and \
      checks, after the start and every step, the navigation operations, the action calls and \
      the outcome that flowc run records for it. DIR is written like the output folder, and \
      must be another folder.

      With --check nothing is written: the exit status is 1 when generated files are missing, \
      stale or extra (the CI gate for checked-in code), 0 when everything is current.

      Example:
        flowc generate Examples/PhotoEditing --output Sources/App/Flows
      """
  )

  @OptionGroup var input: ModuleInput

  @Option(help: ArgumentHelp("The folder the generated files go to.", valueName: "dir"))
  var output: String

  @Flag(help: "Write nothing; exit 1 when the output folder is not current.")
  var check = false

  @Flag(
    help:
      "Also generate FlowScriptDriver.swift, which drives the coordinators from walkthrough scripts (tests)."
  )
  var scriptDriver = false

  @Option(
    help: ArgumentHelp(
      "The access level of the generated API: internal (flows in the app's module), package or "
        + "public (flows in a module of their own). The runtime's plumbing stays internal.",
      valueName: "level"))
  var access: GeneratedAccess = .internal

  @Option(
    help: ArgumentHelp(
      "The UI frameworks served: uikit (UIKitFlowNavigator), swiftui (the navigation model, its "
        + "views, and each flow's Views) or both; each part compiles only where its "
        + "framework exists.",
      valueName: "ui"))
  var ui: GeneratedUI = .both

  @Option(
    help: ArgumentHelp(
      "Also generate Swift Testing suites that drive the coordinators along paths into this folder.",
      valueName: "dir"))
  var tests: String?

  /// Where the paths of `--tests` come from.
  enum TestPaths: String, CaseIterable, ExpressibleByArgument {
    case transitions, shortest, guards, walkthroughs

    /// The planning strategy these paths come from; nil for the walkthrough scripts.
    var strategy: PathStrategy? {
      switch self {
      case .transitions: .transitions
      case .shortest: .shortest
      case .guards: .guards
      case .walkthroughs: nil
      }
    }
  }

  @Option(
    help: ArgumentHelp(
      "The paths the tests take: those flowc paths plans for every flow with a strategy "
        + "(transitions, shortest, guards), or the *.walkthrough scripts in the folders given.",
      valueName: "paths"))
  var testPaths: TestPaths = .transitions

  @Option(
    help: ArgumentHelp(
      "The module the generated tests import (@testable import): the one the coordinators are compiled in.",
      valueName: "name"))
  var testedModule: String?

  @Option(
    help: ArgumentHelp(
      "The most states planning the tests of one flow may step (docs/paths.md).", valueName: "n"))
  var maxStates = PlanningBudget.defaultStates

  @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always, never.")
  var color: ColorChoice = .auto

  func validate() throws {
    if maxStates < 1 { throw ValidationError("--max-states takes a number of states above 0") }
    if tests != nil, testedModule == nil {
      throw ValidationError("--tests needs --tested-module: the module the tests import")
    }
    if tests == nil, testedModule != nil {
      throw ValidationError("--tested-module is for --tests")
    }
    if tests == nil, testPaths != .transitions {
      throw ValidationError("--test-paths is for --tests")
    }
    if let testedModule, !Self.isIdentifier(testedModule) {
      throw ValidationError("--tested-module must be a Swift module name, not \(testedModule)")
    }
  }

  func run() throws {
    do {
      let folder = try OutputDirectory(path: output)
      let testsFolder = try tests.map { path throws(OutputDirectory.Failure) in
        try OutputDirectory(path: path)
      }
      if let testsFolder, Self.sameFolder(folder.path, testsFolder.path) {
        Terminal.reportError("--tests must name another folder than --output")
        throw ExitCode(2)
      }
      let module = try input.validatedModule(colors: color.enabled)
      let files = SwiftGenerator.generate(
        module, scriptDriver: scriptDriver, access: access, ui: ui)
      ExitReclaimed.keep(files)
      let testFiles = try testsFolder.map { _ in try generateTests(module) } ?? []
      ExitReclaimed.keep(testFiles)
      if check {
        var current = try Self.check(folder, files, shownAs: "")
        if let testsFolder {
          current = try Self.check(testsFolder, testFiles, shownAs: testsFolder.path) && current
        }
        if !current { throw ExitCode(1) }
        Terminal.write("\(files.count + testFiles.count) generated files are current\n")
      } else {
        try Self.write(folder, files, kind: "files")
        if let testsFolder { try Self.write(testsFolder, testFiles, kind: "test files") }
      }
    } catch let failure as OutputDirectory.Failure {
      Terminal.reportError(failure.description)
      throw ExitCode(2)
    }
  }
}

extension GeneratedAccess: ExpressibleByArgument {}
extension GeneratedUI: ExpressibleByArgument {}
