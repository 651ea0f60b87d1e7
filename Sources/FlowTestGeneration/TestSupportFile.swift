import FlowSpec

/// The support file of generated tests (`FlowTestDoubles.swift`): the recording navigator, the
/// screens the doubles build, and `FlowTestDoubles`, the base of each flow's doubles, which
/// takes a path's steps and checks what each did.
enum TestSupportFile {
  /// The file's name.
  static let name = "FlowTestDoubles.swift"

  /// The file, importing `testedModule`; with `standIns`, it also holds `FlowTestChild`, the
  /// base of the stand-ins for child flows (only a module with child flows has `FlowStart`).
  static func contents(testedModule: String, standIns: Bool = false) -> String {
    GeneratedFile.header(source: "the flows of this module") + "\n\n" + imports(testedModule)
      + body + (standIns ? standInBody : "")
  }

  private static func imports(_ testedModule: String) -> String {
    "import Foundation\nimport Testing\n\n@testable import \(testedModule)\n\n"
  }

  private static let body = #"""
    /// A screen the test doubles build: its name in its flow, and how it sends its events.
    @MainActor
    final class FlowTestScreen<Event>: FlowTestNamed {
      let name: String
      let send: FlowSender<Event>

      init(_ name: String, _ send: FlowSender<Event>) {
        self.name = name
        self.send = send
      }
    }

    /// A screen with a name, as the navigator records it.
    @MainActor
    protocol FlowTestNamed: AnyObject {
      /// The screen's name in its flow.
      var name: String { get }
    }

    /// A navigator that records the operations it is asked to perform, as the records show them.
    @MainActor
    final class FlowTestNavigator: FlowNavigator {
      /// The operations of the step under test.
      var operations: [FlowNavigation] = []
      private var tabs: [FlowTab] = []

      func push(_ screen: AnyObject) { operations.append(.push(screen: name(screen))) }
      func present(_ screen: AnyObject) { present(screen, as: .standard) }
      func present(_ screen: AnyObject, as presentation: FlowPresentation) {
        operations.append(.present(screen: name(screen), presentation: presentation))
      }
      func setStack(_ screens: [AnyObject]) { operations.append(.setStack(screens: screens.map(name))) }
      func pop() { operations.append(.pop) }
      func popTo(_ screen: AnyObject) { operations.append(.popTo(screen: name(screen))) }
      func dismiss(count: Int) { operations.append(.dismiss(count: count)) }
      func setTabs(_ tabs: [FlowTab]) {
        self.tabs = tabs
        operations.append(.tabs(names: tabs.map(\.name)))
      }
      func selectTab(at index: Int) { operations.append(.selectTab(name: tabs[index].name)) }

      private func name(_ screen: AnyObject) -> String {
        (screen as? any FlowTestNamed)?.name ?? "\(type(of: screen))"
      }
    }

    /// What the generated tests drive: a session on a recording navigator, the environment
    /// answers of a path, and the action calls and the outcome of each step. Each flow's tests
    /// subclass it with doubles of the flow's screens, facts and actions.
    @MainActor
    class FlowTestDoubles<Outcome, Call> {
      /// The navigator, which records what each step asks of it.
      let navigator = FlowTestNavigator()
      /// The session the flows under test run in.
      private(set) lazy var session = FlowSession(navigator: navigator)
      /// The action calls of the step under test.
      private(set) var calls: [Call] = []
      /// The root flow's outcome, once it has finished.
      private(set) var outcome: Outcome?
      private var root: AnyObject?

      /// Starts `root`, a root coordinator, with `start` (its `start(session:onFinish:)`).
      func run<Root: AnyObject>(
        _ root: Root, _ start: (Root, FlowSession, @escaping (Outcome?) -> Void) -> Void
      ) {
        beginStep()
        self.root = root
        start(root, session) { [weak self] in self?.outcome = $0 }
      }

      /// Records an action call of the step.
      func record(_ call: Call) { calls.append(call) }

      /// An environment answer the path gives; reading one it does not give is a bug in the path.
      func answer<Value>(_ value: Value?, _ name: String) -> Value {
        guard let value else { fatalError("the path gives no environment value `\(name)`") }
        return value
      }

      /// The top screen sends `event`, which its flow handles as `delivery` says.
      func send<Event>(
        _ event: Event, expecting delivery: FlowDelivery = .handled,
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        beginStep()
        guard let screen = session.topScreen as? FlowTestScreen<Event> else {
          Issue.record(
            "the top screen sends no \(Event.self): \(String(describing: session.topScreen))",
            sourceLocation: sourceLocation)
          return
        }
        #expect(screen.send(event) == delivery, sourceLocation: sourceLocation)
      }

      /// The user goes back (the back button): UIKit pops the top screen and tells the session.
      func back(sourceLocation: SourceLocation = #_sourceLocation) {
        beginStep()
        #expect(session.canGoBack, sourceLocation: sourceLocation)
        navigator.pop()
        session.systemDidPop()
      }

      /// The user swipes the top presented stack away: UIKit dismisses it and tells the session.
      func swipe(sourceLocation: SourceLocation = #_sourceLocation) {
        beginStep()
        #expect(session.canDismiss, sourceLocation: sourceLocation)
        navigator.dismiss(count: 1)
        session.systemDidDismiss()
      }

      /// The user taps the tab `name` of the tab bar.
      func selectTab(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        beginStep()
        let index = session.tabs.firstIndex { $0.name == name }
        #expect(index.map(session.systemDidSelectTab) == true, sourceLocation: sourceLocation)
      }

      /// Checks what the step did: the navigation operations, the action calls, and the root
      /// flow's outcome (nil while it runs). Values of app types compare by their descriptions.
      func expect(
        navigation: [FlowNavigation], calls: [Call] = [], outcome: Outcome? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        #expect(navigator.operations == navigation, sourceLocation: sourceLocation)
        #expect(
          self.calls.map(String.init(describing:)) == calls.map(String.init(describing:)),
          sourceLocation: sourceLocation)
        #expect(
          String(describing: self.outcome) == String(describing: outcome),
          sourceLocation: sourceLocation)
      }

      private func beginStep() {
        navigator.operations = []
        calls = []
      }
    }

    /// A date as a path writes it: ISO 8601, with or without the time.
    func flowTestDate(_ text: String) -> Date {
      let formatter = ISO8601DateFormatter()
      if let date = formatter.date(from: text) { return date }
      formatter.formatOptions = [.withFullDate]
      guard let date = formatter.date(from: text) else { fatalError("not a date: \(text)") }
      return date
    }

    """#

  private static let standInBody = #"""

    /// A child flow a parent's tests stand in for: it shows one screen, named after the flow,
    /// where the child's first screen would go, and that screen's events are the flow's
    /// outcomes. Sending one finishes it with that outcome, which its parent handles; system
    /// back and a swipe end it without one, as they would end the child.
    @MainActor
    class FlowTestChild<Outcome>: FlowFrame, FlowChild {
      let flowName: String
      private(set) var isPaused = false
      private var session: FlowSession?
      private var onFinish: ((Outcome) -> Void)?

      init(_ flowName: String) { self.flowName = flowName }

      /// Shows the stand-in's screen where `start` says.
      func start(_ start: FlowStart<Outcome>) {
        session = start.session
        onFinish = start.finish
        start.session.begin(self, node: start.node)
        let send: FlowSender<Outcome> = start.session.sender(flowName, of: self) {
          frame, _, outcome in
          (frame as? FlowTestChild<Outcome>)?.finish(outcome)
          return .handled
        }
        _ = start.session.show(FlowTestScreen(flowName, send), start.placement)
      }

      func pause() { isPaused = true }
      func resume() { isPaused = false }
      func childWasCancelled() {}
      func flowWasCancelled() { onFinish = nil }

      /// Removes the screen, then hands `outcome` to the parent.
      private func finish(_ outcome: Outcome) {
        guard let session else { return }
        _ = session.finish(self)
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(outcome)
      }
    }

    """#
}
