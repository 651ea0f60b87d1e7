import Foundation
import Testing

@testable import GeneratedPhotoEditing

/// A screen's `send` says what became of each event: handled, or ignored because the flow is
/// paused, the screen is no longer on top, or the flow has ended; every ignored event is recorded,
/// with its flow, screen, event and reason. (No transition's guard holding is the fourth reason:
/// `SendNoTransitionTests`, with a module that has such a guard.)
@MainActor
@Suite("send reports what became of an event")
struct SendOutcomeTests {
  typealias App = ChildLifetimeTests.App
  typealias Recorder = ChildLifetimeTests.Recorder

  /// PhotoEditing started as the root of a new session, with a recorder listening.
  private func editing() -> (App, FlowSession, Recorder, PhotoEditingCoordinator) {
    let app = App()
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = PhotoEditingCoordinator(
      inputs: .init(album: app.cameraRoll), screens: app, environment: app, actions: app,
      children: app)
    coordinator.start(session: session)
    return (app, session, recorder, coordinator)
  }

  /// Feed started as the root, with the PhotoEditing child it presents.
  private func feed() -> (App, FlowSession, Recorder, FeedCoordinator) {
    let app = App()
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = FeedCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinator.start(session: session)
    return (app, session, recorder, coordinator)
  }

  @Test func anEventTheFlowTakesATransitionForIsHandled() throws {
    let (app, _, recorder, _) = editing()
    let select = try #require(app.select)
    #expect(select(.picked(photo: Photo(token: "a"))) == .handled)
    #expect(
      recorder.lines.suffix(3) == [
        "PhotoEditing.select: picked -> transition 1", "set photo = Photo(a)", "push straighten",
      ])
  }

  @Test func anEventSentWhilePausedIsIgnoredAndNotKeptForResume() throws {
    let (app, _, recorder, coordinator) = editing()
    let select = try #require(app.select)
    coordinator.pause()
    #expect(select(.picked(photo: Photo(token: "a"))) == .ignored(.paused))
    #expect(recorder.lines.last == "PhotoEditing.select: picked ignored: the flow is paused")
    let count = recorder.lines.count
    coordinator.resume()
    #expect(recorder.lines.count == count, "resume delivers nothing: the event was not queued")
    #expect(app.straighten == nil)
    #expect(select(.picked(photo: Photo(token: "b"))) == .handled)
    #expect(recorder.lines.last == "push straighten")
  }

  @Test func pausingTheParentPausesTheChildsScreens() throws {
    let (app, _, recorder, coordinator) = feed()
    app.feed?(.newPost)
    coordinator.pause()
    #expect(app.select?(.cancel) == .ignored(.paused))
    #expect(recorder.lines.last == "PhotoEditing.select: cancel ignored: the flow is paused")
    coordinator.resume()
    #expect(app.select?(.cancel) == .handled)
  }

  /// An action's implementation (or an observer) that sends an event at once would otherwise run
  /// a second step in the middle of the first, between its action and its navigation.
  @Test func anEventSentWhileAnotherIsHandledIsIgnored() throws {
    let (app, _, recorder, _) = editing()
    var outcomes: [String] = []
    app.select?(.picked(photo: Photo(token: "a")))
    app.straighten?(.done(photo: Photo(token: "b")))
    app.filter?(.applied(name: "mono"))
    let caption = try #require(app.caption)
    app.onSavePost = { outcomes.append("\(caption(.post(caption: "twice")))") }
    #expect(caption(.post(caption: "hi")) == .handled)
    #expect(outcomes == ["ignored(another input is being handled)"])
    let ignored = "PhotoEditing.caption: post ignored: another input is being handled"
    #expect(recorder.lines.filter { $0 == ignored }.count == 1)
    #expect(recorder.lines.filter { $0.hasPrefix("PhotoEditing finished") }.count == 1)
  }

  @Test func aScreenUnderAPushedOneIsNotOnTop() throws {
    let (app, _, recorder, _) = editing()
    let select = try #require(app.select)
    select(.picked(photo: Photo(token: "a")))
    #expect(select(.cancel) == .ignored(.notOnTop))
    #expect(recorder.lines.last == "PhotoEditing.select: cancel ignored: the screen is not on top")
    #expect(app.straighten?(.done(photo: Photo(token: "b"))) == .handled)
  }

  /// The late network answer: the feed's request returns while the editor it presented is up.
  /// The answer is ignored, recorded, and the screen learns it; once the editor is gone the feed
  /// is on top again and its events are handled.
  @Test func aLateAnswerFromAScreenUnderAChildFlowIsNotOnTop() throws {
    let (app, _, recorder, _) = feed()
    let feedSend = try #require(app.feed)
    #expect(feedSend(.newPost) == .handled)
    #expect(feedSend(.selected(photo: Photo(token: "late"))) == .ignored(.notOnTop))
    #expect(recorder.lines.last == "Feed.feed: selected ignored: the screen is not on top")
    #expect(!recorder.lines.contains("push photoDetail"))
    app.select?(.cancel)
    #expect(feedSend(.selected(photo: Photo(token: "again"))) == .handled)
    #expect(recorder.lines.last == "push photoDetail")
  }

  @Test func aStoppedFlowHasEnded() throws {
    let (app, _, recorder, coordinator) = editing()
    let select = try #require(app.select)
    coordinator.stop()
    #expect(select(.cancel) == .ignored(.flowEnded))
    #expect(recorder.lines.last == "PhotoEditing.select: cancel ignored: the flow has ended")
  }

  /// The root leaves its last screen to the app when it finishes: that screen is still on top,
  /// but the flow has ended, and its events are not handled a second time.
  @Test func aFinishedRootHasEndedThoughItsScreenIsStillShown() throws {
    let (app, session, recorder, coordinator) = editing()
    app.select?(.picked(photo: Photo(token: "a")))
    app.straighten?(.done(photo: Photo(token: "b")))
    app.filter?(.applied(name: "mono"))
    let caption = try #require(app.caption)
    #expect(caption(.post(caption: "sea")) == .handled)
    #expect(recorder.lines.last == "PhotoEditing finished: posted(photo: Photo(b))")
    #expect(session.topScreen != nil)
    #expect(caption(.discard) == .ignored(.flowEnded))
    #expect(recorder.lines.last == "PhotoEditing.caption: discard ignored: the flow has ended")
    coordinator.stop()
    #expect(recorder.lines.last == "PhotoEditing.caption: discard ignored: the flow has ended")
  }

  /// A child that finished is released; the screens it showed may outlive it (a request still
  /// running holds one). Their events are recorded against the flow by name.
  @Test func aReleasedChildHasEnded() throws {
    let (app, _, recorder, _) = feed()
    app.feed?(.newPost)
    let select = try #require(app.select)
    select(.cancel)
    #expect(app.editor == nil, "the finished child is released")
    #expect(select(.picked(photo: Photo(token: "late"))) == .ignored(.flowEnded))
    #expect(recorder.lines.last == "PhotoEditing.select: picked ignored: the flow has ended")
  }

  /// A sender finds its coordinator by the number the session gave it, not by its address: a
  /// new child of the same flow, started where the released one ran (and perhaps allocated at its
  /// address), is another coordinator, and the old screen's events are still `flowEnded`.
  @Test func aReleasedChildHasEndedThoughANewOneRunsInItsPlace() throws {
    let (app, _, recorder, _) = feed()
    app.feed?(.newPost)
    let select = try #require(app.select)
    select(.cancel)
    app.feed?(.newPost)
    #expect(app.editor != nil, "a new child runs")
    #expect(select(.picked(photo: Photo(token: "late"))) == .ignored(.flowEnded))
    #expect(recorder.lines.last == "PhotoEditing.select: picked ignored: the flow has ended")
    #expect(app.select?(.picked(photo: Photo(token: "new"))) == .handled)
  }

  @Test func aSwipedAwayChildHasEnded() throws {
    let (app, session, recorder, _) = feed()
    app.feed?(.newPost)
    let select = try #require(app.select)
    session.systemDidDismiss()
    #expect(select(.cancel) == .ignored(.flowEnded))
    #expect(recorder.lines.last == "PhotoEditing.select: cancel ignored: the flow has ended")
  }

  /// A screen keeps neither its session nor its coordinator alive; with both gone there is no
  /// one to record to, and the event is still reported as ignored.
  @Test func aSenderOutlivingItsSessionReportsTheFlowEnded() throws {
    let (select, released) = try senderOfAStoppedFlow()
    #expect(released.session == nil, "nothing the screen holds keeps the session")
    #expect(select(.cancel) == .ignored(.flowEnded))
  }

  /// Holds a session weakly.
  final class Released {
    weak var session: FlowSession?
  }

  /// The `send` of a PhotoEditing root that was stopped and let go of.
  private func senderOfAStoppedFlow() throws -> (
    FlowSender<PhotoEditingCoordinator.SelectEvent>, Released
  ) {
    let (app, session, _, coordinator) = editing()
    coordinator.stop()
    let released = Released()
    released.session = session
    return (try #require(app.select), released)
  }

  /// Sends `cancel` from inside the factory of `select`, before the screen is shown.
  final class EagerApp: PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Facts,
    PhotoEditingCoordinator.Actions, PhotoEditingCoordinator.Children
  {
    var canPost = true
    var deliveries: [FlowDelivery] = []
    func makeSelect(album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>)
      -> AnyObject
    {
      deliveries.append(send(.cancel))
      return NSObject()
    }
    func makeStraighten(photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>)
      -> AnyObject
    { NSObject() }
    func makeFilter(photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>)
      -> AnyObject
    { NSObject() }
    func makeCaption(
      photo: Photo, filter: String, send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject { NSObject() }
    func savePost(photo: Photo, caption: String) {}
  }

  /// A screen is shown once its factory returns: an event sent from inside the factory is not
  /// on top, and the flow goes on showing the screen.
  @Test func anEventSentFromInsideTheFactoryIsNotOnTop() {
    let app = EagerApp()
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = PhotoEditingCoordinator(
      inputs: .init(album: Album(token: "roll")), screens: app, environment: app, actions: app,
      children: app)
    coordinator.start(session: session)
    #expect(app.deliveries == [.ignored(.notOnTop)])
    #expect(
      recorder.lines == [
        "start PhotoEditing(album: Album(roll))",
        "PhotoEditing.select: cancel ignored: the screen is not on top", "set stack [select]",
      ])
  }

  /// A screen can be built in a test or a preview with a sender of the app's own.
  @Test func aScreenCanBeGivenASenderOfItsOwn() {
    final class Sent {
      var events: [String] = []
    }
    let sent = Sent()
    let send = FlowSender<PhotoEditingCoordinator.CaptionEvent> { event in
      sent.events.append("\(event)")
      return .ignored(.notOnTop)
    }
    #expect(send(.discard) == .ignored(.notOnTop))
    send(.post(caption: "hi"))
    #expect(sent.events == ["discard", #"post(caption: "hi")"#])
  }
}
