// A stand-in for UIKit, which does not exist on Linux: the declarations the generated code and the
// documentation's samples use, with the signatures of Apple's UIKit documentation, and no behaviour.
// Compiled as a module named UIKit by the tests, so that `#if canImport(UIKit)` holds.
//
// UIKit marks some protocol requirements `optional` (an Objective-C feature not available here);
// they are plain requirements below, with a default where an app may leave them out.

import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
  open var bounds: CGRect = .zero
}

@MainActor open class UIViewController: UIResponder {
  open var view: UIView! = UIView()
  open var presentationController: UIPresentationController? { nil }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var isModalInPresentation: Bool = false
  open var sheetPresentationController: UISheetPresentationController? { nil }
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
  open var viewControllers: [UIViewController] = []
  weak open var delegate: (any UINavigationControllerDelegate)?
  /// Creates a navigation controller with no view controllers.
  public override init() { super.init() }
  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) { super.init() }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { nil }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor open class UIPresentationController: NSObject {
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  open var presentedViewController: UIViewController { UIViewController() }
}

/// How a view controller is presented modally.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// A sheet's presentation controller: the heights it rests at.
@MainActor open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  @MainActor open class Detent: NSObject {
    open class func medium() -> UISheetPresentationController.Detent { Detent() }
    open class func large() -> UISheetPresentationController.Detent { Detent() }
  }
  open var detents: [UISheetPresentationController.Detent] = []
}

/// The arrow directions a popover may use.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The directions as bits.
  public let rawValue: UInt
  /// Creates a set of directions from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
}

/// A popover's presentation controller: where it points from.
@MainActor open class UIPopoverPresentationController: UIPresentationController {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
  open var permittedArrowDirections: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// What a navigation controller tells its delegate.
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// What a presentation controller tells its delegate (a sheet swiped away).
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@MainActor open class UIScene: UIResponder {
  /// Options UIKit passes when it connects a scene.
  @MainActor open class ConnectionOptions: NSObject {}
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UISceneSession: NSObject {}

@MainActor open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  /// Creates a window in `windowScene`.
  public init(windowScene: UIWindowScene) { super.init() }
  open func makeKeyAndVisible() {}
}

/// What a scene tells its delegate; `scene(_:willConnectTo:options:)` is optional in UIKit.
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  /// Does nothing: the requirement is optional in UIKit.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// A scene delegate that manages a window; `window` is optional in UIKit.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}
