import Foundation
import Testing

@testable import GeneratedPhotoEditing

/// The runtime under misuse: each call works as documented, or, when no sequence of UIKit or
/// SwiftUI callbacks can make it, stops at once with a message naming the misuse; none leaves
/// the navigator and the session apart.
@MainActor
@Suite("The session under misuse")
struct SessionMisuseTests {
  typealias App = MisuseHarness.App

  /// PhotoEditing started as the root of a new session.
  private func editing() -> (
    App, FlowSession, MisuseHarness.Navigator, MisuseHarness.Recorder, PhotoEditingCoordinator
  ) {
    let app = App()
    let (session, navigator, recorder) = MisuseHarness.session()
    let coordinator = app.photoEditing()
    coordinator.start(session: session)
    return (app, session, navigator, recorder, coordinator)
  }

  /// The standard error of an exit test's process, as text.
  private static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  // MARK: systemDidPop

  @Test func systemDidPopBeforeAFlowStartedStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (session, _, _) = MisuseHarness.session()
        session.systemDidPop()
      }
    }
    let error = Self.standardError(result)
    #expect(error.contains("FlowSession: systemDidPop() before a flow started"), "\(error)")
  }

  @Test func aPopAtTheRootChangesNothingAndIsRecorded() throws {
    let (app, session, navigator, recorder, _) = editing()
    session.systemDidPop()
    #expect(MisuseHarness.stacks(session) == [["select"]])
    #expect(
      recorder.lines.last
        == "navigation mismatch: systemDidPop() with no screen below the top screen (select): "
        + "nothing changed")
    session.systemDidPop()
    #expect(MisuseHarness.stacks(session) == [["select"]])
    #expect(navigator.log == ["setStack [select]"], "the navigator is told nothing")
    let select = try #require(app.select)
    #expect(select(.picked(photo: Photo(token: "a"))) == .handled, "the root screen is on top")
    #expect(MisuseHarness.stacks(session) == [["select", "straighten"]])
  }

  @Test func aPopFromAnObserverBeforeTheFirstScreenChangesNothing() throws {
    let app = App()
    let (session, navigator, recorder) = MisuseHarness.session()
    recorder.onRecord = { [unowned session] record in
      if case .flowStarted = record { session.systemDidPop() }
    }
    app.photoEditing().start(session: session)
    #expect(MisuseHarness.stacks(session) == [["select"]])
    #expect(navigator.log == ["setStack [select]"])
    #expect(
      recorder.lines.contains(
        "navigation mismatch: systemDidPop() with no screen on the top stack: nothing changed"),
      "\(recorder.lines)")
    let selectSend = try #require(app.select)
    #expect(selectSend(.cancel) == .handled)
  }

  @Test func aPopInsidePresentChangesNothing() throws {
    let app = App()
    let (session, navigator, recorder) = MisuseHarness.session()
    let feed = app.feedFlow()
    feed.start(session: session)
    navigator.onOperation = { [unowned session] line in
      if line.hasPrefix("present") { session.systemDidPop() }
    }
    let feedSend = try #require(app.feed)
    #expect(feedSend(.newPost) == .handled)
    navigator.onOperation = nil
    #expect(MisuseHarness.stacks(session) == [["feed"], ["select"]])
    #expect(recorder.lines.contains { $0.hasPrefix("navigation mismatch: systemDidPop()") })
    let selectSend = try #require(app.select)
    #expect(selectSend(.picked(photo: Photo(token: "a"))) == .handled)
    #expect(navigator.log == ["setStack [feed]", "present select", "push straighten"])
  }

  // MARK: A second root

  @Test func aSecondRootOnASessionStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let app = App()
        let (session, _, _) = MisuseHarness.session()
        app.feedFlow().start(session: session)
        app.photoEditing().start(session: session)
      }
    }
    let error = Self.standardError(result)
    #expect(
      error.contains(
        "FlowSession: PhotoEditing started as the root of a session whose root flow Feed still "
          + "runs"), "\(error)")
  }

  @Test func aRootStartedFromAScreenFactoryStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let app = App()
        let (session, _, _) = MisuseHarness.session()
        app.onMake = { name in
          if name == "feed" { app.photoEditing().start(session: session) }
        }
        app.feedFlow().start(session: session)
      }
    }
    let error = Self.standardError(result)
    #expect(
      error.contains(
        "FlowSession: PhotoEditing started as the root of a session whose root flow Feed still "
          + "runs"), "\(error)")
  }

  // MARK: stop

  @Test func theRootStartedAgainInOnFinishNilFromStopIsLive() throws {
    let app = App()
    let (session, navigator, recorder) = MisuseHarness.session()
    let first = app.photoEditing()
    let second = app.photoEditing()
    var outcomes: [String] = []
    first.start(session: session) { outcome in
      outcomes.append("first \(outcome.map { "\($0)" } ?? "nil")")
      second.start(session: session) { outcomes.append("second \($0.map { "\($0)" } ?? "nil")") }
    }
    first.stop()
    #expect(outcomes == ["first nil"])
    #expect(MisuseHarness.stacks(session) == [["select"]])
    #expect(navigator.log == ["setStack [select]", "setStack [select]"])
    let select = try #require(app.select)
    #expect(select(.picked(photo: Photo(token: "a"))) == .handled, "the new root runs")
    #expect(MisuseHarness.stacks(session) == [["select", "straighten"]])
    #expect(!recorder.lines.contains { $0.contains("ignored") }, "\(recorder.lines)")
    second.stop()
    #expect(outcomes == ["first nil", "second nil"])
    #expect(MisuseHarness.stacks(session) == [[]])
    #expect(navigator.log.last == "setStack []")
  }

  @Test func theRootStoppedFromAFactoryEndsTheTransitionUntold() throws {
    let (app, session, navigator, recorder, coordinator) = editing()
    app.onMake = { name in if name == "straighten" { coordinator.stop() } }
    let select = try #require(app.select)
    #expect(select(.picked(photo: Photo(token: "a"))) == .handled)
    #expect(MisuseHarness.stacks(session) == [[]])
    #expect(navigator.log == ["setStack [select]", "setStack []"])
    #expect(recorder.lines.last == "set stack []")
    let straightenSend = try #require(app.straighten)
    #expect(straightenSend(.done(photo: Photo(token: "b"))) == .ignored(.flowEnded))
  }

  @Test func aChildStoppedFromAFactoryEndsTheTransitionUntold() throws {
    let app = App()
    let (session, navigator, _) = MisuseHarness.session()
    let feed = app.feedFlow()
    feed.start(session: session)
    let feedSend = try #require(app.feed)
    #expect(feedSend(.newPost) == .handled)
    app.onMake = { [unowned app] name in if name == "straighten" { app.editor?.stop() } }
    let selectSend = try #require(app.select)
    #expect(selectSend(.picked(photo: Photo(token: "a"))) == .handled)
    app.onMake = nil
    #expect(MisuseHarness.stacks(session) == [["feed"]])
    #expect(navigator.log == ["setStack [feed]", "present select", "dismiss 1"])
    #expect(app.editor == nil, "the stopped child is released")
    #expect(feedSend(.newPost) == .handled, "the parent carries on")
    #expect(MisuseHarness.stacks(session) == [["feed"], ["select"]])
  }

  /// The root stopped while the app makes the child it starts: the child never runs.
  @Test func theRootStoppedFromAChildFactoryShowsNoChild() throws {
    let app = App()
    let (session, navigator, _) = MisuseHarness.session()
    let feed = app.feedFlow()
    feed.start(session: session)
    app.onMake = { name in if name == "PhotoEditing" { feed.stop() } }
    let feedSend = try #require(app.feed)
    #expect(feedSend(.newPost) == .handled)
    #expect(MisuseHarness.stacks(session) == [[]])
    #expect(navigator.log == ["setStack [feed]", "setStack []"])
    let selectSend = try #require(app.select)
    #expect(selectSend(.cancel) == .ignored(.flowEnded))
  }

  /// The child stopped from the action of the transition that finishes it: the finish changes
  /// nothing (it does not end the parent, which the session took for the root).
  @Test func aChildStoppedFromItsActionBeforeItFinishesLeavesTheParentRunning() throws {
    let app = App()
    let (session, navigator, _) = MisuseHarness.session()
    let feed = app.feedFlow()
    feed.start(session: session)
    let feedSend = try #require(app.feed)
    #expect(feedSend(.newPost) == .handled)
    let photo = Photo(token: "a")
    let selectSend = try #require(app.select)
    #expect(selectSend(.picked(photo: photo)) == .handled)
    let straightenSend = try #require(app.straighten)
    #expect(straightenSend(.done(photo: photo)) == .handled)
    let filterSend = try #require(app.filter)
    #expect(filterSend(.applied(name: "mono")) == .handled)
    app.onSavePost = { [unowned app] in app.editor?.stop() }
    let captionSend = try #require(app.caption)
    #expect(captionSend(.post(caption: "hi")) == .handled)
    #expect(MisuseHarness.stacks(session) == [["feed"]])
    #expect(navigator.log.last == "dismiss 1")
    #expect(feedSend(.newPost) == .handled, "the parent runs")
    #expect(MisuseHarness.stacks(session) == [["feed"], ["select"]])
  }

  @Test func theRootStoppedInsideAPushTellsTheNavigator() throws {
    let (app, session, navigator, recorder, coordinator) = editing()
    navigator.onOperation = { line in if line.hasPrefix("push") { coordinator.stop() } }
    let selectSend = try #require(app.select)
    #expect(selectSend(.picked(photo: Photo(token: "a"))) == .handled)
    navigator.onOperation = nil
    #expect(MisuseHarness.stacks(session) == [[]])
    #expect(navigator.log == ["setStack [select]", "push straighten", "setStack []"])
    #expect(recorder.lines.last == "set stack []")
  }

  // MARK: FlowRouteBox

  @Test func aBoxUpdatedWithAnotherSendersTypeStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let send = FlowSender<PhotoEditingCoordinator.SelectEvent> { _ in .handled }
        let box = FlowRouteBox(send) { 0 }
        box.update { (_: FlowSender<PhotoEditingCoordinator.FilterEvent>) in 1 }
      }
    }
    let error = Self.standardError(result)
    #expect(
      error.contains(
        "FlowRouteBox: an update whose content takes a FlowSender<FilterEvent>, but the box "
          + "was made with a FlowSender<SelectEvent>"), "\(error)")
  }
}
