import FlowRunner
import FlowSpec
import Testing

/// Drives a `FlowMachine` over in-memory flow files and keeps the trace as text.
struct MachineHarness {
  let machine: FlowMachine
  var state: MachineState
  var environment: [String: Value]
  /// Every effect so far, rendered like `flowc run`'s trace.
  var trace: [String] = []

  init(
    _ texts: String..., flow: String, inputs: [String: Value] = [:],
    environment: [String: Value] = [:], flowLimit: Int = ValidatedModule.flowLimit
  )
    throws
  {
    let files = texts.enumerated().map {
      SourceFile(path: "F\($0.offset).flow.yaml", text: $0.element)
    }
    let result = FlowCompiler.validate(files)
    let text = DiagnosticRenderer(files: files, colors: false).render(result.diagnostics)
    let module = try #require(result.module, "\(text)")
    #expect(!result.diagnostics.hasErrors)
    machine = FlowMachine(module: module, flowLimit: flowLimit)
    self.environment = environment
    let (state, effects) = try machine.start(flow: flow, inputs: inputs, environment: environment)
    self.state = state
    trace = TraceRenderer.lines(effects)
  }

  /// Sends an input and returns its effects as trace lines.
  @discardableResult
  mutating func send(_ input: MachineInput) throws -> [String] {
    let (next, effects) = try machine.step(state, input, environment: environment)
    state = next
    let lines = TraceRenderer.lines(effects)
    trace += lines
    return lines
  }

  /// Sends an event with a payload.
  @discardableResult
  mutating func send(_ event: String, _ payload: [String: Value] = [:]) throws -> [String] {
    try send(.event(event, payload: payload))
  }

  /// The stacks as `[a, b] / [c]` with owning flows omitted.
  var stacks: String {
    state.stacks.map { "[" + $0.entries.map(\.screen).joined(separator: ", ") + "]" }.joined(
      separator: " / ")
  }

  /// The running flows, root first, each `Flow@node`.
  var frames: String { state.frames.map { "\($0.flow)@\($0.node)" }.joined(separator: " > ") }
}
