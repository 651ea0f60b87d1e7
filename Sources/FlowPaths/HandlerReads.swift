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
  /// The payload fields its guards read, and those stored in fields other guards read or handed
  /// to a child flow it starts.
  var event: [String]
  /// The environment values its guards read, and those the start choices of a child flow it
  /// starts read.
  var environment: [String]
  /// The latter alone.
  var starts: [String]
  /// The inputs and context fields its guards read.
  var slots: [String]

  /// `keyed` are the flow's key slots (`PlanningContext.keySlots`), `positions` its screens'
  /// positions by name.
  init(
    _ handler: Handler, in flow: Flow, keyed: Set<String>, positions: [String: Int],
    startReads: [String: (environment: [String], inputs: [String])]
  ) {
    var event: [String] = []
    var environment: [String] = []
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
        event += assignment.value.reads.event
      }
      if let target = transition.navigation.target, let position = positions[target],
        case let node = flow.screens[position], let child = node.childFlow
      {
        starts += startReads[child]?.environment ?? []
        event += node.inputs.flatMap(\.value.reads.event)
      }
    }
    self.event = PlanningContext.unique(event)
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
