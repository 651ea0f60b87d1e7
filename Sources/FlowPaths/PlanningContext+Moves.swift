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
    let handled = cache.handled[place] ?? handledEvents(at: place, cache: cache)
    // The moves depend on the values of the fields the guards read and on the answers to the
    // environment values they read, nothing else; and on the stacks for back and dismiss.
    let values = handled.map { event -> [Value?] in
      guard let reads = event.reads else { return [] }
      return reads.slots.map { frame.value(named: $0) } + reads.environment.map { environment[$0] }
    }
    guard state.tabBar == nil else {
      return moves(from: state, at: place, handled, values, environment: environment, cache: cache)
    }
    let key = MoveCache.NodeKey(
      place: place, values: values, back: (state.stacks.last?.count ?? 0) > 1,
      dismiss: state.stacks.count > 1, answers: dismissedEnvironment.map { environment[$0] })
    if let known = cache.nodeMoves[key] { return known }
    let found = moves(
      from: state, at: place, handled, values, environment: environment, cache: cache)
    cache.nodeMoves[key] = found
    return found
  }

  /// `moves(from:environment:cache:)` for the events `handled` of the screen at `place`, with the
  /// values each depends on.
  private func moves(
    from state: MachineState, at place: MoveCache.Place, _ handled: [MoveCache.Event],
    _ values: [[Value?]], environment: [String: Value], cache: MoveCache
  ) -> [Move] {
    let frame = state.active
    var moves: [Move] = []
    for (position, event) in handled.enumerated() {
      let key = MoveCache.Key(place: place, event: position, values: values[position])
      if let known = cache.moves[key] {
        moves += known
        continue
      }
      let flow = module.flows[place.flow]
      let found = eventMoves(
        event.signature, handler: event.handler, flow: flow, screen: flow.screens[place.node].name,
        frame: frame, environment: environment)
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

  /// The events of the screen at `place` that have a handler, with what their guards read, found
  /// once and kept in `cache`.
  private func handledEvents(at place: MoveCache.Place, cache: MoveCache) -> [MoveCache.Event] {
    let flow = module.flows[place.flow]
    let screen = flow.screens[place.node]
    let handled = screen.events.compactMap { signature -> MoveCache.Event? in
      guard let handler = screen.handlers.first(where: { $0.event == signature.name }) else {
        return nil
      }
      let id = HandlerID(flow: flow.name, screen: screen.name, event: handler.event)
      return MoveCache.Event(signature: signature, handler: handler, reads: handlerReads[id])
    }
    cache.handled[place] = handled
    return handled
  }

  /// One move for each outcome of `signature`'s handler that the tried values lead to.
  private func eventMoves(
    _ signature: Signature, handler: Handler, flow: Flow, screen: String, frame: FlowFrame,
    environment: [String: Value]
  ) -> [Move] {
    let reads = handlerReads[HandlerID(flow: flow.name, screen: screen, event: handler.event)]
    let (eventNames, environmentNames, startNames) = (
      reads?.event ?? [], reads?.environment ?? [], reads?.starts ?? []
    )
    // The values compared with are those of the fields the guards read.
    let held = (reads?.slots ?? []).compactMap { frame.value(named: $0) }
    var variables: [Variable] = []
    for field in signature.parameters where eventNames.contains(field.name) {
      variables.append(
        Variable(
          kind: .event, name: field.name,
          values: candidates.values(for: field.type, name: field.name, held: held)))
    }
    for name in environmentNames {
      guard let type = environmentType(name) else { continue }
      var values = candidates.values(for: type, name: name, held: held)
      // The answer already given is tried first: a path changes answers only when it must.
      if let current = environment[name], let index = values.firstIndex(of: current) {
        values.remove(at: index)
        values.insert(current, at: 0)
      }
      variables.append(Variable(kind: .environment, name: name, values: values))
    }
    var outcomes: [String: Move] = [:]
    var order: [String] = []
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
      for field in signature.parameters where payload[field.name] == nil {
        payload[field.name] = candidates.first(for: field.type, name: field.name)
      }
      let evaluator = GuardEvaluator(
        inputs: inputs, context: context, environment: answers, event: payload)
      var chosen: Int? = -1
      for (index, transition) in handler.transitions.enumerated() {
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
      let starts = startNames.map { answers[$0]?.description ?? "" }
      let outcome = "\(chosen.map(String.init) ?? "?") \(starts.joined(separator: " "))"
      guard outcomes[outcome] == nil else { continue }
      order.append(outcome)
      let changed = zip(variables, assignment).compactMap { variable, value in
        variable.kind == .environment && environment[value.name] != value.value ? value : nil
      }
      let predicted = chosen.map {
        Coverage.Key(flow: flow.name, screen: screen, event: handler.event, index: $0)
      }
      outcomes[outcome] = Move(
        answers: changed, input: .event(signature.name, payload: payload), predicted: predicted,
        shape: predicted.flatMap(transition(of:)))
    }
    return order.compactMap { outcomes[$0] }
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

/// The moves found for each handler, by what they depend on (`PlanningContext.moves`): a search
/// meets the same screen in the same circumstances again and again.
final class MoveCache {
  /// A node of a flow, by positions (`FlowFrame.flowIndex`, `FlowFrame.nodeIndex`).
  struct Place: Hashable {
    var flow: Int
    var node: Int
  }

  /// An event of a screen that has a handler.
  struct Event {
    var signature: Signature
    var handler: Handler
    var reads: HandlerReads?
  }

  /// A handled event (its position among its screen's handled events) in circumstances.
  struct Key: Hashable {
    var place: Place
    var event: Int
    var values: [Value?]
  }

  /// The moves of a state that shows no tab bar, by what they depend on: its node, the values
  /// each handled event depends on, whether back and dismiss apply, and the answers to the
  /// environment values `dismissed` guards read.
  struct NodeKey: Hashable {
    var place: Place
    var values: [[Value?]]
    var back: Bool
    var dismiss: Bool
    var answers: [Value?]
  }

  var moves: [Key: [Move]] = [:]
  /// Every move of a state, by `NodeKey`: found once, without assembling them again.
  var nodeMoves: [NodeKey: [Move]] = [:]
  /// The handled events of each screen met.
  var handled: [Place: [Event]] = [:]
}
