import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// A session without observers builds no record and converts no value: an app type whose
/// `description` counts its calls is described only while an observer listens. Compiled into an
/// executable, since the app type is the test's own.
@Suite("Records are built only for observers")
struct UnobservedRecordTests {
  /// Every record of the step holds the photo: the start's input, a `set`, an action's argument
  /// and the result's payload.
  static let flow = """
    flow: Counted
    inputs: { photo: Photo }
    context: { kept: Photo? }
    actions: { save: { photo: Photo } }
    results: { done: { photo: Photo } }
    start: s
    screens:
      s:
        view: V
        events: { go: {} }
        on:
          go:
            set: { kept: photo }
            do: { save: { photo: photo } }
            finish: { done: { photo: photo } }
    """

  /// The app's side: `Photo` counts how often it is described; the run starts the flow, sends
  /// `go`, and prints the count and the number of records seen.
  static let app = """
    nonisolated(unsafe) var descriptions = 0

    struct Photo: CustomStringConvertible {
      var description: String {
        descriptions += 1
        return "Photo(beach)"
      }
    }

    final class Navigator: FlowNavigator {
      func push(_ screen: AnyObject) {}
      func present(_ screen: AnyObject) {}
      func setStack(_ screens: [AnyObject]) {}
      func pop() {}
      func popTo(_ screen: AnyObject) {}
      func dismiss(count: Int) {}
    }

    final class Screen {
      let go: () -> Void
      init(go: @escaping () -> Void) { self.go = go }
    }

    final class App: CountedCoordinator.Screens, CountedCoordinator.Facts,
      CountedCoordinator.Actions, CountedCoordinator.Children, FlowObserver
    {
      var screen: Screen?
      var records: [FlowRecord] = []
      func makeS(send: FlowSender<CountedCoordinator.SEvent>) -> AnyObject {
        let screen = Screen { MainActor.assumeIsolated { _ = send(.go) } }
        self.screen = screen
        return screen
      }
      func save(photo: Photo) {}
      func flowDidRecord(_ record: FlowRecord) { records.append(record) }
    }

    """

  static let main = """
    MainActor.assumeIsolated {
      let app = App()
      let session = FlowSession(navigator: Navigator())
      if CommandLine.arguments[1] == "observed" { session.addObserver(app) }
      let coordinator = CountedCoordinator(
        inputs: .init(photo: Photo()), screens: app, environment: app, actions: app, children: app)
      coordinator.start(session: session)
      app.screen?.go()
      print(descriptions, app.records.count)
    }

    """

  @Test func noValueIsDescribedWithoutAnObserver() throws {
    let module = try #require(
      FlowCompiler.validate([SourceFile(path: "Counted.flow.yaml", text: Self.flow)]).module)
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module), extra: [("App.swift", Self.app), ("main.swift", Self.main)],
      prefix: "flowc-unobserved")
    defer { compilation.remove() }
    let binary = compilation.directory.appendingPathComponent("counted")
    let compile = try Tool.run(
      ["swiftc", "-swift-version", "6", "-o", binary.path] + compilation.paths)
    try #require(compile.status == 0, "\(compile.output)")

    // Observed: start, set, action, finished each describe the photo once (the navigation records hold none).
    let observed = try Tool.run([binary.path, "observed"], includingStandardOutput: true)
    #expect(observed.status == 0)
    #expect(observed.output == "4 6\n", "\(observed.output)")
    // Not observed: the same run describes nothing and builds no record.
    let unobserved = try Tool.run([binary.path, "unobserved"], includingStandardOutput: true)
    #expect(unobserved.status == 0)
    #expect(unobserved.output == "0 0\n", "\(unobserved.output)")
  }
}
