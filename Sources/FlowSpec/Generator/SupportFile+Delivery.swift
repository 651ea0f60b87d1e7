/// The support file's delivery of events: the `send` a screen gets, and what it says became of
/// each event (docs/semantics.md, "Events the generated code ignores").
extension SupportFile {
  /// The delivery types, their API declared with `api` (`public `, `package ` or nothing).
  static func delivery(_ api: String) -> String {
    #"""
    /// What became of an event a screen sent: the flow handled it, or ignored it and why. Every
    /// ignored event is recorded as well.
    \#(api)enum FlowDelivery: Sendable, Equatable {
      /// The flow took a transition for it.
      case handled
      /// Nothing happened, for the reason given.
      case ignored(FlowIgnoredReason)
    }

    /// Why a flow ignored an event.
    \#(api)enum FlowIgnoredReason: Sendable, Equatable, CustomStringConvertible {
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
      \#(api)var description: String {
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
    @MainActor
    \#(api)struct FlowSender<ScreenEvent>: Sendable {
      /// The showing of the screen it was made for (nil for one made by app code).
      let showing: FlowShowing?
      private let deliver: @MainActor @Sendable (ScreenEvent) -> FlowDelivery

      /// A sender that hands every event to `deliver`: for a screen's previews and tests.
      \#(api)init(_ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery) {
        self.init(showing: nil, deliver)
      }

      /// A sender tied to one showing of a screen (`FlowSession.sender`).
      init(
        showing: FlowShowing?,
        _ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery
      ) {
        self.showing = showing
        self.deliver = deliver
      }

      /// Sends `event` to the flow; the result says whether it was handled.
      @discardableResult
      \#(api)func callAsFunction(_ event: ScreenEvent) -> FlowDelivery {
        deliver(event)
      }
    }

    /// The name of an event's case, as records show it: `picked` for `.picked(photo: ...)`. The
    /// payload is never described.
    func flowCaseName(_ event: Any) -> String {
      Mirror(reflecting: event).children.first?.label ?? String(describing: event)
    }

    /// One showing of a screen: its entry on a stack, which its `send` checks is on top. A screen
    /// shown again (pushed over itself) is another showing, with a `send` of its own.
    final class FlowShowing: Sendable {
      /// The screen's name in its flow.
      let name: String
      /// The coordinator that shows it.
      let frame: ObjectIdentifier

      /// A showing of screen `name` of `frame`.
      init(name: String, frame: ObjectIdentifier) {
        self.name = name
        self.frame = frame
      }
    }

    extension FlowSession {
      /// The `send` of a new showing of screen `name` of `frame`, to be shown with
      /// `show(_:sending:_:)`. An event reaches `handle` (in one step) only while the flow runs,
      /// the showing is on top and the flow is not paused; otherwise it is recorded as ignored.
      /// The sender holds the session and the coordinator weakly: a screen keeps neither alive.
      func sender<ShowingFrame: FlowFrame, ScreenEvent>(
        _ name: String, of frame: ShowingFrame,
        handle: @escaping @MainActor @Sendable (ShowingFrame, ScreenEvent) -> FlowDelivery
      ) -> FlowSender<ScreenEvent> {
        let showing = FlowShowing(name: name, frame: ObjectIdentifier(frame))
        let flow = frame.flowName
        return FlowSender(showing: showing) { [weak self, weak frame] event in
          // Without a session there is no one to record to.
          guard let self else { return .ignored(.flowEnded) }
          guard let frame, frames.contains(where: { $0 === frame }) else {
            return ignored(event, showing, flow, .flowEnded)
          }
          guard let top = stacks.last?.entries.last, top.showing === showing,
            top.screen !== leavingScreen
          else {
            return ignored(event, showing, flow, .notOnTop)
          }
          guard !frame.isPaused else { return ignored(event, showing, flow, .paused) }
          guard !isInStep else { return ignored(event, showing, flow, .duringStep) }
          var delivery = FlowDelivery.handled
          step { delivery = handle(frame, event) }
          return delivery
        }
      }

      /// The `send` of a new showing of screen `name` of `frame`, which sends no events: its
      /// event type has no cases, so it is never called.
      func sender<ShowingFrame: FlowFrame, ScreenEvent>(
        _ name: String, of frame: ShowingFrame
      ) -> FlowSender<ScreenEvent> {
        sender(name, of: frame) { _, _ in .ignored(.noTransition) }
      }

      /// Records that `event`, sent by `showing` of `flow`, was ignored for `reason`.
      private func ignored(
        _ event: Any, _ showing: FlowShowing, _ flow: String, _ reason: FlowIgnoredReason
      ) -> FlowDelivery {
        if !observers.isEmpty {
          record("\(flow).\(showing.name): \(flowCaseName(event)) ignored: \(reason)")
        }
        return .ignored(reason)
      }
    }

    """#
  }
}
