import FlowSpec

/// What the names in a flow's expressions refer to when they are compiled: the slots of the flow's
/// frames, its declared environment, and the payload fields of the event being handled.
struct ExpressionNames: Sendable {
  /// The flow's inputs and context fields, by slot.
  let layout: FrameLayout
  /// The flow's declared environment (for the type a value must have).
  let environment: [Field]
  /// The payload fields of the event handled, in the order of the values a step passes (empty
  /// outside a handler).
  let event: [String]

  /// The same names for the expressions of a handler of an event with these payload fields.
  func with(event: [String]) -> ExpressionNames {
    ExpressionNames(layout: layout, environment: environment, event: event)
  }
}
