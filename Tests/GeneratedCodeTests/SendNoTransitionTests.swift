import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// `send` on a flow whose guards may all fail, and whose screen pushes itself: the generated code
/// compiled with `swiftc` and run, against `FlowMachine`.
@Suite("send reports an event no transition takes")
struct SendNoTransitionTests {
  /// `loaded` is taken only when `deep` holds; `open` pushes `folder` over itself.
  static let file = SourceFile(
    path: "Folder.flow.yaml",
    text: """
      flow: Folder
      environment: { deep: Bool }
      results: { done: {} }
      start: folder
      screens:
        folder:
          view: FolderViewController
          events: { open: {}, loaded: {}, close: {} }
          on:
            open: folder
            loaded:
              - when: deep
                finish: done
            close: { finish: done }
      """)

  /// The app: keeps every showing's `send`, in order; prints each delivery after `=`.
  static let main = """
    final class App: FolderCoordinator.Screens, FolderCoordinator.Facts, FolderCoordinator.Actions,
      FolderCoordinator.Children
    {
      var deep = false
      var sends: [FlowSender<FolderCoordinator.FolderEvent>] = []
      func makeFolder(send: FlowSender<FolderCoordinator.FolderEvent>) -> AnyObject {
        sends.append(send)
        return Screen()
      }
    }
    final class Screen {}
    final class Navigator: FlowNavigator {
      func push(_ screen: AnyObject) {}
      func present(_ screen: AnyObject) {}
      func setStack(_ screens: [AnyObject]) {}
      func pop() {}
      func popTo(_ screen: AnyObject) {}
      func dismiss(count: Int) {}
    }
    final class Printer: FlowObserver {
      func flowDidRecord(_ record: FlowRecord) { print(record.description) }
    }
    func show(_ delivery: FlowDelivery) {
      switch delivery {
      case .handled: print("= handled")
      case .ignored(let reason): print("= ignored: \\(reason)")
      }
    }

    let app = App()
    let session = FlowSession(navigator: Navigator())
    let printer = Printer()
    session.addObserver(printer)
    let folder = FolderCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    folder.start(session: session)
    show(app.sends[0](.open))
    show(app.sends[1](.loaded))
    print("---")
    show(app.sends[0](.close))
    app.deep = true
    show(app.sends[1](.loaded))
    show(app.sends[1](.close))

    """

  @Test func noTransitionAndAnEarlierShowingOfTheSameScreenAreReportedAndRecorded() throws {
    let result = FlowCompiler.validate([Self.file])
    let module = try #require(result.module)
    // The runner, for the part a script can drive: `open`, then `loaded` with `deep` false.
    let machine = FlowMachine(module: module)
    let environment: [String: Value] = ["deep": .bool(false)]
    var (state, effects) = try machine.start(flow: "Folder", inputs: [:], environment: environment)
    var trace = TraceRenderer.lines(effects)
    for event in ["open", "loaded"] {
      (state, effects) = try machine.step(
        state, .event(event, payload: [:]), environment: environment)
      trace += TraceRenderer.lines(effects)
    }
    #expect(trace.last == "Folder.folder: loaded ignored: no transition's guard holds")
    // The generated code.
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module), extra: [("main.swift", Self.main)], prefix: "flowc-send")
    defer { compilation.remove() }
    let executable = compilation.directory.appendingPathComponent("folder").path
    let (status, output) = try Tool.run(
      ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-o", executable]
        + compilation.paths)
    try #require(status == 0, "\(output.prefix(2000))")
    let (runStatus, printed) = try Tool.run([executable], includingStandardOutput: true)
    #expect(runStatus == 0)
    let lines = printed.split(separator: "\n").map(String.init)
    let parts = lines.split(separator: "---").map(Array.init)
    try #require(parts.count == 2)
    // What the runner does, the generated records say, and `send` reports.
    #expect(parts[0].filter { !$0.hasPrefix("= ") } == trace)
    #expect(
      parts[0].filter { $0.hasPrefix("= ") } == [
        "= handled", "= ignored: no transition's guard holds",
      ])
    // The first showing of `folder` is under the second: not on top, though its name is.
    #expect(
      parts[1] == [
        "Folder.folder: close ignored: the screen is not on top",
        "= ignored: the screen is not on top",
        "Folder.folder: loaded -> transition 1 (when deep)",
        "Folder finished: done",
        "= handled",
        "Folder.folder: close ignored: the flow has ended",
        "= ignored: the flow has ended",
      ])
  }
}
