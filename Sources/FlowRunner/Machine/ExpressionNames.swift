import FlowSpec

/// What the names in a flow's expressions refer to when they are compiled: the slots of the flow's
/// frames and its declared environment.
struct ExpressionNames: Sendable {
  /// The flow's inputs and context fields, by slot.
  let layout: FrameLayout
  /// The flow's declared environment: each value's declaration, by name (the type a value must
  /// have, and whether it is sensitive).
  let environment: [String: Field]

  init(layout: FrameLayout, environment: [Field]) {
    self.layout = layout
    self.environment = Dictionary(environment.map { ($0.name, $0) }) { first, _ in first }
  }
}
