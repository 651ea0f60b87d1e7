import FlowRunner
import FlowSpec

/// The system controls a prototype page offers (‹ Back, Swipe down, a tab's button, Undo), each
/// enabled exactly when the runner accepts its input now: the runner itself is asked, by a step
/// tried on the current state and then dropped, so the page never offers an input the runner
/// refuses and never keeps one back that it takes. A step that only lacks an environment value
/// not answered yet counts as accepted: the page sends it and asks for the value. Undo follows
/// the walkthrough's own rule (`Walkthrough.undoStep`: the last input step taken).
struct SystemControls {
  /// Whether system back applies.
  var back: Bool
  /// Whether a swipe down applies (a presented stack that allows the swipe).
  var dismiss: Bool
  /// The tabs that can be selected (not the selected one, nor any under a presented stack).
  var tabs: [String]
  /// Whether `:undo` applies: an input was taken and not undone (environment answers alone are
  /// not undone).
  var undo: Bool

  /// The controls of `walkthrough` as it is.
  init(_ walkthrough: Walkthrough) {
    back = Self.accepts(.systemBack, in: walkthrough)
    dismiss = Self.accepts(.systemDismiss, in: walkthrough)
    tabs = (walkthrough.state.tabBar?.tabs ?? []).filter { name in
      Self.accepts(.selectTab(name), in: walkthrough)
    }
    // `Walkthrough.undoStep` undoes the last input step, and there is one exactly when it has
    // a state to go back to.
    undo = walkthrough.steps.contains(where: \.isInput)
  }

  /// Whether the runner takes `input` in the walkthrough's state (nothing is kept).
  static func accepts(_ input: MachineInput, in walkthrough: Walkthrough) -> Bool {
    do {
      _ = try walkthrough.machine.step(
        walkthrough.state, input, environment: walkthrough.environment, updates: false)
      return true
    } catch {
      if case .missingEnvironment = error { return true }
      return false
    }
  }
}
