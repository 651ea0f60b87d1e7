import Foundation

/// A container that shows a stack of view controllers.
///
/// Modelled (docs/uikit-model.md):
/// - `viewControllers` changes at once; the delegate is told `willShow` at once, with the
///   transition's coordinator already in `transitionCoordinator`; the transition ends on a later
///   turn of the main queue (its coordinator's completions run), then the delegate is told
///   `didShow`.
/// - A push, pop or set while one of its transitions is running is logged and ignored.
/// - Pushing a navigation controller, pushing a view controller already on the stack, and
///   popping to one not on the stack are what UIKit raises for (`UIKitModel.exceptions`).
/// - The user's interactive pop (`UIKitModel.beginInteractivePop`) removes the top view
///   controller from `viewControllers` at once, tells the delegate `willShow`, and has an
///   interactive coordinator; cancelled, the stack is restored and `didShow` is not sent.
@MainActor open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  var navigationTransition: ModelTransition?
  private var interactivePop: UIViewController?

  /// The object told what the navigation controller shows.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    adopt([rootViewController])
    stack = [rootViewController]
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The view controllers on the stack, root first; setting it is `setViewControllers` without
  /// animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller at the top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// What is visible: a view controller presented over the stack, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  /// Pushes a view controller onto the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    change(to: stack + [viewController], animated: animated, call: "push")
  }

  /// Pops the top view controller; nothing when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let top = stack[stack.count - 1]
    return change(to: Array(stack.dropLast()), animated: animated, call: "pop") ? top : nil
  }

  /// Pops until `viewController` is on top; it must be on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      UIKitModel.raise("Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    return change(to: Array(stack[...index]), animated: animated, call: "pop to") ? popped : nil
  }

  /// Pops all but the root view controller.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    change(to: viewControllers, animated: animated, call: "set")
  }

  @discardableResult
  private func change(to new: [UIViewController], animated: Bool, call: String) -> Bool {
    if navigationTransition != nil {
      UIKitModel.warn(
        "\(call) on \(self) while its transition is in progress: ignored (nested push "
          + "animation can result in corrupted navigation bar)")
      return false
    }
    for (index, controller) in new.enumerated() {
      if controller is UINavigationController {
        UIKitModel.raise("Pushing a navigation controller is not supported")
        return false
      }
      if new[..<index].contains(where: { $0 === controller }) {
        UIKitModel.raise(
          "Pushing the same view controller instance more than once is not supported")
        return false
      }
      if let parent = controller.container, parent !== self {
        UIKitModel.raise("\(controller) already has a parent view controller, \(parent)")
        return false
      }
      if controller.presenter != nil {
        UIKitModel.raise("\(controller) is presented and cannot be pushed")
        return false
      }
    }
    if new.count == stack.count, zip(new, stack).allSatisfy({ $0 === $1 }) { return true }
    for old in stack where !new.contains(where: { $0 === old }) { old.removeFromParent() }
    adopt(new)
    stack = new
    let top = new.last
    let transition = ModelTransition(animated: animated, interactive: false, style: .none)
    navigationTransition = transition
    if let top { delegate?.navigationController(self, willShow: top, animated: animated) }
    UIKitModel.later { [self] in
      navigationTransition = nil
      transition.end(cancelled: false)
      if let top { delegate?.navigationController(self, didShow: top, animated: animated) }
    }
    return true
  }

  private func adopt(_ controllers: [UIViewController]) {
    for controller in controllers where controller.container !== self {
      childList.append(controller)
      controller.container = self
    }
  }

  /// Whether the user could pop now (back button or edge swipe).
  var canBeginUserPop: Bool {
    stack.count > 1 && navigationTransition == nil && presentedViewController == nil
      && UIKitModel.presentationTransitions == 0 && isInWindowHierarchy
  }

  func beginInteractivePop() {
    let popped = stack.removeLast()
    interactivePop = popped
    let top = stack[stack.count - 1]
    navigationTransition = ModelTransition(animated: true, interactive: true, style: .none)
    delegate?.navigationController(self, willShow: top, animated: true)
  }

  func endInteractivePop(finishing: Bool) {
    guard let popped = interactivePop, let transition = navigationTransition else { return }
    interactivePop = nil
    transition.endInteraction()
    UIKitModel.later { [self] in
      navigationTransition = nil
      if finishing {
        popped.removeFromParent()
        transition.end(cancelled: false)
        let top = stack[stack.count - 1]
        delegate?.navigationController(self, didShow: top, animated: true)
      } else {
        stack.append(popped)
        transition.end(cancelled: true)
      }
    }
  }
}

/// What a navigation controller tells its delegate. Both methods are optional in UIKit; here
/// they have empty defaults.
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before the navigation controller shows `viewController` (after a push, pop or set).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// Called once the navigation controller shows `viewController`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing: optional in UIKit.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing: optional in UIKit.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
