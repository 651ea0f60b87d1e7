/// A module that passed validation: the input of FlowRunner and the generators.
///
/// Names are resolved, expressions typed, and every reference is known to exist.
public struct ValidatedModule: Sendable {
  /// The flows, sorted by name.
  public var flows: [Flow]
  /// The enums of all flows (one namespace per module), sorted by name.
  public var enums: [EnumType]

  /// Creates a module.
  public init(flows: [Flow], enums: [EnumType]) {
    self.flows = flows
    self.enums = enums
  }

  /// The most flows that may run at once, the root included: `flowc run` reports an error, and
  /// the generated code stops the program, where a step would start one more (a flow that starts
  /// itself as a child must be able to stop; docs/semantics.md).
  public static let flowLimit = 100

  /// The flow with this name.
  public func flow(named name: String) -> Flow? {
    flows.first { $0.name == name }
  }

  /// The type of the environment value `name`, as the first flow declaring it has it.
  public func environmentType(named name: String) -> ValueType? {
    for flow in flows {
      if let field = flow.environment.first(where: { $0.name == name }) { return field.type }
    }
    return nil
  }

  /// Flows that no other flow uses as a child, sorted by name.
  public var rootFlows: [Flow] {
    let children = Set(flows.flatMap { $0.screens.compactMap(\.childFlow) })
    return flows.filter { !children.contains($0.name) }
  }
}

/// An enumeration and its cases.
public struct EnumType: Sendable, Equatable {
  /// The enum's name.
  public var name: String
  /// Its cases, in declaration order.
  public var cases: [String]
}

/// A name with its type.
public struct Field: Sendable, Equatable {
  /// The name.
  public var name: String
  /// The type.
  public var type: ValueType
  /// The default value (context fields only).
  public var defaultValue: TypedExpression?
  /// Where the name is declared.
  public var range: SourceRange
  /// Declared `sensitive: true`: shown as `Field.placeholder` wherever a value is described.
  public var isSensitive: Bool = false

  /// What the runner's trace and the generated records show in place of a sensitive value.
  public static let placeholder = "<sensitive>"
}

/// An action, result or event with its parameters.
public struct Signature: Sendable, Equatable {
  /// The name.
  public var name: String
  /// The parameters in declaration order.
  public var parameters: [Field]
  /// Where the name is declared.
  public var range: SourceRange
}

/// `name: value`: an input, assignment, argument or payload field.
public struct NamedExpression: Sendable, Equatable {
  /// The parameter or field name.
  public var name: String
  /// The value.
  public var value: TypedExpression

  /// Creates a named expression.
  public init(name: String, value: TypedExpression) {
    self.name = name
    self.value = value
  }
}

/// One validated flow.
public struct Flow: Sendable, Equatable {
  /// The flow's name.
  public var name: String
  /// The file it came from.
  public var file: String
  /// Its description.
  public var description: String?
  /// Its inputs.
  public var inputs: [Field]
  /// Its context fields.
  public var context: [Field]
  /// Its environment values.
  public var environment: [Field]
  /// Its actions.
  public var actions: [Signature]
  /// Its results.
  public var results: [Signature]
  /// The start choices, tried in order (one unguarded choice for `start: screen`).
  public var start: [StartChoiceModel]
  /// The screens in declaration order.
  public var screens: [Screen]
  /// Where the flow's name is declared.
  public var range: SourceRange
  /// For a tab container, its tab nodes in tab-bar order (the first selected at start); empty for
  /// any other flow.
  public var tabs: [String] = []

  /// Whether the flow is a tab container.
  public var isTabContainer: Bool { !tabs.isEmpty }

  /// The screen with this name.
  public func screen(named name: String) -> Screen? {
    screens.first { $0.name == name }
  }
}

/// A validated start choice.
public struct StartChoiceModel: Sendable, Equatable {
  /// The guard, if any.
  public var condition: TypedExpression?
  /// The screen chosen.
  public var target: String

  /// Creates a start choice.
  public init(condition: TypedExpression?, target: String) {
    self.condition = condition
    self.target = target
  }
}

/// A validated screen.
public struct Screen: Sendable, Equatable {
  /// A view, or a child flow.
  public enum Kind: Sendable, Equatable {
    /// A view controller, optionally with its type name.
    case view(String?)
    /// A child flow by name.
    case flow(String)
  }

  /// The screen's name.
  public var name: String
  /// View or child flow.
  public var kind: Kind
  /// The title.
  public var title: String?
  /// Inputs handed to the screen or child flow.
  public var inputs: [NamedExpression]
  /// The events it sends (a child node's are the child's results).
  public var events: [Signature]
  /// One handler for each event, in the order of `events`.
  public var handlers: [Handler]
  /// The transitions for the system event `dismissed`: what runs after the user swiped away a
  /// stack that a `present` of this node opened (nil: the swipe only ends what it removed).
  public var dismissed: Handler?
  /// Where the screen's name is declared.
  public var range: SourceRange

  /// Creates a screen.
  public init(
    name: String, kind: Kind, title: String?, inputs: [NamedExpression], events: [Signature],
    handlers: [Handler], dismissed: Handler? = nil, range: SourceRange
  ) {
    self.name = name
    self.kind = kind
    self.title = title
    self.inputs = inputs
    self.events = events
    self.handlers = handlers
    self.dismissed = dismissed
    self.range = range
  }

  /// Its events' handlers in order, then its `dismissed` handler if it has one: every list of
  /// transitions the screen holds.
  public var allHandlers: [Handler] {
    dismissed.map { handlers + [$0] } ?? handlers
  }

  /// The child flow's name, for a child-flow node.
  public var childFlow: String? {
    if case .flow(let name) = kind { return name }
    return nil
  }
}

/// The transitions for one event.
public struct Handler: Sendable, Equatable {
  /// The event handled.
  public var event: String
  /// Transitions tried in order; the first whose condition holds is taken.
  public var transitions: [Transition]

  /// Creates a handler.
  public init(event: String, transitions: [Transition]) {
    self.event = event
    self.transitions = transitions
  }
}

/// A validated transition.
public struct Transition: Sendable, Equatable {
  /// The guard, if any.
  public var condition: TypedExpression?
  /// Context assignments, evaluated together before any is stored.
  public var assignments: [NamedExpression]
  /// Action calls, in order, after the assignments.
  public var actions: [ActionCall]
  /// The navigation.
  public var navigation: Navigation
  /// Where the transition is written.
  public var range: SourceRange

  /// Creates a transition.
  public init(
    condition: TypedExpression?, assignments: [NamedExpression], actions: [ActionCall],
    navigation: Navigation, range: SourceRange
  ) {
    self.condition = condition
    self.assignments = assignments
    self.actions = actions
    self.navigation = navigation
    self.range = range
  }
}

/// One action call.
public struct ActionCall: Sendable, Equatable {
  /// The action's name.
  public var action: String
  /// Arguments in the action's parameter order.
  public var arguments: [NamedExpression]
}

/// A validated navigation.
public enum Navigation: Sendable, Equatable {
  /// No navigation.
  case stay
  /// Push a screen or start a child flow pushed.
  case push(String)
  /// Present a screen or child flow in a new modal stack, the way the presentation says.
  case present(String, Presentation)
  /// Replace this flow's part of the current stack.
  case replace(String)
  /// Pop the top screen.
  case back
  /// Pop (and dismiss modals) back to a screen.
  case popTo(String)
  /// Dismiss the top modal stack this flow presented.
  case dismiss
  /// Close the top screen: pop it where this flow has a screen below it on its stack, dismiss
  /// its stack where it is the root of a stack this flow presented.
  case close
  /// End the flow; the payload is in the result's parameter order.
  case finish(String, payload: [NamedExpression])
}
