import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// `close` in the generated coordinators pops where the screen was pushed and dismisses where it
/// is a presented stack's root, as the runner does. The generated code is compiled with `swiftc`,
/// driven by its script driver, and its records compared with `FlowMachine`'s trace.
@Suite("Generated close matches the runner")
struct CloseParityTests {
  @Test func theCompiledRecordsAreTheRunnersTrace() throws {
    let result = FlowCompiler.validate(CloseFixtures.files)
    #expect(result.diagnostics.sorted.isEmpty, "\(result.diagnostics.sorted.map(\.message))")
    let module = try #require(result.module)
    let machine = FlowMachine(module: module)
    var traces: [[String]] = []
    for run in CloseFixtures.runs {
      var (state, effects) = try machine.start(flow: "Receipt", inputs: [:], environment: [:])
      var trace = TraceRenderer.lines(effects)
      for event in run {
        (state, effects) = try machine.step(state, .event(event, payload: [:]), environment: [:])
        trace += TraceRenderer.lines(effects)
      }
      traces.append(trace)
    }
    // Both ways of closing are taken.
    #expect(traces.joined().contains("pop") && traces.joined().contains("dismiss"))

    let main =
      CloseFixtures.runs.map { run in
        """
        do {
          let driver = FlowScriptDriver(flow: "Receipt", inputs: [:], environment: [:])!
          \(run.map { "_ = driver.send(\"\($0)\", fields: [:])" }.joined(separator: "\n  "))
          print(driver.records.joined(separator: "\\n"))
          print("---")
        }
        """
      }.joined(separator: "\n") + "\n"
    let runs = try GeneratedCompilation.driverRecords(
      SwiftGenerator.generate(module, scriptDriver: true), main: main, prefix: "flowc-close")
    #expect(runs == traces)
  }
}
