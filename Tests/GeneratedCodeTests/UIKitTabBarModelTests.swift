import Testing
import UIKit

/// The UIKit model's `UITabBarController` (docs/uikit-model.md), on its own: what the tab bar
/// adapter of a later step will rely on.
@MainActor
@Suite("The UIKit model's tab bar controller", .serialized)
struct UIKitTabBarModelTests {
  final class TabLog: NSObject, UITabBarControllerDelegate {
    var refused: Set<Int> = []
    var asked: [Int] = []
    var selected: [Int] = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
      asked.append(index)
      return !refused.contains(index)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      selected.append(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)
    }
  }

  /// A tab bar controller with two navigation controllers, the root of the key window.
  private func tabBar() -> (UITabBarController, UINavigationController, UINavigationController) {
    UIKitModel.reset()
    let (feed, profile) = (
      UINavigationController(rootViewController: UIViewController()),
      UINavigationController(rootViewController: UIViewController())
    )
    let tabs = UITabBarController()
    tabs.setViewControllers([feed, profile], animated: false)
    let window = UIWindow(frame: .zero)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (tabs, feed, profile)
  }

  @Test func theFirstTabIsSelectedAndEveryTabIsAChild() {
    let empty = UITabBarController()
    #expect(empty.selectedIndex == NSNotFound)
    #expect(empty.viewControllers == nil)
    let (tabs, feed, profile) = tabBar()
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === feed)
    #expect(feed.parent === tabs && profile.parent === tabs)
    #expect(UIKitModel.visibleControllers() == [feed.viewControllers])
  }

  @Test func selectingInCodeTellsNoDelegateAndIgnoresWhatIsNotATab() {
    let (tabs, _, profile) = tabBar()
    let log = TabLog()
    tabs.delegate = log
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === profile)
    tabs.selectedIndex = 7
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 1)
    #expect(log.asked.isEmpty && log.selected.isEmpty)
    #expect(UIKitModel.visibleControllers() == [profile.viewControllers])
  }

  @Test func aTapAsksTheDelegateAndARefusedTapChangesNothing() {
    let (tabs, _, _) = tabBar()
    let log = TabLog()
    log.refused = [1]
    tabs.delegate = log
    #expect(UIKitModel.tapTab(at: 1, in: tabs))
    #expect(tabs.selectedIndex == 0)
    log.refused = []
    #expect(UIKitModel.tapTab(at: 1, in: tabs))
    #expect(tabs.selectedIndex == 1)
    #expect(log.asked == [1, 1])
    #expect(log.selected == [1])
  }

  @Test func aTapOnTheSelectedNavigationTabPopsItToItsRoot() {
    let (tabs, feed, _) = tabBar()
    feed.pushViewController(UIViewController(), animated: false)
    UIKitModel.runUntilIdle()
    #expect(feed.viewControllers.count == 2)
    #expect(UIKitModel.tapTab(at: 0, in: tabs))
    UIKitModel.runUntilIdle()
    #expect(feed.viewControllers.count == 1)
  }

  @Test func aPresentationCoversTheTabBarAndATabNotSelectedCannotPresent() {
    let (tabs, feed, profile) = tabBar()
    let sheet = UIViewController()
    feed.topViewController?.present(sheet, animated: true)
    UIKitModel.runUntilIdle()
    #expect(tabs.presentedViewController === sheet)
    #expect(!UIKitModel.tapTab(at: 1, in: tabs))
    #expect(UIKitModel.visibleControllers() == [feed.viewControllers, [sheet]])
    sheet.dismiss(animated: true)
    UIKitModel.runUntilIdle()
    profile.topViewController?.present(UIViewController(), animated: true)
    UIKitModel.runUntilIdle()
    #expect(tabs.presentedViewController == nil)
    #expect(UIKitModel.warnings.count == 1)
    #expect(UIKitModel.warnings.first?.contains("not in the window hierarchy") == true)
  }
}
