import FlowRunner
import FlowSpec
import Testing

/// Child flows that start child flows: the limit on flows running at once, and runs far deeper
/// than the native stack could hold (the machine starts and finishes flows in loops).
@Suite("Flow depth")
struct FlowDepthTests {
  /// Starts itself as a child while `n > 0`, with `n - 1`: `n + 1` flows run at once.
  static let countdown = """
    flow: Countdown
    inputs: { n: Int }
    results: { done: {} }
    start: [ { when: n > 0, to: c }, { to: s } ]
    screens:
      s: { view: V, events: { go: {} }, on: { go: { finish: done } } }
      c: { flow: Countdown, inputs: { n: n - 1 }, on: { done: { finish: done } } }
    """

  /// Each `again` pushes one more child of itself; `go` finishes the flow on top.
  static let again = """
    flow: Again
    results: { done: {} }
    start: s
    screens:
      s: { view: V, events: { again: {}, go: {} }, on: { again: c, go: { finish: done } } }
      c: { flow: Again, on: { done: stay } }
    """

  @Test func aStartThatWouldRunOneFlowTooManyIsAnError() throws {
    let files = [SourceFile(path: "F.flow.yaml", text: Self.countdown)]
    let module = try #require(FlowCompiler.validate(files).module)
    let machine = FlowMachine(module: module)
    #expect(machine.flowLimit == 100)
    let (state, _) = try machine.start(
      flow: "Countdown", inputs: ["n": .int(99)], environment: [:])
    #expect(state.frames.count == 100)
    #expect(throws: MachineError.tooManyFlows(flow: "Countdown", node: "c", limit: 100)) {
      try machine.start(flow: "Countdown", inputs: ["n": .int(100)], environment: [:])
    }
    #expect(
      MachineError.tooManyFlows(flow: "Countdown", node: "c", limit: 100).description
        == "starting child flow `Countdown` at `c` would run 101 flows at once (the limit is "
        + "100); a flow that starts itself must be able to stop")
  }

  @Test func aStepThatWouldRunOneFlowTooManyLeavesTheStateAsItWas() throws {
    var run = try MachineHarness(Self.again, flow: "Again", flowLimit: 3)
    try run.send("again")
    try run.send("again")
    #expect(run.frames == "Again@c > Again@c > Again@s")
    let before = run.state
    #expect(throws: MachineError.tooManyFlows(flow: "Again", node: "c", limit: 3)) {
      try run.send("again")
    }
    #expect(run.state == before)
    // The run goes on from where it was.
    try run.send("go")
    #expect(run.frames == "Again@c > Again@s")
  }

  @Test func twentyThousandNestedFlowsStartAndFinishWithoutNativeRecursion() throws {
    let depth = 20_000
    var run = try MachineHarness(
      Self.countdown, flow: "Countdown", inputs: ["n": .int(depth - 1)], flowLimit: depth)
    #expect(run.state.frames.count == depth)
    #expect(run.stacks == "[s]")
    let lines = try run.send("go")
    #expect(run.state.finished?.result == "done")
    // Each flow finishes, and its parent's handler finishes the parent: one cascade.
    #expect(lines.filter { $0 == "Countdown finished: done" }.count == depth)
    #expect(lines.last == "Countdown finished: done")
  }

  @Test func deepStacksOfChildFlowsAreCancelledByOneDismissal() throws {
    // Each `again` presents a child: a stack per flow; dismissing the top one cancels one flow,
    // and the frames left are those still showing a screen.
    let presented = """
      flow: Again
      results: { done: {} }
      start: s
      screens:
        s: { view: V, events: { again: {} }, on: { again: { present: c } } }
        c: { flow: Again, on: { done: stay } }
      """
    var run = try MachineHarness(presented, flow: "Again", flowLimit: 5_000)
    for _ in 1..<5_000 { try run.send("again") }
    #expect(run.state.frames.count == 5_000)
    #expect(throws: MachineError.tooManyFlows(flow: "Again", node: "c", limit: 5_000)) {
      try run.send("again")
    }
    let lines = try run.send(.systemDismiss)
    #expect(lines == ["dismiss", "Again ended without a result"])
    #expect(run.state.frames.count == 4_999)
  }
}
