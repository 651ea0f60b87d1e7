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

/// `flowc test`: run every module's walkthrough scripts, with their expectations, and report
/// what they covered.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the walkthrough scripts beside each module's flows and report their coverage.",
    discussion: """
      Each folder given is one module: its *.flow.yaml files, tested by the *.walkthrough \
      scripts in it (subfolders included). Each script starts as its own :flow, :input and :env \
      lines say; an `expect` line that does not hold, or a step that cannot be taken, fails it \
      (the located error is printed on standard error). The coverage of the passing scripts of \
      a module is merged: transitions taken, screens shown, results finished with, and guard \
      outcomes (each guard held, and failed).

      Exit status: 0 every script passed (and the transition coverage reaches --min-coverage), \
      1 a script failed, a module is invalid or has no scripts, or the coverage is below the \
      minimum, 2 usage or I/O problems.

      Examples:
        flowc test Examples/*
        flowc test Flows --junit build/flows.xml --min-coverage 90
      """
  )

  @Argument(
    help: ArgumentHelp(
      "Module folders: each one's *.flow.yaml files, tested by its *.walkthrough scripts.",
      valueName: "folder"))
  var paths: [String]

  @Option(
    help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "Fail when fewer than this percentage of all the modules' transitions are taken.",
      valueName: "percent"))
  var minCoverage: Double?

  @Option(help: "Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never.")
  var color: ColorChoice = .auto

  func validate() throws {
    if let minCoverage, !(0...100).contains(minCoverage) {
      throw ValidationError("--min-coverage takes a percentage from 0 to 100")
    }
  }

  func run() throws {
    var suites: [TestReport.Suite] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        Terminal.reportError("no such file or directory: \(path)")
        throw ExitCode(2)
      }
      // `flowc test Examples/*` names the files beside the folders too.
      guard info.st_mode & S_IFMT == S_IFDIR else {
        Terminal.writeError("note: skipping \(TerminalText.escaped(path)): not a folder\n")
        continue
      }
      let suite = try test(path)
      for script in suite.cases {
        if let failure = script.failure { Terminal.writeError(failure + "\n") }
      }
      suites.append(suite)
    }
    let report = TestReport(suites: suites)
    Terminal.write(report.summary)
    if let junit {
      guard
        FileManager.default.createFile(
          atPath: junit, contents: Data(JUnitReport.render(report).utf8))
      else {
        Terminal.reportError("cannot write \(junit)")
        throw ExitCode(2)
      }
    }
    var passed = report.passed
    let coverage = report.transitionCoverage
    if let minCoverage, coverage.percent < minCoverage {
      Terminal.reportError(
        "transition coverage \(coverage.percentText)% is below --min-coverage \(Self.written(minCoverage))%"
      )
      Terminal.writeError(report.missedTransitions)
      passed = false
    }
    if !passed { throw ExitCode(1) }
  }

  /// Validates the module in `path` and runs its scripts.
  private func test(_ path: String) throws -> TestReport.Suite {
    let input = try ModuleInput.parse(["--", path])
    let load = ModuleLoad(input)
    let scripts: [(path: String, lines: [String])]
    do {
      if let problem = load.problem { throw ModuleInput.InputError(description: problem) }
      scripts = try input.walkthroughPaths().map { ($0.source, $0.lines) }
    } catch let error as ModuleInput.InputError {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    Terminal.writeError(load.rendered(colors: color.enabled))
    let name = Self.moduleName(path)
    guard let module = load.module else {
      return TestReport.Suite(path: path, name: name, problem: "\(load.summary): not running")
    }
    return TestReport.run(module: module, path: path, name: name, scripts: scripts)
  }

  /// The module's name: the folder as given, less a trailing `/`; a spelling that ends in `.` or
  /// `..` (`.`, `./`, `..`, `Examples/X/..`) names no folder, so the folder's own name.
  static func moduleName(_ path: String) -> String {
    var given = Substring(path)
    while given.count > 1, given.hasSuffix("/") { given = given.dropLast() }
    let last = given.split(separator: "/").last ?? given
    guard last == "." || last == "..", let resolved = realpath(path, nil) else {
      return String(given)
    }
    defer { free(resolved) }
    let absolute = String(cString: resolved)
    return absolute.split(separator: "/").last.map(String.init) ?? absolute
  }

  /// A percentage as given: `90`, or `92.5`.
  private static func written(_ percent: Double) -> String {
    percent == percent.rounded() ? String(Int(percent)) : String(percent)
  }
}
