import Foundation

/// Manages a presented view controller's presentation; its delegate hears of the user swiping
/// a sheet away.
@MainActor open class UIPresentationController: NSObject {
  /// Told about the user's attempts to dismiss the presented view controller.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  private unowned let presented: UIViewController

  /// Creates the presentation controller of `presentedViewController`.
  public required init(
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

/// A sheet's presentation controller: the heights the sheet rests at.
@MainActor open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  @MainActor open class Detent: NSObject {
    /// About half the screen's height.
    open class func medium() -> UISheetPresentationController.Detent { Detent() }
    /// The full height.
    open class func large() -> UISheetPresentationController.Detent { Detent() }
  }
  /// The heights the sheet may rest at (UIKit's default is `[.large()]`).
  open var detents: [UISheetPresentationController.Detent] = [.large()]
}

/// The directions a popover's arrow may point.
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
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The directions its arrow may point (none: no arrow).
  open var permittedArrowDirections: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
