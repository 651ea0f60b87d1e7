import FlowRunner
import FlowSpec

/// One step the planner may take: environment answers that change first, then an input.
struct Move: Sendable {
  /// The environment answers that change before the input, by name.
  var answers: [NamedValue]
  /// The input.
  var input: MachineInput
  /// The transition of the active flow the planner expects the input to take, if it can tell.
  var predicted: Coverage.Key?
  /// What the search needs to know of that transition, found once with the move
  /// (`PlanningContext.transition(of:)`).
  var shape: PlanningContext.TransitionShape?

  init(
    answers: [NamedValue], input: MachineInput, predicted: Coverage.Key?,
    shape: PlanningContext.TransitionShape? = nil
  ) {
    self.answers = answers
    self.input = input
    self.predicted = predicted
    self.shape = shape
  }
}
