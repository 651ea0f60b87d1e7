// A behavioural model of the parts of UIKit that `UIKitFlowNavigator` uses, for the tests on
// Linux, where UIKit does not exist. It is compiled as a module named `UIKit`, so that the
// generated code's `#if canImport(UIKit)` section is compiled and run against it.
//
// Every declaration a navigator or an app calls has the signature Apple's UIKit documentation
// gives it; the behaviour is what that documentation says, or what UIKit is known to log, and
// each modelled rule says which (docs/uikit-model.md lists them all). It was written from the
// documentation, not from UIKit's code, and behaviour on a device was not observed.
//
// What the tests do that a user or the system would (run the main queue, swipe back, swipe a
// sheet down, tap an alert's button) is the test-only API of `UIKitModel` below: it is not UIKit.

// UIKit makes Foundation available to the files that import it.
@_exported import Foundation

/// The test-only side of the model: the main queue's later turns, the user's gestures, and what
/// UIKit logged or would have raised.
@MainActor
public enum UIKitModel {
  /// Work waiting for a later turn of the main queue (the end of a transition).
  static var queue: [@MainActor () -> Void] = []
  /// What UIKit logs and ignores ("Attempt to present ... which is already presenting ...").
  public private(set) static var warnings: [String] = []
  /// What UIKit would raise an exception for (and crash the app): the model refuses the call.
  public private(set) static var exceptions: [String] = []
  /// The presentations and dismissals in progress, in every window.
  static var presentationTransitions = 0
  /// The window made key and visible last, kept (as its scene keeps it) until `reset()`.
  static var keyWindow: UIWindow?

  /// Whether nothing waits for a later turn.
  public static var isIdle: Bool { queue.isEmpty }

  /// Runs the work of one turn of the main queue (what was queued before it started).
  public static func runOneTurn() {
    let turn = queue
    queue = []
    for work in turn { work() }
  }

  /// Runs turns until nothing is left: every transition has ended, with what it triggered.
  public static func runUntilIdle() {
    var turns = 0
    while !queue.isEmpty {
      turns += 1
      precondition(turns < 10_000, "the UIKit model does not become idle")
      runOneTurn()
    }
  }

  /// Forgets everything: for the start of a test.
  public static func reset() {
    queue = []
    warnings = []
    exceptions = []
    presentationTransitions = 0
    keyWindow = nil
  }

  static func later(_ work: @escaping @MainActor () -> Void) {
    queue.append(work)
  }

  static func warn(_ message: String) {
    warnings.append(message)
  }

  static func raise(_ message: String) {
    exceptions.append(message)
  }

  /// The user taps the back button: the navigation controller pops its top view controller,
  /// animated, as `popViewController(animated: true)` does.
  @discardableResult
  public static func tapBack(in navigationController: UINavigationController) -> Bool {
    guard navigationController.canBeginUserPop else { return false }
    navigationController.popViewController(animated: true)
    return true
  }

  /// The user starts the edge swipe back: an interactive pop begins, which `endInteractivePop`
  /// finishes or cancels. Refused (false) when there is nothing to pop, a transition of the
  /// navigation controller is running, or something is presented over it.
  @discardableResult
  public static func beginInteractivePop(in navigationController: UINavigationController) -> Bool {
    guard navigationController.canBeginUserPop else { return false }
    navigationController.beginInteractivePop()
    return true
  }

  /// The user lifts the finger: the interactive pop finishes (or is cancelled) on a later turn.
  public static func endInteractivePop(
    in navigationController: UINavigationController, finishing: Bool
  ) {
    navigationController.endInteractivePop(finishing: finishing)
  }

  /// The user swipes a presented sheet down. Refused (false) when it is not the topmost
  /// presented controller, a presentation is in progress, it is not a sheet, or it is modal in
  /// presentation; its presentation controller's delegate may refuse it too
  /// (`presentationControllerShouldDismiss`).
  @discardableResult
  public static func swipeDown(_ presented: UIViewController) -> Bool {
    presented.userSwipeDown()
  }

  /// The user taps the button of `alert` titled `title`: the alert is dismissed, and the
  /// action's handler runs once the dismissal has ended.
  @discardableResult
  public static func tap(_ title: String, in alert: UIAlertController) -> Bool {
    alert.userTap(title)
  }

  /// The user taps the tab at `index` of a tab bar controller's tab bar; false when nothing
  /// reaches the tab bar (no such tab, or something presented over it).
  @discardableResult
  public static func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
    tabBarController.userTap(index)
  }

  /// The view controllers on screen in the key window, bottom first: each navigation
  /// controller's `viewControllers`, other presented controllers themselves; for a tab bar
  /// controller, its selected tab's.
  public static func visibleControllers() -> [[UIViewController]] {
    guard let root = keyWindow?.rootViewController else { return [] }
    var stacks: [[UIViewController]] = []
    var current: UIViewController? = root
    while let controller = current {
      let shown = (controller as? UITabBarController)?.selectedViewController ?? controller
      if let navigation = shown as? UINavigationController {
        stacks.append(navigation.viewControllers)
      } else {
        stacks.append([shown])
      }
      current = controller.presented
    }
    return stacks
  }
}
