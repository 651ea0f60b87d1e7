import FlowSpec

/// Everything the machine knows between inputs: the running flows and the navigation structure.
///
/// A value: copying it is a snapshot (the walkthrough's undo keeps them).
public struct MachineState: Sendable, Equatable {
  /// The running flows: the root first, the active flow last.
  public internal(set) var frames: ChunkedList<FlowFrame>
  /// The navigation stacks: the root stack first, each later one presented on the one before.
  public internal(set) var stacks: ChunkedList<NavigationStack>
  /// The root flow's result, once it has finished.
  public internal(set) var finished: FinishedFlow?
  /// The tab bar, when the root flow is a tab container: `frames` and `stacks` are then its
  /// selected tab's.
  public internal(set) var tabBar: TabBar?
  var nextFrameID: Int
  /// The steps taken since the start: each screen remembers the step that showed it
  /// (`StackEntry.shownAt`), so a step tells apart the screens it showed.
  var steps = 0

  /// The flow that receives the next event.
  @inlinable public var active: FlowFrame { frames[frames.count - 1] }

  /// The screen on top, where events come from.
  @inlinable public var topScreen: StackEntry? { stacks.last?.last }

  /// Calls `body` with each running flow's position in the module (`FlowFrame.flowIndex`) and its
  /// node's position in the flow (`FlowFrame.nodeIndex`), root first, reading them in place
  /// (copying no frame).
  public func forEachFramePosition(_ body: (_ flow: Int, _ node: Int) -> Void) {
    for chunk in frames.chunks {
      for index in chunk.elements.indices {
        body(chunk.elements[index].program, chunk.elements[index].screen)
      }
    }
    for index in frames.tail.indices { body(frames.tail[index].program, frames.tail[index].screen) }
  }

  /// Appends to `positions` each running flow's position in the module (`FlowFrame.flowIndex`),
  /// root first, reading them in place.
  public func appendFlowPositions(to positions: inout [Int]) {
    // Through buffer pointers: an element read by the arrays' subscript was copied out (its slots
    // and layout retained and released) to read one number.
    for chunk in frames.chunks {
      chunk.elements.withUnsafeBufferPointer { frames in
        for index in frames.indices { positions.append(frames[index].program) }
      }
    }
    frames.tail.withUnsafeBufferPointer { frames in
      for index in frames.indices { positions.append(frames[index].program) }
    }
  }

  /// The topmost screen a frame shows, if any. The stacks are read in place, by position
  /// (a stack copied out of them would retain and release every part of it).
  public func topEntry(of frame: Int) -> StackEntry? {
    for index in stride(from: stacks.count - 1, through: 0, by: -1) {
      if let entry = stacks[index].last(where: { $0.frame == frame }) { return entry }
    }
    return nil
  }
}

/// A screen on a stack, and the flow that shows it.
public struct StackEntry: Sendable, Equatable {
  /// The frame that owns the screen.
  public var frame: Int
  /// The screen's name in that frame's flow.
  public var screen: String
  /// The screen's position in that frame's flow.
  var position: Int
  /// The step that showed it (`MachineState.steps` then).
  var shownAt = 0
}

/// How the root flow ended.
public struct FinishedFlow: Sendable, Equatable {
  /// The result.
  public var result: String
  /// Its payload.
  public var payload: [NamedValue]
}

/// What the machine can be given.
public enum MachineInput: Sendable, Equatable {
  /// An event of the top screen, with its payload.
  case event(String, payload: [String: Value])
  /// The system back button or swipe: pop the top screen.
  case systemBack
  /// Swipe down: dismiss the top presented stack.
  case systemDismiss
  /// A tap on the tab bar: select the tab of this name.
  case selectTab(String)
}

/// Why an input (or a start) cannot be carried out; the state stays as it was.
public enum MachineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The top screen has no such event.
  case unknownEvent(String, screen: String, available: [String])
  /// A payload field is missing, extra, or of the wrong type.
  case payload(String)
  /// An environment value is needed and not known; answer it and retry.
  case missingEnvironment(name: String, type: String)
  /// An environment value of the wrong type was given.
  case environmentType(name: String, expected: String, found: String)
  /// A flow input is missing or extra.
  case input(String)
  /// System back on the root of a stack.
  case nothingToGoBack
  /// Swipe down with nothing presented.
  case nothingToDismiss
  /// Swipe down on a stack presented without a swipe (`swipeToDismiss: false`, or a full-screen
  /// style): its screen, the node its `present` named, and the style.
  case swipeNotAllowed(screen: String, node: String, style: Presentation.Style)
  /// The root flow has finished; no more input.
  case finished
  /// `selectTab` when the root flow is not a tab container.
  case noTabBar
  /// `selectTab` of a tab the container does not have.
  case unknownTab(String, available: [String])
  /// `selectTab` of the tab already selected.
  case tabAlreadySelected(String)
  /// `selectTab` while a stack is presented over the selected tab (its top screen).
  case tabBarCovered(screen: String)
  /// Arithmetic overflowed.
  case overflow(String)
  /// Starting the child flow `flow` at node `node` would run more flows at once than `limit`.
  case tooManyFlows(flow: String, node: String, limit: Int)
  /// A flow name that does not exist.
  case unknownFlow(String)
  /// A state validation should have ruled out (a bug in flowc if it ever appears).
  case inconsistent(String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .unknownEvent(let event, let screen, let available):
      "screen `\(screen)` has no event `\(event)`; available: "
        + (available.isEmpty ? "none" : available.joined(separator: ", "))
    case .payload(let problem): problem
    case .missingEnvironment(let name, let type):
      "environment value `\(name)` (\(type)) is not given"
    case .environmentType(let name, let expected, let found):
      "environment value `\(name)` must be \(expected), not \(found)"
    case .input(let problem): problem
    case .nothingToGoBack: "nothing to go back to: the screen is the first of its stack"
    case .nothingToDismiss: "nothing to dismiss: no stack is presented"
    case .swipeNotAllowed(let screen, let node, let style):
      style.canBeSwiped
        ? "`\(screen)` cannot be swiped away: `present: \(node)` says `swipeToDismiss: false`"
        : "`\(screen)` cannot be swiped away: `present: \(node)` shows it as `\(style.rawValue)`"
    case .finished: "the flow has finished"
    case .noTabBar: "there is no tab bar: the root flow is not a tab container"
    case .unknownTab(let name, let available):
      "there is no tab `\(name)`; tabs: \(available.joined(separator: ", "))"
    case .tabAlreadySelected(let name): "tab `\(name)` is already selected"
    case .tabBarCovered(let screen):
      "the tab bar is covered: `\(screen)` is presented over the selected tab; dismiss it first"
    case .overflow(let what): "arithmetic overflow in \(what)"
    case .tooManyFlows(let flow, let node, let limit):
      "starting child flow `\(flow)` at `\(node)` would run \(limit + 1) flows at once (the limit "
        + "is \(limit)); a flow that starts itself must be able to stop"
    case .unknownFlow(let name): "no flow named `\(name)`"
    case .inconsistent(let what): "internal inconsistency: \(what)"
    }
  }
}
