import Foundation

@testable import GeneratedPhotoEditing

/// The app and the navigator of `SessionMisuseTests`: Feed and its PhotoEditing child on a
/// navigator that logs each operation by screen name, each with a hook where app code may call
/// back into the session as it runs (a factory, a navigator operation, an observer).
@MainActor
enum MisuseHarness {
  /// A screen: its name, for the navigator's log.
  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  /// Logs every operation as `push straighten`, `setStack [select]`; `onOperation` runs
  /// inside the operation, with its line.
  final class Navigator: FlowNavigator {
    var log: [String] = []
    var onOperation: ((String) -> Void)?

    private func perform(_ line: String) {
      log.append(line)
      onOperation?(line)
    }
    private func names(_ screens: [AnyObject]) -> String {
      "[" + screens.map { "\($0)" }.joined(separator: ", ") + "]"
    }
    func push(_ screen: AnyObject) { perform("push \(screen)") }
    func present(_ screen: AnyObject) { perform("present \(screen)") }
    func setStack(_ screens: [AnyObject]) { perform("setStack \(names(screens))") }
    func pop() { perform("pop") }
    func popTo(_ screen: AnyObject) { perform("popTo \(screen)") }
    func dismiss(count: Int) { perform("dismiss \(count)") }
  }

  /// Keeps every record's line; `onRecord` runs as each arrives.
  final class Recorder: FlowObserver {
    var lines: [String] = []
    var onRecord: ((FlowRecord) -> Void)?
    func flowDidRecord(_ record: FlowRecord) {
      lines.append(record.description)
      onRecord?(record)
    }
  }

  /// The app for Feed and PhotoEditing; keeps each screen's last `send`, and runs `onMake`
  /// inside each factory with the screen's name, before the factory returns.
  final class App: FeedCoordinator.Screens, FeedCoordinator.Facts, FeedCoordinator.Actions,
    FeedCoordinator.Children, PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Facts,
    PhotoEditingCoordinator.Actions, PhotoEditingCoordinator.Children
  {
    var cameraRoll = Album(token: "roll")
    var canPost = true
    var onMake: ((String) -> Void)?
    weak var editor: PhotoEditingCoordinator?
    var feed: FlowSender<FeedCoordinator.FeedEvent>?
    var select: FlowSender<PhotoEditingCoordinator.SelectEvent>?
    var straighten: FlowSender<PhotoEditingCoordinator.StraightenEvent>?
    var filter: FlowSender<PhotoEditingCoordinator.FilterEvent>?
    var caption: FlowSender<PhotoEditingCoordinator.CaptionEvent>?

    private func made(_ name: String) -> AnyObject {
      onMake?(name)
      return Screen(name)
    }
    func makeFeed(send: FlowSender<FeedCoordinator.FeedEvent>) -> AnyObject {
      feed = send
      return made("feed")
    }
    func makePhotoDetail(
      photo: Photo, send: FlowSender<FeedCoordinator.PhotoDetailEvent>
    ) -> AnyObject { made("photoDetail") }
    func reloadFeed() {}
    func makePhotoEditing(inputs: PhotoEditingCoordinator.Inputs) -> any PhotoEditingFlow {
      let editor = PhotoEditingCoordinator(
        inputs: inputs, screens: self, environment: self, actions: self, children: self)
      self.editor = editor
      onMake?("PhotoEditing")
      return editor
    }
    func makeSelect(
      album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>
    ) -> AnyObject {
      select = send
      return made("select")
    }
    func makeStraighten(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>
    ) -> AnyObject {
      straighten = send
      return made("straighten")
    }
    func makeFilter(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>
    ) -> AnyObject {
      filter = send
      return made("filter")
    }
    func makeCaption(
      photo: Photo, filter: String, send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject {
      caption = send
      return made("caption")
    }
    /// Runs inside `savePost`, the action of caption's `post`, before the flow finishes.
    var onSavePost: (() -> Void)?
    func savePost(photo: Photo, caption: String) { onSavePost?() }

    /// A PhotoEditing coordinator, not started.
    func photoEditing() -> PhotoEditingCoordinator {
      PhotoEditingCoordinator(
        inputs: .init(album: cameraRoll), screens: self, environment: self, actions: self,
        children: self)
    }

    /// A Feed coordinator, not started.
    func feedFlow() -> FeedCoordinator {
      FeedCoordinator(
        inputs: .init(), screens: self, environment: self, actions: self, children: self)
    }
  }

  /// A new session over a logging navigator, with a recorder listening.
  static func session() -> (FlowSession, Navigator, Recorder) {
    let navigator = Navigator()
    let session = FlowSession(navigator: navigator)
    let recorder = Recorder()
    session.addObserver(recorder)
    return (session, navigator, recorder)
  }

  /// The session's stacks by screen name.
  static func stacks(_ session: FlowSession) -> [[String]] {
    session.screenStacks.map { $0.map { "\($0)" } }
  }
}
