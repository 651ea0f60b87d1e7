/// One flow file, decoded: the syntax model, in declaration order, every name located.
public struct FlowDeclaration: Sendable, Equatable {
  /// The flow's name (UpperCamelCase).
  public var name: Located<String>
  /// The file it was decoded from.
  public var file: String
  /// `description`, carried into generated documentation.
  public var description: String?
  /// `inputs`: values given when the flow starts.
  public var inputs: [FieldDeclaration]
  /// `context`: the flow's mutable data.
  public var context: [FieldDeclaration]
  /// `environment`: facts the host app answers at run time.
  public var environment: [FieldDeclaration]
  /// `types`: enumerations.
  public var types: [EnumDeclaration]
  /// `actions`: side effects the app performs.
  public var actions: [SignatureDeclaration]
  /// `results`: how the flow can finish.
  public var results: [SignatureDeclaration]
  /// `start`: the first screen, or guarded choices.
  public var start: StartDeclaration
  /// Where the `start` key is written (the flow's name when it is missing).
  public var startRange: SourceRange
  /// `screens`, in declaration order.
  public var screens: [ScreenDeclaration]
  /// `tabs`: the tab nodes of a tab container, in tab-bar order (empty for any other flow). A
  /// container's `start` is its first tab.
  public var tabs: [Located<String>] = []
  /// Where the `tabs` key is written (nil when it is not).
  public var tabsRange: SourceRange?
  /// The names whose declaration failed (an error was reported): their uses are not reported
  /// again.
  public var failed = FailedDeclarations()
}

/// A named, typed field: an input, context field, environment value, action parameter or payload
/// field.
public struct FieldDeclaration: Sendable, Equatable {
  /// The field's name.
  public var name: Located<String>
  /// Its type.
  public var type: Located<TypeReference>
  /// Its default value (context fields only).
  public var defaultValue: Expression?
  /// `sensitive: true`: the runner and the generated records show the value as a placeholder.
  public var isSensitive: Bool

  /// Creates a field.
  public init(
    name: Located<String>, type: Located<TypeReference>, defaultValue: Expression? = nil,
    isSensitive: Bool = false
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isSensitive = isSensitive
  }
}

/// An enumeration declared under `types`.
public struct EnumDeclaration: Sendable, Equatable {
  /// The enum's name.
  public var name: Located<String>
  /// Its cases, in order.
  public var cases: [Located<String>]
}

/// A name with a parameter list: an action, a result or an event.
public struct SignatureDeclaration: Sendable, Equatable {
  /// The name.
  public var name: Located<String>
  /// The parameters, in order.
  public var parameters: [FieldDeclaration]
  /// The parameters whose declaration failed (an error was reported).
  public var failedParameters = FailedNames()
}

/// `start`: one screen, or `{when, to}` choices tried in order.
public enum StartDeclaration: Sendable, Equatable {
  /// A single first screen.
  case screen(Located<String>)
  /// Guarded choices.
  case choices([StartChoice])
}

/// One `{when, to}` choice of a start list.
public struct StartChoice: Sendable, Equatable {
  /// The guard, if any (nil also when it failed to parse; see `isGuarded`).
  public var condition: Expression?
  /// Whether a `when` is written, even one that failed to parse.
  public var isGuarded: Bool
  /// The screen chosen.
  public var target: Located<String>
  /// The whole choice.
  public var range: SourceRange
}

/// A screen: a view, or a child-flow node.
public struct ScreenDeclaration: Sendable, Equatable {
  /// What a screen shows.
  public enum Kind: Sendable, Equatable {
    /// A view controller (its type name, if given).
    case view(Located<String>?)
    /// A child flow, by flow name.
    case flow(Located<String>)
  }

  /// The screen's name.
  public var name: Located<String>
  /// View or child flow.
  public var kind: Kind
  /// `title`.
  public var title: String?
  /// `inputs`: parameter -> expression.
  public var inputs: [ArgumentDeclaration]
  /// `events` (view screens only).
  public var events: [SignatureDeclaration]
  /// `on`: event -> transitions.
  public var handlers: [HandlerDeclaration]
  /// The events whose declaration failed (an error was reported): handlers of them are not
  /// reported as undeclared.
  public var failedEvents = FailedNames()
}

/// `name: expression`: a screen input, `set` entry, action argument or payload field.
public struct ArgumentDeclaration: Sendable, Equatable {
  /// The parameter or field name.
  public var name: Located<String>
  /// The value.
  public var value: Expression
}

/// The transitions for one event of a screen.
public struct HandlerDeclaration: Sendable, Equatable {
  /// The event (or child result) handled.
  public var event: Located<String>
  /// The transitions, tried in order; one when written as a single transition.
  public var transitions: [TransitionDeclaration]
  /// True when written as a list.
  public var isList: Bool
}

/// One transition: guard, context changes, actions, navigation.
public struct TransitionDeclaration: Sendable, Equatable {
  /// `when` (nil also when it failed to parse; see `isGuarded`).
  public var condition: Expression?
  /// Whether a `when` is written, even one that failed to parse.
  public var isGuarded: Bool
  /// `set`: field -> expression.
  public var assignments: [ArgumentDeclaration]
  /// `do`: action calls in order.
  public var actions: [ActionCallDeclaration]
  /// The navigation (`stay` when none is written).
  public var navigation: Located<NavigationDeclaration>
  /// The whole transition.
  public var range: SourceRange
}

/// One action call of a `do`.
public struct ActionCallDeclaration: Sendable, Equatable {
  /// The action.
  public var action: Located<String>
  /// Its arguments.
  public var arguments: [ArgumentDeclaration]
}

/// Where a transition goes.
public enum NavigationDeclaration: Sendable, Equatable {
  /// No navigation.
  case stay
  /// Push a screen.
  case push(Located<String>)
  /// Present a screen as the root of a new modal stack, the way `Presentation` says.
  case present(Located<String>, Presentation)
  /// Replace this flow's part of the current stack with a screen.
  case replace(Located<String>)
  /// Pop the top screen.
  case back
  /// Pop back to a screen.
  case popTo(Located<String>)
  /// Dismiss the topmost modal stack.
  case dismiss
  /// Close the current screen whichever way it was shown: pop it where it was pushed, dismiss
  /// its stack where it is the root of a stack this flow presented.
  case close
  /// End the flow with a result and its payload (nil when written as `finish: R`).
  case finish(Located<String>, payload: [ArgumentDeclaration]?)
}
