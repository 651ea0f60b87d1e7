import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// A presented flow whose first node is a child flow (issue 32, item 1): after the child
/// finishes, the generated coordinators show the flow's next screen in the stack presented for
/// it, as the runner does, for every navigation (`replace`, push, a further child, `finish`, then
/// push, `popTo`, `back`, system back and a swipe). The generated code is compiled with `swiftc`,
/// driven by its script driver, and its records compared with `FlowMachine`'s trace.
@Suite("Generated presented flows whose first node is a child match the runner")
struct PresentedStartParityTests {
  /// The runner's trace of a run from `P`'s start.
  static func trace(_ run: [String], machine: FlowMachine) throws -> [String] {
    var (state, effects) = try machine.start(flow: "P", inputs: [:], environment: [:])
    var trace = TraceRenderer.lines(effects)
    for step in run {
      let input: MachineInput =
        switch step {
        case ":back": .systemBack
        case ":swipe": .systemDismiss
        default: .event(step, payload: [:])
        }
      (state, effects) = try machine.step(state, input, environment: [:])
      trace += TraceRenderer.lines(effects)
    }
    return trace
  }

  @Test func theCompiledRecordsAreTheRunnersTrace() throws {
    let result = FlowCompiler.validate(PresentedStartFixtures.files)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
    let module = try #require(result.module)
    let machine = FlowMachine(module: module)
    let traces = try PresentedStartFixtures.runs.map { try Self.trace($0, machine: machine) }
    // What the runs are for: after `D` finishes, `C`'s screens go on the stack presented for it.
    #expect(traces[0].contains("set stack [second]"))
    #expect(traces[2].contains("set stack [eScreen]"))
    #expect(traces[5].contains("set stack [last]"))
    #expect(!traces.joined().contains { $0.hasPrefix("set stack [home,") })

    let runs = try GeneratedCompilation.driverRecords(
      SwiftGenerator.generate(module, scriptDriver: true), main: Self.main,
      prefix: "flowc-presented-start")
    #expect(runs == traces)
  }

  /// The program that drives each run through the generated coordinators and prints its records,
  /// each run followed by `---`.
  static var main: String {
    let runs = PresentedStartFixtures.runs.map { run in
      let steps = run.map { step in
        switch step {
        case ":back": "driver.back()"
        case ":swipe": "driver.swipe()"
        default: "_ = driver.send(\"\(step)\", fields: [:])"
        }
      }
      return """
        do {
          let driver = FlowScriptDriver(flow: "P", inputs: [:], environment: [:])!
          \(steps.joined(separator: "\n  "))
          print(driver.records.joined(separator: "\\n"))
          print("---")
        }
        """
    }
    return runs.joined(separator: "\n") + "\n"
  }
}
