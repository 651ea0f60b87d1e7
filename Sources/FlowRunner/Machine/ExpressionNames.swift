import FlowSpec

/// What the names in a flow's expressions refer to when they are compiled: the slots of the flow's
/// frames and its declared environment.
struct ExpressionNames: Sendable {
  /// The flow's inputs and context fields, by slot.
  let layout: FrameLayout
  /// The flow's declared environment (for the type a value must have).
  let environment: [Field]
}
