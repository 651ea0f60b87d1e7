import Foundation

/// An object that responds to events: the base of views and view controllers.
@MainActor open class UIResponder: NSObject {}

/// A view. The model has no views: it exists for `UIWindow` and the samples' signatures.
@MainActor open class UIView: UIResponder {
  /// The view's own rectangle, in its coordinates.
  open var bounds: CGRect
  /// Creates a view with a frame.
  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }
  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }
}

/// How a presented view controller is shown (Apple's `UIModalPresentationStyle`, same raw values).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen.
  case fullScreen = 0
  /// A sheet that partially covers the content below.
  case pageSheet = 1
  /// A sheet centred on a large screen.
  case formSheet = 2
  /// Over the presenting context's view.
  case currentContext = 3
  /// Managed by a custom presentation controller (alerts).
  case custom = 4
  /// Covers the screen; the views below stay.
  case overFullScreen = 5
  /// Over the presenting context's view; the views below stay.
  case overCurrentContext = 6
  /// A popover on a large screen.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet on iOS.
  case automatic = -2

  /// Whether the user can swipe it down (the sheet styles; `automatic` is a page sheet on iOS).
  var isSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(self) }
}

/// A view controller: containment (`parent`, `children`) and modal presentation.
///
/// Modelled (docs/uikit-model.md):
/// - `present(_:animated:completion:)` goes through the presentation context, the topmost
///   ancestor; `presentedViewController` is set at once, the transition ends on a later turn
///   of the main queue, then `completion` runs. It is refused with UIKit's logged warning when
///   that ancestor is already presenting, when any presentation or dismissal is in progress,
///   or when it is not in the window's hierarchy; presenting a controller that already has a
///   presenter or a parent is what UIKit raises for (`UIKitModel.exceptions`).
/// - `dismiss(animated:completion:)` dismisses what the receiver (or an ancestor) presented,
///   and everything above it; called on a presented controller, its presenter dismisses it.
///   Refused with a warning while a presentation or dismissal is in progress.
@MainActor open class UIViewController: UIResponder {
  /// Creates a view controller (UIKit's designated initializer).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// Creates a view controller from an archive.
  public required init?(coder: NSCoder) { super.init() }
  /// Creates a view controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// The title shown by a navigation bar.
  open var title: String?
  /// How the view controller is shown when presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether the user may not swipe it away while presented.
  open var isModalInPresentation = false

  weak var container: UIViewController?
  var childList: [UIViewController] = []
  /// What this controller presented (as a presentation context).
  var presented: UIViewController?
  /// The presentation context that presented this controller.
  weak var presenter: UIViewController?
  var presentationTransition: ModelTransition?
  var phase = Phase.settled
  private var ownPresentationController: UIPresentationController?

  enum Phase { case settled, presenting, dismissing }

  /// The container this view controller is a child of.
  open var parent: UIViewController? { container }
  /// The view controllers this container holds.
  open var children: [UIViewController] { childList }

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var current = container
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.container
    }
    return nil
  }

  /// Adds a child view controller.
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childList.append(childController)
    childController.container = self
  }

  /// Removes the view controller from its parent.
  open func removeFromParent() {
    container?.childList.removeAll { $0 === self }
    container = nil
  }

  /// The topmost ancestor: the presentation context of the model.
  var presentationHost: UIViewController {
    var host = self
    while let parent = host.container { host = parent }
    return host
  }

  /// The view controller this one, or one of its ancestors, presented.
  open var presentedViewController: UIViewController? { presentationHost.presented }

  /// The view controller that presented this one, or its nearest presented ancestor.
  open var presentingViewController: UIViewController? { presentationHost.presenter }

  /// Whether it is in the middle of being presented.
  open var isBeingPresented: Bool { phase == .presenting }

  /// Whether it is in the middle of being dismissed.
  open var isBeingDismissed: Bool { phase == .dismissing }

  /// The coordinator of the transition in progress: its own presentation or dismissal, else
  /// its ancestors' (a navigation controller's push or pop included).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let presentationTransition { return presentationTransition }
    if let navigation = self as? UINavigationController,
      let transition = navigation.navigationTransition
    {
      return transition
    }
    return container?.transitionCoordinator
  }

  /// The presentation controller that manages (or will manage) its presentation; made on first
  /// use, so that a delegate set before presenting is kept. Its class follows
  /// `modalPresentationStyle` (a sheet's for the sheet styles, a popover's for `.popover`), as
  /// UIKit's documentation of `sheetPresentationController` and `popoverPresentationController`
  /// describes: set the style first, then configure the controller, then present.
  open var presentationController: UIPresentationController? {
    if let ownPresentationController, type(of: ownPresentationController) == controllerClass {
      return ownPresentationController
    }
    let made = controllerClass.init(presentedViewController: self, presenting: nil)
    made.delegate = ownPresentationController?.delegate
    ownPresentationController = made
    return made
  }

  private var controllerClass: UIPresentationController.Type {
    if modalPresentationStyle.isSheet { return UISheetPresentationController.self }
    if modalPresentationStyle == .popover { return UIPopoverPresentationController.self }
    return UIPresentationController.self
  }

  /// The sheet presentation controller, when `modalPresentationStyle` is a sheet style; nil
  /// otherwise.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller, when `modalPresentationStyle` is `.popover`; nil
  /// otherwise.
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// The view the controller manages (the model's views hold no content).
  open lazy var view: UIView! = UIView()

  /// Whether the controller's presentation context is on screen (a controller in a tab that is
  /// not selected is not).
  var isInWindowHierarchy: Bool {
    var current: UIViewController = self
    while let parent = current.container {
      if let tabBar = parent as? UITabBarController, tabBar.selectedViewController !== current {
        return false
      }
      current = parent
    }
    let host = presentationHost
    if let root = UIKitModel.keyWindow?.rootViewController, root === host { return true }
    return host.presenter?.isInWindowHierarchy ?? false
  }

  /// Presents a view controller modally.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let host = presentationHost
    let presented = viewControllerToPresent
    if presented.presenter != nil || presented.container != nil || presented === host {
      UIKitModel.raise(
        "Application tried to present modally a view controller \(presented) that is already "
          + "presented or has a parent")
      return
    }
    if let already = host.presented {
      UIKitModel.warn(
        "Attempt to present \(presented) on \(host) (from \(self)) which is already presenting "
          + "\(already).")
      return
    }
    if UIKitModel.presentationTransitions > 0 {
      UIKitModel.warn(
        "Attempt to present \(presented) on \(host) (from \(self)) while a presentation is in "
          + "progress.")
      return
    }
    if !isInWindowHierarchy {
      UIKitModel.warn(
        "Attempt to present \(presented) on \(host) (from \(self)) whose view is not in the "
          + "window hierarchy.")
      return
    }
    host.presented = presented
    presented.presenter = host
    presented.phase = .presenting
    let transition = ModelTransition(
      animated: flag, interactive: false, style: presented.modalPresentationStyle)
    presented.presentationTransition = transition
    host.presentationTransition = transition
    UIKitModel.presentationTransitions += 1
    UIKitModel.later {
      UIKitModel.presentationTransitions -= 1
      presented.phase = .settled
      presented.presentationTransition = nil
      host.presentationTransition = nil
      transition.end(cancelled: false)
      completion?()
    }
  }

  /// Dismisses the view controller presented by this one (or by an ancestor), with everything
  /// presented above it; called on a presented controller, its presenter dismisses it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = presentationHost
    let context: UIViewController
    let first: UIViewController
    if let presented = host.presented {
      (context, first) = (host, presented)
    } else if let presenter = host.presenter {
      (context, first) = (presenter, host)
    } else {
      return
    }
    if UIKitModel.presentationTransitions > 0 {
      UIKitModel.warn(
        "Attempt to dismiss from view controller \(context) while a presentation or dismiss is "
          + "in progress!")
      return
    }
    context.beginDismissal(of: first, animated: flag, interactive: false) { completion?() }
  }

  /// Starts dismissing `first` (presented by this context) and everything above it; the
  /// transition ends on a later turn, then `finished` runs.
  func beginDismissal(
    of first: UIViewController, animated: Bool, interactive: Bool,
    finished: @escaping @MainActor () -> Void
  ) {
    var chain = [first]
    while let next = chain[chain.count - 1].presented { chain.append(next) }
    for controller in chain { controller.phase = .dismissing }
    let transition = ModelTransition(
      animated: animated, interactive: interactive, style: first.modalPresentationStyle)
    first.presentationTransition = transition
    presentationTransition = transition
    UIKitModel.presentationTransitions += 1
    UIKitModel.later { [self] in
      UIKitModel.presentationTransitions -= 1
      for controller in chain {
        controller.phase = .settled
        controller.presentationTransition = nil
        controller.presenter = nil
        controller.presented = nil
      }
      presented = nil
      presentationTransition = nil
      transition.end(cancelled: false)
      finished()
    }
  }

  /// The user swipes this presented sheet down (`UIKitModel.swipeDown`).
  func userSwipeDown() -> Bool {
    guard let context = presenter, presented == nil, phase == .settled,
      UIKitModel.presentationTransitions == 0, modalPresentationStyle.isSheet
    else { return false }
    let controller = presentationController
    let delegate = controller?.delegate
    if let controller,
      isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    if let controller { delegate?.presentationControllerWillDismiss(controller) }
    context.beginDismissal(of: self, animated: true, interactive: true) {
      if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
    }
    return true
  }
}
