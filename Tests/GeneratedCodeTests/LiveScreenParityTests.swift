import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// The generated coordinators tell the same screens their new inputs, in the same order, as the
/// runner: screens below the one that set a field, a screen the step shows or pops, a parent's
/// screens under a finishing child (on two stacks), an equal value, the root's finish, a flow
/// running at two depths, and inputs that read sensitive values. The generated code is compiled
/// with `swiftc`, driven by its script driver, and its records compared with `FlowMachine`'s trace.
@Suite("Generated live screens match the runner")
struct LiveScreenParityTests {
  static let files = [
    SourceFile(path: "Notes.flow.yaml", text: LiveScreenFixtures.notes),
    SourceFile(path: "Editor.flow.yaml", text: LiveScreenFixtures.editor),
    SourceFile(
      path: "Nest.flow.yaml",
      text: """
        flow: Nest
        inputs: { depth: Int }
        context: { label: { type: String, default: "'start'" } }
        results: { done: {} }
        start: page
        screens:
          page:
            inputs: { label: label, depth: depth }
            events: { deeper: {}, relabel: { text: String }, up: {} }
            on:
              deeper: child
              relabel: { set: { label: event.text } }
              up: { finish: done }
          child:
            flow: Nest
            inputs: { depth: "depth + 1" }
            on: { done: { set: { label: "'back'" } } }
        """),
    SourceFile(
      path: "Vault.flow.yaml",
      text: """
        flow: Vault
        context:
          pin: { type: String, default: "''", sensitive: true }
          tries: { type: Int, default: 0 }
        environment:
          apiKey: { type: String, sensitive: true }
          theme: String
        start: lock
        screens:
          lock:
            inputs: { shown: pin, key: apiKey, tries: tries, theme: theme }
            events: { entered: { pin: { type: String, sensitive: true } } }
            on:
              entered: { set: { pin: event.pin, tries: "tries + 1" } }
        """),
  ]

  /// A run: the root flow, its inputs, environment answers, and its inputs (`:back` is system
  /// back); every value is a string but the Int input `depth`.
  struct Run {
    var flow: String
    var inputs: [String: String] = [:]
    var environment: [String: String] = [:]
    var steps: [(event: String, fields: [String: String])]
  }

  static let runs = [
    Run(
      flow: "Notes",
      steps: [
        ("open", [:]), ("rename", ["title": "A"]), ("bump", [:]), ("again", [:]), ("close", [:]),
        ("edit", [:]), ("typed", ["text": "Trip"]), ("save", [:]), (":back", [:]),
        ("rename", ["title": "untitled"]), ("finish", [:]),
      ]),
    Run(
      flow: "Nest", inputs: ["depth": "0"],
      steps: [("deeper", [:]), ("relabel", ["text": "inner"]), ("up", [:])]),
    Run(
      flow: "Vault", environment: ["apiKey": "k3y", "theme": "dark"],
      steps: [("entered", ["pin": "4242"])]),
  ]

  static func value(_ name: String, _ text: String) -> Value {
    name == "depth" ? .int(Int(text)!) : .string(text)
  }

  /// The runner's trace of a run.
  static func trace(_ run: Run, machine: FlowMachine) throws -> [String] {
    let environment = run.environment.reduce(into: [:]) { $0[$1.key] = value($1.key, $1.value) }
    var (state, effects) = try machine.start(
      flow: run.flow,
      inputs: run.inputs.reduce(into: [:]) { $0[$1.key] = value($1.key, $1.value) },
      environment: environment)
    var trace = TraceRenderer.lines(effects)
    for step in run.steps {
      let input: MachineInput =
        step.event == ":back"
        ? .systemBack
        : .event(step.event, payload: step.fields.mapValues { Value.string($0) })
      (state, effects) = try machine.step(state, input, environment: environment)
      trace += TraceRenderer.lines(effects)
    }
    return trace
  }

  /// Swift source of a dictionary of strings.
  static func literal(_ values: [String: String]) -> String {
    values.isEmpty
      ? "[:]"
      : "["
        + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
        .joined(separator: ", ") + "]"
  }

  @Test func theCompiledRecordsAreTheRunnersTrace() throws {
    let result = FlowCompiler.validate(Self.files)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
    let module = try #require(result.module)
    let machine = FlowMachine(module: module)
    let traces = try Self.runs.map { try Self.trace($0, machine: machine) }
    // What the runs are for: each case shows in the runner's trace.
    let all = traces.joined()
    #expect(all.contains(#"update Notes.detail(title: "again")"#))
    #expect(all.contains(#"update Editor.form(draft: "Trip")"#))
    #expect(traces[0].last == "Notes finished: done")
    #expect(traces[1].filter { $0.hasPrefix("update") }.count == 2)
    #expect(
      traces[2].last
        == #"update Vault.lock(shown: <sensitive>, key: <sensitive>, tries: 1, theme: "dark")"#)

    let runs = try GeneratedCompilation.driverRecords(
      SwiftGenerator.generate(module, scriptDriver: true), main: Self.main, prefix: "flowc-live")
    #expect(runs == traces)
  }

  /// The program that drives each run through the generated coordinators and prints its records,
  /// each run followed by `---`.
  static var main: String {
    let runs = Self.runs.map { run in
      let steps = run.steps.map { step in
        step.event == ":back"
          ? "driver.back()"
          : "_ = driver.send(\"\(step.event)\", fields: \(literal(step.fields)))"
      }
      return """
        do {
          let driver = FlowScriptDriver(
            flow: "\(run.flow)", inputs: \(literal(run.inputs)),
            environment: \(literal(run.environment)))!
          \(steps.joined(separator: "\n  "))
          print(driver.records.joined(separator: "\\n"))
          print("---")
        }
        """
    }
    return runs.joined(separator: "\n") + "\n"
  }
}
