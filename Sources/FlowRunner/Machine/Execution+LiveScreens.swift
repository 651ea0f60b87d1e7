extension Execution {
  /// Ends a step that set context fields: every screen shown before the step and still shown
  /// after it, whose inputs read a field the step set in its frame, is told its new inputs
  /// (`update`), once, the root stack first and each stack from the bottom. Screens the step
  /// showed were built with the current values; after the root flow finished nothing is told.
  mutating func updateScreens() throws(MachineError) {
    guard !assigned.isEmpty, state.finished == nil else { return }
    let step = state.steps
    for stack in state.stacks {
      for entry in stack.entries where entry.shownAt < step {
        guard assigned.contains(where: { $0.frame == entry.frame }),
          let frameIndex = state.frames.firstIndex(where: { $0.id == entry.frame })
        else { continue }
        let program = try program(frameIndex)
        let screen = program.screens[entry.position]
        let changed = screen.reads.contains { slot in
          assigned.contains { $0.frame == entry.frame && $0.slot == slot }
        }
        guard changed else { continue }
        let evaluator = evaluator(frameIndex)
        var inputs: [NamedValue] = []
        inputs.reserveCapacity(screen.inputs.count)
        for input in screen.inputs {
          inputs.append(NamedValue(input.name, try evaluator.evaluate(input.value)))
        }
        effects.append(.update(flow: program.flow.name, screen: entry.screen, inputs: inputs))
      }
    }
  }
}
