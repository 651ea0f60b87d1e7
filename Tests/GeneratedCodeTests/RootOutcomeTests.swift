import Testing

@testable import GeneratedPhotoEditing

/// `start(session:onFinish:)` hands the root flow's end to the app exactly once: its typed outcome
/// when it finishes, nil when it ends without one.
@MainActor
@Suite("The root flow's outcome reaches the app")
struct RootOutcomeTests {
  typealias App = ChildLifetimeTests.App

  /// Starts PhotoEditing as the root; the outcomes its `onFinish` received, as texts.
  @MainActor
  final class Root {
    let app = App()
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let coordinator: PhotoEditingCoordinator
    var outcomes: [String] = []

    init() {
      coordinator = PhotoEditingCoordinator(
        inputs: .init(album: app.cameraRoll), screens: app, environment: app, actions: app,
        children: app)
      coordinator.start(session: session) { [unowned self] outcome in
        switch outcome {
        case .posted(let photo)?: outcomes.append("posted \(photo)")
        case .cancelled?: outcomes.append("cancelled")
        case nil: outcomes.append("nil")
        }
      }
    }
  }

  @Test func aFinishingRootDeliversItsTypedOutcomeOnce() throws {
    let root = Root()
    root.app.select?(.picked(photo: Photo(token: "beach")))
    root.app.straighten?(.done(photo: Photo(token: "beach")))
    root.app.filter?(.applied(name: "mono"))
    root.app.caption?(.post(caption: "sea"))
    #expect(root.outcomes == ["posted Photo(beach)"])
    root.coordinator.stop()
    #expect(root.outcomes == ["posted Photo(beach)"])
  }

  @Test func aRootFinishingWithoutPayloadDeliversItsCase() {
    let root = Root()
    root.app.select?(.cancel)
    #expect(root.outcomes == ["cancelled"])
  }

  @Test func stoppingTheRootDeliversNilOnce() {
    let root = Root()
    root.coordinator.stop()
    #expect(root.outcomes == ["nil"])
    root.coordinator.stop()
    root.app.select?(.cancel)
    #expect(root.outcomes == ["nil"])
  }

  @Test func startWithoutOnFinishStillRuns() {
    let app = App()
    let session = FlowSession(navigator: ChildLifetimeTests.Navigator())
    let coordinator = PhotoEditingCoordinator(
      inputs: .init(album: app.cameraRoll), screens: app, environment: app, actions: app,
      children: app)
    coordinator.start(session: session)
    coordinator.stop()
    #expect(session.topScreen == nil)
  }
}
