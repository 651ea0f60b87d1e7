import FlowSpec

extension Execution {
  /// An event of the top screen.
  mutating func receive(_ event: String, payload: [String: Value]) throws(MachineError) {
    let index = state.frames.count - 1
    let program = try program(index)
    let screen = state.frames[index].screen
    let node = state.frames[index].node
    guard program.screens[screen].childFlow == nil,
      state.stacks.last?.last?.frame == state.frames[index].id
    else { throw .inconsistent("the active flow `\(program.flow.name)` shows no screen on top") }
    let events = program.screens[screen].events
    guard let signature = events.firstIndex(where: { $0.name == event }),
      let handler = events[signature].handler
    else {
      throw .unknownEvent(event, screen: node, available: events.map(\.name))
    }
    guard FlowMachine.matches(payload, events[signature].fields) else {
      throw .payload(
        FlowMachine.mismatch(
          payload, events[signature].parameters, owner: "event `\(event)`", noun: "field") ?? "")
    }
    var finishing = try run(
      program, screen: screen, handler: handler, frameIndex: index, node: node, payload: payload)
    // A finish cascade (a child finishes, its parent's handler finishes the parent, and so on up)
    // runs one flow at a time here, so it takes no native stack however deep the flows are.
    while let next = finishing {
      finishing = try finish(next)
    }
  }

  /// A flow ending with a result: what `finish` carries out after the transition that chose it.
  struct Finishing {
    /// The position of the finishing flow's frame.
    let frameIndex: Int
    /// The result.
    let result: String
    /// Its payload, in declaration order.
    let payload: [NamedValue]
  }

  /// Chooses the first transition whose guard holds and carries it out; returns the finish it
  /// leads to, which the caller carries out (`finish`).
  private mutating func run(
    _ program: FlowProgram, screen: Int, handler handlerIndex: Int, frameIndex: Int, node: String,
    payload: [String: Value]
  ) throws(MachineError) -> Finishing? {
    let flow = program.flow
    let event = program.screens[screen].handlers[handlerIndex].event
    let compiled = program.screens[screen].handlers[handlerIndex].transitions
    var evaluator = evaluator(frameIndex, event: payload)
    var chosen: Int?
    for index in compiled.indices {
      if let condition = compiled[index].condition, !(try evaluator.bool(condition)) { continue }
      chosen = index
      break
    }
    guard let index = chosen else {
      effects.append(.ignored(flow: flow.name, screen: node, event: event))
      // An ignored child result leaves the frame on the screen the child came back to, as an
      // event ignored by a screen leaves it on that screen.
      settle(frameIndex)
      return nil
    }
    let transition = compiled[index]
    effects.append(
      .transition(
        flow: flow.name, screen: node, event: event, index: index,
        condition: transition.conditionText))
    // Every value is read from the context as it was: the evaluator keeps the slots it was given,
    // and the first store copies them.
    for assignment in transition.assignments {
      let value = try evaluator.evaluate(assignment.value)
      guard let slot = assignment.slot else {
        throw .inconsistent("context field `\(assignment.name)` is not declared")
      }
      state.frames[frameIndex].slots[slot] = .value(value)
      effects.append(.set(flow: flow.name, field: assignment.name, value: value))
      // Without `update` effects, only a flow whose live screens' inputs can fail needs its
      // assignments noted (`updateScreens`): the planner's steps then make no array a step.
      if program.isReadByScreens[slot], tellsScreens || program.liveInputsMayFail {
        assigned.append((state.frames[frameIndex].id, slot))
        assignedInputsMayFail = assignedInputsMayFail || program.liveInputsMayFail
      }
    }
    if !transition.assignments.isEmpty {
      evaluator = self.evaluator(frameIndex, event: payload)
    }
    for call in transition.actions {
      var arguments: [NamedValue] = []
      arguments.reserveCapacity(call.arguments.count)
      for argument in call.arguments {
        arguments.append(NamedValue(argument.name, try evaluator.evaluate(argument.value)))
      }
      effects.append(.action(flow: flow.name, name: call.action, arguments: arguments))
    }
    return try navigate(
      transition, program: program, frameIndex: frameIndex, evaluator: evaluator)
  }

  /// Carries out the transition's navigation; a `finish` is returned for the caller to carry out.
  private mutating func navigate(
    _ transition: FlowProgram.CompiledTransition, program: FlowProgram, frameIndex: Int,
    evaluator: Evaluator
  ) throws(MachineError) -> Finishing? {
    let id = state.frames[frameIndex].id
    let top = state.stacks.count - 1
    switch transition.navigation {
    case .stay:
      settle(frameIndex)
    case .push(let target):
      try enter(transition.target, named: target, frameIndex: frameIndex, placement: .push)
    case .present(let target, let presentation):
      guard let node = transition.target else {
        throw .inconsistent("`\(program.flow.name)` has no screen `\(target)`")
      }
      try enter(
        node, named: target, frameIndex: frameIndex,
        placement: .present(presenter: id, presentation: presentation, node: node))
    case .replace(let target):
      state.stacks[top].removeAll { $0.frame == id }
      try enter(transition.target, named: target, frameIndex: frameIndex, placement: .replace)
    case .back:
      guard state.stacks[top].last?.frame == id, state.stacks[top].count > 1 else {
        throw .inconsistent("`back` with no screen of this flow to pop")
      }
      state.stacks[top].removeLast()
      effects.append(.navigation(.pop))
      settle(frameIndex)
    case .popTo(let target):
      guard
        let stackIndex = state.stacks.lastIndex(where: { stack in
          stack.contains { $0.frame == id && $0.screen == target }
        })
      else { throw .inconsistent("`popTo: \(target)` with `\(target)` on no stack") }
      if stackIndex < top {
        state.stacks.removeLast(top - stackIndex)
        effects.append(.navigation(.dismiss(count: top - stackIndex)))
      }
      let entries = state.stacks[stackIndex].entries
      let position = entries.lastIndex { $0.frame == id && $0.screen == target }!
      if position < entries.count - 1 {
        state.stacks[stackIndex].removeLast(entries.count - 1 - position)
        effects.append(.navigation(.popTo(screen: target)))
      }
      settle(frameIndex)
    case .dismiss:
      guard top > 0, state.stacks[top].presenter == id else {
        throw .inconsistent("`dismiss` with no stack this flow presented")
      }
      emptiedStack = false
      state.stacks.removeLast()
      effects.append(.navigation(.dismiss(count: 1)))
      settle(frameIndex)
    case .close:
      // Pop where this frame has a screen below its top one on the top stack; else dismiss the
      // top stack, which this frame presented with that screen as its root.
      var screens = state.stacks[top].fromTop
      guard screens.next()?.frame == id else {
        throw .inconsistent("`close` with no screen of this flow on top")
      }
      if screens.next()?.frame == id {
        state.stacks[top].removeLast()
        effects.append(.navigation(.pop))
      } else {
        guard top > 0, state.stacks[top].presenter == id else {
          throw .inconsistent("`close` with no screen of this flow below and no stack it presented")
        }
        emptiedStack = false
        state.stacks.removeLast()
        effects.append(.navigation(.dismiss(count: 1)))
      }
      settle(frameIndex)
    case .finish(let result, _):
      var values: [NamedValue] = []
      for field in transition.finishPayload {
        values.append(NamedValue(field.name, try evaluator.evaluate(field.value)))
      }
      return Finishing(frameIndex: frameIndex, result: result, payload: values)
    }
    return nil
  }

  /// After navigating, the frame is on its topmost screen.
  private mutating func settle(_ frameIndex: Int) {
    if let entry = state.topEntry(of: state.frames[frameIndex].id) {
      state.frames[frameIndex].screen = entry.position
    }
  }

  /// Ends a flow with a result: removes every screen it showed, then runs its parent's transition
  /// for the result from the screen the parent was on, and returns the finish that leads to.
  private mutating func finish(_ finishing: Finishing) throws(MachineError) -> Finishing? {
    let (result, payload) = (finishing.result, finishing.payload)
    let frame = state.frames[finishing.frameIndex]
    guard state.frames.count > 1 else {
      flushEmptiedStack()
      state.finished = FinishedFlow(result: result, payload: payload)
      effects.append(.rootFinished(flow: frame.flow, result: result, payload: payload))
      return nil
    }
    removeScreens(of: frame.id)
    state.frames.removeLast()
    effects.append(.flowFinished(flow: frame.flow, result: result, payload: payload))
    let parentIndex = state.frames.count - 1
    let parent = try program(parentIndex)
    let node = state.frames[parentIndex].node
    let screen = state.frames[parentIndex].screen
    guard let handler = parent.screens[screen].handler(for: result) else {
      throw .inconsistent("`\(parent.flow.name)` does not handle `\(result)` on `\(node)`")
    }
    var values: [String: Value] = [:]
    for field in payload { values[field.name] = field.value }
    return try run(
      parent, screen: screen, handler: handler, frameIndex: parentIndex, node: node,
      payload: values)
  }

  /// Removes a finishing flow's screens: dismisses the stacks presented for it or by it, and
  /// removes its screens from the stack it was shown on otherwise (popped, or leaving the stack
  /// empty for its parent's next screen). A stack presented for a node of a flow that still runs
  /// stays, even when the finishing flow's screens were all it showed.
  private mutating func removeScreens(of id: Int) {
    // The stack presented for the flow may hold none of its screens: a child it started there
    // replaced them and has finished, leaving the stack empty. It goes all the same. The flow is
    // the active one, so the stacks that are its own are the topmost: the search goes down from
    // the top and stops below them, instead of reading every stack of a deep run.
    let top = state.stacks.count - 1
    var found: Int?
    for index in stride(from: top, through: 0, by: -1) {
      let stack = state.stacks[index]
      if stack.opener == id || stack.contains(where: { $0.frame == id }) {
        found = index
      } else if found != nil {
        break
      }
    }
    guard let first = found else { return }
    // A stack presented for the child goes with it; from one presented for a flow below it (the
    // child was pushed there, replaced that flow's screens, or is that flow's first node) only its
    // screens are removed.
    let wholeStack = first > 0 && state.stacks[first].opener == id
    let dismissFrom = wholeStack ? first : first + 1
    if dismissFrom <= top {
      if state.stacks[dismissFrom...].contains(where: \.isEmpty) { emptiedStack = false }
      state.stacks.removeLast(top - dismissFrom + 1)
      effects.append(.navigation(.dismiss(count: top - dismissFrom + 1)))
    }
    guard !wholeStack else { return }
    // Its screens there are the top ones: its parent has not navigated since it started.
    state.stacks[first].removeLast(while: { $0.frame == id })
    if let remaining = state.stacks[first].last {
      effects.append(.navigation(.popTo(screen: remaining.screen)))
    } else {
      emptiedStack = true
    }
  }

  // MARK: System input

  /// The back button or edge swipe: pops the top screen; a child flow left without screens ends.
  mutating func systemBack() throws(MachineError) {
    let top = state.stacks.count - 1
    guard state.stacks[top].count > 1 else { throw .nothingToGoBack }
    state.stacks[top].removeLast()
    effects.append(.navigation(.pop))
    cancelFlowsWithoutScreens()
  }

  /// Swipe down: dismisses the top presented stack; child flows left without screens end. Then
  /// the presenting flow runs the `dismissed` transitions of the node its `present` named, if it
  /// has them. A stack presented without a swipe is not dismissed: the input is an error.
  mutating func systemDismiss() throws(MachineError) {
    guard let stack = state.stacks.last, state.stacks.count > 1 else { throw .nothingToDismiss }
    guard stack.presentation.allowsSwipe else {
      let node = stack.presenter.flatMap { id in state.frames.first { $0.id == id } }
        .flatMap { frame in stack.node.flatMap { machine.flow(of: frame)?.screens[$0].name } }
      throw .swipeNotAllowed(
        screen: stack.entries.first?.screen ?? "", node: node ?? "",
        style: stack.presentation.style)
    }
    state.stacks.removeLast()
    effects.append(.navigation(.dismiss(count: 1)))
    cancelFlowsWithoutScreens()
    guard let presenter = stack.presenter, let node = stack.node,
      let frameIndex = state.frames.lastIndex(where: { $0.id == presenter })
    else { return }
    let program = try program(frameIndex)
    guard let handler = program.screens[node].handler(for: FlowDecoder.dismissedEvent) else {
      return
    }
    var finishing = try run(
      program, screen: node, handler: handler, frameIndex: frameIndex,
      node: program.screens[node].name, payload: [:])
    while let next = finishing {
      finishing = try finish(next)
    }
  }

  private mutating func cancelFlowsWithoutScreens() {
    // Almost always the active flow still shows the top screen: nothing ends. Found at once, this
    // keeps a back or a swipe from visiting every screen (flowc-bench, same machine and hour:
    // 0.57-0.63M events/s with the set below built on every back, 1.2-1.8M with this check).
    if state.frames.count == 1 || state.stacks.last?.last?.frame == state.frames.last?.id {
      settle(state.frames.count - 1)
      return
    }
    // A flow's screens lie above those of the flows before it (`updateScreens`), so the flows
    // that show none are those after the one that shows the topmost screen.
    var topmost = -1
    for stack in state.stacks.reversed() {
      if let entry = stack.last {
        topmost = entry.frame
        break
      }
    }
    while state.frames.count > 1, state.frames[state.frames.count - 1].id > topmost {
      effects.append(.flowCancelled(flow: state.frames.removeLast().flow))
    }
    settle(state.frames.count - 1)
  }
}
