import FlowRunner

/// One step of a planned path.
public enum PlannedStep: Sendable, Equatable {
  /// An environment answer from this step on (`:env name=value`).
  case environment(String, Value)
  /// An input to the machine: an event with its payload, back, dismiss or a tab.
  case input(MachineInput)
}
