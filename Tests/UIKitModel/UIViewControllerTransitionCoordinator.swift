import Foundation

/// What a transition's coordinator tells about it (the members the navigator reads).
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of the view controller being presented or dismissed.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively (an edge swipe).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the user is still driving it.
  var isInteractive: Bool { get }
  /// Whether it was cancelled (an interactive pop the user let go back).
  var isCancelled: Bool { get }
  /// How long its animation lasts.
  var transitionDuration: TimeInterval { get }
}

/// The coordinator of a transition in progress (`UIViewController.transitionCoordinator`).
///
/// Modelled: `animate(alongsideTransition:completion:)` runs `animation` at once (the model has
/// no animation) and `completion` when the transition ends, cancelled or not, and returns false
/// once it has ended; `notifyWhenInteractionChanges` is called when the user lets go.
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` when it ends.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when an interactive transition stops being driven by the user.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// A transition of the model: ends on a later turn of the main queue.
@MainActor final class ModelTransition: NSObject, UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  var isInterruptible: Bool { false }
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
  private var hasEnded = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  init(animated: Bool, interactive: Bool, style: UIModalPresentationStyle) {
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    presentationStyle = style
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  func endInteraction() {
    isInteractive = false
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  func end(cancelled: Bool) {
    isCancelled = cancelled
    hasEnded = true
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(self) }
  }
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition (no completion).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
