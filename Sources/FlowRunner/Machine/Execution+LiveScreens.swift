extension Execution {
  /// Ends a step that set context fields: every screen shown before the step and still shown
  /// after it, whose inputs read a field the step set in its frame, is told its new inputs
  /// (`update`), once, the root stack first and each stack from the bottom. Screens the step
  /// showed were built with the current values; after the root flow finished nothing is told.
  ///
  /// A frame's screens lie above those of every frame before it: a flow navigates only while it
  /// is the active one, on the top stack or on one it presents, and the flows it starts are the
  /// frames after it. So the screens to tell are found from the top down, and the search stops
  /// at the first screen of a flow older than every flow that set a field: a step costs what the
  /// setting flows show, not every screen of a deep run.
  mutating func updateScreens() throws(MachineError) {
    guard !assigned.isEmpty, state.finished == nil else { return }
    // Without `update` effects, only inputs that can fail are evaluated (for their errors).
    guard tellsScreens || assignedInputsMayFail else { return }
    let step = state.steps
    var oldest = Int.max
    for assignment in assigned { oldest = min(oldest, assignment.frame) }
    var found: [StackEntry] = []
    search: for stack in state.stacks.reversed() {
      for entry in stack.fromTop {
        if entry.frame < oldest { break search }
        if entry.shownAt < step, assigned.contains(where: { $0.frame == entry.frame }) {
          found.append(entry)
        }
      }
    }
    // Told bottom first; a frame, its program and its values are looked up once for each run
    // of its screens (the values do not change while the screens are told).
    var frame = -1
    var program: FlowProgram?
    var evaluator = Evaluator(slots: [], environment: environment, event: [:])
    for entry in found.reversed() {
      if entry.frame != frame {
        frame = entry.frame
        program = nil
        guard let index = state.frames.lastIndex(where: { $0.id == entry.frame }) else {
          continue
        }
        program = try self.program(index)
        evaluator = self.evaluator(index)
      }
      guard let program else { continue }
      let screen = program.screens[entry.position]
      let changed = screen.reads.contains { slot in
        assigned.contains { $0.frame == entry.frame && $0.slot == slot }
      }
      guard changed else { continue }
      guard tellsScreens else {
        if screen.inputsMayFail {
          for input in screen.inputs { _ = try evaluator.evaluate(input.value) }
        }
        continue
      }
      var inputs: [NamedValue] = []
      inputs.reserveCapacity(screen.inputs.count)
      for input in screen.inputs {
        inputs.append(NamedValue(input.name, try evaluator.evaluate(input.value)))
      }
      effects.append(.update(flow: program.flow.name, screen: entry.screen, inputs: inputs))
    }
  }
}
