/// A control that initiates an action.
nonisolated public struct Button<Label>: View where Label: View {
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }

  /// Primitive.
  public var body: Never { fatalError("Button is a primitive view") }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    let label = SwiftUIModel.Screen(value: nil, nodes: context.nodes(self.label, "label"))
    return [
      .button(SwiftUIModel.ButtonNode(title: label.texts.joined(separator: " "), action: action))
    ]
  }
}
