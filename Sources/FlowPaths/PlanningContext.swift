import FlowRunner
import FlowSpec

/// What the planner prepares once for a module: the machine, the values to try, and for each
/// flow the names its guards depend on.
final class PlanningContext: Sendable {
  let module: ValidatedModule
  let machine: FlowMachine
  let candidates: ValueCandidates
  /// The flows by name.
  let flows: [String: Flow]
  /// For each flow, the inputs and context fields that its guards and start choices read, and
  /// those handed to a child's input that the child's own read: the values that tell its states
  /// apart in a search.
  let keySlots: [String: [String]]
  /// `keySlots` by the flow's position in the module (`FlowFrame.flowIndex`).
  let keySlotsByFlow: [[String]]
  /// Whether any flow has key slots (`StateKey` reads no frame's values otherwise).
  let readsKeySlots: Bool
  /// For each flow, the environment values and inputs its start choices read.
  let startReads: [String: (environment: [String], inputs: [String])]
  /// Every environment value of the module with its type, sorted by name.
  let environment: [(name: String, type: ValueType)]
  /// For each flow, the environment values its expressions read (`Flow.environmentReads`): a
  /// path's script gives those of the flows it runs.
  let environmentReads: [String: [String]]
  /// The environment values the `dismissed` handlers' guards read.
  let dismissedEnvironment: [String]
  /// Each flow's screens' positions, by name.
  let screenPositions: [String: [String: Int]]
  /// What each handler's alternatives depend on.
  let handlerReads: [HandlerID: HandlerReads]
  /// The same in the root flow of a plan, where they differ: a result the root finishes with is
  /// handled by no parent, so what its handlers read is not read further on.
  let rootHandlerReads: [HandlerID: HandlerReads]
  /// The coverage (nothing covered yet) of each root flow named when the context was made.
  private let rootCoverages: [String: Coverage]
  /// The most assignments tried for one event.
  static let assignmentLimit = 512

  /// The context of `module`; the coverages of `roots` (`coverage(of:)`) are made while the
  /// machine is prepared on another thread.
  init(module: ValidatedModule, covering roots: [String] = []) {
    self.module = module
    // Compiling the flows for the runner is the largest part, and independent of the rest.
    let machine = BackgroundValue { FlowMachine(module: module) }
    candidates = ValueCandidates(module: module)
    flows = Dictionary(module.flows.map { ($0.name, $0) }) { first, _ in first }
    var keySlots: [String: [String]] = [:]
    var startReads: [String: (environment: [String], inputs: [String])] = [:]
    for flow in module.flows {
      var names: [String] = []
      var startEnvironment: [String] = []
      for condition in flow.start.compactMap(\.condition) {
        names += condition.slotReads
        startEnvironment += condition.reads.environment
      }
      startReads[flow.name] = (Self.unique(startEnvironment), Self.unique(names))
      // The screens are read in place (by position): a copy of each retains all its parts.
      for index in flow.screens.indices {
        for handler in flow.screens[index].handlers {
          names += handler.transitions.compactMap(\.condition).flatMap(\.slotReads)
        }
        for transition in flow.screens[index].dismissed?.transitions ?? [] {
          names += transition.condition?.slotReads ?? []
        }
      }
      keySlots[flow.name] = Self.unique(names)
    }
    // A parent's field handed to a child's input that the child's guards read matters too, and
    // so on up: until nothing is added.
    var changed = true
    while changed {
      changed = false
      for flow in module.flows {
        var names = keySlots[flow.name] ?? []
        for index in flow.screens.indices {
          guard case .flow(let child) = flow.screens[index].kind, let read = keySlots[child]
          else { continue }
          for input in flow.screens[index].inputs where read.contains(input.name) {
            for name in input.value.slotReads where !names.contains(name) {
              names.append(name)
              changed = true
            }
          }
        }
        keySlots[flow.name] = names
      }
    }
    self.keySlots = keySlots
    keySlotsByFlow = module.flows.map { keySlots[$0.name] ?? [] }
    readsKeySlots = keySlotsByFlow.contains { !$0.isEmpty }
    self.startReads = startReads
    var types: [String: ValueType] = [:]
    for flow in module.flows {
      for field in flow.environment where types[field.name] == nil {
        types[field.name] = field.type
      }
    }
    environment = types.keys.sorted().map { ($0, types[$0]!) }
    environmentReads = Dictionary(module.flows.map { ($0.name, $0.environmentReads) }) { a, _ in a }
    screenPositions = Dictionary(
      module.flows.map { flow in
        (flow.name, Dictionary(flow.screens.enumerated().map { ($1.name, $0) }) { a, _ in a })
      }
    ) { first, _ in first }
    var handlerReads: [HandlerID: HandlerReads] = [:]
    var rootHandlerReads: [HandlerID: HandlerReads] = [:]
    var dismissed: [String] = []
    let results = Self.resultReads(
      module, keySlots: keySlots, positions: screenPositions, startReads: startReads)
    for flow in module.flows {
      let keyed = Set(keySlots[flow.name] ?? [])
      let positions = screenPositions[flow.name] ?? [:]
      for index in flow.screens.indices {
        let screen = flow.screens[index].name
        for handler in flow.screens[index].handlers {
          let id = HandlerID(flow: flow.name, screen: screen, event: handler.event)
          let reads = HandlerReads(
            handler, in: flow, keyed: keyed, keySlots: keySlots, positions: positions,
            startReads: startReads,
            results: results[flow.name] ?? [:])
          handlerReads[id] = reads
          guard reads.readsResults else { continue }
          rootHandlerReads[id] = HandlerReads(
            handler, in: flow, keyed: keyed, keySlots: keySlots, positions: positions,
            startReads: startReads)
        }
        if let handler = flow.screens[index].dismissed {
          dismissed +=
            HandlerReads(
              handler, in: flow, keyed: keyed, keySlots: keySlots, positions: positions,
              startReads: startReads,
              results: results[flow.name] ?? [:]
            ).environment
        }
      }
    }
    self.handlerReads = handlerReads
    self.rootHandlerReads = rootHandlerReads
    dismissedEnvironment = Self.unique(dismissed)
    // The machine takes longer than the rest above (at 10,000 screens 579M instructions against
    // 351M): the roots' coverages (62M) are made in that time instead of after it.
    var rootCoverages: [String: Coverage] = [:]
    for root in roots where rootCoverages[root] == nil {
      rootCoverages[root] = Coverage(module: module, root: root)
    }
    self.rootCoverages = rootCoverages
    self.machine = machine.value
  }

  /// For each flow, what the handlers of each of its results read, on every node that starts it
  /// (`HandlerReads.ResultReads`): a handler that finishes its own flow reads, further on, what
  /// its parent's handlers read, and so on up. Flows start no flow that starts them (the
  /// validator rejects cycles), so the parents are found first.
  private static func resultReads(
    _ module: ValidatedModule, keySlots: [String: [String]], positions: [String: [String: Int]],
    startReads: [String: (environment: [String], inputs: [String])]
  ) -> [String: [String: HandlerReads.ResultReads]] {
    var found: [String: [String: HandlerReads.ResultReads]] = [:]
    // The nodes that start each flow.
    var starters: [String: [(flow: Int, node: Int)]] = [:]
    for (flowIndex, flow) in module.flows.enumerated() {
      for index in flow.screens.indices {
        if let child = flow.screens[index].childFlow {
          starters[child, default: []].append((flowIndex, index))
        }
      }
    }
    func reads(of name: String, depth: Int) -> [String: HandlerReads.ResultReads] {
      if let known = found[name] { return known }
      var result: [String: HandlerReads.ResultReads] = [:]
      // A cycle is an invalid module; the depth bounds the walk all the same.
      guard depth < module.flows.count else { return result }
      for (flowIndex, nodeIndex) in starters[name] ?? [] {
        let flow = module.flows[flowIndex]
        let above = reads(of: flow.name, depth: depth + 1)
        for handler in flow.screens[nodeIndex].handlers {
          let read = HandlerReads(
            handler, in: flow, keyed: Set(keySlots[flow.name] ?? []), keySlots: keySlots,
            positions: positions[flow.name] ?? [:], startReads: startReads, results: above)
          var entry = result[handler.event] ?? HandlerReads.ResultReads()
          entry.environment = unique(entry.environment + read.environment)
          entry.fields = unique(entry.fields + read.event)
          result[handler.event] = entry
        }
      }
      found[name] = result
      return result
    }
    for flow in module.flows { _ = reads(of: flow.name, depth: 0) }
    return found
  }

  /// The coverage of root flow `root` with nothing covered yet: the one made with the context
  /// when `root` was named then (`Coverage(module:root:)` otherwise).
  func coverage(of root: String) -> Coverage {
    rootCoverages[root] ?? Coverage(module: module, root: root)
  }

  /// What the search needs to know of a transition before taking it.
  struct TransitionShape {
    /// Its navigation.
    var navigation: Navigation
    /// Whether it starts a child flow.
    var entersChild: Bool
    /// Whether taking it leaves a state its navigation alone tells: it shows no child flow, does
    /// not finish, and sets no field a guard reads.
    var isPlain: Bool
    /// Whether taking it does nothing but pop the top screen, and cannot fail where `back` can
    /// pop: its handler's only alternative, unguarded, for an event without fields, setting
    /// nothing, calling no action, going `back` (`SearchTree` leaves out such a move that undoes
    /// the push before it).
    var popsOnly: Bool
  }

  /// The transition at `index` of `handler`, a handler of `flow` for an event with or without
  /// fields (`hasFields`), as the search sees it.
  func transition(
    _ index: Int, of handler: Handler, in flow: Flow, hasFields: Bool
  ) -> TransitionShape? {
    guard handler.transitions.indices.contains(index) else { return nil }
    let transition = handler.transitions[index]
    let entersChild =
      transition.navigation.target.flatMap { target in
        screenPositions[flow.name]?[target].map { flow.screens[$0].childFlow != nil }
      } ?? false
    var finishes = false
    if case .finish = transition.navigation { finishes = true }
    let keyed = keySlots[flow.name] ?? []
    let setsKeyed = transition.assignments.contains { keyed.contains($0.name) }
    let popsOnly =
      transition.navigation == .back && handler.transitions.count == 1
      && transition.condition == nil && transition.assignments.isEmpty
      && transition.actions.isEmpty && !hasFields
    return TransitionShape(
      navigation: transition.navigation, entersChild: entersChild,
      isPlain: !entersChild && !finishes && !setsKeyed, popsOnly: popsOnly)
  }

  /// The type of environment value `name`.
  func environmentType(_ name: String) -> ValueType? {
    environment.first { $0.name == name }?.type
  }

  /// `names` without repeats, in the order first met. A few names (a handler's reads) are
  /// compared with those kept instead of hashed.
  static func unique(_ names: [String]) -> [String] {
    guard names.count > 16 else {
      var kept: [String] = []
      for name in names where !kept.contains(name) { kept.append(name) }
      return kept
    }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
