import Foundation
import SwiftUI
import Testing

@testable import GeneratedTabbedPhotos

/// `FlowNavigationModel`'s tabs and `FlowNavigationView`'s tab view, on TabbedPhotos' generated
/// coordinators: the user's tab selections reach the session once, through the selection
/// binding, and only those the session accepts are shown.
@MainActor
@Suite("Tabs on the navigation model and the SwiftUI model", .serialized)
struct NavigationModelTabTests {
  /// A run of TabbedPhotos' tab container on a navigation model, hosted in a window.
  @MainActor struct Photos {
    let driver: GeneratedTabbedPhotos.FlowScriptDriver
    let model: GeneratedTabbedPhotos.FlowNavigationModel
    let hosted: SwiftUIModel.HostedView

    init() throws {
      SwiftUIModel.reset()
      let model = GeneratedTabbedPhotos.FlowNavigationModel()
      let started = GeneratedTabbedPhotos.FlowScriptDriver(
        flow: "PhotoApp", inputs: [:],
        environment: ["userName": "ana", "cameraRoll": "roll", "canPost": "true"],
        navigator: model)
      driver = try #require(started)
      model.session = driver.session
      self.model = model
      hosted = SwiftUIModel.host(GeneratedTabbedPhotos.FlowNavigationView(model: model))
    }

    /// Each tab's screens, as the model holds them.
    var tabRoutes: [[[Int]]] { model.tabs.map { $0.stacks.map { $0.routes.map(\.id) } } }
  }

  @Test func eachTabIsATabOfTheTabViewTitledByItsNode() throws {
    let run = try Photos()
    #expect(run.model.tabs.map(\.tab.title) == ["Feed", "Profile"])
    #expect(run.model.selectedTab == 0)
    #expect(run.model.tabs[1].stacks == [run.model.tabs[1].stacks[0]])
    #expect(run.model.tabs[1].stacks[0].routes.isEmpty)
    let bar = try #require(run.hosted.tabBar)
    #expect(bar.tabs.map(\.label) == [["Feed"], ["Profile"]])
    #expect(bar.tabs.map(\.tag) == [0, 1])
    #expect(bar.selected == 0)
  }

  @Test func aTappedTabIsSelectedByTheSessionOnce() throws {
    let run = try Photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    let feed = run.model.stacks
    let before = run.driver.records.count
    #expect(run.hosted.tapTab("Profile"))
    let records = Array(run.driver.records[before...])
    #expect(records.first == "select tab profile")
    #expect(run.hosted.repeatLastWrite())
    #expect(run.driver.records.count == before + records.count)
    #expect(run.model.selectedTab == 1 && run.driver.session.selectedTab == 1)
    #expect(run.model.tabs[0].stacks == feed)
    #expect(run.hosted.tabBar?.selected == 1)
    #expect(run.hosted.frontStack?.path == run.model.stacks[0].path.map(AnyHashable.init))
  }

  /// UIKit's re-tap pops a tab to its root, which the session refuses; SwiftUI's selection
  /// does not change, so nothing is written, and the stack stays.
  @Test func tappingTheSelectedTabAgainKeepsItsStack() throws {
    let run = try Photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    run.hosted.update()
    let (count, routes) = (run.driver.records.count, run.tabRoutes)
    #expect(run.hosted.tapTab(at: 0))
    run.model.userSelectedTab(0)
    #expect(run.driver.records.count == count && run.tabRoutes == routes)
    #expect(run.hosted.frontStack?.path.count == 1)
  }

  /// A sheet covers the tab bar: no tap reaches it, and a write all the same is refused by the
  /// session, recorded as a mismatch, and not shown.
  @Test func noTabIsSelectedUnderASheet() throws {
    let run = try Photos()
    #expect(run.driver.send("newPost", fields: [:]))
    run.hosted.update()
    #expect(run.hosted.presentations.count == 1)
    let (count, routes) = (run.driver.records.count, run.tabRoutes)
    #expect(!run.hosted.tapTab(at: 1))
    #expect(run.driver.records.count == count)
    run.model.userSelectedTab(1)
    #expect(run.driver.records.count == count + 1)
    #expect(run.driver.records.last?.hasPrefix("navigation mismatch") == true)
    #expect(run.model.selectedTab == 0 && run.tabRoutes == routes)
    run.hosted.update()
    #expect(run.hosted.tabBar?.selected == 0 && run.hosted.presentations.count == 1)
  }

  /// A late write of a tab's path after it was left: its own path changes nothing; another is
  /// a mismatch, not applied.
  @Test func aPathWrittenForATabNotSelected() throws {
    let run = try Photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    let path = run.model.stacks[0].path
    #expect(run.hosted.tapTab("Profile"))
    let (count, routes) = (run.driver.records.count, run.tabRoutes)
    run.model.userSetPath(path, ofStack: 0, inTab: 0)
    #expect(run.driver.records.count == count && run.tabRoutes == routes)
    run.model.userSetPath([], ofStack: 0, inTab: 0)
    #expect(run.driver.records.count == count + 1)
    #expect(run.driver.records.last?.hasPrefix("navigation mismatch") == true)
    #expect(run.tabRoutes == routes)
  }

  /// Each tab keeps its stack: the tab view shows each tab's path, whichever is selected.
  @Test func theTabViewShowsEachTabsStack() throws {
    let run = try Photos()
    #expect(run.driver.send("selected", fields: ["photo": "beach.jpg"]))
    #expect(run.hosted.tapTab("Profile"))
    #expect(run.driver.send("openSettings", fields: [:]))
    #expect(run.hosted.tapTab("Feed"))
    let shown = try #require(run.hosted.tabBar).tabs.map {
      SwiftUIModel.firstStack(in: $0.nodes)?.path.count
    }
    #expect(shown == [1, 1])
    #expect(run.hosted.tapBack())
    #expect(run.model.tabs.map { $0.stacks[0].path.count } == [0, 1])
    #expect(SwiftUIModel.warnings.isEmpty)
  }

  /// Tabs are set on a model that shows nothing yet, once.
  @Test func tabsOnAModelShowingScreensAreAMismatch() throws {
    let run = try Photos()
    let count = run.driver.records.count
    run.model.setTabs([FlowTab(name: "other", title: "Other")])
    #expect(run.driver.records.count == count + 1)
    #expect(run.model.tabs.map(\.tab.name) == ["feed", "profile"])
    run.model.selectTab(at: 5)
    #expect(run.driver.records.count == count + 2 && run.model.selectedTab == 0)
  }
}
