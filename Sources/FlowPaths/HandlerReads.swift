import FlowRunner
import FlowSpec

/// One handler: the flow, the screen (or child node) and the event.
struct HandlerID: Hashable {
  var flow: String
  var screen: String
  var event: String
}

/// What one handler's alternatives depend on, found once for the module.
struct HandlerReads: Sendable {
  /// The payload fields its guards read, and those carried on (`carried`).
  var event: [String]
  /// The latter alone: the payload fields stored in fields other guards read, handed to a child
  /// flow it starts, or finished with in a result whose handlers' guards read them.
  var carried: [String]
  /// The environment values its guards read, and those read further on (`starts`).
  var environment: [String]
  /// The latter alone: the environment values the start choices of a child flow it starts read
  /// (and those its inputs are given from), those stored in fields other guards read, and those
  /// the guards of the handlers of a result it finishes with read.
  var starts: [String]
  /// The inputs and context fields its guards read.
  var slots: [String]
  /// Whether a result it finishes with has handlers that read something (`ResultReads`).
  var readsResults = false

  /// What the handlers of one result of a flow read, wherever the flow is started: the
  /// environment values (`environment` of their reads) and the result's payload fields (their
  /// `event`).
  struct ResultReads: Sendable {
    var environment: [String] = []
    var fields: [String] = []
  }

  /// `keyed` are the flow's key slots (`PlanningContext.keySlots`, every flow's in `keySlots`),
  /// `positions` its screens' positions by name, `results` what the handlers of each of its
  /// results read.
  init(
    _ handler: Handler, in flow: Flow, keyed: Set<String>, keySlots: [String: [String]],
    positions: [String: Int], startReads: [String: (environment: [String], inputs: [String])],
    results: [String: ResultReads] = [:]
  ) {
    var event: [String] = []
    var environment: [String] = []
    var carried: [String] = []
    var starts: [String] = []
    var slots: [String] = []
    for transition in handler.transitions {
      if let condition = transition.condition {
        // One walk of the guard for the three (each of `reads` and `slotReads` walks it).
        condition.forEachNodeInOrder { node in
          switch node.kind {
          case .environment(let name): environment.append(name)
          case .eventField(let name): event.append(name)
          case .input(let name), .context(let name): slots.append(name)
          default: break
          }
        }
      }
      for assignment in transition.assignments where keyed.contains(assignment.name) {
        let reads = assignment.value.reads
        carried += reads.event
        starts += reads.environment
      }
      if let target = transition.navigation.target, let position = positions[target],
        case let node = flow.screens[position], let child = node.childFlow
      {
        starts += startReads[child]?.environment ?? []
        let childKeys = keySlots[child] ?? []
        for input in node.inputs {
          let reads = input.value.reads
          // Tried as before; carried on only where the child's guards read the input.
          event += reads.event
          guard childKeys.contains(input.name) else { continue }
          carried += reads.event
          starts += reads.environment
        }
      }
      if case .finish(let result, let payload) = transition.navigation,
        let read = results[result]
      {
        readsResults = readsResults || !read.environment.isEmpty || !read.fields.isEmpty
        starts += read.environment
        for field in payload where read.fields.contains(field.name) {
          carried += field.value.reads.event
        }
      }
    }
    self.event = PlanningContext.unique(event + carried)
    self.carried = PlanningContext.unique(carried)
    self.starts = PlanningContext.unique(starts)
    self.environment = PlanningContext.unique(environment + starts)
    self.slots = PlanningContext.unique(slots)
  }
}

extension Navigation {
  /// The node the navigation shows, if any.
  var target: String? {
    switch self {
    case .push(let name), .present(let name, _), .replace(let name), .popTo(let name): name
    default: nil
    }
  }
}
