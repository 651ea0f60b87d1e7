import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Property tests of the whole pipeline over random inputs: random valid modules validate,
/// generate Swift that compiles and run without an internal inconsistency; random damage to valid
/// modules never crashes flowc and is reported deterministically, at locations inside the file.
///
/// Every case is derived from `FLOWC_PROPERTY_SEED` (random when unset, printed at the start of
/// each test) and its position; a failure names the seed of its case, which replays it alone with
/// `FLOWC_PROPERTY_SEED=<case seed> FLOWC_PROPERTY_COUNT=1`. `FLOWC_PROPERTY_COUNT` sets how many
/// cases each test runs.
@Suite("Property tests")
struct PropertyTests {
  /// At most this many failures are recorded in full per test; the rest are only counted.
  static let failureLimit = 3

  @Test func randomModulesValidateWithoutErrors() {
    let count = PropertySettings.count(300)
    print("PropertyTests.validate: seed \(PropertySettings.seed), \(count) modules")
    var coverage = GeneratorCoverage()
    var failures = 0
    var warnings = 0
    for index in 0..<count {
      let seed = PropertySettings.caseSeed(index)
      let module = RandomModule.generate(seed: seed)
      coverage.merge(module.coverage)
      let result = FlowCompiler.validate(module.files)
      warnings += result.diagnostics.warningCount
      if result.diagnostics.hasErrors || result.module == nil {
        failures += 1
        if failures <= Self.failureLimit {
          let text = DiagnosticRenderer(files: module.files, colors: false).render(
            result.diagnostics)
          Issue.record("case seed \(seed): a valid module has errors:\n\(text)\n\(module.text)")
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(count) modules had errors")
    // The generator is deterministic: the same seed gives the same files.
    let seed = PropertySettings.caseSeed(0)
    #expect(
      RandomModule.generate(seed: seed).files == RandomModule.generate(seed: seed).files,
      "case seed \(seed)")
    if count >= 200 {
      let missing = GeneratorCoverage.expected.filter { (coverage.counts[$0] ?? 0) == 0 }
      #expect(missing.isEmpty, "the generator no longer produces \(missing)")
    }
    print(
      "PropertyTests.validate: \(warnings) warnings; coverage \(coverage.counts.sorted { $0.key < $1.key })"
    )
  }

  @Test func randomModulesRunWithoutInconsistency() throws {
    let count = PropertySettings.count(150)
    print("PropertyTests.run: seed \(PropertySettings.seed), \(count) modules x 300 steps")
    var failures = 0
    var totals = MachineExplorer.Totals()
    for index in 0..<count {
      let seed = PropertySettings.caseSeed(index)
      let module = RandomModule.generate(seed: seed)
      guard let validated = FlowCompiler.validate(module.files).module else {
        Issue.record("case seed \(seed): the module is invalid (see randomModulesValidate)")
        continue
      }
      var explorer = MachineExplorer(module: validated, rng: SplitMix64(seed: seed ^ 0x5EED))
      explorer.layouts = module.layouts
      let problems = explorer.explore(root: module.root, steps: 300)
      totals.add(explorer.totals)
      if !problems.isEmpty {
        failures += 1
        if failures <= Self.failureLimit {
          Issue.record(
            "case seed \(seed): \(problems.joined(separator: "\n"))\n\(module.text)")
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(count) runs went wrong")
    #expect(totals.accepted > count * 50, "too few inputs were accepted: \(totals)")
    print("PropertyTests.run: \(totals)")
  }

  @Test func randomModulesGenerateSwiftThatCompiles() throws {
    let count =
      ProcessInfo.processInfo.environment["FLOWC_PROPERTY_COMPILE_COUNT"].flatMap { Int($0) } ?? 2
    print("PropertyTests.compile: seed \(PropertySettings.seed), \(count) modules")
    for index in 0..<count {
      let seed = PropertySettings.caseSeed(index)
      let module = RandomModule.generate(seed: seed, compilable: true)
      let validated = try #require(
        FlowCompiler.validate(module.files).module, "case seed \(seed):\n\(module.text)")
      let (status, output) = try Self.typecheck(
        SwiftGenerator.generate(validated, scriptDriver: true), appTypes: module.appTypes)
      #expect(status == 0, "case seed \(seed):\n\(output.prefix(3000))\n\(module.text)")
    }
  }

  @Test func mutatedModulesNeverCrashAndAreReportedDeterministically() throws {
    let count = PropertySettings.count(400)
    print("PropertyTests.mutate: seed \(PropertySettings.seed), \(count) mutants")
    let examples = try Self.exampleModules()
    #expect(examples.count >= 6)
    var failures = 0
    var valid = 0
    for index in 0..<count {
      let seed = PropertySettings.caseSeed(index)
      var rng = SplitMix64(seed: seed)
      var files =
        rng.chance(0.5) ? rng.pick(examples) : RandomModule.generate(seed: seed ^ 0xF00D).files
      var log: [String] = []
      var mutator = Mutator(rng: SplitMix64(seed: seed ^ 0xBAD))
      for _ in 0..<(rng.chance(0.8) ? 1 : 2) {
        let position = rng.below(files.count)
        log.append("in \(files[position].path):")
        files[position] = SourceFile(
          path: files[position].path, bytes: mutator.mutate(files[position].bytes, log: &log))
      }
      let problems = Self.checkPipeline(
        files, seed: seed, valid: &valid)
      if !problems.isEmpty {
        failures += 1
        if failures <= Self.failureLimit {
          let text = files.map { "# --- \($0.path)\n" + String(decoding: $0.bytes, as: UTF8.self) }
          Issue.record(
            """
            case seed \(seed): \(problems.joined(separator: "\n"))
            mutations: \(log.joined(separator: "; "))
            \(text.joined(separator: "\n"))
            """)
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(count) mutants went wrong")
    print("PropertyTests.mutate: \(valid) of \(count) mutants were still valid")
  }

  // MARK: Bugs found by the properties (those still open are marked `withKnownIssue`)

  /// Fixed: a child-flow node whose flow declares no results. Validation accepts it (the child can
  /// only be left by system back or a swipe), but the generated parent calls
  /// `handle<Node>(result)` when the child ends (CoordinatorGenerator.swift, `enter<Node>`) and
  /// never declares that method (`handlers` skips nodes without events).
  @Test func everyExampleRunsAlikeWithAndWithoutUpdates() throws {
    // The explorer checks each step against the step without `update` effects, the order of the
    // screens on the stacks, and that the top screens of the states recorded are every screen
    // shown (`Coverage.recordTopScreen`).
    for files in try Self.exampleModules() {
      let module = try #require(FlowCompiler.validate(files).module, "\(files[0].path)")
      for (index, root) in (module.rootFlows.isEmpty ? module.flows : module.rootFlows).enumerated()
      {
        var explorer = MachineExplorer(module: module, rng: SplitMix64(seed: UInt64(index) + 7))
        let problems = explorer.explore(root: root.name, steps: 2_000)
        #expect(problems.isEmpty, "\(root.name): \(problems.joined(separator: "\n"))")
        #expect(explorer.totals.accepted > 500, "\(root.name): \(explorer.totals)")
      }
    }
  }

  @Test func childFlowWithoutResultsCompiles() throws {
    let files = [
      SourceFile(
        path: "Parent.flow.yaml",
        text: """
          flow: Parent
          start: home
          screens:
            home:
              events: { open: {} }
              on:
                open: { present: child }
            child:
              flow: Child

          """),
      SourceFile(
        path: "Child.flow.yaml",
        text: """
          flow: Child
          start: only
          screens:
            only:
              view: OnlyViewController

          """),
    ]
    let result = FlowCompiler.validate(files)
    let module = try #require(result.module)
    #expect(!result.diagnostics.hasErrors)
    let (status, output) = try Self.typecheck(
      SwiftGenerator.generate(module, scriptDriver: true), appTypes: [])
    #expect(status == 0, "\(output.prefix(2000))")
  }

  /// Fixed: a YAML syntax error at the end of a file without a final line break is located on a
  /// line past the end of the file (`flow: A\nt` -> 3:1 in a 2-line file). libyaml forces a line
  /// break before the end of the stream, and YAMLEventParser takes its `problem_mark` as is.
  @Test func aSyntaxErrorAtTheEndOfAFileIsLocatedInsideIt() throws {
    let file = SourceFile(path: "A.flow.yaml", text: "flow: A\nt")
    let diagnostic = try #require(FlowCompiler.validate([file]).diagnostics.all.first)
    #expect(Self.outside(diagnostic.range.start, file.bytes) == nil, "\(diagnostic.range)")
  }

  /// Regression (found by these properties and, at the same time, by the fuzzer; fixed in
  /// f885fb3): when a child finishes and none of its parent's transitions for the result holds,
  /// the parent must be back on its screen, not left on the child-flow node (its next event was
  /// refused as `inconsistent`).
  @Test func anIgnoredChildResultLeavesTheParentOnItsScreen() throws {
    let parent = """
      flow: Parent
      environment:
        ok: Bool
      start: home
      screens:
        home:
          events: { open: {} }
          on:
            open: child
        child:
          flow: Child
          on:
            done:
              - when: ok
                stay: true

      """
    let child = """
      flow: Child
      results:
        done: {}
      start: only
      screens:
        only:
          events: { close: {} }
          on:
            close: { finish: done }

      """
    let files = [
      SourceFile(path: "Parent.flow.yaml", text: parent),
      SourceFile(path: "Child.flow.yaml", text: child),
    ]
    let module = try #require(FlowCompiler.validate(files).module)
    let machine = FlowMachine(module: module)
    let environment: [String: Value] = ["ok": .bool(false)]
    var state = try machine.start(flow: "Parent", inputs: [:], environment: environment).state
    state = try machine.step(state, .event("open", payload: [:]), environment: environment).state
    state = try machine.step(state, .event("close", payload: [:]), environment: environment).state
    #expect(state.active.node == "home")
    #expect(
      throws: Never.self,
      performing: {
        try machine.step(state, .event("open", payload: [:]), environment: environment)
      })
  }

  /// Fixed: a child flow entered with `replace` inside a modal its parent presented took the
  /// parent's modal with it when it finished. Execution+Transitions.swift `removeScreens` treats
  /// any presented stack holding only the child's screens as one the child was presented in
  /// (`wholeStack`) and dismisses it; the parent's `dismiss` for the result, which validation
  /// accepts (the flow is inside a modal it presented), then throws `inconsistent` ("`dismiss`
  /// with no stack this flow presented"), and a `push` there would land on the stack below.
  @Test func aChildThatReplacedAPresentedScreenFinishesIntoItsParentsModal() throws {
    let parent = """
      flow: Parent
      start: home
      screens:
        home:
          events: { open: {} }
          on:
            open: { present: sheet }
        sheet:
          events: { go: {} }
          on:
            go: { replace: child }
        child:
          flow: Child
          on:
            done: dismiss

      """
    let child = """
      flow: Child
      results:
        done: {}
      start: only
      screens:
        only:
          events: { close: {} }
          on:
            close: { finish: done }

      """
    let files = [
      SourceFile(path: "Parent.flow.yaml", text: parent),
      SourceFile(path: "Child.flow.yaml", text: child),
    ]
    let module = try #require(FlowCompiler.validate(files).module)
    let machine = FlowMachine(module: module)
    var state = try machine.start(flow: "Parent", inputs: [:], environment: [:]).state
    for event in ["open", "go"] {
      state = try machine.step(state, .event(event, payload: [:]), environment: [:]).state
    }
    let after = try machine.step(state, .event("close", payload: [:]), environment: [:]).state
    #expect(after.active.node == "home")
    #expect(after.stacks.count == 1)
  }

  /// Fixed: the script driver (`generate --script-driver`) declared a shared environment value
  /// once per flow on its one class, an invalid redeclaration. Identical environment values,
  /// actions and child makers are now declared once. (An action in one flow named like another
  /// flow's environment value, or like one of the driver's own members, still collides: a
  /// documented limit of the test driver, docs/generated-code-design.md.)
  @Test func aSharedEnvironmentValueCompilesInTheScriptDriver() throws {
    let files = ["First", "Second"].map { name in
      SourceFile(
        path: "\(name).flow.yaml",
        text: """
          flow: \(name)
          environment:
            ready: Bool
          start: home
          screens:
            home:
              events: { go: {} }
              on:
                go:
                  - when: ready
                    stay: true

          """)
    }
    let module = try #require(FlowCompiler.validate(files).module)
    let (status, output) = try Self.typecheck(
      SwiftGenerator.generate(module, scriptDriver: true), appTypes: [])
    #expect(status == 0, "\(output.prefix(2000))")
  }

  /// Fixed: a did-you-mean suggestion was nondeterministic when two candidates are equally close.
  /// `Identifier.suggestion(for:among:)` keeps the first candidate with the smallest distance,
  /// and several callers pass dictionary keys (FlowResolver.swift `module.flows.keys`,
  /// `actions.keys`, `results.keys`; TypeChecker `scope.enums.keys`; the YAML anchors), whose
  /// order differs between dictionary instances. Validating the same bytes twice can then say
  /// "did you mean `Picker1`?" once and "did you mean `Picker2`?" the next time.
  @Test func suggestionsAreDeterministic() throws {
    let files =
      ["Picker1", "Picker2"].map { name in
        SourceFile(
          path: "\(name).flow.yaml",
          text: "flow: \(name)\nstart: home\nscreens:\n  home:\n    view: HomeViewController\n")
      } + [
        SourceFile(
          path: "Parent.flow.yaml",
          text: """
            flow: Parent
            start: child
            screens:
              child:
                flow: Picker3

            """)
      ]
    var messages = Set<String>()
    for _ in 0..<50 {
      for diagnostic in FlowCompiler.validate(files).diagnostics.all
      where diagnostic.code == .undefinedReference {
        messages.insert(diagnostic.message)
      }
    }
    #expect(!messages.isEmpty)
    #expect(messages.count == 1, "\(messages.sorted())")
  }

  /// Fixed: a view screen's input named `send` was accepted, but collided with the `send:` closure
  /// every `make<Screen>` takes: the script driver's `makeHome(send: Bool, send: ...)` is an
  /// invalid redeclaration (ScriptDriverGenerator `conformances`; the coordinator's `Screens`
  /// protocol had the same duplicate parameter name). Validation now rejects the name.
  @Test func aScreenInputNamedSendIsRejected() throws {
    let file = SourceFile(
      path: "Main.flow.yaml",
      text: """
        flow: Main
        start: home
        screens:
          home:
            inputs: { send: true }
            events: { go: {} }
            on:
              go: stay

        """)
    // Rejected where it is written: the input would collide with the `send:` closure.
    let result = FlowCompiler.validate([file])
    #expect(result.module == nil)
    let error = try #require(result.diagnostics.all.first { $0.code == .invalidIdentifier })
    #expect(error.message.contains("cannot be named `send`"))
    #expect(error.range.start == .init(line: 5, column: 21))
  }

  /// Decided: locations come from libyaml's marks (YAMLEventParser.swift, `location(_:)`), which
  /// count a lone carriage return (and NEL, U+2028, U+2029) as a line break, while SourceLines,
  /// the renderer and every other location count only `\n`. After such a character in a file,
  /// every diagnostic points one line too far (possibly past the end of the file).
  @Test func aLoneCarriageReturnDoesNotShiftLocations() throws {
    let file = SourceFile(
      path: "A.flow.yaml",
      text: "flow: A\rstart: s\nscreens:\n  s:\n    bogus: 1\n")
    let diagnostic = try #require(FlowCompiler.validate([file]).diagnostics.all.first)
    #expect(diagnostic.message.contains("bogus"), "\(diagnostic)")
    // A lone CR breaks a line in YAML, as in libyaml and flowc's snippets: `bogus` is on line 5.
    #expect(diagnostic.range.start.line == 5, "\(diagnostic.range)")
    #expect(SourceLines(file.bytes).text(ofLine: 5) == "    bogus: 1")
  }

  // MARK: Helpers

  /// Validates twice, renders the diagnostics every way, and for a valid module generates twice
  /// and runs it briefly; returns what went wrong.
  static func checkPipeline(
    _ files: [SourceFile], seed: UInt64, valid: inout Int
  ) -> [String] {
    var problems: [String] = []
    let first = FlowCompiler.validate(files)
    let second = FlowCompiler.validate(files)
    if first.diagnostics != second.diagnostics {
      let (a, b) = (first.diagnostics.all, second.diagnostics.all)
      let index =
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(a.count, b.count)
      let describe = { (list: [Diagnostic]) in
        index < list.count ? "\(list[index])" : "nothing (\(list.count) diagnostics)"
      }
      problems.append(
        "validating the same bytes twice gave different diagnostics; at position \(index):\n"
          + "\(describe(a))\n-- and --\n\(describe(b))")
    }
    if first.module?.flows != second.module?.flows || first.module?.enums != second.module?.enums {
      problems.append("validating the same bytes twice gave different modules")
    }
    let paths = Dictionary(files.map { ($0.path, $0.bytes) }) { a, _ in a }
    for diagnostic in first.diagnostics.all {
      let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
      for range in ranges {
        guard let bytes = paths[range.file] else {
          problems.append("`\(diagnostic.message)` is located in unknown file `\(range.file)`")
          continue
        }
        if let problem = Self.outside(range.start, bytes) {
          problems.append("`\(diagnostic.message)` at \(range): \(problem)")
        }
      }
    }
    _ = DiagnosticRenderer(files: files, colors: true).render(first.diagnostics)
    _ = DiagnosticRenderer.json(first.diagnostics)
    _ = DiagnosticRenderer.sarif(first.diagnostics, version: "0")
    _ = DiagnosticRenderer.github(first.diagnostics)
    if first.diagnostics.hasErrors != (first.module == nil) {
      problems.append("a module was returned together with errors, or none without")
    }
    guard let module = first.module else { return problems }
    valid += 1
    let generated = SwiftGenerator.generate(module, scriptDriver: true)
    if generated != SwiftGenerator.generate(module, scriptDriver: true) {
      problems.append("generating twice gave different files")
    }
    guard let root = module.rootFlows.first ?? module.flows.first else { return problems }
    var explorer = MachineExplorer(module: module, rng: SplitMix64(seed: seed ^ 0x5EED))
    problems += explorer.explore(root: root.name, steps: 40)
    return problems
  }

  /// Why `location` is not inside the file, or nil when it is: a 1-based line of the file and a
  /// column at most one past the line's last character.
  static func outside(_ location: FlowSpec.SourceLocation, _ bytes: [UInt8]) -> String? {
    guard location.line >= 1, location.column >= 1 else { return "not 1-based" }
    // Lines as libyaml and the renderer break them (LF, CR, CR LF, NEL, LS, PS).
    guard let line = SourceLines(bytes).text(ofLine: location.line) else {
      return "line \(location.line) past the file's lines"
    }
    let scalars = line.unicodeScalars.count
    guard location.column <= scalars + 1 else {
      return "column \(location.column) past the line's \(scalars) characters"
    }
    return nil
  }

  /// Each example folder's flow files, as one module each.
  static func exampleModules() throws -> [[SourceFile]] {
    let examples = Repository.url("Examples")
    let manager = FileManager.default
    return try manager.contentsOfDirectory(atPath: examples.path).sorted().compactMap { folder in
      let directory = examples.appendingPathComponent(folder)
      guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else {
        return nil
      }
      let files = try names.filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
        SourceFile(
          path: "\(folder)/\(name)",
          bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
      }
      return files.isEmpty ? nil : files
    }
  }

  /// Type-checks generated files with stand-ins for the app types, in one `swiftc` run (Swift 6,
  /// warnings as errors, as an app compiles them).
  static func typecheck(_ files: [GeneratedFile], appTypes: [String]) throws -> (Int32, String) {
    try GeneratedCompilation.typecheck(files, appTypes: appTypes)
  }

}

/// Drives a `FlowMachine` with random inputs: events of the top screen with well-typed random
/// payloads, system back and swipe; answers missing environment values and retries; restarts the
/// root flow when it finishes. Reports an `inconsistent` error, any error a well-formed input
/// should not get, and a state whose active flow is not on the top screen.
struct MachineExplorer {
  /// What a run did.
  struct Totals: CustomStringConvertible {
    /// Inputs the machine carried out.
    var accepted = 0
    /// Inputs it refused (back at a stack's root, nothing to dismiss or a swipe not allowed,
    /// arithmetic overflow).
    var refused = 0
    /// Environment values answered.
    var answers = 0
    /// Times the root flow finished.
    var finishes = 0
    /// Effects emitted.
    var effects = 0
    /// Runs ended by the known bug of a modal dismissed with the child that replaced its screens.

    /// Adds another run's totals.
    mutating func add(_ other: Totals) {
      accepted += other.accepted
      refused += other.refused
      answers += other.answers
      finishes += other.finishes
      effects += other.effects
    }

    /// A one-line summary.
    var description: String {
      "\(accepted) accepted, \(refused) refused, \(answers) environment answers, "
        + "\(finishes) root finishes, \(effects) effects"
    }
  }

  let module: ValidatedModule
  let machine: FlowMachine
  var rng: SplitMix64
  var environment: [String: Value] = [:]
  var totals = Totals()
  var trail: [String] = []
  /// The screens recorded from the top screen of every state reached.
  var coverage: Coverage?
  /// Every screen on the stacks of every state reached: what `coverage` must have recorded.
  var everyScreen = Set<String>()
  /// For a random module, the layout its generator planned at each node: every state reached
  /// must show each running flow's screens on the stacks the plan says (`layoutProblem`).
  var layouts: [String: [String: NodeLayout]]?

  init(module: ValidatedModule, rng: SplitMix64) {
    self.module = module
    self.machine = FlowMachine(module: module)
    self.rng = rng
  }

  /// Starts `root` and takes `steps` random inputs; returns the problems found.
  mutating func explore(root: String, steps: Int) -> [String] {
    guard let flow = module.flow(named: root) else { return ["no flow `\(root)`"] }
    coverage = Coverage(module: module, root: root)
    let problems = walk(flow, steps: steps)
    guard problems.isEmpty, let coverage,
      Set(coverage.shownScreens.map(\.description)) != everyScreen
    else { return problems }
    let shown = coverage.shownScreens.map(\.description).sorted()
    return [
      "the top screens of the states reached are \(shown), the screens shown \(everyScreen.sorted())"
    ]
  }

  /// Records the screens of a state reached.
  private mutating func reached(_ state: MachineState) {
    coverage?.recordTopScreen(in: state)
    for stack in state.stacks {
      for entry in stack.entries {
        if let frame = state.frames.first(where: { $0.id == entry.frame }) {
          everyScreen.insert("\(frame.flow).\(entry.screen)")
        }
      }
    }
  }

  /// Starts `flow` and takes `steps` random inputs, restarting it when it finishes.
  private mutating func walk(_ flow: Flow, steps: Int) -> [String] {
    var state: MachineState
    switch start(flow) {
    case .success(let started):
      state = started
      reached(state)
    case .failure(let problem): return problem.description.isEmpty ? [] : [problem.description]
    }
    for _ in 0..<steps {
      if state.finished != nil {
        totals.finishes += 1
        trail.append("(restart)")
        switch start(flow) {
        case .success(let started):
          state = started
          reached(state)
        case .failure(let problem): return problem.description.isEmpty ? [] : [problem.description]
        }
        continue
      }
      if let problem = invariantProblem(state) ?? layoutProblem(state) {
        return [problem + "\nstate: \(Self.describe(state))\n" + trailText]
      }
      if rng.chance(0.05) { environment.removeAll() }
      let input = randomInput(state)
      trail.append("\(input) @ \(Self.describe(state))")
      if trail.count > 12 { trail.removeFirst() }
      var attempts = 0
      retry: while true {
        attempts += 1
        guard attempts < 100 else { return ["an input kept asking for answers\n" + trailText] }
        let light = Result { () throws(MachineError) in
          try machine.step(state, input, environment: environment, updates: false)
        }
        do throws(MachineError) {
          let (next, effects) = try machine.step(state, input, environment: environment)
          let told = effects.filter { if case .update = $0 { false } else { true } }
          guard case .success(let (lightState, lightEffects)) = light, lightState == next,
            lightEffects == told
          else {
            return ["the step without updates differs for input \(input)\n" + trailText]
          }
          state = next
          reached(state)
          totals.accepted += 1
          totals.effects += effects.count
          break retry
        } catch {
          guard case .failure(error) = light else {
            return ["the step without updates did not fail with \(error)\n" + trailText]
          }
          switch error {
          case .missingEnvironment(let name, _):
            guard answer(name) else { return ["no type for environment `\(name)`"] }
          case .nothingToGoBack, .nothingToDismiss, .swipeNotAllowed, .overflow:
            totals.refused += 1
            break retry
          default:
            return [
              "machine error: \(error)\nfor input \(input) in state \(Self.describe(state))\n"
                + trailText
            ]
          }
        }
      }
    }
    return []
  }

  /// A problem to report, or an empty description when the flow cannot start for an allowed
  /// reason (overflow computing a default).
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  private mutating func start(_ flow: Flow) -> Result<MachineState, Problem> {
    var inputs: [String: Value] = [:]
    for input in flow.inputs { inputs[input.name] = randomValue(input.type) }
    for _ in 0..<100 {
      do throws(MachineError) {
        let (state, effects) = try machine.start(
          flow: flow.name, inputs: inputs, environment: environment)
        totals.accepted += 1
        totals.effects += effects.count
        return .success(state)
      } catch {
        switch error {
        case .missingEnvironment(let name, _):
          guard answer(name) else {
            return .failure(Problem(description: "no type for environment `\(name)`"))
          }
        case .overflow:
          return .failure(Problem(description: ""))
        default:
          return .failure(Problem(description: "machine error at start: \(error)\n" + trailText))
        }
      }
    }
    return .failure(Problem(description: "start kept asking for answers"))
  }

  private mutating func answer(_ name: String) -> Bool {
    guard let type = module.environmentType(named: name) else { return false }
    totals.answers += 1
    environment[name] = randomValue(type)
    trail.append("(answer \(name) = \(environment[name]!))")
    return true
  }

  /// The active flow must be on the top screen, which must be a view screen of its flow; every
  /// screen belongs to a running flow, and a flow's screens lie above those of the flows before
  /// it (what `update` and cancelling search by).
  private func invariantProblem(_ state: MachineState) -> String? {
    var below = Int.min
    for stack in state.stacks {
      for entry in stack.entries {
        guard entry.frame >= below, state.frames.contains(where: { $0.id == entry.frame }) else {
          return "the screen `\(entry.screen)` of frame \(entry.frame) is out of order"
        }
        below = entry.frame
      }
    }
    let active = state.active
    guard let flow = machine.flow(of: active), let screen = flow.screen(named: active.node) else {
      return "the active flow `\(active.flow)` is on an unknown node `\(active.node)`"
    }
    if screen.childFlow != nil {
      return "the active flow `\(active.flow)` is on child node `\(active.node)`"
    }
    guard let top = state.topScreen, top.frame == active.id, top.screen == active.node else {
      return "the top screen \(String(describing: state.topScreen)) is not the active "
        + "`\(active.flow)`'s `\(active.node)`"
    }
    return nil
  }

  /// Each running flow's screens must be on the stacks its plan says, from the stack it was
  /// entered on: its parent's top stack there, or the one after it for a child node entered by
  /// `present`. A stack presented for a flow that still runs stays when a child at its first
  /// node finishes (docs/semantics.md, "Finishing").
  private func layoutProblem(_ state: MachineState) -> String? {
    guard let layouts else { return nil }
    var base = 0
    for frame in state.frames {
      guard let layout = layouts[frame.flow]?[frame.node] else {
        return "no layout planned for `\(frame.flow)`'s node `\(frame.node)`"
      }
      for (index, stack) in state.stacks.enumerated() {
        let shown = stack.entries.filter { $0.frame == frame.id }.map(\.screen)
        let planned =
          layout.stacks.indices.contains(index - base) ? layout.stacks[index - base] : []
        if shown != planned {
          return "`\(frame.flow)` on `\(frame.node)` shows \(shown) on stack \(index), its plan "
            + "\(planned) (its stacks from stack \(base): \(layout.stacks))"
        }
      }
      base += layout.stacks.count - 1 + (layout.presented ? 1 : 0)
    }
    return nil
  }

  /// Frames (`Flow@node`) and stacks (`[screen, ...]`), for a failure message.
  static func describe(_ state: MachineState) -> String {
    let frames = state.frames.map { "\($0.flow)#\($0.id)@\($0.node)" }.joined(separator: " > ")
    let stacks = state.stacks.map { stack in
      "[" + stack.entries.map { "\($0.screen)#\($0.frame)" }.joined(separator: ", ") + "]"
    }
    return frames + "; stacks " + stacks.joined(separator: " / ")
  }

  private var trailText: String { "last inputs:\n  " + trail.joined(separator: "\n  ") }

  private mutating func randomInput(_ state: MachineState) -> MachineInput {
    let events = machine.availableEvents(in: state)
    let roll = rng.below(10)
    if roll == 0 || (events.isEmpty && roll < 5) { return .systemBack }
    if roll == 1 || events.isEmpty { return .systemDismiss }
    let event = rng.pick(events)
    var payload: [String: Value] = [:]
    for field in event.parameters { payload[field.name] = randomValue(field.type) }
    return .event(event.name, payload: payload)
  }

  /// A random value of `type`.
  mutating func randomValue(_ type: ValueType) -> Value {
    switch type {
    case .string: return .string(rng.pick(["", "a", "é😀", "x'y", "\\(z)"]))
    case .int: return .int(rng.int(-5...20))
    case .double: return .double(Double(rng.int(-8...40)) / 4)
    case .bool: return .bool(rng.chance(0.5))
    case .date: return .date("2026-0\(rng.int(1...9))-1\(rng.int(0...9))T10:30:00Z")
    case .url: return .url("https://example.com/\(rng.int(0...9))")
    case .enumeration(let name):
      let cases = machine.enumCases[name] ?? []
      return cases.isEmpty ? .null : .enumCase(type: name, name: rng.pick(cases))
    case .app(let name): return .app(type: name, token: "t\(rng.int(0...9))")
    case .optional(let wrapped): return rng.chance(0.3) ? .null : randomValue(wrapped)
    case .array(let element):
      return .array((0..<rng.int(0...3)).map { _ in randomValue(element) })
    }
  }
}
