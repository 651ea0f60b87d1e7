// The navigation protocols, how child flows start, and value helpers.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// The navigation operations coordinators perform: what navigation controllers and modal
/// presentation do. `UIKitFlowNavigator` implements them on iOS; tests record them.
@MainActor
public protocol FlowNavigator: AnyObject {
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
  /// Shows a tab bar with these tabs, each with an empty stack, the first selected: the root
  /// flow is a tab container. Later operations go to the selected tab's stacks. A navigator
  /// that shows no tab bar leaves it out, and cannot start a tab container (`FlowTab`).
  func setTabs(_ tabs: [FlowTab])
  /// Selects the tab at `index` (the user chose it): the operations that follow go to its
  /// stacks, as that tab left them.
  func selectTab(at index: Int)
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
  /// Whether it ignores events (`pause()`).
  var isPaused: Bool { get }
  // flowc:if presentations
  /// The user swiped away the stack that its `present` of `node` opened: it runs the node's
  /// `dismissed` transitions, if it has any.
  func stackWasSwipedAway(presentedFor node: String)
  // flowc:end
  // flowc:if liveScreens
  /// Tells its screen `name`, shown as `screen` since before the step that is ending, its new
  /// inputs: the step set a context field they read.
  func updateScreen(named name: String, _ screen: AnyObject)
  // flowc:end
  // flowc:if tabs
  /// The tab container's tab at `index` was selected: it starts that tab's flow the first
  /// time (`isFirstTime`), and takes that tab's child as its running child.
  func tabWasSelected(_ index: Int, isFirstTime: Bool)
  // flowc:end
}

/// A running child flow, as its parent sees it: the parent pauses and resumes it with itself.
/// Each child flow's own protocol (`NAMEFlow`) refines it.
@MainActor
public protocol FlowChild: AnyObject {
  /// Stops handling events until `resume()` (and pauses the child it runs).
  func pause()
  /// Handles events again.
  func resume()
}

// flowc:if liveScreens
extension FlowFrame {
  /// A flow whose screens' inputs never change has nothing to tell them.
  func updateScreen(named name: String, _ screen: AnyObject) {}
}
// flowc:end

// flowc:if presentations
extension FlowFrame {
  /// A flow without `dismissed` transitions only loses what the swipe removed.
  func stackWasSwipedAway(presentedFor node: String) {}
}
// flowc:end

// flowc:if tabs
extension FlowFrame {
  /// Only a tab container has tabs.
  func tabWasSelected(_ index: Int, isFirstTime: Bool) {}
}
// flowc:end

// flowc:if childFlows
/// How a parent starts a child flow: where the child's first screen goes, and where its
/// outcome goes. A replacement for a generated child (a hand-written coordinator, a test
/// double) reports its outcome with `finish(_:)`.
@MainActor
public struct FlowStart<Outcome> {
  /// The session the child runs in.
  public let session: FlowSession
  /// Where the child's first screen goes.
  let placement: FlowSession.Placement
  /// The parent's node that starts the child.
  public let node: String
  /// Hands the child's outcome to its parent, which handles it at once.
  public let finish: (Outcome) -> Void
}
// flowc:end

// flowc:if unsetFields
/// A context field's value. A field without a default is unset until a transition sets it, and
/// validation rejects every read that may come first: reaching the failure is a generator bug.
func flowValue<T>(_ value: T?, of field: String) -> T {
  guard let value else {
    preconditionFailure("context field `\(field)` was read before it was set")
  }
  return value
}
// flowc:end

/// A string as a Swift literal (the runner's spelling of string values, `SwiftLiteral`).
func flowQuoted(_ text: String) -> String {
  var out = "\""
  // Matched by code point: literal patterns cost this file's compile time.
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x22: out += "\\\""
    case 0x5C: out += "\\\\"
    case 0x0A: out += "\\n"
    case 0x0D: out += "\\r"
    case 0x09: out += "\\t"
    case 0x00: out += "\\0"
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
