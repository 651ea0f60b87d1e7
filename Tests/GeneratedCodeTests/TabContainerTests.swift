import Foundation
import Testing
import UIKit

@testable import GeneratedTabbedPhotos

/// The generated tab container (docs/semantics.md#tab-containers), on TabbedPhotos: what the
/// differential tests cannot show, since the runner has no app, no pause and no `stop()`: which
/// selections the session refuses, what becomes of a hidden tab's events, a paused container's
/// new tab, and how a stopped container ends every tab's flow.
@MainActor
@Suite("Generated tab containers")
struct TabContainerTests {
  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  /// A navigator that writes down what it is asked, tab operations included.
  final class Navigator: FlowNavigator {
    var log: [String] = []
    func push(_ screen: AnyObject) { log.append("push") }
    func present(_ screen: AnyObject) { log.append("present") }
    func setStack(_ screens: [AnyObject]) { log.append("setStack \(screens.count)") }
    func pop() { log.append("pop") }
    func popTo(_ screen: AnyObject) { log.append("popTo") }
    func dismiss(count: Int) { log.append("dismiss \(count)") }
    func setTabs(_ tabs: [FlowTab]) {
      log.append("tabs " + tabs.map { "\($0.name)=\($0.title)" }.joined(separator: ","))
    }
    func selectTab(at index: Int) { log.append("selectTab \(index)") }
  }

  /// The app for every flow of TabbedPhotos; keeps the screens' senders and, weakly, the
  /// coordinators it built. Its screens are view controllers, so UIKit can show them too.
  final class App: PhotoAppCoordinator.Dependencies, FeedCoordinator.Dependencies,
    ProfileCoordinator.Dependencies, PhotoEditingCoordinator.Dependencies
  {
    var userName = "ana"
    var cameraRoll = Album(token: "roll")
    var canPost = true
    var feed: FlowSender<FeedCoordinator.FeedEvent>?
    var select: FlowSender<PhotoEditingCoordinator.SelectEvent>?
    var profile: FlowSender<ProfileCoordinator.ProfileEvent>?
    var settings: FlowSender<ProfileCoordinator.SettingsEvent>?
    weak var feedFlow: FeedCoordinator?
    weak var profileFlow: ProfileCoordinator?

    func makeFeed(inputs: FeedCoordinator.Inputs) -> any FeedFlow {
      let flow = FeedCoordinator(
        inputs: inputs, screens: self, environment: self, actions: self, children: self)
      feedFlow = flow
      return flow
    }
    func makeProfile(inputs: ProfileCoordinator.Inputs) -> any ProfileFlow {
      let flow = ProfileCoordinator(
        inputs: inputs, screens: self, environment: self, actions: self, children: self)
      profileFlow = flow
      return flow
    }
    func makeFeed(send: FlowSender<FeedCoordinator.FeedEvent>) -> AnyObject {
      feed = send
      return UIViewController()
    }
    func makePhotoDetail(photo: Photo, send: FlowSender<FeedCoordinator.PhotoDetailEvent>)
      -> AnyObject
    { UIViewController() }
    func reloadFeed() {}
    func makeProfile(userName: String, send: FlowSender<ProfileCoordinator.ProfileEvent>)
      -> AnyObject
    {
      profile = send
      return UIViewController()
    }
    func makeSettings(send: FlowSender<ProfileCoordinator.SettingsEvent>) -> AnyObject {
      settings = send
      return UIViewController()
    }
    /// What the app's `signOut` does besides nothing (a test's hook).
    var onSignOut: (() -> Void)?
    func signOut() { onSignOut?() }
    func makeSelect(album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>)
      -> AnyObject
    {
      select = send
      return UIViewController()
    }
    func makeStraighten(photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>)
      -> AnyObject
    { UIViewController() }
    func makeFilter(photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>)
      -> AnyObject
    { UIViewController() }
    func makeCaption(
      photo: Photo, filter: String, send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject { UIViewController() }
    func savePost(photo: Photo, caption: String) {}
  }

  struct Started {
    let app: App
    let navigator: Navigator
    let session: FlowSession
    let recorder: Recorder
    let container: PhotoAppCoordinator
  }

  private func start() -> Started {
    let app = App()
    let navigator = Navigator()
    let session = FlowSession(navigator: navigator)
    let recorder = Recorder()
    session.addObserver(recorder)
    let container = PhotoAppCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    container.start(session: session)
    return Started(
      app: app, navigator: navigator, session: session, recorder: recorder, container: container)
  }

  @Test func theTabBarIsShownBeforeTheFirstTabsScreenAndTitledByTheNodes() {
    let run = start()
    #expect(run.navigator.log == ["tabs feed=Feed,profile=Profile", "setStack 1"])
    #expect(run.session.tabs.map(\.name) == ["feed", "profile"])
    #expect(run.session.selectedTab == 0)
    #expect(run.app.profileFlow == nil, "a tab's flow starts when the tab is first selected")
  }

  @Test func selectingTheSelectedTabAnUnknownOneOrOneUnderAModalIsRefused() throws {
    let run = start()
    let before = (run.recorder.lines, run.navigator.log)
    #expect(!run.session.canSelectTab(0))
    #expect(!run.session.systemDidSelectTab(0))
    #expect(!run.session.systemDidSelectTab(2))
    #expect(!run.session.systemDidSelectTab(-1))
    #expect(run.recorder.lines == before.0 && run.navigator.log == before.1)
    let feed = try #require(run.app.feed)
    #expect(feed(.newPost) == .handled)
    #expect(run.navigator.log.last == "present")
    #expect(!run.session.canSelectTab(1), "the editor's modal covers the tab bar")
    #expect(!run.session.systemDidSelectTab(1))
    #expect(run.session.selectedTab == 0)
    #expect(run.app.profileFlow == nil)
  }

  @Test func aHiddenTabsScreenIsNotOnTopAndItsTabKeepsItsStack() throws {
    let run = start()
    let feed = try #require(run.app.feed)
    #expect(run.session.systemDidSelectTab(1))
    #expect(feed(.selected(photo: Photo(token: "a"))) == .ignored(.notOnTop))
    #expect(run.recorder.lines.last == "Feed.feed: selected ignored: the screen is not on top")
    let profile = try #require(run.app.profile)
    #expect(profile(.openSettings) == .handled)
    #expect(run.session.systemDidSelectTab(0))
    #expect(run.session.screenStacks.map(\.count) == [1], "the feed tab as it was left")
    #expect(feed(.selected(photo: Photo(token: "a"))) == .handled)
    #expect(profile(.openSettings) == .ignored(.notOnTop))
    #expect(run.session.systemDidSelectTab(1))
    #expect(run.session.screenStacks.map(\.count) == [2], "the profile tab kept its settings")
    #expect(
      run.navigator.log == [
        "tabs feed=Feed,profile=Profile", "setStack 1", "selectTab 1", "setStack 1", "push",
        "selectTab 0", "push", "selectTab 1",
      ])
  }

  @Test func aTabFirstSelectedWhileTheContainerIsPausedStartsPaused() throws {
    let run = start()
    run.container.pause()
    #expect(run.session.systemDidSelectTab(1))
    let profile = try #require(run.app.profile)
    #expect(profile(.openSettings) == .ignored(.paused))
    run.container.resume()
    #expect(profile(.openSettings) == .handled)
  }

  /// Signing out stops the whole app from the `signOut` action, before the transition's `back`:
  /// the transition ends there, and the navigator is told the emptied stack.
  @Test func theContainerStoppedFromAnActionEndsTheTransition() throws {
    let run = start()
    #expect(run.session.systemDidSelectTab(1))
    let profile = try #require(run.app.profile)
    #expect(profile(.openSettings) == .handled)
    run.app.onSignOut = { [container = run.container] in container.stop() }
    let settings = try #require(run.app.settings)
    #expect(settings(.signOut) == .handled)
    #expect(run.session.screenStacks.map(\.count) == [0])
    #expect(
      run.navigator.log == [
        "tabs feed=Feed,profile=Profile", "setStack 1", "selectTab 1", "setStack 1", "push",
        "setStack 0",
      ])
    #expect(run.recorder.lines.last == "set stack []")
  }

  @Test func stoppingTheContainerEndsEveryTabsFlowAndLetsThemGo() throws {
    var run: Started? = start()
    weak let container = run?.container
    weak let session = run?.session
    #expect(run?.session.systemDidSelectTab(1) == true)
    weak let feedFlow = run?.app.feedFlow
    weak let profileFlow = run?.app.profileFlow
    #expect(feedFlow != nil && profileFlow != nil)
    let recorder = try #require(run?.recorder)
    let count = recorder.lines.count
    run?.container.stop()
    #expect(
      Array(recorder.lines[count...]) == [
        "Feed ended without a result", "Profile ended without a result",
        "PhotoApp ended without a result", "set stack []",
      ])
    #expect(run?.session.tabs.isEmpty == true)
    #expect(run?.app.feed?(.newPost) == .ignored(.flowEnded))
    run = nil
    #expect(container == nil && session == nil && feedFlow == nil && profileFlow == nil)
  }
}
