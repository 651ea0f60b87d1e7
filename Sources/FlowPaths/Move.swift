import FlowRunner
import FlowSpec

/// One step the planner may take: environment answers that change first, then an input.
///
/// A class: a move is found once (`MoveCache`) and then held by every node it leads to, so a
/// node's copy costs one reference instead of one for each of the move's parts.
final class Move: Sendable {
  /// The environment answers that change before the input, by name.
  let answers: [NamedValue]
  /// The input.
  let input: MachineInput
  /// The transition of the active flow the planner expects the input to take, if it can tell.
  let predicted: Coverage.Key?
  /// The number of `predicted` in the plan's `MoveCache` (`MoveCache.number(of:)`), -1 when nil:
  /// whether a move is predicted to take a goal is told by it (`GoalSet`).
  let goal: Int
  /// What the search needs to know of that transition, found once with the move
  /// (`PlanningContext.transition(_:of:in:hasFields:)`).
  let shape: PlanningContext.TransitionShape?

  init(
    answers: [NamedValue], input: MachineInput, predicted: Coverage.Key?,
    shape: PlanningContext.TransitionShape? = nil, goal: Int = -1
  ) {
    self.answers = answers
    self.input = input
    self.predicted = predicted
    self.shape = shape
    self.goal = goal
  }
}
