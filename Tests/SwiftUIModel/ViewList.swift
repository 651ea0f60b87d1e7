// The children of a view as a container sees them (SwiftUI's view lists): a `TabView` makes one
// tab of each.

/// A child of a view list, with its place in the tree.
typealias ViewListChild = (view: any View, context: EvaluationContext)

/// A view that stands for several views in a container: a tuple, a `ForEach`, a `Group`, a
/// conditional, an optional or an `AnyView` wrapping one.
@MainActor protocol ViewList {
  /// Its children, each at the place `nodes(in:)` evaluates it.
  func children(in context: EvaluationContext) -> [ViewListChild]
}

extension SwiftUIModel {
  /// The children of `view` evaluated at `context`: its list's, or the view itself.
  static func children(of view: any View, _ context: EvaluationContext) -> [ViewListChild] {
    if let list = view as? any ViewList { return list.children(in: context) }
    return [(view, context)]
  }
}

extension TupleView: ViewList {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child in
      (child.value as? any View).map {
        SwiftUIModel.children(of: $0, context.child(String(index)))
      } ?? []
    }
  }
}

extension Group: ViewList where Content: View {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    SwiftUIModel.children(of: content, context.child("group"))
  }
}

extension Optional: ViewList where Wrapped: View {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    map { SwiftUIModel.children(of: $0, context.child("some")) } ?? []
  }
}

extension _ConditionalContent: ViewList {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    switch storage {
    case .trueContent(let view): SwiftUIModel.children(of: view, context.child("true"))
    case .falseContent(let view): SwiftUIModel.children(of: view, context.child("false"))
    }
  }
}

extension AnyView: ViewList {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    SwiftUIModel.children(of: view, context.child(String(describing: type(of: view))))
  }
}

extension EmptyView: ViewList {
  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] { [] }
}
