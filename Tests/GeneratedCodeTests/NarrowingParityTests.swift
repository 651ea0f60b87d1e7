import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Guards that narrow optionals (`when: x != nil`) of each kind (an input, a context field, an
/// environment value, `event.x`), in the conjuncts after the test and in `set`, `do` and
/// `finish`: the generated code compiles without warnings (it binds each with `if let`), and its
/// records are the runner's trace, nil or not.
@Suite("Generated narrowing matches the runner")
struct NarrowingParityTests {
  static let order = """
    flow: Order
    inputs: { coupon: Int? }
    context:
      order: Int?
      chosen: Int
      note: { type: String, default: "''" }
    environment: { promo: Int? }
    actions:
      ship: { order: Int }
      apply: { coupon: Int, promo: Int }
    results:
      done: { order: Int, note: String }
    start: list
    screens:
      list:
        view: ListViewController
        events: { pick: { id: Int? }, go: {}, reset: {} }
        on:
          pick:
            - when: event.id != nil && event.id > 3
              set: { order: event.id, chosen: event.id }
              push: detail
            - when: event.id != nil
              set: { order: event.id, chosen: "event.id + 100" }
              push: detail
            - stay
          go:
            - when: coupon != nil && promo != nil && coupon > promo
              do: { apply: { coupon: coupon, promo: promo } }
            - stay
          reset: { set: { order: nil } }
      detail:
        view: DetailViewController
        inputs: { chosen: chosen, order: order }
        events: { confirm: {} }
        on:
          confirm:
            - when: order != nil
              set: { chosen: order }
              do: { ship: { order: order } }
              finish: { done: { order: order, note: note } }
            - back
    """

  /// A run: its input and environment answer (`nil` or an Int) and its steps.
  struct Run {
    var inputs: [String: String]
    var environment: [String: String]
    var steps: [(event: String, fields: [String: String])]
  }

  static let runs = [
    Run(
      inputs: ["coupon": "7"], environment: ["promo": "3"],
      steps: [("go", [:]), ("pick", ["id": "nil"]), ("pick", ["id": "2"]), ("confirm", [:])]),
    Run(
      inputs: ["coupon": "nil"], environment: ["promo": "nil"],
      steps: [("reset", [:]), ("go", [:]), ("pick", ["id": "9"]), ("confirm", [:])]),
    Run(
      inputs: ["coupon": "1"], environment: ["promo": "3"],
      steps: [("go", [:]), ("pick", ["id": "4"]), ("confirm", [:])]),
  ]

  static func value(_ text: String) -> Value { text == "nil" ? .null : .int(Int(text)!) }

  /// The runner's trace of a run.
  static func trace(_ run: Run, machine: FlowMachine) throws -> [String] {
    let environment = run.environment.mapValues(value)
    var (state, effects) = try machine.start(
      flow: "Order", inputs: run.inputs.mapValues(value), environment: environment)
    var trace = TraceRenderer.lines(effects)
    for step in run.steps {
      (state, effects) = try machine.step(
        state, .event(step.event, payload: step.fields.mapValues(value)),
        environment: environment)
      trace += TraceRenderer.lines(effects)
    }
    return trace
  }

  @Test func theCompiledRecordsAreTheRunnersTrace() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Order.flow.yaml", text: Self.order)])
    #expect(result.diagnostics.sorted.isEmpty, "\(result.diagnostics.sorted.map(\.message))")
    let module = try #require(result.module)
    let traces = try Self.runs.map { try Self.trace($0, machine: FlowMachine(module: module)) }
    // What the runs are for: each narrowed alternative is taken, and each is passed over.
    let all = traces.joined()
    #expect(all.contains("action apply(coupon: 7, promo: 3)"))
    #expect(all.contains("set chosen = 102"))
    #expect(all.contains("set chosen = 9"))
    #expect(all.contains("Order finished: done(order: 4, note: \"\")"))
    #expect(!traces[1].contains { $0.contains("action apply") })
    #expect(!traces[2].contains { $0.contains("action apply") })

    let runs = try GeneratedCompilation.driverRecords(
      SwiftGenerator.generate(module, scriptDriver: true), main: Self.main,
      prefix: "flowc-narrowing")
    #expect(runs == traces)
  }

  /// The program that drives each run through the generated coordinator and prints its records,
  /// each run followed by `---`.
  static var main: String {
    Self.runs.map { run in
      let steps = run.steps.map { step in
        "_ = driver.send(\"\(step.event)\", fields: \(LiveScreenParityTests.literal(step.fields)))"
      }
      return """
        do {
          let driver = FlowScriptDriver(
            flow: "Order", inputs: \(LiveScreenParityTests.literal(run.inputs)),
            environment: \(LiveScreenParityTests.literal(run.environment)))!
          \(steps.joined(separator: "\n  "))
          print(driver.records.joined(separator: "\\n"))
          print("---")
        }
        """
    }.joined(separator: "\n") + "\n"
  }
}
