import FlowSpec

/// A walkthrough of one root flow: the machine plus what a person at the keyboard needs (undo,
/// environment answers kept across steps, values read from text, coverage). Still no I/O.
public struct Walkthrough: Sendable {
  /// The machine.
  public let machine: FlowMachine
  /// The root flow.
  public let rootFlow: String
  /// The current state.
  public private(set) var state: MachineState
  /// The environment answers given so far.
  public private(set) var environment: [String: Value]
  /// The transitions taken so far.
  public private(set) var coverage: Coverage
  /// The steps taken so far, oldest first: the inputs carried out (less those undone) and the
  /// environment answers given, as lines of a walkthrough script that takes them again.
  public private(set) var steps: [WalkthroughStep] = []
  private var history: [MachineState] = []

  /// Starts `flow` with inputs and environment answers given as text (`--input`, `--env`).
  ///
  /// Returns the walkthrough and the start's effects. A start guard needing an environment value
  /// that is not given throws `missingEnvironment`; answer it and start again.
  public static func start(
    module: ValidatedModule, flow: String, inputs: [String: Value], environment: [String: Value]
  ) throws(MachineError) -> (Walkthrough, [Effect]) {
    let machine = FlowMachine(module: module)
    let (state, effects) = try machine.start(flow: flow, inputs: inputs, environment: environment)
    var coverage = Coverage(module: module, root: flow)
    coverage.record(effects)
    coverage.recordTopScreen(in: state)
    let walkthrough = Walkthrough(
      machine: machine, rootFlow: flow, state: state, environment: environment, coverage: coverage)
    return (walkthrough, effects)
  }

  private init(
    machine: FlowMachine, rootFlow: String, state: MachineState, environment: [String: Value],
    coverage: Coverage
  ) {
    self.machine = machine
    self.rootFlow = rootFlow
    self.state = state
    self.environment = environment
    self.coverage = coverage
  }

  /// Applies an input; on error nothing changes.
  public mutating func apply(_ input: MachineInput) throws(MachineError) -> [Effect] {
    let (next, effects) = try machine.step(state, input, environment: environment)
    steps.append(.input(input, in: state, machine: machine))
    history.append(state)
    state = next
    coverage.record(effects)
    coverage.recordTopScreen(in: state)
    return effects
  }

  /// Returns to the state before the last input; false when there is none.
  public mutating func undo() -> Bool {
    undoStep() != nil
  }

  /// Returns to the state before the last input and gives that input's step; nil when there is
  /// none. Environment answers stay as they are, and so do their steps.
  public mutating func undoStep() -> WalkthroughStep? {
    guard let previous = history.popLast() else { return nil }
    state = previous
    guard let index = steps.lastIndex(where: \.isInput) else { return nil }
    return steps.remove(at: index)
  }

  /// Records an environment answer (already parsed).
  public mutating func answer(_ name: String, _ value: Value) {
    environment[name] = value
    steps.append(.answer(name, value, machine: machine))
  }

  /// The events the top screen can send now.
  public var availableEvents: [Signature] { machine.availableEvents(in: state) }

  /// The declared type of an environment value: the running flows' first, then any flow's.
  public func environmentType(_ name: String) -> ValueType? {
    for flow in state.frames.reversed().compactMap({ machine.flow(of: $0) }) {
      if let field = flow.environment.first(where: { $0.name == name }) { return field.type }
    }
    return machine.module.environmentType(named: name)
  }

  /// Turns a typed command's event and `field=value` texts into a machine input.
  ///
  /// The event may be named or numbered (1-based, as listed); values are read by their types.
  public func input(event: String, fields: [WalkthroughCommand.Field]) throws(MachineError)
    -> MachineInput
  {
    guard let signature = signature(of: event) else {
      throw .unknownEvent(
        event, screen: state.active.node, available: availableEvents.map(\.name))
    }
    var payload: [String: Value] = [:]
    for field in fields {
      guard let parameter = signature.parameters.first(where: { $0.name == field.name }) else {
        throw .payload("event `\(signature.name)` has no field `\(field.name)`")
      }
      guard payload[field.name] == nil else { throw .payload("`\(field.name)` is given twice") }
      do {
        payload[field.name] = try ValueParser.parse(
          field.text, as: parameter.type, enums: machine.enumCases)
      } catch {
        if parameter.isSensitive {
          throw .payload(
            "`\(field.name)`: the value is not \(parameter.type) (not shown: sensitive)")
        }
        throw .payload("`\(field.name)`: \(error.description)")
      }
    }
    return .event(signature.name, payload: payload)
  }

  /// Reads `name=value` environment answers by their declared types.
  public func parseEnvironment(_ fields: [WalkthroughCommand.Field]) throws(MachineError) -> [(
    String, Value
  )] {
    var result: [(String, Value)] = []
    for field in fields {
      guard let type = environmentType(field.name) else {
        throw .input("no flow declares an environment value `\(field.name)`")
      }
      do {
        result.append(
          (field.name, try ValueParser.parse(field.text, as: type, enums: machine.enumCases)))
      } catch {
        throw .environmentType(
          name: field.name, expected: type.description,
          found: machine.isSensitiveEnvironment(field.name) ? Field.placeholder : field.text)
      }
    }
    return result
  }

  /// The event of a typed `event` command: by name, or by its number in the list shown.
  func signature(of event: String) -> Signature? {
    let events = availableEvents
    if let named = events.first(where: { $0.name == event }) { return named }
    guard let number = Int(event), number >= 1, number <= events.count else { return nil }
    return events[number - 1]
  }

  /// `line` as a trace may repeat it: when it gives a sensitive payload field or environment
  /// value, the line spelled again with that value as `Field.placeholder`; otherwise unchanged.
  public func shownLine(_ line: String, command: WalkthroughCommand) -> String {
    switch command {
    case .event(let event, let fields):
      guard let signature = signature(of: event) else { return line }
      let hidden = Set(signature.parameters.filter(\.isSensitive).map(\.name))
      guard fields.contains(where: { hidden.contains($0.name) }) else { return line }
      return command.spelled { hidden.contains($0) }
    case .environment(let fields):
      guard fields.contains(where: { machine.isSensitiveEnvironment($0.name) }) else { return line }
      return command.spelled { machine.isSensitiveEnvironment($0) }
    default:
      return line
    }
  }
}
