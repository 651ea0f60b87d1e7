import FlowSpec

/// Stand-ins for the child flows of one flow, so that the flow is planned and tested on its own
/// (docs/generated-tests.md): each flow it starts is replaced by a flow of one screen, named
/// after the flow, shown where the child's first screen would go, whose events are the child's
/// results, each finishing the stand-in with that result and the event's payload.
///
/// A parent's paths then reach each of its child nodes' outcomes in one step instead of walking
/// the child, and every flow below it, again: a chain of flows nested N deep is planned and
/// tested in N times one flow's steps, not N squared. The stand-in keeps the child's inputs, so
/// that the parent's inputs to it are evaluated as before, and is ended by system back or a
/// swipe as the child would be.
public enum ChildStandIns {
  /// The flows `flow` reaches in `module` with its children stood in: `flow` itself and the
  /// stand-in (`standIn(for:)`) of every flow it starts other than itself, in module order, with
  /// all of the module's enums, so that planning every flow this way stays linear in the module.
  public static func module(_ module: ValidatedModule, standingInFor flow: String)
    -> ValidatedModule
  {
    guard let parent = module.flow(named: flow) else { return module }
    let children = stoodIn(parent)
    let flows = module.flows.compactMap { candidate in
      candidate.name == flow
        ? candidate : children.contains(candidate.name) ? standIn(for: candidate) : nil
    }
    return ValidatedModule(flows: flows, enums: module.enums)
  }

  /// The names of the flows `parent` starts that are stood in for: all but `parent` itself,
  /// which runs as itself.
  public static func stoodIn(_ parent: Flow) -> Set<String> {
    Set(parent.screens.compactMap(\.childFlow)).subtracting([parent.name])
  }

  /// Whether `screen` of `flow` in a module made by `module(_:standingInFor:)` is a stand-in's
  /// screen: the only screen of a flow that is not the one planned, named after its flow.
  public static func isStandIn(screen: String, of flow: String, planned: String) -> Bool {
    flow != planned && screen == flow
  }

  /// The stand-in of `child`: its name, file, inputs and results, and one screen named after it.
  public static func standIn(for child: Flow) -> Flow {
    let handlers = child.results.map { result in
      Handler(
        event: result.name,
        transitions: [
          Transition(
            condition: nil, assignments: [], actions: [],
            navigation: .finish(
              result.name,
              payload: result.parameters.map { field in
                NamedExpression(
                  name: field.name,
                  value: TypedExpression(
                    .eventField(field.name), type: field.type, range: field.range))
              }),
            range: result.range)
        ])
    }
    let screen = Screen(
      name: child.name, kind: .view(nil), title: nil, inputs: [], events: child.results,
      handlers: handlers, range: child.range)
    var flow = child
    flow.context = []
    flow.environment = []
    flow.actions = []
    flow.start = [StartChoiceModel(condition: nil, target: child.name)]
    flow.screens = [screen]
    flow.tabs = []
    return flow
  }
}
