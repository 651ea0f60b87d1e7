import FlowSpec

/// One observable thing a step does, in the order it happens.
///
/// The generated Swift coordinators are tested against these, effect for effect.
public enum Effect: Sendable, Equatable {
  /// A flow started: the root at the beginning, or a child entered through `node` of its parent.
  case flowStarted(flow: String, node: String?, inputs: [NamedValue])
  /// A transition was chosen: the flow, the screen (or child node), the event, the transition's
  /// position in its list (0-based), and the guard that held, as written (nil for an unguarded
  /// transition; one at a later position was chosen because no earlier guard held).
  case transition(flow: String, screen: String, event: String, index: Int, condition: String?)
  /// A start list chose its screen: the flow, the choice's position (0-based) and its guard.
  case startChoice(flow: String, index: Int, condition: String?)
  /// An event arrived but no transition's guard held: nothing happens.
  case ignored(flow: String, screen: String, event: String)
  /// A context field was assigned (even to the value it had).
  case set(flow: String, field: String, value: Value)
  /// An action the app performs, with its arguments in declaration order.
  case action(flow: String, name: String, arguments: [NamedValue])
  /// A navigation operation on the UIKit-like structure.
  case navigation(NavigationOperation)
  /// A child flow finished with a result; its parent handles it next.
  case flowFinished(flow: String, result: String, payload: [NamedValue])
  /// A child flow ended without a result (system back from its first screen, or a swipe).
  case flowCancelled(flow: String)
  /// The root flow finished: the walkthrough is over.
  case rootFinished(flow: String, result: String, payload: [NamedValue])
  /// A screen shown before the step, and still shown after it, whose inputs read a context field
  /// the step set: its new inputs, in the order the screen declares them. The step's last effects,
  /// one for each such screen, the root stack first and each stack from the bottom.
  case update(flow: String, screen: String, inputs: [NamedValue])
}

/// A name and a value: an argument, input or payload field.
public struct NamedValue: Sendable, Equatable, CustomStringConvertible {
  /// The name.
  public var name: String
  /// The value.
  public var value: Value

  /// Creates a named value.
  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }

  /// `name: value`.
  public var description: String { "\(name): \(value)" }
}

/// What a navigator does: the operations UIKit's navigation and presentation APIs perform.
public enum NavigationOperation: Sendable, Equatable {
  /// Push a screen onto the top stack.
  case push(screen: String)
  /// Present a new stack whose root is the screen, the way `presentation` says.
  case present(screen: String, presentation: Presentation)
  /// Set the contents of the top stack (`setViewControllers`).
  case setStack(screens: [String])
  /// Pop the top screen.
  case pop
  /// Pop the top stack back to a screen.
  case popTo(screen: String)
  /// Dismiss the given number of topmost presented stacks at once.
  case dismiss(count: Int)
  /// Set up the tab bar of a tab container with its tabs, the first selected; the effects that
  /// follow, up to a `selectTab`, are the selected tab's.
  case tabs(names: [String])
  /// Select a tab: the effects that follow are its own, on its stacks.
  case selectTab(name: String)
}
