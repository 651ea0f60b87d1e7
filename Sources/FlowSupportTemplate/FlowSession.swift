// The session shared by one tree of coordinators, tab bars included.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// The navigation shared by one tree of coordinators: the stacks as UIKit shows them, each screen
/// owned by the coordinator that showed it, and the running coordinators, root first.
@MainActor
public final class FlowSession {
  /// Where a flow's first screen goes.
  enum Placement {
    /// The root stack's only screen.
    case root
    /// Pushed onto the top stack.
    case push
    // flowc:if presentations
    /// The root of a new stack presented by a coordinator for its `node`, as `presentation`
    /// says.
    // Boxed: the other cases carry nothing, and an unboxed payload made every placement
    // passed to an `enter` method seven words wide, a cost in every generated handler.
    indirect case present(any FlowFrame, FlowPresentation, node: String)
    // flowc:end
    /// Replacing the coordinator's screens on the top stack.
    case replace
  }

  private struct Entry {
    /// Its showing's number (`FlowSender.showing`).
    let showing: Int
    /// The coordinator that shows it.
    let frame: ObjectIdentifier
    /// The screen's name in its flow.
    let name: String
    let screen: AnyObject
    /// The step that showed it.
    let shownAt: Int
  }

  /// A running coordinator and the serial number the session gave it, by which its screens'
  /// senders find it.
  private struct RunningFrame {
    let serial: Int
    let frame: any FlowFrame
    /// What its screens' senders hold.
    let link: FlowFrameLink
  }

  private struct Stack {
    var entries: [Entry]
    // flowc:if presentations
    /// The coordinator that presented it; nil for the root stack.
    var presenter: ObjectIdentifier? = nil
    /// The coordinator it was presented for: the presenter when its `present` named a view
    /// screen, or the child started at the child-flow node it named. That coordinator's finish
    /// dismisses it; a flow that coordinator started there only removes its own screens from it.
    var opener: ObjectIdentifier? = nil
    /// How it was presented.
    var presentation = FlowPresentation.standard
    /// The presenter's node whose `present` opened it.
    var node: String? = nil
    // flowc:end
  }

  /// What the senders' link holds weakly (`FlowSender`). Declared first, so it goes first when
  /// the session goes: a screen released with the session that sends finds no session.
  private(set) lazy var anchor = FlowSessionAnchor(self)
  /// What the senders hold, all of them the same one.
  private(set) lazy var link = FlowSessionLink(anchor)
  /// Where operations go.
  public let navigator: any FlowNavigator
  // The session's state is touched only by its own methods, on the main actor, and no access
  // to it spans a call into app code: Swift's run-time exclusivity checks, a good part of an
  // event's cost, are left out (`Benchmarks/records_throughput.py`).
  @exclusivity(unchecked) private var stacks = [Stack(entries: [])]
  @exclusivity(unchecked) private var frames: [RunningFrame] = []
  @exclusivity(unchecked) private var lastFrameSerial = 0
  /// The number of the last showing a sender was made for.
  @exclusivity(unchecked) var nextShowing = 0
  /// The screen's name of the showing `nextShowing` numbers, which `show(_:_:)` shows.
  @exclusivity(unchecked) private var madeName = ""
  /// The coordinator of that showing, until `show(_:_:)` shows it.
  @exclusivity(unchecked) private var madeFrame: ObjectIdentifier?
  @exclusivity(unchecked) private var observers: [() -> (any FlowObserver)?] = []
  @exclusivity(unchecked) private var emptiedStack = false
  @exclusivity(unchecked) private var depth = 0
  // flowc:if tabs
  /// The tab bar, when the root flow is a tab container (`setUpTabs`).
  @exclusivity(unchecked) private var tabBar: FlowTabBar?
  // flowc:end
  /// The top screen while the user is removing it (`systemWillRemove`).
  private weak var leavingScreen: AnyObject? {
    didSet { isRemovingScreen = leavingScreen != nil }
  }
  private var isRemovingScreen = false
  /// Whether an input is being handled: a `send` now is ignored (`duringStep`).
  var isInStep: Bool { depth > 0 }
  private var steps = 0
  // flowc:if liveScreens
  /// The screens whose inputs read a field the current step set, with their coordinators.
  private var changedInputs: [(frame: any FlowFrame, screens: [String])] = []
  // flowc:end
  /// The most coordinators that may run at once, the root included (as in `flowc run`).
  public let flowLimit: Int

  /// Creates a session over a navigator; `flowLimit` bounds the coordinators running at once.
  public init(navigator: any FlowNavigator, flowLimit: Int = 100) {
    self.navigator = navigator
    self.flowLimit = flowLimit
  }

  /// Adds an observer, held weakly: keep it alive for as long as it should receive records. One
  /// nothing else holds, `addObserver(Analytics())`, is freed at once and receives nothing.
  public func addObserver(_ observer: any FlowObserver) {
    observers.append { [weak observer] in observer }
  }

  /// Whether records are built: the session has an observer.
  var isRecording: Bool { !observers.isEmpty }

  /// Reports a record to every observer. `record` is not evaluated (no record is built and
  /// no value converted) when the session has no observer.
  func record(_ record: @autoclosure () -> FlowRecord) {
    guard isRecording else { return }
    let record = record()
    for observer in observers { observer()?.flowDidRecord(record) }
  }

  /// Reports `.transition`: its parts are constants, so nothing is built without observers.
  func recordTransition(
    flow: String, screen: String, event: String, index: Int, condition: String?
  ) {
    guard isRecording else { return }
    report(
      .transition(flow: flow, screen: screen, event: event, index: index, condition: condition))
  }

  // flowc:if startChoices
  /// Reports `.startChoice`: its parts are constants, so nothing is built without observers.
  func recordStartChoice(flow: String, index: Int, condition: String?) {
    guard isRecording else { return }
    report(.startChoice(flow: flow, index: index, condition: condition))
  }
  // flowc:end

  // flowc:if ignoredRecords
  /// Reports `.ignored`: its parts are constants, so nothing is built without observers.
  func recordIgnored(flow: String, screen: String, event: String, reason: FlowIgnoredReason) {
    guard isRecording else { return }
    report(.ignored(flow: flow, screen: screen, event: event, reason: reason))
  }
  // flowc:end

  /// Reports a record the generated code built after checking `isRecording` itself. Unlike
  /// `record(_:)` it takes no closure: a closure a record is a function the compiler emits,
  /// and a handler's records were a good part of its compile time.
  func report(_ record: FlowRecord) {
    for observer in observers { observer()?.flowDidRecord(record) }
  }

  // flowc:if noTransitionRecords
  /// Reports that no transition's guard held for an event a screen sent: the flow and the
  /// screen are those of the showing on top, which sent it (`deliver` checked that).
  func recordNoTransition(event: String) {
    guard isRecording, let top = topShowingNames else { return }
    report(.ignored(flow: top.flow, screen: top.screen, event: event, reason: .noTransition))
  }

  /// The flow and the screen of the showing on top.
  private var topShowingNames: (flow: String, screen: String)? {
    guard let entry = stacks[topIndex].entries.last else { return nil }
    for running in frames.reversed() where ObjectIdentifier(running.frame) == entry.frame {
      return (running.frame.flowName, entry.name)
    }
    return nil
  }
  // flowc:end

  /// Runs one input; at its end, an emptied stack no screen replaced is shown empty, then the
  /// screens whose inputs changed are told (`updateScreens`).
  func step(_ body: () -> Void) {
    beginStep()
    body()
    endStep()
  }

  /// Starts handling an input (`step`).
  func beginStep() {
    if depth == 0 { steps += 1 }
    depth += 1
  }

  /// Ends handling an input (`step`).
  func endStep() {
    // Still inside the step: an event a screen sends from its update is `duringStep`.
    if depth == 1 {
      flushEmptiedStack()
      // flowc:if liveScreens
      updateScreens()
      // flowc:end
    }
    depth -= 1
  }

  // flowc:if liveScreens
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
        for change in changed
        where ObjectIdentifier(change.frame) == entry.frame && change.screens.contains(entry.name) {
          change.frame.updateScreen(named: entry.name, entry.screen)
          break
        }
      }
    }
  }
  // flowc:end

  private func flushEmptiedStack() {
    guard emptiedStack else { return }
    emptiedStack = false
    navigator.setStack([])
    if isRecording { report(.navigation(.setStack(screens: []))) }
  }

  /// Registers a starting coordinator (a child entered through `node`, the root without one)
  /// as the active one. Starting one more than `flowLimit` stops the program, as an arithmetic
  /// overflow does: what the steps before it did cannot be undone, and a flow that starts itself
  /// without end would otherwise exhaust the stack. A root started while another runs on the
  /// session (from its screen factory, or a second `start(session:)`) stops it too: no UIKit or
  /// SwiftUI callback starts one, and the two would share one navigator's stacks.
  /// A child started when no flow runs (the app's child factory stopped the root) is not
  /// registered, so nothing of it is shown.
  func begin(_ frame: any FlowFrame, node: String?) {
    if node == nil, let root = frames.first?.frame {
      preconditionFailure(
        "FlowSession: \(frame.flowName) started as the root of a session whose root flow "
          + "\(root.flowName) still runs; a session runs one root flow: stop it first, or give "
          + "the new flow a session of its own")
    }
    // A child whose parent ended while its coordinator was made (the app's `makeNAME` stopped
    // the root) never runs: nothing of it is shown, and its screens' events are ignored.
    if node != nil, frames.isEmpty { return }
    // flowc:if childFlows
    guard frames.count < flowLimit else {
      fatalError(
        "starting child flow `\(frame.flowName)` at `\(node ?? "")` would run \(flowLimit + 1) "
          + "flows at once (the limit is \(flowLimit)); a flow that starts itself must be able "
          + "to stop")
    }
    // flowc:end
    lastFrameSerial += 1
    let frameLink = FlowFrameLink(session: link, serial: lastFrameSerial, frame: frame)
    frames.append(RunningFrame(serial: lastFrameSerial, frame: frame, link: frameLink))
  }

  /// The link of a running coordinator's senders, for the sender of a new showing of its screen
  /// `name`, which `show(_:_:)` shows next; for one not running, a link with serial number 0,
  /// which none has.
  func frameLink(of frame: any FlowFrame, showing name: String) -> FlowFrameLink {
    madeName = name
    madeFrame = ObjectIdentifier(frame)
    for running in frames.reversed() where running.frame === frame { return running.link }
    return FlowFrameLink(session: link, serial: 0, frame: frame)
  }

  /// The running coordinator with serial number `serial`, if it still runs.
  func runningFrame(_ serial: Int) -> (any FlowFrame)? {
    for running in frames.reversed() where running.serial == serial { return running.frame }
    // flowc:if tabs
    return tabBar == nil ? nil : parkedFrame(serial)
    // flowc:else
    // return nil
    // flowc:end
  }

  /// The index of the top stack: `stacks[topIndex]` reads as one expression, where each
  /// `stacks[stacks.count - 1]` was one more to type-check.
  private var topIndex: Int { stacks.count - 1 }

  /// The number of the showing on top.
  var topShowing: Int? { stacks[topIndex].entries.last?.showing }

  /// Whether the user is removing the top screen (`systemWillRemove`). The weak reference is
  /// read only while a removal is under way.
  var isTopLeaving: Bool {
    guard isRemovingScreen, let leaving = leavingScreen else { return false }
    return leaving === stacks[topIndex].entries.last?.screen
  }

  /// Shows a coordinator's screen, made with the `send` that `sender(_:of:handle:)` made last
  /// (`show(screens.makeNAME(send: session.sender(...)), placement)`: no sender to keep and
  /// pass on, docs/generated-code-design.md, "NAMECoordinator.swift"). Returns `.handled`, what
  /// a transition to the screen returns.
  ///
  /// The flow stopped while its factory ran (`stop()` from the factory): the transition ends
  /// there, and the screen is not shown. The flag of an emptied stack is cleared before the
  /// navigator is called, so that a stop from inside the navigator's operation empties the
  /// stack anew, and the step's end tells the navigator.
  func show(_ screen: AnyObject, _ placement: Placement) -> FlowDelivery {
    guard let frame = madeFrame else {
      preconditionFailure(
        "FlowSession: a screen shown without the sender made for it: a screen factory started "
          + "a flow or showed a screen on its own session (a factory only makes its screen)")
    }
    madeFrame = nil
    guard isRunning(frame) else { return .handled }
    let name = madeName
    let entry = Entry(
      showing: nextShowing, frame: frame, name: name, screen: screen, shownAt: steps)
    let top = topIndex
    switch placement {
    case .root:
      emptiedStack = false
      stacks[0].entries = [entry]
      navigator.setStack([screen])
      if isRecording { report(.navigation(.setStack(screens: [name]))) }
    case .push where emptiedStack, .replace:
      // `replace`, or a push onto a stack the step emptied: the stack is set in one operation.
      emptiedStack = false
      stacks[top].entries.append(entry)
      navigator.setStack(stacks[top].entries.map(\.screen))
      if isRecording {
        report(.navigation(.setStack(screens: stacks[top].entries.map(\.name))))
      }
    case .push:
      stacks[top].entries.append(entry)
      navigator.push(screen)
      if isRecording { report(.navigation(.push(screen: name))) }
    // flowc:if presentations
    case .present(let presenter, let presentation, let node):
      flushEmptiedStack()
      stacks.append(
        Stack(
          entries: [entry], presenter: ObjectIdentifier(presenter),
          opener: openedFor(presentedBy: presenter), presentation: presentation, node: node))
      navigator.present(screen, as: presentation)
      if isRecording { report(.navigation(.present(screen: name, presentation: presentation))) }
    // flowc:end
    }
    return .handled
  }

  /// Whether the coordinator `frame` runs.
  private func isRunning(_ frame: ObjectIdentifier) -> Bool {
    frames.contains { ObjectIdentifier($0.frame) == frame }
  }

  // flowc:if presentations
  /// The coordinator a stack `presenter` presents is for: the child it started for the node
  /// (the one after it among the running coordinators), or itself when it shows a view screen.
  private func openedFor(presentedBy presenter: any FlowFrame) -> ObjectIdentifier {
    guard let index = frames.lastIndex(where: { $0.frame === presenter }),
      index + 1 < frames.count
    else { return ObjectIdentifier(presenter) }
    return ObjectIdentifier(frames[index + 1].frame)
  }
  // flowc:end

  /// Removes a coordinator's screens from the top stack before `replace` (no operation yet).
  func clearTopStack(of frame: any FlowFrame) {
    let id = ObjectIdentifier(frame)
    stacks[topIndex].entries.removeAll { $0.frame == id }
  }

  // flowc:if back
  /// `back`: pops the coordinator's top screen. A coordinator stopped during its own step (from
  /// an action, say) has no screen left to pop: nothing happens.
  func back(_ frame: any FlowFrame) {
    guard isRunning(ObjectIdentifier(frame)) else { return }
    stacks[topIndex].entries.removeLast()
    navigator.pop()
    if isRecording { report(.navigation(.pop)) }
  }
  // flowc:end

  // flowc:if close
  /// `close`: pops the coordinator's top screen where it has a screen of its own below it on the
  /// top stack, else dismisses the top stack, which it presented with that screen as its root
  /// (nothing, for one stopped during its own step).
  func close(_ frame: any FlowFrame) {
    guard isRunning(ObjectIdentifier(frame)) else { return }
    let entries = stacks[topIndex].entries
    if entries.count > 1, entries[entries.count - 2].frame == ObjectIdentifier(frame) {
      stacks[topIndex].entries.removeLast()
      navigator.pop()
      if isRecording { report(.navigation(.pop)) }
      return
    }
    emptiedStack = false
    stacks.removeLast()
    navigator.dismiss(count: 1)
    if isRecording { report(.navigation(.dismiss(count: 1))) }
  }
  // flowc:end

  /// `popTo`: dismisses the stacks above the coordinator's topmost `name`, then pops to it.
  func popTo(_ name: String, for frame: any FlowFrame) {
    guard let (stackIndex, position) = topmost(name, of: ObjectIdentifier(frame)) else { return }
    let top = topIndex
    if stackIndex < top {
      stacks.removeLast(top - stackIndex)
      navigator.dismiss(count: top - stackIndex)
      if isRecording { report(.navigation(.dismiss(count: top - stackIndex))) }
    }
    let count = stacks[stackIndex].entries.count
    if position < count - 1 {
      let screen = stacks[stackIndex].entries[position].screen
      stacks[stackIndex].entries.removeLast(count - 1 - position)
      navigator.popTo(screen)
      if isRecording { report(.navigation(.popTo(screen: name))) }
    }
  }

  /// The stack and position of the topmost screen `name` the coordinator `id` shows. Plain
  /// loops: a closure here would check its actor on every call, a good part of an event's cost.
  /// `while` loops counting down, not `for` over `indices.reversed()`: the support file's job
  /// of the 1,000-screen benchmark was 40M instructions (1.3%) less so
  /// (docs/generated-code-design.md, "The support file's job in issue 14's seventh round").
  private func topmost(_ name: String, of id: ObjectIdentifier) -> (Int, Int)? {
    var stackIndex = stacks.count
    while stackIndex > 0 {
      stackIndex -= 1
      let entries = stacks[stackIndex].entries
      var position = entries.count
      while position > 0 {
        position -= 1
        if entries[position].frame == id, entries[position].name == name {
          return (stackIndex, position)
        }
      }
    }
    return nil
  }

  // flowc:if presentations
  /// `dismiss`: dismisses the top stack, which the coordinator presented (nothing, for one
  /// stopped during its own step).
  func dismiss(_ frame: any FlowFrame) {
    guard isRunning(ObjectIdentifier(frame)) else { return }
    emptiedStack = false
    stacks.removeLast()
    navigator.dismiss(count: 1)
    if isRecording { report(.navigation(.dismiss(count: 1))) }
  }
  // flowc:end

  // flowc:if childFlows
  /// The name of the topmost screen a coordinator shows.
  func topScreen(of frame: any FlowFrame) -> String? {
    let id = ObjectIdentifier(frame)
    for stack in stacks.reversed() {
      for entry in stack.entries.reversed() where entry.frame == id { return entry.name }
    }
    return nil
  }
  // flowc:end

  /// A coordinator finished: a child's screens are all removed, the root's left to the app;
  /// then it is forgotten (its screens' events are ignored: the flow has ended). Returns
  /// whether it was the root. A coordinator stopped during its own step (from an action, say)
  /// has ended already: nothing changes.
  func finish(_ frame: any FlowFrame) -> Bool {
    guard isRunning(ObjectIdentifier(frame)) else { return false }
    if frames.count == 1 {
      flushEmptiedStack()
      frames.removeAll()
      // flowc:if liveScreens
      // The root finished: its screens are the app's now, and nothing more is told to them.
      changedInputs = []
      // flowc:end
      return true
    }
    removeScreens(of: frame)
    frames.removeAll { $0.frame === frame }
    return false
  }

  /// Ends `frame`, and the children it runs, without a result: their screens are removed (the
  /// root's too, leaving an empty stack), and the frame below carries on from its screen. Only
  /// the coordinators running when it is called end: a root the stopped root's `onFinish(nil)`
  /// starts on the session (serial numbers grow, so its number is above `last`) runs on.
  func stop(_ frame: any FlowFrame) {
    beginStep()
    defer { endStep() }
    guard let index = frames.firstIndex(where: { $0.frame === frame }) else { return }
    // flowc:if tabs
    if index == 0 { cancelParkedTabs() }
    // flowc:end
    let first = frames[index].serial
    let last = lastFrameSerial
    while let top = frames.last, top.serial >= first, top.serial <= last {
      frames.removeLast()
      removeScreens(of: top.frame)
      if isRecording { report(.cancelled(flow: top.frame.flowName)) }
      top.frame.flowWasCancelled()
      if let parent = frames.last, parent.serial < top.serial { parent.frame.childWasCancelled() }
    }
  }

  // flowc:if presentations
  private func removeScreens(of frame: any FlowFrame) {
    let id = ObjectIdentifier(frame)
    // The stack presented for the flow may hold none of its screens (a child it started there
    // replaced them and has finished): it goes all the same. A stack presented for a flow that
    // still runs stays, even when this flow's screens were all it showed.
    let first = stacks.firstIndex { stack in
      stack.opener == id || stack.entries.contains { $0.frame == id }
    }
    if let first {
      let top = topIndex
      let wholeStack = first > 0 && stacks[first].opener == id
      let dismissFrom = wholeStack ? first : first + 1
      if dismissFrom <= top {
        if stacks[dismissFrom...].contains(where: { $0.entries.isEmpty }) {
          emptiedStack = false
        }
        stacks.removeLast(top - dismissFrom + 1)
        navigator.dismiss(count: top - dismissFrom + 1)
        if isRecording { report(.navigation(.dismiss(count: top - dismissFrom + 1))) }
      }
      if !wholeStack {
        stacks[first].entries.removeAll { $0.frame == id }
        if let remaining = stacks[first].entries.last {
          navigator.popTo(remaining.screen)
          if isRecording { report(.navigation(.popTo(screen: remaining.name))) }
        } else {
          emptiedStack = true
        }
      }
    }
  }
  // flowc:else
  // private func removeScreens(of frame: any FlowFrame) {
  //   // Without presentations, the session's stack is the only one.
  //   let id = ObjectIdentifier(frame)
  //   guard stacks[0].entries.contains(where: { $0.frame == id }) else { return }
  //   stacks[0].entries.removeAll { $0.frame == id }
  //   if let remaining = stacks[0].entries.last {
  //     navigator.popTo(remaining.screen)
  //     if isRecording { report(.navigation(.popTo(screen: remaining.name))) }
  //   } else {
  //     emptiedStack = true
  //   }
  // }
  // flowc:end

  /// The user popped the top screen (back button or edge swipe); UIKit already shows the result.
  ///
  /// Call it only once a flow has started on the session: before, it stops the program with a
  /// message (no UIKit or SwiftUI callback pops a screen the session never showed). A pop with
  /// no screen below the top screen on the top stack (a stack's root, which UIKit never pops)
  /// changes nothing and is recorded as a navigation mismatch.
  public func systemDidPop() {
    guard lastFrameSerial > 0 else {
      preconditionFailure(
        "FlowSession: systemDidPop() before a flow started on the session: start the root flow "
          + "before telling the session what the user did")
    }
    leavingScreen = nil
    guard canGoBack else { return popAtTheRoot() }
    beginStep()
    defer { endStep() }
    stacks[topIndex].entries.removeLast()
    if isRecording { report(.navigation(.pop)) }
    // flowc:if childFlows
    cancelFramesWithoutScreens()
    // flowc:end
  }

  /// A pop with no screen below the top screen: recorded, and nothing changes.
  private func popAtTheRoot() {
    guard isRecording else { return }
    var message = "systemDidPop() with no screen on the top stack: nothing changed"
    if let top = stacks[topIndex].entries.last {
      message = "systemDidPop() with no screen below the top screen (\(top.name)): nothing changed"
    }
    report(.navigationMismatch(message))
  }

  // flowc:if presentations
  /// The user swiped the top presented stack away; UIKit already dismissed it. Child flows left
  /// without screens end; then the coordinator that presented it runs the `dismissed`
  /// transitions of the node its `present` named, if it has them. A stack whose presentation
  /// allows no swipe (`canDismiss` is false) is left as it is: UIKit does not let the user swipe
  /// it away (`isModalInPresentation`), and `flowc run` refuses such a swipe too.
  public func systemDidDismiss() {
    leavingScreen = nil
    guard canDismiss else { return }
    beginStep()
    defer { endStep() }
    let stack = stacks.removeLast()
    if isRecording { report(.navigation(.dismiss(count: 1))) }
    // flowc:if childFlows
    cancelFramesWithoutScreens()
    // flowc:end
    if let node = stack.node,
      let presenter = frames.last(where: { ObjectIdentifier($0.frame) == stack.presenter })?.frame
    {
      presenter.stackWasSwipedAway(presentedFor: node)
    }
  }
  // flowc:else
  // /// The user swiped the top presented stack away: none is, as no flow of the module presents
  // /// one (`canDismiss` is false), so nothing changes.
  // public func systemDidDismiss() {
  //   leavingScreen = nil
  // }
  // flowc:end

  /// UIKit is removing `screen`, the top screen, at the user's request (an edge swipe or the
  /// back button's animation, a sheet being swiped down): until `systemDidPop()`,
  /// `systemDidDismiss()` or `systemDidCancelRemoval()`, its events are ignored (`notOnTop`).
  public func systemWillRemove(_ screen: AnyObject) {
    leavingScreen = screen
  }

  /// The user let the removal go back (a cancelled edge swipe): nothing changed.
  public func systemDidCancelRemoval() {
    leavingScreen = nil
  }

  /// The screens of every stack as the session models them: the root stack first, each
  /// from its bottom screen, as their factories returned them.
  public var screenStacks: [[AnyObject]] { stacks.map { $0.entries.map(\.screen) } }

  /// The screen on top, as its factory returned it.
  public var topScreen: AnyObject? { stacks.last?.entries.last?.screen }

  /// Whether system back is possible now (the top stack has a screen below its top).
  public var canGoBack: Bool { (stacks.last?.entries.count ?? 0) > 1 }

  // flowc:if presentations
  /// Whether the user may swipe the top stack away: one is presented, and its presentation
  /// allows a swipe.
  public var canDismiss: Bool {
    stacks.count > 1 && stacks[topIndex].presentation.allowsSwipe
  }
  // flowc:else
  // /// Whether the user may swipe the top stack away: never, as no flow of the module
  // /// presents a stack.
  // public var canDismiss: Bool { false }
  // flowc:end

  // flowc:if childFlows
  /// Child flows left without screens end, the innermost first.
  private func cancelFramesWithoutScreens() {
    while frames.count > 1, let last = frames.last?.frame, topScreen(of: last) == nil {
      frames.removeLast()
      if isRecording { report(.cancelled(flow: last.flowName)) }
      last.flowWasCancelled()
      frames.last?.frame.childWasCancelled()
    }
  }
  // flowc:end
}

// flowc:if tabs
extension FlowSession {
  /// The tabs of a tab container, the selected one, and the flows and stacks of the others.
  private struct FlowTabBar {
    let tabs: [FlowTab]
    var selected = 0
    /// Each tab's stacks and flows (the container's children) while another is selected;
    /// nil for the selected tab and for a tab whose flow has not started yet.
    var parked: [(stacks: [Stack], frames: [RunningFrame])?]
  }

  /// The tab container that just started shows its tab bar, the first tab selected.
  func setUpTabs(_ tabs: [FlowTab]) {
    tabBar = FlowTabBar(tabs: tabs, parked: tabs.map { _ in nil })
    navigator.setTabs(tabs)
    if isRecording { report(.navigation(.tabs(names: tabs.map(\.name)))) }
  }

  /// The tabs of the root flow, in tab-bar order; empty unless it is a tab container.
  public var tabs: [FlowTab] { tabBar?.tabs ?? [] }

  /// The index of the selected tab; nil without a tab bar.
  public var selectedTab: Int? { tabBar?.selected }

  /// Whether the user may select the tab at `index` now: it is a tab, not the selected one,
  /// and nothing is presented over the tab bar (a modal covers it).
  public func canSelectTab(_ index: Int) -> Bool {
    guard let tabBar else { return false }
    return tabBar.tabs.indices.contains(index) && index != tabBar.selected
      && stacks.count == 1 && !isInStep
  }

  /// The user selected the tab at `index` (UIKit shows it already): the selected tab's flows
  /// and stacks are kept, and the tab's own come back, or, the first time, its flow starts
  /// on its root stack. Refused (false, nothing changes) when `canSelectTab` is false.
  @discardableResult
  public func systemDidSelectTab(_ index: Int) -> Bool {
    guard canSelectTab(index), var bar = tabBar, let container = frames.first?.frame else {
      return false
    }
    leavingScreen = nil
    beginStep()
    defer { endStep() }
    bar.parked[bar.selected] = (stacks, frames.dropFirst().map { $0 })
    bar.selected = index
    let parked = bar.parked[index]
    bar.parked[index] = nil
    tabBar = bar
    navigator.selectTab(at: index)
    if isRecording { report(.navigation(.selectTab(name: bar.tabs[index].name))) }
    frames.removeSubrange(1...)
    if let parked {
      stacks = parked.stacks
      frames += parked.frames
      container.tabWasSelected(index, isFirstTime: false)
    } else {
      stacks = [Stack(entries: [])]
      container.tabWasSelected(index, isFirstTime: true)
    }
    return true
  }

  /// A running coordinator of a tab that is not selected, by serial number.
  func parkedFrame(_ serial: Int) -> (any FlowFrame)? {
    for case let parked? in tabBar?.parked ?? [] {
      for running in parked.frames where running.serial == serial { return running.frame }
    }
    return nil
  }

  /// The root tab container stops: the flows of the tabs not selected end first, each tab's
  /// from its innermost, without a result (their screens stay where they are, on tabs no
  /// longer shown by the session).
  func cancelParkedTabs() {
    guard let bar = tabBar else { return }
    tabBar = nil
    for case let parked? in bar.parked {
      for running in parked.frames.reversed() {
        if isRecording { report(.cancelled(flow: running.frame.flowName)) }
        running.frame.flowWasCancelled()
      }
    }
  }
}
// flowc:else
// extension FlowSession {
//   /// The tabs of the root flow: none, as no flow of the module is a tab container.
//   public var tabs: [FlowTab] { [] }
//
//   /// The index of the selected tab: nil, without a tab bar.
//   public var selectedTab: Int? { nil }
//
//   /// Whether the user may select the tab at `index` now: never, without a tab bar.
//   public func canSelectTab(_ index: Int) -> Bool { false }
//
//   /// The user selected the tab at `index`: refused (false), without a tab bar.
//   @discardableResult
//   public func systemDidSelectTab(_ index: Int) -> Bool { false }
// }
// flowc:end
