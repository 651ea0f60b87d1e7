import FlowSpec

/// The reference semantics of a validated module: a pure state machine.
///
/// `start` and `step` take a state and an input and return the next state with the effects, in
/// order. Nothing here prints or reads: a missing environment answer is an error
/// (`missingEnvironment`) after which the caller may answer and retry, with the state unchanged.
public struct FlowMachine: Sendable {
  /// What the machine prepares once, shared by every copy of it and every step.
  @usableFromInline final class Prepared: Sendable {
    @usableFromInline let module: ValidatedModule
    let programList: [FlowProgram]
    let programIndex: [String: Int]
    let enums: [String: [String]]
    let redaction: Redaction

    init(_ module: ValidatedModule) {
      self.module = module
      self.redaction = Redaction(module)
      let programIndex = Dictionary(module.flows.enumerated().map { ($1.name, $0) }) {
        first, _ in first
      }
      self.programIndex = programIndex
      let layouts = module.flows.map(FrameLayout.init)
      self.programList = module.flows.indices.map {
        FlowProgram(module.flows, position: $0, programIndex: programIndex, layouts: layouts)
      }
      self.enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    }
  }

  /// One reference, so copying the machine into each step costs one retain.
  @usableFromInline let prepared: Prepared

  /// The most flows that may run at once, the root included (`ValidatedModule.flowLimit` unless
  /// raised): a step that would start one more is an error (`tooManyFlows`).
  public let flowLimit: Int

  /// Prepares a machine for a module; `flowLimit` bounds the flows running at once (at least 1).
  public init(module: ValidatedModule, flowLimit: Int = ValidatedModule.flowLimit) {
    prepared = Prepared(module)
    self.flowLimit = max(1, flowLimit)
  }

  /// The module being run.
  @inlinable public var module: ValidatedModule { prepared.module }

  /// The prepared flow named `name`.
  func program(named name: String) -> FlowProgram? {
    prepared.programIndex[name].map { prepared.programList[$0] }
  }

  /// Whether the environment value `name` is declared sensitive by any flow.
  public func isSensitiveEnvironment(_ name: String) -> Bool {
    prepared.redaction.environment.contains(name)
  }

  /// The root result's payload as it may be shown: sensitive fields redacted.
  public func shownPayload(_ finished: FinishedFlow, flow: String) -> [NamedValue] {
    prepared.redaction.payload(finished.payload, flow: flow, result: finished.result)
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
    var values: [Slot] = []
    values.reserveCapacity(program.flow.inputs.count)
    for field in program.flow.inputs { values.append(inputs[field.name].map(Slot.value) ?? .unset) }
    var run = Execution(
      machine: self,
      state: MachineState(
        frames: [], stacks: [NavigationStack(entries: [], presenter: nil)], finished: nil,
        nextFrameID: 0),
      environment: environment)
    try run.startRoot(program, inputs: values)
    run.setUpTabs(program)
    return (run.state, prepared.redaction.apply(run.effects))
  }

  /// Applies one input. With `updates` false the step makes no `update` effects: its state, its
  /// other effects and its errors are those of the full step (the live screens' inputs are still
  /// evaluated, so it fails where the full step fails), for a caller that shows no screen.
  public func step(
    _ state: MachineState, _ input: MachineInput, environment: [String: Value],
    updates: Bool = true
  ) throws(MachineError) -> (state: MachineState, effects: [Effect]) {
    guard state.finished == nil else { throw .finished }
    var run = Execution(machine: self, state: state, environment: environment)
    run.tellsScreens = updates
    run.state.steps += 1
    switch input {
    case .event(let name, let payload): try run.receive(name, payload: payload)
    case .systemBack: try run.systemBack()
    case .systemDismiss: try run.systemDismiss()
    case .selectTab(let name): try run.selectTab(name)
    }
    run.flushEmptiedStack()
    try run.updateScreens()
    return (run.takeState(), prepared.redaction.apply(run.effects))
  }

  /// Whether `values` match the declared `fields` exactly (`mismatch` says how they do not).
  static func matches(_ values: [String: Value], _ fields: [(name: String, type: ValueType)])
    -> Bool
  {
    guard values.count == fields.count else { return false }
    for index in fields.indices {
      guard let value = values.value(named: fields[index].name),
        value.conforms(to: fields[index].type)
      else { return false }
    }
    return true
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
        let shown = field.isSensitive ? Field.placeholder : value.description
        return "\(noun) `\(field.name)` must be \(field.type), not \(shown)"
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
    /// Presented by the frame `presenter`, for its node at `node`.
    case present(presenter: Int, presentation: Presentation, node: Int)
    case replace
  }

  let machine: FlowMachine
  var state: MachineState
  var effects: [Effect] = []
  let environment: [String: Value]
  /// Set when a finishing child emptied the top stack: the parent's next navigation sets the
  /// stack's contents in one operation instead of showing an empty stack first.
  var emptiedStack = false
  /// The context slots the step set that some screen's inputs read, with the frames they belong
  /// to (`Execution.updateScreens`).
  var assigned: [(frame: Int, slot: Int)] = []
  /// Whether the step makes `update` effects (`FlowMachine.step(_:_:environment:updates:)`).
  var tellsScreens = true
  /// Whether a flow that set a field has live screens whose inputs can fail
  /// (`FlowProgram.liveInputsMayFail`).
  var assignedInputsMayFail = false

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
    Evaluator(slots: state.frames[frameIndex].slots, environment: environment, event: event)
  }

  /// The state, moved out of the run (left with an empty one) instead of copied: the step's
  /// result.
  mutating func takeState() -> MachineState {
    var taken = MachineState(frames: [], stacks: [], finished: nil, nextFrameID: 0)
    swap(&taken, &state)
    return taken
  }

  /// Shows the emptied stack as empty after all, when nothing set its contents.
  mutating func flushEmptiedStack() {
    guard emptiedStack else { return }
    emptiedStack = false
    effects.append(.navigation(.setStack(screens: [])))
  }

  // MARK: Starting flows

  /// Starts `program`'s flow as the root and shows its first screen.
  mutating func startRoot(_ program: FlowProgram, inputs: [Slot]) throws(MachineError) {
    let choice = try begin(program, inputs: inputs, node: nil)
    try enter(
      choice.target, named: choice.targetName, frameIndex: state.frames.count - 1,
      placement: .root)
  }

  /// Pushes a frame for `program`'s flow with its inputs (in declaration order), sets its
  /// defaults, and returns the start choice that holds. Throws `tooManyFlows` when the frame would
  /// be one more than the machine's limit.
  private mutating func begin(_ program: FlowProgram, inputs: [Slot], node: String?)
    throws(MachineError) -> FlowProgram.CompiledStart
  {
    let flow = program.flow
    guard state.frames.count < machine.flowLimit else {
      throw .tooManyFlows(flow: flow.name, node: node ?? "", limit: machine.flowLimit)
    }
    var slots = inputs
    slots.append(contentsOf: repeatElement(.unset, count: program.layout.context.count))
    // Defaults read the inputs and an unset context.
    let defaults = Evaluator(slots: slots, environment: environment, event: [:])
    for field in program.contextDefaults {
      if let value = field.value {
        slots[field.slot] = .value(try defaults.evaluate(value))
      } else if field.isOptional {
        slots[field.slot] = .value(.null)
      }
    }
    state.frames.append(
      FlowFrame(
        id: state.nextFrameID, screen: 0, program: program.position, slots: slots,
        layout: program.layout))
    state.nextFrameID += 1
    var ordered: [NamedValue] = []
    for (name, value) in zip(program.layout.inputs, inputs) {
      if case .value(let value) = value { ordered.append(NamedValue(name, value)) }
    }
    effects.append(.flowStarted(flow: flow.name, node: node, inputs: ordered))
    let evaluator = evaluator(state.frames.count - 1)
    for (position, choice) in program.start.enumerated() {
      if let condition = choice.condition, !(try evaluator.bool(condition)) { continue }
      if program.start.count > 1 || choice.condition != nil {
        effects.append(.startChoice(flow: flow.name, index: position, condition: choice.text))
      }
      return choice
    }
    throw .inconsistent("no start choice of `\(flow.name)` holds")
  }

  /// Shows a view screen for the frame: the screen at `position` of its flow, `name` (nil when
  /// the flow has no screen of that name). For a child-flow node it starts the child, and goes on
  /// to the child's first node, in a loop: a chain of child flows that start each other takes no
  /// native stack.
  mutating func enter(_ position: Int?, named name: String, frameIndex: Int, placement: Placement)
    throws(MachineError)
  {
    // The frame whose transition entered the node: a stack presented here is presented for it,
    // or for the child it starts at the node.
    let entering = frameIndex
    var (position, name, frameIndex) = (position, name, frameIndex)
    while true {
      let program = try program(frameIndex)
      guard let target = position else {
        throw .inconsistent("`\(program.flow.name)` has no screen `\(name)`")
      }
      state.frames[frameIndex].screen = target
      guard let childName = program.screens[target].childFlow else {
        let openedFor = state.frames[frameIndex > entering ? entering + 1 : entering].id
        show(
          target, named: name, frameIndex: frameIndex, placement: placement, openedFor: openedFor)
        return
      }
      guard let childPosition = program.screens[target].child else {
        throw .unknownFlow(childName)
      }
      let child = machine.prepared.programList[childPosition]
      let evaluator = evaluator(frameIndex)
      var inputs = [Slot](repeating: .unset, count: child.layout.inputs.count)
      for input in program.screens[target].inputs {
        let value = try evaluator.evaluate(input.value)
        if let slot = input.slot { inputs[slot] = .value(value) }
      }
      let choice = try begin(child, inputs: inputs, node: name)
      (position, name, frameIndex) = (choice.target, choice.targetName, state.frames.count - 1)
    }
  }

  /// Puts the view screen at `position` of the frame's flow on the stacks by `placement`; a
  /// presented stack is presented for the frame `openedFor` (`NavigationStack.opener`).
  private mutating func show(
    _ position: Int, named name: String, frameIndex: Int, placement: Placement, openedFor: Int
  ) {
    let entry = StackEntry(
      frame: state.frames[frameIndex].id, screen: name, position: position,
      shownAt: state.steps)
    let top = state.stacks.count - 1
    defer { emptiedStack = false }
    switch placement {
    case .root:
      state.stacks[0].entries = [entry]
      effects.append(.navigation(.setStack(screens: [name])))
    case .push where emptiedStack:
      state.stacks[top].append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    case .push:
      state.stacks[top].append(entry)
      effects.append(.navigation(.push(screen: name)))
    case .present(let presenter, let presentation, let node):
      flushEmptiedStack()
      var stack = NavigationStack(
        entries: [entry], presenter: presenter, presentation: presentation)
      stack.node = node
      stack.opener = openedFor
      state.stacks.append(stack)
      effects.append(.navigation(.present(screen: name, presentation: presentation)))
    case .replace:
      state.stacks[top].append(entry)
      effects.append(.navigation(.setStack(screens: state.stacks[top].entries.map(\.screen))))
    }
  }
}
