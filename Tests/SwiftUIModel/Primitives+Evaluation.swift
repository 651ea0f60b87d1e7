// How the model evaluates SwiftUI's primitive views.

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    map { context.nodes($0, "some") } ?? []
  }
}

extension EmptyView: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] { [] }
}

extension TupleView: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child in
      (child.value as? any View).map { context.nodes($0, String(index)) } ?? []
    }
  }
}

extension _ConditionalContent: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    switch storage {
    case .trueContent(let view): context.nodes(view, "true")
    case .falseContent(let view): context.nodes(view, "false")
    }
  }
}

extension AnyView: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(view, String(describing: type(of: view)))
  }
}

extension Text: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] { [.text(content)] }
}

extension Group: PrimitiveView where Content: View {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "group")
  }
}
