import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@testable import GeneratedPhotoEditing

/// The compiled coordinators of the PhotoEditing example, driven through the same inputs as a
/// walkthrough script, report the same records as `flowc run` prints for it.
@MainActor
@Suite("Generated PhotoEditing coordinators behave like the runner")
struct PhotoEditingDifferentialTests {
  /// Records every record of the session.
  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  /// A navigator with nothing to show: the session's records say what it was asked to do.
  final class Navigator: FlowNavigator {
    var operations = 0
    func push(_ screen: AnyObject) { operations += 1 }
    func present(_ screen: AnyObject) { operations += 1 }
    func setStack(_ screens: [AnyObject]) { operations += 1 }
    func pop() { operations += 1 }
    func popTo(_ screen: AnyObject) { operations += 1 }
    func dismiss(count: Int) { operations += 1 }
  }

  /// A screen: remembers how to send its events.
  final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// The app: builds screens (keeping each one's `send`), answers the environment, takes actions.
  final class App: PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Facts,
    PhotoEditingCoordinator.Actions, PhotoEditingCoordinator.Children
  {
    var canPost = true
    var select: FlowSender<PhotoEditingCoordinator.SelectEvent>?
    var straighten: FlowSender<PhotoEditingCoordinator.StraightenEvent>?
    var filter: FlowSender<PhotoEditingCoordinator.FilterEvent>?
    var caption: FlowSender<PhotoEditingCoordinator.CaptionEvent>?

    func makeSelect(
      album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>
    ) -> AnyObject {
      select = send
      return Screen("select")
    }
    func makeStraighten(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>
    ) -> AnyObject {
      straighten = send
      return Screen("straighten")
    }
    func makeFilter(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>
    ) -> AnyObject {
      filter = send
      return Screen("filter")
    }
    func makeCaption(
      photo: Photo, filter: String,
      send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject {
      caption = send
      return Screen("caption")
    }
    func savePost(photo: Photo, caption: String) {}
  }

  /// A PhotoEditing coordinator started on a fresh session, with a recorder listening.
  private func started(canPost: Bool) -> (App, FlowSession, Recorder, PhotoEditingCoordinator) {
    let app = App()
    app.canPost = canPost
    let session = FlowSession(navigator: Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = PhotoEditingCoordinator(
      inputs: .init(album: Album(token: "holidays")), screens: app, environment: app, actions: app,
      children: app)
    coordinator.start(session: session)
    return (app, session, recorder, coordinator)
  }

  /// The runner's trace of a script, as effect lines.
  private func runnerTrace(_ script: String, env: [WalkthroughCommand.Field]) throws -> [String] {
    let folder = Repository.url("Examples/PhotoEditing")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".flow.yaml")
    }.sorted().map { name in
      SourceFile(
        path: "Examples/PhotoEditing/\(name)",
        bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    let module = try #require(FlowCompiler.validate(files).module)
    var output = ""
    let outcome = ScriptRun(options: .init(scriptName: "script")) { output += $0 }.run(
      WalkthroughStart(
        module: module, flow: "PhotoEditing", inputs: [.init("album", "holidays")], environment: env
      ),
      lines: script.split(separator: "\n").map(String.init))
    #expect(outcome.status == 0, "\(outcome.error ?? "")")
    return output.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
      String($0.dropFirst(2))
    }
  }

  @Test func postingAPhotoWithABackOnTheWay() throws {
    let (app, session, recorder, _) = started(canPost: true)
    app.select?(.picked(photo: Photo(token: "beach.jpg")))
    session.systemDidPop()
    app.select?(.picked(photo: Photo(token: "sunset.jpg")))
    app.straighten?(.done(photo: Photo(token: "sunset-straightened.jpg")))
    app.filter?(.applied(name: "sepia"))
    app.caption?(.post(caption: "Last evening of the holidays"))
    let script = try String(
      contentsOf: Repository.url("Examples/PhotoEditing/post-photo.walkthrough"), encoding: .utf8)
    let expected = try runnerTrace(script, env: [.init("canPost", "true")])
    #expect(expected.count == 19)
    // `straighten`, still shown under `filter`, is told the photo its own event set.
    #expect(
      expected.contains("update PhotoEditing.straighten(photo: Photo(sunset-straightened.jpg))"))
    #expect(
      expected.contains("pop")
        && expected.last == "PhotoEditing finished: posted(photo: Photo(sunset-straightened.jpg))")
    #expect(recorder.lines == expected)
  }

  @Test func postingIsNotAllowedThenDiscarded() throws {
    let (app, _, recorder, _) = started(canPost: false)
    app.select?(.picked(photo: Photo(token: "a.jpg")))
    app.straighten?(.done(photo: Photo(token: "b.jpg")))
    app.filter?(.applied(name: "it's \"mono\""))
    app.caption?(.post(caption: "no"))
    app.caption?(.discard)
    let script = """
      picked photo=a.jpg
      done photo=b.jpg
      applied name="it's \\"mono\\""
      post caption=no
      discard
      """
    let expected = try runnerTrace(script, env: [.init("canPost", "false")])
    #expect(expected.contains("set filterName = \"it's \\\"mono\\\"\""))
    #expect(expected.contains("PhotoEditing.caption: post -> transition 2 (no earlier guard held)"))
    #expect(recorder.lines == expected)
  }

  @Test func pauseIgnoresEventsResumeHandlesThemAndStopRemovesTheScreens() {
    let (app, _, recorder, coordinator) = started(canPost: true)
    app.select?(.picked(photo: Photo(token: "a.jpg")))
    coordinator.pause()
    app.straighten?(.done(photo: Photo(token: "b.jpg")))
    #expect(recorder.lines.last == "PhotoEditing.straighten: done ignored: the flow is paused")
    coordinator.resume()
    app.straighten?(.done(photo: Photo(token: "b.jpg")))
    #expect(
      recorder.lines.suffix(4) == [
        "PhotoEditing.straighten: done -> transition 1", "set photo = Photo(b.jpg)", "push filter",
        "update PhotoEditing.straighten(photo: Photo(b.jpg))",
      ])
    coordinator.stop()
    #expect(recorder.lines.suffix(2) == ["PhotoEditing ended without a result", "set stack []"])
    app.filter?(.applied(name: "late"))
    #expect(
      recorder.lines.last == "PhotoEditing.filter: applied ignored: the flow has ended",
      "a stopped flow handles no event")
  }
}
