import FlowRunner
import FlowSpec

/// A variable of an assignment the solver tries: a payload field or an environment value.
private struct Variable {
  enum Kind { case event, environment }
  var kind: Kind
  var name: String
  var values: [Value]
}

extension PlanningContext {
  /// The moves worth trying from `state`: for each event of the top screen, one payload (and
  /// environment answers) for each alternative that some tried values choose; back, dismiss and
  /// tab selection where they apply.
  func moves(from state: MachineState, environment: [String: Value], cache: MoveCache) -> [Move] {
    guard state.finished == nil else { return [] }
    let frame = state.active
    let place = MoveCache.Place(flow: frame.flowIndex, node: frame.nodeIndex)
    let node = cache.node(at: place) ?? self.node(at: place, cache: cache)
    let handled = node.handled
    // The moves depend on the values of the fields the guards read and on the answers to the
    // environment values they read, nothing else; and on the stacks for back and dismiss.
    // One list for all the events, each event's after the one's before (`eventValues`).
    var values: [Value?] = []
    for event in handled {
      for name in event.slotReads { values.append(frame.value(named: name)) }
      for name in event.environmentReads { values.append(environment.answer(name)) }
    }
    guard state.tabBar == nil else {
      return moves(from: state, at: place, handled, values, environment: environment, cache: cache)
    }
    let stacks = state.stacks.count
    let circumstances = MoveCache.Circumstances(
      values: values, back: stacks > 0 && state.stacks[stacks - 1].count > 1,
      dismiss: stacks > 1,
      answers: dismissedEnvironment.isEmpty ? [] : dismissedEnvironment.map(environment.answer))
    if let known = node.moves(circumstances) { return known }
    let found = moves(
      from: state, at: place, handled, values, environment: environment, cache: cache)
    cache.keep(found, for: circumstances, at: node)
    return found
  }

  /// `moves(from:environment:cache:)` for the events `handled` of the screen at `place`, with the
  /// values they depend on, each event's after those of the events before it.
  private func moves(
    from state: MachineState, at place: MoveCache.Place, _ handled: [MoveCache.Event],
    _ values: [Value?], environment: [String: Value], cache: MoveCache
  ) -> [Move] {
    let frame = state.active
    var moves: [Move] = []
    var start = 0
    for (position, event) in handled.enumerated() {
      let count = event.slotReads.count + event.environmentReads.count
      let eventValues = Array(values[start..<start + count])
      start += count
      let key = MoveCache.Key(place: place, event: position, values: eventValues)
      if let known = cache.moves[key] {
        moves += known
        continue
      }
      let flow = module.flows[place.flow]
      let found = eventMoves(
        event, values: eventValues, flow: flow, screen: flow.screens[place.node].name,
        frame: frame, environment: environment, cache: cache)
      cache.moves[key] = found
      moves += found
    }
    if let top = state.stacks.last, top.count > 1 {
      moves.append(Move(answers: [], input: .systemBack, predicted: nil))
    }
    if state.stacks.count > 1 {
      for answers in assignments(
        dismissedEnvironment.compactMap { name in
          environmentType(name).map {
            Variable(kind: .environment, name: name, values: candidates.values(for: $0, name: name))
          }
        })
      {
        let changed = answers.filter { environment[$0.name] != $0.value }
        moves.append(Move(answers: changed, input: .systemDismiss, predicted: nil))
      }
    }
    if let bar = state.tabBar, state.stacks.count == 1 {
      for tab in bar.tabs where tab != bar.selectedTab {
        moves.append(Move(answers: [], input: .selectTab(tab), predicted: nil))
      }
    }
    return moves
  }

  /// The node at `place`, with the events of its screen that have a handler and what their
  /// guards read, found once and kept in `cache`.
  private func node(at place: MoveCache.Place, cache: MoveCache) -> MoveCache.Node {
    let flow = module.flows[place.flow]
    let screen = flow.screens[place.node]
    let handled = screen.events.compactMap { signature -> MoveCache.Event? in
      guard let handler = screen.handlers.first(where: { $0.event == signature.name }) else {
        return nil
      }
      let id = HandlerID(flow: flow.name, screen: screen.name, event: handler.event)
      let reads =
        place.flow == cache.root ? rootHandlerReads[id] ?? handlerReads[id] : handlerReads[id]
      return MoveCache.Event(
        signature: signature, handler: handler, reads: reads,
        problem: GuardProblem(
          handler, signature: signature, reads: reads, environmentType: environmentType))
    }
    let node = MoveCache.Node(handled: handled)
    cache.keep(node, at: place)
    return node
  }

  /// One move for each outcome of `event`'s handler that the tried values lead to; `values` are
  /// those it depends on (`MoveCache.Key`).
  private func eventMoves(
    _ event: MoveCache.Event, values: [Value?], flow: Flow, screen: String, frame: FlowFrame,
    environment: [String: Value], cache: MoveCache
  ) -> [Move] {
    let key = MoveCache.Solved(problem: event.problem, values: values)
    let outcomes: [Outcome]
    if let known = cache.solved[key] {
      outcomes = known
    } else {
      outcomes = solve(event, frame: frame, environment: environment)
      cache.solved[key] = outcomes
    }
    let signature = event.signature
    let problem = event.problem
    return outcomes.map { outcome in
      var payload: [String: Value] = [:]
      var changed: [NamedValue] = []
      for (position, value) in outcome.assignment.enumerated() {
        if position < problem.fields.count {
          payload[value.name] = value.value
        } else if environment[value.name] != value.value {
          changed.append(value)
        }
      }
      for field in signature.parameters where payload[field.name] == nil {
        payload[field.name] = candidates.first(for: field.type, name: field.name)
      }
      let predicted = outcome.chosen.map {
        Coverage.Key(flow: flow.name, screen: screen, event: event.handler.event, index: $0)
      }
      return Move(
        answers: changed, input: .event(signature.name, payload: payload), predicted: predicted,
        shape: outcome.chosen.flatMap {
          transition(
            $0, of: event.handler, in: flow, hasFields: !signature.parameters.isEmpty)
        }, goal: predicted.map(cache.number(of:)) ?? -1)
    }
  }

  /// An outcome of a handler's guards: the alternative chosen (nil: the guards cannot tell) and
  /// the first values tried that lead to it, the payload fields' then the environment values'
  /// (`GuardProblem`).
  struct Outcome {
    var chosen: Int?
    var assignment: [NamedValue]
  }

  /// The outcomes of `event`'s guards that the tried values lead to, in the order first met: the
  /// guards evaluated for every combination of the values tried, with the frame's inputs and
  /// context and the environment answers in force.
  private func solve(_ event: MoveCache.Event, frame: FlowFrame, environment: [String: Value])
    -> [Outcome]
  {
    let problem = event.problem
    // The values compared with are those of the fields the guards read.
    let held = event.slotReads.compactMap { frame.value(named: $0) }
    var variables: [Variable] = []
    for (name, type) in zip(problem.fields, problem.fieldTypes) {
      variables.append(
        Variable(
          kind: .event, name: name, values: candidates.values(for: type, name: name, held: held)))
    }
    for (name, type) in zip(problem.environment, problem.environmentTypes) {
      var values = candidates.values(for: type, name: name, held: held)
      // The answer already given is tried first: a path changes answers only when it must.
      if let current = environment[name], let index = values.firstIndex(of: current) {
        values.remove(at: index)
        values.insert(current, at: 0)
      }
      variables.append(Variable(kind: .environment, name: name, values: values))
    }
    var outcomes: [Outcome] = []
    var seen = Set<String>()
    let inputs = frame.inputs
    let context = frame.context
    for assignment in assignments(variables) {
      var payload: [String: Value] = [:]
      var answers = environment
      for (variable, value) in zip(variables, assignment) {
        switch variable.kind {
        case .event: payload[variable.name] = value.value
        case .environment: answers[variable.name] = value.value
        }
      }
      for field in event.signature.parameters where payload[field.name] == nil {
        payload[field.name] = candidates.first(for: field.type, name: field.name)
      }
      let evaluator = GuardEvaluator(
        inputs: inputs, context: context, environment: answers, event: payload)
      var chosen: Int? = -1
      for (index, transition) in event.handler.transitions.enumerated() {
        guard let condition = transition.condition else {
          chosen = index
          break
        }
        guard let holds = evaluator.holds(condition) else {
          chosen = nil
          break
        }
        if holds {
          chosen = index
          break
        }
      }
      // An event no alternative takes changes nothing: not worth a step.
      if chosen == -1 { continue }
      // Values read further on (by a child's start list, a later guard, a result's handlers)
      // make outcomes of their own.
      let later =
        problem.starts.map { answers[$0]?.description ?? "" }
        + problem.carried.map { payload[$0]?.description ?? "" }
      let outcome = "\(chosen.map(String.init) ?? "?") \(later.joined(separator: " "))"
      guard seen.insert(outcome).inserted else { continue }
      outcomes.append(Outcome(chosen: chosen, assignment: assignment))
    }
    return outcomes
  }

  /// Every combination of the variables' values (the first value of each first, the last
  /// variable changing fastest), at most `assignmentLimit`.
  private func assignments(_ variables: [Variable]) -> [[NamedValue]] {
    guard !variables.isEmpty, variables.allSatisfy({ !$0.values.isEmpty }) else { return [[]] }
    var result: [[NamedValue]] = []
    var digits = [Int](repeating: 0, count: variables.count)
    while result.count < Self.assignmentLimit {
      result.append(
        zip(variables, digits).map { NamedValue($0.name, $0.values[$1]) })
      var position = variables.count - 1
      while position >= 0 {
        digits[position] += 1
        if digits[position] < variables[position].values.count { break }
        digits[position] = 0
        position -= 1
      }
      if position < 0 { break }
    }
    return result
  }
}

extension Dictionary where Key == String {
  /// The answer for `name`. An environment holds a few answers: comparing their names costs
  /// less than hashing one.
  fileprivate func answer(_ name: String) -> Value? {
    guard count <= 8 else { return self[name] }
    var index = startIndex
    while index != endIndex {
      if keys[index] == name { return values[index] }
      formIndex(after: &index)
    }
    return nil
  }
}
