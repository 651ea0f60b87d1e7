import Foundation
import Testing

@testable import GeneratedPhotoEditing

/// Child coordinators are kept while they run and released when they end, however they end: no
/// leaked child after a swipe or a finish (seed 000's `childCoordinators`, seed 003's store/free).
@MainActor
@Suite("Child coordinators are released")
struct ChildLifetimeTests {
  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  /// The app for Feed and its PhotoEditing child; remembers the child it built, weakly.
  final class App: FeedCoordinator.Screens, FeedCoordinator.Facts, FeedCoordinator.Actions,
    FeedCoordinator.Children, PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Facts,
    PhotoEditingCoordinator.Actions, PhotoEditingCoordinator.Children
  {
    var cameraRoll = Album(token: "roll")
    var canPost = true
    weak var editor: PhotoEditingCoordinator?
    var feed: FlowSender<FeedCoordinator.FeedEvent>?
    var caption: FlowSender<PhotoEditingCoordinator.CaptionEvent>?
    var select: FlowSender<PhotoEditingCoordinator.SelectEvent>?
    var straighten: FlowSender<PhotoEditingCoordinator.StraightenEvent>?
    var filter: FlowSender<PhotoEditingCoordinator.FilterEvent>?

    func makeFeed(send: FlowSender<FeedCoordinator.FeedEvent>) -> AnyObject {
      feed = send
      return NSObject()
    }
    func makePhotoDetail(
      photo: Photo, send: FlowSender<FeedCoordinator.PhotoDetailEvent>
    )
      -> AnyObject
    { NSObject() }
    func reloadFeed() {}
    func makePhotoEditing(inputs: PhotoEditingCoordinator.Inputs) -> any PhotoEditingFlow {
      let editor = PhotoEditingCoordinator(
        inputs: inputs, screens: self, environment: self, actions: self, children: self)
      self.editor = editor
      return editor
    }
    func makeSelect(
      album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>
    )
      -> AnyObject
    {
      select = send
      return NSObject()
    }
    func makeStraighten(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>
    ) -> AnyObject {
      straighten = send
      return NSObject()
    }
    func makeFilter(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>
    )
      -> AnyObject
    {
      filter = send
      return NSObject()
    }
    func makeCaption(
      photo: Photo, filter: String,
      send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject {
      caption = send
      return NSObject()
    }
    /// What the app's `savePost` does besides nothing (a test's hook).
    var onSavePost: (@MainActor () -> Void)?
    func savePost(photo: Photo, caption: String) { onSavePost?() }
  }

  final class Navigator: FlowNavigator {
    func push(_ screen: AnyObject) {}
    func present(_ screen: AnyObject) {}
    func setStack(_ screens: [AnyObject]) {}
    func pop() {}
    func popTo(_ screen: AnyObject) {}
    func dismiss(count: Int) {}
  }

  @Test func aSwipedAwayChildIsReleasedAndAFinishedOneToo() {
    let app = App()
    let session = FlowSession(navigator: Navigator())
    let first = Recorder()
    let second = Recorder()
    session.addObserver(first)
    session.addObserver(second)
    let feed = FeedCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    feed.start(session: session)
    app.feed?(.newPost)
    #expect(app.editor != nil, "the running child is kept")
    session.systemDidDismiss()
    #expect(app.editor == nil, "a swiped-away child is released")
    #expect(first.lines.suffix(2) == ["dismiss", "PhotoEditing ended without a result"])

    app.feed?(.newPost)
    #expect(app.editor != nil)
    app.select?(.picked(photo: Photo(token: "a")))
    app.straighten?(.done(photo: Photo(token: "b")))
    app.filter?(.applied(name: "mono"))
    app.caption?(.post(caption: "hi"))
    #expect(app.editor == nil, "a finished child is released")
    #expect(first.lines.last == "push photoDetail")
    #expect(first.lines == second.lines, "every observer sees every record")
    _ = feed
  }
}
