import Testing

/// The coordinator below is not in the repository: FlowcBuildPlugin generated it from
/// `Flows/Counter.flow.yaml` while this target was built. This test uses it.
@MainActor
@Suite("Build plugin")
struct CounterPluginTests {
  final class App: CounterCoordinator.Screens, CounterCoordinator.Facts,
    CounterCoordinator.Actions, CounterCoordinator.Children
  {
    var send: FlowSender<CounterCoordinator.TallyEvent>?
    func makeTally(send: FlowSender<CounterCoordinator.TallyEvent>) -> AnyObject {
      self.send = send
      return App.Screen()
    }
    final class Screen {}
  }

  final class Navigator: FlowNavigator {
    func push(_ screen: AnyObject) {}
    func present(_ screen: AnyObject) {}
    func setStack(_ screens: [AnyObject]) {}
    func pop() {}
    func popTo(_ screen: AnyObject) {}
    func dismiss(count: Int) {}
  }

  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  @Test func theGeneratedCoordinatorRuns() {
    let app = App()
    let session = FlowSession(navigator: Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let counter = CounterCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    counter.start(session: session)
    app.send?(.tap)
    app.send?(.tap)
    app.send?(.finish)
    #expect(
      recorder.lines.suffix(2) == [
        "Counter.tally: finish -> transition 1", "Counter finished: done(count: 2)",
      ])
  }
}
