// What becomes of a screen's event: FlowSender and FlowDelivery.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// What became of an event a screen sent: the flow handled it, or ignored it and why. Every
/// ignored event is recorded as well.
public enum FlowDelivery: Sendable, Equatable {
  /// The flow took a transition for it.
  case handled
  /// Nothing happened, for the reason given.
  case ignored(FlowIgnoredReason)
}

/// Why a flow ignored an event.
public enum FlowIgnoredReason: Sendable, Equatable, CustomStringConvertible {
  /// The flow is paused (`pause()`): the event is dropped, not kept for `resume()`.
  case paused
  /// The screen that sent it is no longer the top screen: another was pushed or presented
  /// over it, or it was removed.
  case notOnTop
  /// The flow has ended: it finished, was stopped, or was cancelled by a back or a swipe.
  case flowEnded
  /// No transition's guard held (`flowc run` prints this one too).
  case noTransition
  /// It was sent while the session was still handling another input (from an action's
  /// implementation, an observer, or a screen factory run by that input): a step is never
  /// interrupted by another, as in `flowc run`.
  case duringStep

  /// The reason as records show it.
  public var description: String {
    switch self {
    case .paused: "the flow is paused"
    case .notOnTop: "the screen is not on top"
    case .flowEnded: "the flow has ended"
    case .noTransition: "no transition's guard holds"
    case .duringStep: "another input is being handled"
    }
  }
}

/// How a screen sends its events: `send(.tapped)`. It returns what became of the event, which
/// a screen may leave unused; a late answer (a network call that returns after the user moved
/// on) can check it, to stop a spinner or log why nothing happened.
///
/// One made by a session for a showing of a screen (a screen shown again, pushed over itself,
/// is another showing, with a `send` of its own) stores its parts, not a closure: making one
/// allocates nothing. It reaches the session through the session's link and anchor, and
/// its coordinator by the serial number the session gave it: the session and the coordinators
/// are never held weakly, which would give them a side table and make every retain and release
/// of them take the runtime's slow path (`Benchmarks/records_throughput.py`).
@MainActor
public struct FlowSender<ScreenEvent>: Sendable {
  /// For one made by a session, the link its coordinator's senders share (`FlowFrameLink`: the
  /// session's link, the coordinator's serial number and its flow's name), so that copying a
  /// sender (into a screen's closure, and calling it from there) is a retain of three parts: a
  /// sender holding each of them was nearly twice the size, and an event through the benchmark
  /// of `Benchmarks/records_throughput.py` took 2,286 instructions, now 2,049. For one made by
  /// app code (`showing` 0), the `FlowSenderDelivery` that holds its closure.
  private let target: any AnyObject & Sendable
  /// The number the session gave its showing (0 for one made by app code).
  let showing: Int
  /// The screen's name in its flow.
  let name: String
  /// The coordinator's handler, which captures nothing: the session calls it with the
  /// coordinator and itself (the handler needs no `guard let session` of its own).
  ///
  /// It is not optional (one made by app code has one that captures nothing, so making it
  /// allocates nothing): destroying a sender is a release of each part with no test, in the
  /// function the compiler emits for every screen's event type (docs/generated-code-design.md,
  /// "Where the time goes").
  private let handle: @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery

  /// A sender that hands every event to `deliver`: for a screen's previews and tests.
  public init(_ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery) {
    (showing, name) = (0, "")
    (target, handle) = (FlowSenderDelivery(deliver), { _, _, _ in .ignored(.flowEnded) })
  }

  /// A sender tied to showing `showing` of screen `name` of the coordinator `link` is for
  /// (`FlowSession.sender`).
  init(
    link: FlowFrameLink, showing: Int, name: String,
    handle: @escaping @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
  ) {
    target = link
    (self.showing, self.name) = (showing, name)
    self.handle = handle
  }

  /// The link of the coordinator that shows the screen; nil for one made by app code. The
  /// session numbers its showings from 1: `target` is what the initializer stored for
  /// `showing`, so the downcast holds (checked in debug builds), without a dynamic cast.
  private var frameLink: FlowFrameLink? {
    guard showing != 0 else { return nil }
    return unsafeDowncast(target, to: FlowFrameLink.self)
  }

  /// The serial number of the coordinator that shows the screen (0 for one made by app code).
  var frame: Int { frameLink?.serial ?? 0 }

  /// The name of the coordinator's flow ("" for one made by app code).
  var flow: String { frameLink?.flow ?? "" }

  /// Sends `event` to the flow; the result says whether it was handled.
  @discardableResult
  public func callAsFunction(_ event: ScreenEvent) -> FlowDelivery {
    guard let frameLink else {
      // As `frameLink`: `showing` 0 is a sender made by app code.
      return unsafeDowncast(target, to: FlowSenderDelivery<ScreenEvent>.self).deliver(event)
    }
    // Without a session there is no one to record to.
    guard let session = frameLink.session.anchor?.session else { return .ignored(.flowEnded) }
    return session.deliver(event, from: self, to: handle)
  }
}

/// What the senders of one running coordinator share, made as it starts (`FlowSession.begin`):
/// a sender holds it, not each of its parts.
@MainActor
final class FlowFrameLink {
  /// The session's link.
  let session: FlowSessionLink
  /// The serial number the session gave the coordinator.
  let serial: Int
  /// The name of the coordinator's flow.
  let flow: String

  init(session: FlowSessionLink, serial: Int, frame: any FlowFrame) {
    (self.session, self.serial) = (session, serial)
    flow = frame.flowName
  }
}

/// Where a sender made by app code (`FlowSender.init(_:)`) hands every event.
@MainActor
final class FlowSenderDelivery<ScreenEvent> {
  let deliver: @MainActor @Sendable (ScreenEvent) -> FlowDelivery

  init(_ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery) {
    self.deliver = deliver
  }
}

/// The name of an event's case, as records show it: `picked` for `.picked(photo: ...)`. The
/// payload is never described.
func flowCaseName(_ event: Any) -> String {
  // No `??`: its overloads cost this file's compile time.
  if let label = Mirror(reflecting: event).children.first?.label { return label }
  return String(describing: event)
}

/// What a session's senders share: it holds the session's anchor weakly, so the weak reference
/// is formed once a session, not once a sender, and a sender's copies only retain it.
@MainActor
final class FlowSessionLink {
  /// The session's anchor, gone with the session.
  weak var anchor: FlowSessionAnchor?

  init(_ anchor: FlowSessionAnchor) {
    self.anchor = anchor
  }
}

/// What the session's link holds weakly, instead of the session: only the session owns it.
@MainActor
final class FlowSessionAnchor {
  /// The session that owns it, and outlives it.
  unowned let session: FlowSession

  init(_ session: FlowSession) {
    self.session = session
  }
}

extension FlowSession {
  /// The `send` of a new showing of screen `name` of `frame`, to be shown with `show(_:_:)`
  /// before another is made. An event reaches `handle` (in one step) only while the flow runs,
  /// the showing is on top and the flow is not paused; otherwise it is recorded as ignored.
  /// The sender holds neither the session nor the coordinator: a screen keeps neither alive.
  /// `handle` is called with `frame` and the session.
  func sender<ScreenEvent>(
    _ name: String, of frame: any FlowFrame,
    handle: @escaping @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
  ) -> FlowSender<ScreenEvent> {
    nextShowing += 1
    return FlowSender(
      link: frameLink(of: frame, showing: name), showing: nextShowing, name: name, handle: handle)
  }

  // flowc:if silentScreens
  /// The `send` of a new showing of screen `name` of `frame`, which sends no events: its
  /// event type has no cases, so it is never called.
  func sender<ScreenEvent>(
    _ name: String, of frame: any FlowFrame
  ) -> FlowSender<ScreenEvent> {
    sender(name, of: frame) { _, _, _ in .ignored(.noTransition) }
  }
  // flowc:end

  /// Delivers `event`, sent with `send`, to its coordinator's `handle`, or records why not: the
  /// checks of docs/semantics.md in their order. Plain loops, no closures: a closure formed
  /// here would check its actor on every call.
  func deliver<ScreenEvent>(
    _ event: ScreenEvent, from send: FlowSender<ScreenEvent>,
    to handle: @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
  ) -> FlowDelivery {
    guard let frame = runningFrame(send.frame) else { return ignored(event, send, .flowEnded) }
    guard topShowing == send.showing, !isTopLeaving else {
      return ignored(event, send, .notOnTop)
    }
    guard !frame.isPaused else { return ignored(event, send, .paused) }
    guard !isInStep else { return ignored(event, send, .duringStep) }
    beginStep()
    let delivery = handle(frame, self, event)
    endStep()
    return delivery
  }

  /// Records that `event`, sent with `send`, was ignored for `reason`.
  private func ignored<ScreenEvent>(
    _ event: ScreenEvent, _ send: FlowSender<ScreenEvent>, _ reason: FlowIgnoredReason
  ) -> FlowDelivery {
    if isRecording {
      report(
        .ignored(flow: send.flow, screen: send.name, event: flowCaseName(event), reason: reason))
    }
    return .ignored(reason)
  }
}
