import Foundation
import Testing
import UIKit

@testable import GeneratedTabbedPhotos

/// `UIKitFlowNavigator`'s tab bar, on TabbedPhotos' generated coordinators and the UIKit model
/// (docs/uikit-model.md): the taps the adapter refuses, the app's own tab bar delegate, a tap
/// during a push, and a scene that goes away. After each, UIKit shows the session's stacks and
/// logged nothing (`UIKitRun.settle`).
@MainActor
@Suite("The UIKit tab bar adapter", .serialized)
struct UIKitTabBarAdapterTests {
  /// Records what it is asked and told, and refuses the tabs in `refused`.
  final class TabBarLog: NSObject, UITabBarControllerDelegate {
    var log: [String] = []
    var refused: Set<Int> = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
      log.append("should \(index)")
      return !refused.contains(index)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
      log.append("did \(index)")
    }
  }

  private func photos() throws -> (UIKitRun, UITabBarController) {
    let run = try #require(
      UIKitRun.start(
        "TabbedPhotos", flow: "PhotoApp", inputs: [:],
        environment: ["userName": "ana", "cameraRoll": "roll", "canPost": "true"]))
    run.settle("start")
    return (run, try #require(run.tabBar))
  }

  @Test func eachTabIsANavigationControllerTitledByItsNode() throws {
    let (_, tabBar) = try photos()
    let tabs = try #require(tabBar.viewControllers)
    #expect(tabs.map(\.title) == ["Feed", "Profile"])
    #expect(tabs.allSatisfy { $0 is UINavigationController })
    #expect(tabBar.selectedIndex == 0)
    #expect((tabs[1] as? UINavigationController)?.viewControllers.isEmpty == true)
  }

  /// UIKit pops a navigation controller to its root when its tab is tapped again; the flow's
  /// stack would lose its screens behind the session's back, so the adapter refuses the tap.
  @Test func tappingTheSelectedTabAgainKeepsItsStack() throws {
    let (run, tabBar) = try photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    run.settle("photo pushed")
    let count = run.driver.records.count
    #expect(UIKitModel.tapTab(at: 0, in: tabBar))
    run.settle("feed tapped again")
    #expect(run.driver.records.count == count)
    #expect(run.visible.map(\.count) == [2])
  }

  /// A modal covers the tab bar: no tap reaches it, and asked all the same, the adapter says no.
  @Test func noTabIsSelectedUnderAModal() throws {
    let (run, tabBar) = try photos()
    #expect(run.driver.send("newPost", fields: [:]))
    run.settle("editor presented")
    #expect(!UIKitModel.tapTab(at: 1, in: tabBar))
    let navigator = try #require(tabBar.delegate as? UIKitFlowNavigator)
    let profile = try #require(tabBar.viewControllers?[1])
    #expect(!navigator.tabBarController(tabBar, shouldSelect: profile))
    #expect(tabBar.selectedIndex == 0)
  }

  @Test func theAppsTabBarDelegateIsAskedAndToldAndCanRefuse() throws {
    let (run, tabBar) = try photos()
    let navigator = try #require(tabBar.delegate as? UIKitFlowNavigator)
    let appDelegate = TabBarLog()
    navigator.tabBarDelegate = appDelegate
    appDelegate.refused = [1]
    #expect(UIKitModel.tapTab(at: 1, in: tabBar))
    run.settle("refused by the app")
    #expect(tabBar.selectedIndex == 0)
    #expect(!run.driver.records.contains("select tab profile"))
    appDelegate.refused = []
    #expect(UIKitModel.tapTab(at: 1, in: tabBar))
    run.settle("allowed")
    #expect(appDelegate.log == ["should 1", "should 1", "did 1"])
    #expect(
      run.driver.records.suffix(3) == [
        "select tab profile", "start child flow Profile(userName: \"ana\") at `profile`",
        "set stack [profile]",
      ])
  }

  /// The user switches tabs while the feed's push is still animating: the push ends on the
  /// feed's own navigation controller, and the profile's flow starts on its own.
  @Test func aTabTappedDuringAPushLeavesEachTabItsScreens() throws {
    let (run, tabBar) = try photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    #expect(UIKitModel.tapTab(at: 1, in: tabBar))
    run.settle("profile during the push")
    let feed = try #require(tabBar.viewControllers?[0] as? UINavigationController)
    #expect(feed.viewControllers.count == 2)
    #expect(UIKitModel.tapTab(at: 0, in: tabBar))
    run.settle("back on the feed")
    #expect(run.visible.map(\.count) == [2])
  }

  /// A scene that goes away: its root flow stopped and its window gone, the tab bar controller,
  /// every tab's navigation controller and screens, the coordinators and the session are freed.
  @Test func aTabBarSceneThatGoesAwayLeavesNothingAlive() throws {
    weak var tabBar: UITabBarController?
    weak var session: FlowSession?
    weak var navigator: UIKitFlowNavigator?
    weak var container: PhotoAppCoordinator?
    weak var profile: ProfileCoordinator?
    var tabs: [() -> AnyObject?] = []
    var screens: [() -> AnyObject?] = []
    var ended = false
    do {
      UIKitModel.reset()
      let app = TabContainerTests.App()
      let flows = UIKitFlowNavigator()
      let running = FlowSession(navigator: flows)
      flows.session = running
      let started = PhotoAppCoordinator(
        inputs: .init(), screens: app, environment: app, actions: app, children: app)
      started.start(session: running) { outcome in ended = outcome == nil }
      let window = UIKitRun.window(flows.rootViewController)
      let shown = try #require(flows.tabBarController)
      #expect(window.rootViewController === shown)
      #expect(UIKitModel.tapTab(at: 1, in: shown))
      app.profile?(.openSettings)
      UIKitModel.runUntilIdle()
      tabs = (shown.viewControllers ?? []).map { tab in { [weak tab] in tab } }
      screens = (shown.viewControllers ?? []).compactMap { $0 as? UINavigationController }
        .flatMap(\.viewControllers).map { screen in { [weak screen] in screen } }
      // sceneDidDisconnect: the app stops its root flow and lets its scene go.
      started.stop()
      UIKitModel.runUntilIdle()
      (tabBar, session, navigator, container, profile) = (
        shown, running, flows, started, app.profileFlow
      )
    }
    UIKitModel.reset()
    #expect(ended)
    #expect(tabs.count == 2 && screens.count == 3)
    #expect(tabBar == nil)
    #expect(session == nil)
    #expect(navigator == nil)
    #expect(container == nil && profile == nil)
    #expect(tabs.allSatisfy { $0() == nil })
    #expect(screens.allSatisfy { $0() == nil })
  }
}
