/// The module's support file: the small runtime every generated coordinator shares.
///
/// It is the runner's navigation model (docs/semantics.md) in plain Swift: no library, Foundation
/// only, UIKit only under `#if canImport(UIKit)`.
enum SupportFile {
  static func contents(sources: [String], enums: [EnumType], access: GeneratedAccess) -> String {
    var writer = SwiftWriter()
    writer.line(SwiftLine(GeneratedFile.header(sources: sources)))
    writer.line()
    writer.line("import Foundation")
    for type in enums {
      writer.line()
      writer.documentation("A case of `\(type.name)`, declared under `types`.")
      writer.block(
        "\(access.modifier)enum \(type.name): String, Sendable, CaseIterable, FlowCase {"
      ) { body in
        for name in type.cases { body.line("case \(name)") }
      }
    }
    writer.line()
    return writer.text + runtime(access.modifier) + "\n" + delivery(access.modifier) + "\n"
      + presentation(access.modifier)
  }

  /// The runtime, its API declared with `api` (`public `, `package ` or nothing); the plumbing
  /// the coordinators use stays internal.
  static func runtime(_ api: String) -> String {
    #"""
    /// A generated enum: its values appear in records as `.case`.
    protocol FlowCase {
      /// The case's name.
      var rawValue: String { get }
    }

    /// The navigation operations coordinators perform: what navigation controllers and modal
    /// presentation do. `UIKitFlowNavigator` implements them on iOS; tests record them.
    @MainActor
    \#(api)protocol FlowNavigator: AnyObject {
      /// Pushes a screen onto the top stack.
      func push(_ screen: AnyObject)
      /// Presents a new stack whose root is the screen.
      func present(_ screen: AnyObject)
      /// Presents a new stack whose root is the screen, the way the flow's `present` says (style,
      /// detents, whether a swipe may dismiss it). By default `present(_:)`, which ignores it.
      func present(_ screen: AnyObject, as presentation: FlowPresentation)
      /// Sets the top stack's screens.
      func setStack(_ screens: [AnyObject])
      /// Pops the top screen.
      func pop()
      /// Pops the top stack back to a screen.
      func popTo(_ screen: AnyObject)
      /// Dismisses this many of the topmost presented stacks.
      func dismiss(count: Int)
    }

    /// One thing a flow did, in the order it happened, as `flowc run` prints it.
    \#(api)struct FlowRecord: Sendable, Equatable, CustomStringConvertible {
      /// The record as a line of `flowc run`'s trace.
      \#(api)let description: String

      /// Creates a record from its trace line.
      init(_ description: String) {
        self.description = description
      }
    }

    /// Receives every record of a session (analytics, logging); several may listen at once.
    @MainActor
    \#(api)protocol FlowObserver: AnyObject {
      /// Called for each record, in order.
      func flowDidRecord(_ record: FlowRecord)
    }

    /// A running coordinator, as its session sees it.
    @MainActor
    protocol FlowFrame: AnyObject {
      /// The flow's name.
      var flowName: String { get }
      /// Called when system back or a swipe removed the flow's last screen: it ends without a result.
      func flowWasCancelled()
      /// Its running child ended without a result: release it.
      func childWasCancelled()
      /// The user swiped away the stack that its `present` of `node` opened: it runs the node's
      /// `dismissed` transitions, if it has any.
      func stackWasSwipedAway(presentedFor node: String)
      /// Whether it ignores events (`pause()`).
      var isPaused: Bool { get }
      /// Tells its screen `name`, shown as `screen` since before the step that is ending, its new
      /// inputs: the step set a context field they read.
      func updateScreen(named name: String, _ screen: AnyObject)
    }

    /// A running child flow, as its parent sees it: the parent pauses and resumes it with itself.
    /// Each child flow's own protocol (`NAMEFlow`) refines it.
    @MainActor
    \#(api)protocol FlowChild: AnyObject {
      /// Stops handling events until `resume()` (and pauses the child it runs).
      func pause()
      /// Handles events again.
      func resume()
    }

    extension FlowFrame {
      /// A flow whose screens' inputs never change has nothing to tell them.
      func updateScreen(named name: String, _ screen: AnyObject) {}
      /// A flow without `dismissed` transitions only loses what the swipe removed.
      func stackWasSwipedAway(presentedFor node: String) {}
    }

    /// How a parent starts a child flow: where the child's first screen goes, and where its
    /// outcome goes. A replacement for a generated child (a hand-written coordinator, a test
    /// double) reports its outcome with `finish(_:)`.
    @MainActor
    \#(api)struct FlowStart<Outcome> {
      /// The session the child runs in.
      \#(api)let session: FlowSession
      /// Where the child's first screen goes.
      let placement: FlowSession.Placement
      /// The parent's node that starts the child.
      \#(api)let node: String
      /// Hands the child's outcome to its parent, which handles it at once.
      \#(api)let finish: (Outcome) -> Void
    }

    /// Describes a value the way `flowc run` prints it.
    func flowDescription(_ value: Any) -> String {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return flowDescription(wrapped)
      }
      switch value {
      case let text as String: return flowQuoted(text)
      case let number as Int: return String(number)
      case let number as Double: return "\(number)"
      case let flag as Bool: return String(flag)
      case let item as any FlowCase: return "." + item.rawValue
      case let url as URL: return url.absoluteString
      case let date as Date:
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
      case let items as [Any]: return "[" + items.map(flowDescription).joined(separator: ", ") + "]"
      default: return String(describing: value)
      }
    }

    /// A context field's value. A field without a default is unset until a transition sets it, and
    /// validation rejects every read that may come first: reaching the failure is a generator bug.
    func flowValue<T>(_ value: T?, of field: String) -> T {
      guard let value else {
        preconditionFailure("context field `\(field)` was read before it was set")
      }
      return value
    }

    /// A string as a Swift literal (the runner's spelling of string values, `SwiftLiteral`).
    func flowQuoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\0": out += "\\0"
        case _ where flowIsUnsafe(scalar):
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }

    /// Control characters, line separators and bidirectional controls: written as escapes.
    private func flowIsUnsafe(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: true
      case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
      default: false
      }
    }

    /// The navigation shared by one tree of coordinators: the stacks as UIKit shows them, each screen
    /// owned by the coordinator that showed it, and the running coordinators, root first.
    @MainActor
    \#(api)final class FlowSession {
      /// Where a flow's first screen goes.
      enum Placement {
        /// The root stack's only screen.
        case root
        /// Pushed onto the top stack.
        case push
        /// The root of a new stack presented by a coordinator for its `node`, as `presentation`
        /// says.
        case present(any FlowFrame, FlowPresentation, node: String)
        /// Replacing the coordinator's screens on the top stack.
        case replace
      }

      private struct Entry {
        let showing: FlowShowing
        let screen: AnyObject
        var frame: ObjectIdentifier { showing.frame }
        var name: String { showing.name }
        /// The step that showed it.
        let shownAt: Int
      }

      private struct Stack {
        var entries: [Entry]
        let presenter: ObjectIdentifier?
        /// The coordinator whose screen opened it: a finishing child dismisses the stacks it
        /// opened, and only pops its screens from one its parent opened.
        var opener: ObjectIdentifier? = nil
        /// How it was presented.
        var presentation = FlowPresentation.standard
        /// The presenter's node whose `present` opened it.
        var node: String? = nil
      }

      /// Where operations go.
      \#(api)let navigator: any FlowNavigator
      private var stacks = [Stack(entries: [], presenter: nil)]
      private var frames: [any FlowFrame] = []
      private var observers: [() -> (any FlowObserver)?] = []
      private var emptiedStack = false
      private var depth = 0
      /// Whether an input is being handled: a `send` now is ignored (`duringStep`).
      var isInStep: Bool { depth > 0 }
      private var steps = 0
      /// The screens whose inputs read a field the current step set, with their coordinators.
      private var changedInputs: [(frame: any FlowFrame, screens: [String])] = []
      /// The most coordinators that may run at once, the root included (as in `flowc run`).
      \#(api)let flowLimit: Int

      /// Creates a session over a navigator; `flowLimit` bounds the coordinators running at once.
      \#(api)init(navigator: any FlowNavigator, flowLimit: Int = \#(ValidatedModule.flowLimit)) {
        self.navigator = navigator
        self.flowLimit = flowLimit
      }

      /// Adds an observer, held weakly.
      \#(api)func addObserver(_ observer: any FlowObserver) {
        observers.append { [weak observer] in observer }
      }

      /// Reports a record to every observer.
      func record(_ line: String) {
        let record = FlowRecord(line)
        for observer in observers { observer()?.flowDidRecord(record) }
      }

      /// Runs one input; at its end, an emptied stack no screen replaced is shown empty, then the
      /// screens whose inputs changed are told (`updateScreens`).
      func step(_ body: () -> Void) {
        if depth == 0 { steps += 1 }
        depth += 1
        body()
        // Still inside the step: an event a screen sends from its update is `duringStep`.
        if depth == 1 {
          flushEmptiedStack()
          updateScreens()
        }
        depth -= 1
      }

      /// A coordinator's step set context fields that the inputs of its `screens` read.
      func inputsChanged(_ screens: [String], of frame: any FlowFrame) {
        changedInputs.append((frame, screens))
      }

      /// Tells every screen shown before the step and still shown, whose inputs read a field the
      /// step set, its new inputs, once: the root stack first, each stack from the bottom.
      private func updateScreens() {
        guard !changedInputs.isEmpty else { return }
        let changed = changedInputs
        changedInputs = []
        for stack in stacks {
          for entry in stack.entries where entry.shownAt < steps {
            let owner = changed.first { change in
              ObjectIdentifier(change.frame) == entry.frame && change.screens.contains(entry.name)
            }
            owner?.frame.updateScreen(named: entry.name, entry.screen)
          }
        }
      }

      private func flushEmptiedStack() {
        guard emptiedStack else { return }
        emptiedStack = false
        navigator.setStack([])
        record("set stack []")
      }

      /// Registers a starting coordinator (a child entered through `node`) as the active one.
      /// Starting one more than `flowLimit` stops the program, as an arithmetic overflow does:
      /// what the steps before it did cannot be undone, and a flow that starts itself without end
      /// would otherwise exhaust the stack.
      func begin(_ frame: any FlowFrame, node: String?) {
        guard frames.count < flowLimit else {
          fatalError(
            "starting child flow `\(frame.flowName)` at `\(node ?? "")` would run \(flowLimit + 1) "
              + "flows at once (the limit is \(flowLimit)); a flow that starts itself must be able "
              + "to stop")
        }
        frames.append(frame)
      }

      /// Shows a coordinator's screen, made with `send` (from `sender(_:of:handle:)`).
      func show<ScreenEvent>(
        _ screen: AnyObject, sending send: FlowSender<ScreenEvent>, _ placement: Placement
      ) {
        guard let showing = send.showing else {
          preconditionFailure("a screen is shown with the sender its session made for it")
        }
        let entry = Entry(showing: showing, screen: screen, shownAt: steps)
        let name = showing.name
        let top = stacks.count - 1
        defer { emptiedStack = false }
        switch placement {
        case .root:
          stacks[0].entries = [entry]
          navigator.setStack([screen])
          record("set stack [\(name)]")
        case .push where emptiedStack:
          stacks[top].entries.append(entry)
          navigator.setStack(stacks[top].entries.map(\.screen))
          record("set stack [\(stacks[top].entries.map(\.name).joined(separator: ", "))]")
        case .push:
          stacks[top].entries.append(entry)
          navigator.push(screen)
          record("push \(name)")
        case .present(let presenter, let presentation, let node):
          flushEmptiedStack()
          stacks.append(
            Stack(
              entries: [entry], presenter: ObjectIdentifier(presenter), opener: entry.frame,
              presentation: presentation, node: node))
          navigator.present(screen, as: presentation)
          let written = presentation.written
          record(written.isEmpty ? "present \(name)" : "present \(name) (\(written))")
        case .replace:
          stacks[top].entries.append(entry)
          navigator.setStack(stacks[top].entries.map(\.screen))
          record("set stack [\(stacks[top].entries.map(\.name).joined(separator: ", "))]")
        }
      }

      /// Removes a coordinator's screens from the top stack before `replace` (no operation yet).
      func clearTopStack(of frame: any FlowFrame) {
        stacks[stacks.count - 1].entries.removeAll { $0.frame == ObjectIdentifier(frame) }
      }

      /// `back`: pops the coordinator's top screen.
      func back(_ frame: any FlowFrame) {
        stacks[stacks.count - 1].entries.removeLast()
        navigator.pop()
        record("pop")
      }

      /// `popTo`: dismisses the stacks above the coordinator's topmost `name`, then pops to it.
      func popTo(_ name: String, for frame: any FlowFrame) {
        let id = ObjectIdentifier(frame)
        guard
          let stackIndex = stacks.lastIndex(where: { stack in
            stack.entries.contains { $0.frame == id && $0.name == name }
          })
        else { return }
        let top = stacks.count - 1
        if stackIndex < top {
          stacks.removeLast(top - stackIndex)
          navigator.dismiss(count: top - stackIndex)
          record(top - stackIndex == 1 ? "dismiss" : "dismiss \(top - stackIndex)")
        }
        let entries = stacks[stackIndex].entries
        let position = entries.lastIndex { $0.frame == id && $0.name == name }
        guard let position else { return }
        if position < entries.count - 1 {
          stacks[stackIndex].entries.removeLast(entries.count - 1 - position)
          navigator.popTo(entries[position].screen)
          record("pop to \(name)")
        }
      }

      /// `dismiss`: dismisses the top stack, which the coordinator presented.
      func dismiss(_ frame: any FlowFrame) {
        emptiedStack = false
        stacks.removeLast()
        navigator.dismiss(count: 1)
        record("dismiss")
      }

      /// The name of the topmost screen a coordinator shows.
      func topScreen(of frame: any FlowFrame) -> String? {
        let id = ObjectIdentifier(frame)
        for stack in stacks.reversed() {
          if let entry = stack.entries.last(where: { $0.frame == id }) { return entry.name }
        }
        return nil
      }

      /// A coordinator finished: a child's screens are all removed, the root's left to the app;
      /// then it is forgotten (its screens' events are ignored: the flow has ended).
      func finish(_ frame: any FlowFrame) {
        if frames.count == 1 {
          flushEmptiedStack()
          frames.removeAll()
          // The root finished: its screens are the app's now, and nothing more is told to them.
          changedInputs = []
          return
        }
        removeScreens(of: frame)
        frames.removeAll { $0 === frame }
      }

      /// Ends `frame`, and the children it runs, without a result: their screens are removed (the
      /// root's too, leaving an empty stack), and the frame below carries on from its screen.
      func stop(_ frame: any FlowFrame) {
        step {
          guard let index = frames.firstIndex(where: { $0 === frame }) else { return }
          while frames.count > index {
            let last = frames.removeLast()
            removeScreens(of: last)
            record("\(last.flowName) ended without a result")
            last.flowWasCancelled()
            frames.last?.childWasCancelled()
          }
        }
      }

      private func removeScreens(of frame: any FlowFrame) {
        let id = ObjectIdentifier(frame)
        // The stack the flow opened may hold none of its screens (a child it started there
        // replaced them and has finished): it goes all the same.
        let first = stacks.firstIndex { stack in
          stack.opener == id || stack.entries.contains { $0.frame == id }
        }
        if let first {
          let top = stacks.count - 1
          let wholeStack = first > 0 && stacks[first].opener == id
          let dismissFrom = wholeStack ? first : first + 1
          if dismissFrom <= top {
            if stacks[dismissFrom...].contains(where: { $0.entries.isEmpty }) {
              emptiedStack = false
            }
            stacks.removeLast(top - dismissFrom + 1)
            navigator.dismiss(count: top - dismissFrom + 1)
            record(top - dismissFrom + 1 == 1 ? "dismiss" : "dismiss \(top - dismissFrom + 1)")
          }
          if !wholeStack {
            stacks[first].entries.removeAll { $0.frame == id }
            if let remaining = stacks[first].entries.last {
              navigator.popTo(remaining.screen)
              record("pop to \(remaining.name)")
            } else {
              emptiedStack = true
            }
          }
        }
      }

      /// The user popped the top screen (back button or edge swipe); UIKit already shows the result.
      \#(api)func systemDidPop() {
        step {
          stacks[stacks.count - 1].entries.removeLast()
          record("pop")
          cancelFramesWithoutScreens()
        }
      }

      /// The user swiped the top presented stack away; UIKit already dismissed it. Child flows left
      /// without screens end; then the coordinator that presented it runs the `dismissed`
      /// transitions of the node its `present` named, if it has them. A stack whose presentation
      /// allows no swipe (`canDismiss` is false) is left as it is: UIKit does not let the user swipe
      /// it away (`isModalInPresentation`), and `flowc run` refuses such a swipe too.
      \#(api)func systemDidDismiss() {
        guard canDismiss else { return }
        step {
          let stack = stacks.removeLast()
          record("dismiss")
          cancelFramesWithoutScreens()
          if let node = stack.node,
            let presenter = frames.last(where: { ObjectIdentifier($0) == stack.presenter })
          {
            presenter.stackWasSwipedAway(presentedFor: node)
          }
        }
      }

      /// The screen on top, as its factory returned it.
      \#(api)var topScreen: AnyObject? { stacks.last?.entries.last?.screen }

      /// Whether system back is possible now (the top stack has a screen below its top).
      \#(api)var canGoBack: Bool { (stacks.last?.entries.count ?? 0) > 1 }

      /// Whether the user may swipe the top stack away: one is presented, and its presentation
      /// allows a swipe.
      \#(api)var canDismiss: Bool { stacks.count > 1 && stacks[stacks.count - 1].presentation.allowsSwipe }

      private func cancelFramesWithoutScreens() {
        while frames.count > 1, let last = frames.last, topScreen(of: last) == nil {
          frames.removeLast()
          record("\(last.flowName) ended without a result")
          last.flowWasCancelled()
          frames.last?.childWasCancelled()
        }
      }
    }

    #if canImport(UIKit)
      import UIKit

      /// `FlowNavigator` over UIKit: a root navigation controller, and each presented stack in a
      /// navigation controller of its own. As their delegate it notices what the user does without the
      /// coordinators (the back button, the edge swipe, swiping a sheet down) and tells the session,
      /// which ends child flows left without screens.
      ///
      ///     let navigator = UIKitFlowNavigator()
      ///     let session = FlowSession(navigator: navigator)
      ///     navigator.session = session
      ///     window.rootViewController = navigator.root
      @MainActor
      \#(api)final class UIKitFlowNavigator: NSObject, FlowNavigator, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate
      {
        /// The root navigation controller: the window's root view controller.
        \#(api)let root: UINavigationController
        /// The session to tell about system back and interactive dismissal.
        \#(api)weak var session: FlowSession?
        /// Whether operations animate.
        \#(api)var animated = true
        private var stacks: [UINavigationController]
        private var shownCounts: [ObjectIdentifier: Int] = [:]

        /// Creates a navigator over `root`.
        \#(api)init(root: UINavigationController = UINavigationController()) {
          self.root = root
          self.stacks = [root]
          super.init()
          root.delegate = self
        }

        private var top: UINavigationController { stacks[stacks.count - 1] }

        private func remember(_ stack: UINavigationController) {
          shownCounts[ObjectIdentifier(stack)] = stack.viewControllers.count
        }

        \#(api)func push(_ screen: AnyObject) {
          guard let controller = screen as? UIViewController else { return }
          top.pushViewController(controller, animated: animated)
          remember(top)
        }

        \#(api)func present(_ screen: AnyObject) {
          guard let controller = screen as? UIViewController else { return }
          let stack = UINavigationController(rootViewController: controller)
          stack.delegate = self
          stack.presentationController?.delegate = self
          top.present(stack, animated: animated, completion: nil)
          stacks.append(stack)
          remember(stack)
        }

        \#(api)func setStack(_ screens: [AnyObject]) {
          top.setViewControllers(screens.compactMap { $0 as? UIViewController }, animated: animated)
          remember(top)
        }

        \#(api)func pop() {
          _ = top.popViewController(animated: animated)
          remember(top)
        }

        \#(api)func popTo(_ screen: AnyObject) {
          guard let controller = screen as? UIViewController else { return }
          _ = top.popToViewController(controller, animated: animated)
          remember(top)
        }

        \#(api)func dismiss(count: Int) {
          guard count > 0, count < stacks.count else { return }
          let presenter = stacks[stacks.count - 1 - count]
          for stack in stacks.suffix(count) { shownCounts[ObjectIdentifier(stack)] = nil }
          stacks.removeLast(count)
          presenter.dismiss(animated: animated, completion: nil)
        }

        /// The back button or the edge swipe popped screens the coordinators did not.
        \#(api)func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController,
          animated: Bool
        ) {
          let key = ObjectIdentifier(navigationController)
          guard let expected = shownCounts[key] else { return }
          let shown = navigationController.viewControllers.count
          shownCounts[key] = shown
          for _ in 0..<max(0, expected - shown) { session?.systemDidPop() }
        }

        /// The user swiped a presented stack away.
        \#(api)func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
          let presented = presentationController.presentedViewController
          guard let index = stacks.firstIndex(where: { $0 === presented }), index > 0 else { return }
          for stack in stacks[index...] { shownCounts[ObjectIdentifier(stack)] = nil }
          let removed = stacks.count - index
          stacks.removeLast(removed)
          for _ in 0..<removed { session?.systemDidDismiss() }
        }
      }
    #endif

    """#
  }
}
