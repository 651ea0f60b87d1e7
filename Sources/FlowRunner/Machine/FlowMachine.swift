import FlowSpec

/// The reference semantics of a validated module: a pure state machine.
///
/// `start` and `step` take a state and an input and return the next state with the effects, in
/// order. Nothing here prints or reads: a missing environment answer is an error
/// (`missingEnvironment`) after which the caller may answer and retry, with the state unchanged.
public struct FlowMachine: Sendable {
  /// What the machine prepares once, shared by every copy of it and every step.
  final class Prepared: Sendable {
    let module: ValidatedModule
    let programList: [FlowProgram]
    let programIndex: [String: Int]
    let enums: [String: [String]]

    init(_ module: ValidatedModule) {
      self.module = module
      self.programList = module.flows.enumerated().map { FlowProgram($1, position: $0) }
      self.programIndex = Dictionary(module.flows.enumerated().map { ($1.name, $0) }) {
        first, _ in first
      }
      self.enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    }
  }

  /// One reference, so copying the machine into each step costs one retain.
  let prepared: Prepared

  /// Prepares a machine for a module.
  public init(module: ValidatedModule) {
    prepared = Prepared(module)
  }

  /// The module being run.
  public var module: ValidatedModule { prepared.module }

  /// The prepared flow named `name`.
  func program(named name: String) -> FlowProgram? {
    prepared.programIndex[name].map { prepared.programList[$0] }
  }

  /// The enums of the module, by name (for parsing values).
  public var enumCases: [String: [String]] { prepared.enums }

  /// Starts `flow` as the root flow with its inputs.
  public func start(flow name: String, inputs: [String: Value], environment: [String: Value])
    throws(MachineError) -> (state: MachineState, effects: [Effect])
  {
    guard let program = program(named: name) else { throw .unknownFlow(name) }
    if let problem = Self.mismatch(
      inputs, program.flow.inputs, owner: "flow `\(name)`", noun: "input")
    {
      throw .input(problem)
    }
    var run = Execution(
      machine: self,
      state: MachineState(
        frames: [], stacks: [NavigationStack(entries: [], presenter: nil)], finished: nil,
        nextFrameID: 0),
      environment: environment)
    try run.startFlow(program, inputs: inputs, node: nil, placement: .root)
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
  /// type, a field not declared), or nil when they match exactly. `owner` is built only for a
  /// message.
  static func mismatch(
    _ values: [String: Value], _ fields: [Field], owner: @autoclosure () -> String, noun: String
  ) -> String? {
    if values.count == fields.count
      && fields.allSatisfy({ values[$0.name]?.conforms(to: $0.type) == true })
    {
      return nil
    }
    for field in fields {
      guard let value = values[field.name] else {
        return "\(owner()) needs \(noun) `\(field.name)` (\(field.type))"
      }
      guard value.conforms(to: field.type) else {
        return "\(noun) `\(field.name)` must be \(field.type), not \(value)"
      }
    }
    let extra = values.keys.sorted().first { key in !fields.contains { $0.name == key } }
    return extra.map { "\(owner()) has no \(noun) `\($0)`" }
  }

  /// The flow a frame runs.
  public func flow(of frame: FlowFrame) -> Flow? { program(named: frame.flow)?.flow }

  /// The events the top screen can send now (empty once the root flow has finished).
  public func availableEvents(in state: MachineState) -> [Signature] {
    guard state.finished == nil, let program = program(named: state.active.flow),
      let screen = program.screen(state.active.node)
    else { return [] }
    return program.flow.screens[screen].events
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
    effects.reserveCapacity(8)
  }

  /// The prepared flow a frame runs.
  func program(_ frameIndex: Int) throws(MachineError) -> FlowProgram {
    let position = state.frames[frameIndex].program
    guard machine.prepared.programList.indices.contains(position) else {
      throw .unknownFlow(state.frames[frameIndex].flow)
    }
    return machine.prepared.programList[position]
  }

  func evaluator(_ frameIndex: Int, event: [String: Value] = [:]) -> Evaluator {
    let frame = state.frames[frameIndex]
    return Evaluator(
      inputs: frame.inputs, context: frame.context, environment: environment, event: event)
  }

  /// Shows the emptied stack as empty after all, when nothing set its contents.
  mutating func flushEmptiedStack() {
    guard emptiedStack else { return }
    emptiedStack = false
    effects.append(.navigation(.setStack(screens: [])))
  }

  // MARK: Starting flows

  /// Pushes a frame for `program`'s flow, sets its defaults, and shows its first screen by
  /// `placement`.
  mutating func startFlow(
    _ program: FlowProgram, inputs: [String: Value], node: String?, placement: Placement
  )
    throws(MachineError)
  {
    let flow = program.flow
    var frame = FlowFrame(
      id: state.nextFrameID, flow: flow.name, node: "", inputs: inputs, context: [:],
      program: program.position)
    state.nextFrameID += 1
    let defaults = Evaluator(inputs: inputs, context: [:], environment: environment, event: [:])
    for (field, value) in zip(flow.context, program.contextDefaults) {
      if let value {
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
    let evaluator = evaluator(index)
    for (position, choice) in flow.start.enumerated() {
      let (condition, text) = program.startConditions[position]
      if let condition, !(try evaluator.bool(condition)) { continue }
      if flow.start.count > 1 || condition != nil {
        effects.append(.startChoice(flow: flow.name, index: position, condition: text))
      }
      try enter(choice.target, frameIndex: index, placement: placement)
      return
    }
    throw .inconsistent("no start choice of `\(flow.name)` holds")
  }

  /// Shows a view screen, or starts the child flow of a child node, for the frame.
  mutating func enter(_ target: String, frameIndex: Int, placement: Placement) throws(MachineError)
  {
    let program = try program(frameIndex)
    guard let screenIndex = program.screen(target) else {
      throw .inconsistent("`\(program.flow.name)` has no screen `\(target)`")
    }
    state.frames[frameIndex].node = target
    if let childName = program.flow.screens[screenIndex].childFlow {
      guard let child = machine.program(named: childName) else { throw .unknownFlow(childName) }
      let evaluator = evaluator(frameIndex)
      var inputs: [String: Value] = [:]
      for input in program.screenInputs[screenIndex] {
        inputs[input.name] = try evaluator.evaluate(input.value)
      }
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
      state.stacks[top].append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    case .push:
      state.stacks[top].append(entry)
      effects.append(.navigation(.push(screen: target)))
    case .present(let presenter):
      flushEmptiedStack()
      state.stacks.append(NavigationStack(entries: [entry], presenter: presenter))
      effects.append(.navigation(.present(screen: target)))
    case .replace:
      state.stacks[top].append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    }
  }
}
