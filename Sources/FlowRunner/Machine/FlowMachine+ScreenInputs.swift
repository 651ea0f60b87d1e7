import FlowSpec

extension FlowMachine {
  /// The inputs of the screen on top, evaluated now in the frame that shows it, in the order the
  /// screen declares them, redacted as an `update` line redacts them (an input whose expression
  /// reads a sensitive value is `Value.redacted`). An input that cannot be evaluated yet (an
  /// environment value not answered, an unset field) is nil. Empty when no screen is on top.
  public func screenInputs(in state: MachineState, environment: [String: Value]) -> [(
    name: String, value: Value?
  )] {
    guard state.finished == nil, let entry = state.topScreen,
      let frameIndex = state.frames.firstIndex(where: { $0.id == entry.frame })
    else { return [] }
    let run = Execution(machine: self, state: state, environment: environment)
    guard let program = try? run.program(frameIndex),
      program.screens.indices.contains(entry.position)
    else { return [] }
    let evaluator = run.evaluator(frameIndex)
    let screen = program.screens[entry.position]
    let values = screen.inputs.map { input in try? evaluator.evaluate(input.value) }
    // Redacted by the rule of an `update` line, which names every input.
    let known = zip(screen.inputs, values).compactMap { input, value in
      value.map { NamedValue(input.name, $0) }
    }
    let shown: [NamedValue]
    if case .update(_, _, let redacted) = prepared.redaction.apply(
      .update(flow: program.flow.name, screen: entry.screen, inputs: known))
    {
      shown = redacted
    } else {
      shown = known
    }
    return screen.inputs.map { input in
      (input.name, shown.first { $0.name == input.name }?.value)
    }
  }
}
