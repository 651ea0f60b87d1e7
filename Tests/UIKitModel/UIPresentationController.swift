import Foundation

/// Manages a presented view controller's presentation; its delegate hears of the user swiping
/// a sheet away.
@MainActor open class UIPresentationController: NSObject {
  /// Told about the user's attempts to dismiss the presented view controller.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  private unowned let presented: UIViewController

  /// Creates the presentation controller of `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    super.init()
  }

  /// The view controller being presented.
  open var presentedViewController: UIViewController { presented }
}

/// What a presentation controller tells its delegate when the user swipes a sheet. All four are
/// optional in UIKit; here they have defaults (a swipe is allowed). UIKit does not call them
/// for a dismissal made in code.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Whether the user may swipe it away now.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user started to swipe it away.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user swiped it away: the dismissal has ended.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to swipe it away and was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the swipe: optional in UIKit.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing: optional in UIKit.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing: optional in UIKit.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing: optional in UIKit.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
