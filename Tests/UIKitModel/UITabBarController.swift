import Foundation

/// A container that shows one of its view controllers at a time, the one whose tab is selected
/// on its tab bar.
///
/// Modelled (docs/uikit-model.md):
/// - `viewControllers` and `setViewControllers(_:animated:)` make them its children; the first is
///   selected when none was or the selected one is gone.
/// - `selectedIndex` and `selectedViewController` set in code change the selection at once and
///   do not tell the delegate; an index out of range or a view controller that is not one of its
///   own changes nothing.
/// - The user's tap (`UIKitModel.tapTab(at:in:)`) asks the delegate
///   `tabBarController(_:shouldSelect:)`; allowed, it selects the tab and tells
///   `tabBarController(_:didSelect:)`. Allowed on the tab already selected, a navigation
///   controller there pops to its root.
/// - No tap reaches the tab bar while anything is presented over the tab bar controller.
@MainActor open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selection: Int?

  /// The object asked about the user's taps, and told about them.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The view controllers of the tabs, in tab-bar order; setting it is `setViewControllers`
  /// without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Sets the tabs' view controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let selected = selectedViewController
    for old in tabs where !(viewControllers ?? []).contains(where: { $0 === old }) {
      old.removeFromParent()
    }
    tabs = viewControllers ?? []
    for controller in tabs where controller.parent !== self { addChild(controller) }
    selection = tabs.firstIndex { $0 === selected } ?? (tabs.isEmpty ? nil : 0)
  }

  /// The index of the selected tab (`NSNotFound` with no tabs).
  open var selectedIndex: Int {
    get { selection ?? NSNotFound }
    set { if tabs.indices.contains(newValue) { selection = newValue } }
  }

  /// The view controller of the selected tab.
  open var selectedViewController: UIViewController? {
    get { selection.map { tabs[$0] } }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { selection = index }
    }
  }

  /// The user's tap on the tab at `index`; false when it cannot reach the tab bar.
  func userTap(_ index: Int) -> Bool {
    guard tabs.indices.contains(index), presentedViewController == nil else { return false }
    let controller = tabs[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return true }
    if index == selection, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    selection = index
    delegate?.tabBarController(self, didSelect: controller)
    return true
  }
}

/// What a tab bar controller asks and tells about the user's taps on its tab bar.
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked before the user's tap selects `viewController`'s tab; false keeps the selection.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Told after the user's tap selected `viewController`'s tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows every tap: optional in UIKit.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing: optional in UIKit.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
