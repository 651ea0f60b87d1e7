import FlowSpec

/// What `flowc test` found: for each module, whether each of its walkthrough scripts passed, and
/// what the passing ones covered together.
///
/// Pure: the command reads the files and prints `summary`; `JUnitReport` writes it as XML.
public struct TestReport: Sendable, Equatable {
  /// One script's result.
  public struct Case: Sendable, Equatable {
    /// The script's path.
    public var path: String
    /// The located error that stopped it; nil when it passed.
    public var failure: String?

    /// Creates a case.
    public init(path: String, failure: String?) {
      self.path = path
      self.failure = failure
    }

    /// The script's file name, its path without the folders.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }
  }

  /// One module's results.
  public struct Suite: Sendable, Equatable {
    /// The module's folder, as given.
    public var path: String
    /// The module's name, as the summary and JUnit name it: its folder's (`main` for `.` given
    /// in `/work/main`); the path as given when none is told.
    public var name: String
    /// Its scripts, in path order.
    public var cases: [Case] = []
    /// What the passing scripts covered of the module's flows; nil when the module is invalid.
    public var coverage: Coverage?
    /// Why the module's scripts could not run (an invalid module, no scripts), if so.
    public var problem: String?

    /// Creates a suite.
    public init(
      path: String, name: String? = nil, cases: [Case] = [], coverage: Coverage? = nil,
      problem: String? = nil
    ) {
      self.path = path
      self.name = name ?? path
      self.cases = cases
      self.coverage = coverage
      self.problem = problem
    }

    /// How many scripts failed.
    public var failures: Int { cases.count { $0.failure != nil } }
  }

  /// The modules, in the order given.
  public var suites: [Suite]

  /// Creates a report.
  public init(suites: [Suite]) {
    self.suites = suites
  }

  /// Runs every script of one module and merges the coverage of those that pass.
  ///
  /// `scripts` are paths and lines, in the order to run them; each starts as its own start lines
  /// say (`:flow`, `:input`, `:env`).
  public static func run(
    module: ValidatedModule, path: String, name: String? = nil,
    scripts: [(path: String, lines: [String])]
  ) -> Suite {
    var suite = Suite(path: path, name: name, coverage: Coverage(module: module))
    guard !scripts.isEmpty else {
      suite.problem = "no *.walkthrough scripts in \(path)"
      return suite
    }
    for script in scripts {
      let run = ScriptRun(options: .init(scriptName: script.path), write: { _ in })
      let outcome = run.run(module: module, given: ScriptStart(), lines: script.lines)
      if let coverage = outcome.coverage { suite.coverage?.merge(coverage) }
      var failure = outcome.error
      if let error = failure, error.hasPrefix("error: ") {
        failure = "\(TerminalText.escaped(script.path)): \(error)"
      }
      if outcome.status != 0 && failure == nil { failure = "failed" }
      suite.cases.append(Case(path: script.path, failure: failure))
    }
    return suite
  }

  /// Whether every module ran and every script passed.
  public var passed: Bool {
    suites.allSatisfy { $0.problem == nil && $0.failures == 0 }
  }

  /// The coverage figures of every module added up: transitions, screens, results, guards.
  public var totals: [(kind: String, figure: Coverage.Figure)] {
    var sums = Self.kinds.map { (kind: $0.kind, figure: Coverage.Figure(covered: 0, total: 0)) }
    for coverage in suites.compactMap(\.coverage) {
      for (index, kind) in Self.kinds.enumerated() {
        let figure = coverage[keyPath: kind.figure]
        sums[index].figure.covered += figure.covered
        sums[index].figure.total += figure.total
      }
    }
    return sums
  }

  /// The transitions taken of all modules, the figure `--min-coverage` compares.
  public var transitionCoverage: Coverage.Figure { totals[0].figure }

  /// The kinds of coverage, as the summary names them and as JUnit properties.
  static let kinds:
    [(kind: String, property: String, figure: KeyPath<Coverage, Coverage.Figure> & Sendable)] = [
      ("transitions", "transitions", \.transitionFigure), ("screens", "screens", \.screenFigure),
      ("results", "results", \.resultFigure),
      ("guard outcomes", "guard-outcomes", \.guardFigure),
    ]

  /// The transitions no passing script took, a `note:` line each with its module:
  /// `note: never taken in Shop: Shop.list lock`.
  public var missedTransitions: String {
    suites.compactMap { suite in
      suite.coverage.map { coverage in
        coverage.missed.map {
          "note: never taken in \(TerminalText.escaped(suite.name)): "
            + TerminalText.escaped($0.description) + "\n"
        }.joined()
      }
    }.joined()
  }

  /// The summary for people: a line per script (`PASS`/`FAIL` and its path), then each module's
  /// count and coverage, then the totals.
  public var summary: String {
    var text = ""
    for suite in suites {
      for script in suite.cases {
        text +=
          (script.failure == nil ? "PASS " : "FAIL ") + TerminalText.escaped(script.path) + "\n"
      }
      let passed = suite.cases.count - suite.failures
      text += "\(TerminalText.escaped(suite.name)): "
      if let problem = suite.problem {
        text += "not run: \(TerminalText.escaped(problem))\n"
        continue
      }
      text +=
        "\(passed) of \(suite.cases.count) script\(suite.cases.count == 1 ? "" : "s") passed\n"
      if let coverage = suite.coverage {
        text +=
          "  "
          + Self.kinds.map { "\($0.kind) \(coverage[keyPath: $0.figure].summary)" }
          .joined(separator: ", ") + "\n"
      }
    }
    let count = suites.reduce(0) { $0 + $1.cases.count }
    let failed = suites.reduce(0) { $0 + $1.failures }
    text += "total: \(count - failed) of \(count) script\(count == 1 ? "" : "s") passed"
    text += failed == 0 ? "\n" : ", \(failed) failed\n"
    text += "  " + totals.map { "\($0.kind) \($0.figure.summary)" }.joined(separator: ", ") + "\n"
    return text
  }
}
