import FlowSpec

/// The reference semantics of a validated module: a pure state machine.
///
/// `start` and `step` take a state and an input and return the next state with the effects, in
/// order. Nothing here prints or reads: a missing environment answer is an error
/// (`missingEnvironment`) after which the caller may answer and retry, with the state unchanged.
public struct FlowMachine: Sendable {
  /// The module being run.
  public let module: ValidatedModule
  let flows: [String: Flow]
  let enums: [String: [String]]
  /// Each flow's screens by name, so a step finds its screen without scanning.
  let screenIndex: [String: [String: Int]]

  /// Prepares a machine for a module.
  public init(module: ValidatedModule) {
    self.module = module
    self.flows = Dictionary(module.flows.map { ($0.name, $0) }) { first, _ in first }
    self.enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    self.screenIndex = Dictionary(
      module.flows.map { flow in
        (
          flow.name,
          Dictionary(flow.screens.enumerated().map { ($1.name, $0) }) { first, _ in first }
        )
      }
    ) { first, _ in first }
  }

  /// The enums of the module, by name (for parsing values).
  public var enumCases: [String: [String]] { enums }

  /// Starts `flow` as the root flow with its inputs.
  public func start(flow name: String, inputs: [String: Value], environment: [String: Value])
    throws(MachineError) -> (state: MachineState, effects: [Effect])
  {
    guard let flow = flows[name] else { throw .unknownFlow(name) }
    if let problem = Self.mismatch(inputs, flow.inputs, owner: "flow `\(name)`", noun: "input") {
      throw .input(problem)
    }
    var run = Execution(
      machine: self,
      state: MachineState(
        frames: [], stacks: [NavigationStack(entries: [], presenter: nil)], finished: nil,
        nextFrameID: 0),
      environment: environment)
    try run.startFlow(flow, inputs: inputs, node: nil, placement: .root)
    return (run.state, run.effects)
  }

  /// Applies one input.
  public func step(_ state: MachineState, _ input: MachineInput, environment: [String: Value])
    throws(MachineError) -> (state: MachineState, effects: [Effect])
  {
    guard state.finished == nil else { throw .finished }
    var run = Execution(machine: self, state: state, environment: environment)
    switch input {
    case .event(let name, let payload): try run.receive(name, payload: payload)
    case .systemBack: try run.systemBack()
    case .systemDismiss: try run.systemDismiss()
    }
    run.flushEmptiedStack()
    return (run.state, run.effects)
  }

  /// What is wrong with `values` for the declared `fields` (a missing field, a value of another
  /// type, a field not declared), or nil when they match exactly.
  static func mismatch(_ values: [String: Value], _ fields: [Field], owner: String, noun: String)
    -> String?
  {
    for field in fields {
      guard let value = values[field.name] else {
        return "\(owner) needs \(noun) `\(field.name)` (\(field.type))"
      }
      guard value.conforms(to: field.type) else {
        return "\(noun) `\(field.name)` must be \(field.type), not \(value)"
      }
    }
    let extra = values.keys.sorted().first { key in !fields.contains { $0.name == key } }
    return extra.map { "\(owner) has no \(noun) `\($0)`" }
  }

  /// The screen `name` of `flow`, found through the index.
  func screen(_ name: String, of flow: Flow) -> Screen? {
    screenIndex[flow.name]?[name].map { flow.screens[$0] }
  }

  /// The flow a frame runs.
  public func flow(of frame: FlowFrame) -> Flow? { flows[frame.flow] }

  /// The events the top screen can send now (empty once the root flow has finished).
  public func availableEvents(in state: MachineState) -> [Signature] {
    guard state.finished == nil, let flow = flows[state.active.flow],
      let screen = screen(state.active.node, of: flow)
    else { return [] }
    return screen.events
  }
}

/// One start or step being carried out on a working copy of the state.
struct Execution {
  /// Where a flow's first screen goes.
  enum Placement {
    case root
    case push
    case present(presenter: Int)
    case replace
  }

  let machine: FlowMachine
  var state: MachineState
  var effects: [Effect] = []
  let environment: [String: Value]
  /// Set when a finishing child emptied the top stack: the parent's next navigation sets the
  /// stack's contents in one operation instead of showing an empty stack first.
  var emptiedStack = false

  init(machine: FlowMachine, state: MachineState, environment: [String: Value]) {
    self.machine = machine
    self.state = state
    self.environment = environment
  }

  func flow(_ frameIndex: Int) throws(MachineError) -> Flow {
    guard let flow = machine.flows[state.frames[frameIndex].flow] else {
      throw .unknownFlow(state.frames[frameIndex].flow)
    }
    return flow
  }

  func evaluator(_ frameIndex: Int, event: [String: Value] = [:]) throws(MachineError) -> Evaluator
  {
    Evaluator(
      frame: state.frames[frameIndex], flow: try flow(frameIndex), environment: environment,
      event: event)
  }

  /// Shows the emptied stack as empty after all, when nothing set its contents.
  mutating func flushEmptiedStack() {
    guard emptiedStack else { return }
    emptiedStack = false
    effects.append(.navigation(.setStack(screens: [])))
  }

  // MARK: Starting flows

  /// Pushes a frame for `flow`, sets its defaults, and shows its first screen by `placement`.
  mutating func startFlow(
    _ flow: Flow, inputs: [String: Value], node: String?, placement: Placement
  )
    throws(MachineError)
  {
    var frame = FlowFrame(
      id: state.nextFrameID, flow: flow.name, node: "", inputs: inputs, context: [:])
    state.nextFrameID += 1
    let defaults = Evaluator(frame: frame, flow: flow, environment: environment, event: [:])
    for field in flow.context {
      if let value = field.defaultValue {
        frame.context[field.name] = try defaults.evaluate(value)
      } else if field.type.isOptional {
        frame.context[field.name] = .null
      }
    }
    state.frames.append(frame)
    let ordered = flow.inputs.compactMap { field in
      inputs[field.name].map { NamedValue(field.name, $0) }
    }
    effects.append(.flowStarted(flow: flow.name, node: node, inputs: ordered))
    let index = state.frames.count - 1
    let evaluator = try evaluator(index)
    for (position, choice) in flow.start.enumerated() {
      if let condition = choice.condition, !(try evaluator.bool(condition)) { continue }
      if flow.start.count > 1 || choice.condition != nil {
        effects.append(
          .startChoice(flow: flow.name, index: position, condition: choice.condition?.description))
      }
      try enter(choice.target, frameIndex: index, placement: placement)
      return
    }
    throw .inconsistent("no start choice of `\(flow.name)` holds")
  }

  /// Shows a view screen, or starts the child flow of a child node, for the frame.
  mutating func enter(_ target: String, frameIndex: Int, placement: Placement) throws(MachineError)
  {
    let flow = try flow(frameIndex)
    guard let screen = machine.screen(target, of: flow) else {
      throw .inconsistent("`\(flow.name)` has no screen `\(target)`")
    }
    state.frames[frameIndex].node = target
    if let childName = screen.childFlow {
      guard let child = machine.flows[childName] else { throw .unknownFlow(childName) }
      let evaluator = try evaluator(frameIndex)
      var inputs: [String: Value] = [:]
      for input in screen.inputs { inputs[input.name] = try evaluator.evaluate(input.value) }
      try startFlow(child, inputs: inputs, node: target, placement: placement)
      return
    }
    let entry = StackEntry(frame: state.frames[frameIndex].id, screen: target)
    let top = state.stacks.count - 1
    defer { emptiedStack = false }
    switch placement {
    case .root:
      state.stacks[0].entries = [entry]
      effects.append(.navigation(.setStack(screens: [target])))
    case .push where emptiedStack:
      state.stacks[top].entries.append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    case .push:
      state.stacks[top].entries.append(entry)
      effects.append(.navigation(.push(screen: target)))
    case .present(let presenter):
      flushEmptiedStack()
      state.stacks.append(NavigationStack(entries: [entry], presenter: presenter))
      effects.append(.navigation(.present(screen: target)))
    case .replace:
      state.stacks[top].entries.append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    }
  }
}
