extension View {
  /// Binds a view's identity to the given proxy value.
  ///
  /// Modelled: the view's place in the tree includes the value, so a view given another value is
  /// another view: its state starts afresh and the view controllers of its representables are
  /// dismantled and made again.
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    IdentityModifier(content: self, id: AnyHashable(id))
  }
}

/// What `id(_:)` returns: the content, at a place in the tree named by the value.
nonisolated struct IdentityModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  var body: Never { fatalError("a primitive view") }

  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "id(\(id))")
  }
}
