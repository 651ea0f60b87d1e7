/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Modelled (docs/swiftui-model.md): one view an element, each at a place in the tree named by
/// the element's identifier, so an element keeps its state while its identifier stays; a
/// container (`TabView`) sees each element's view as one of its children.
nonisolated public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// Primitive.
  public var body: Never { fatalError("ForEach is a primitive view") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the identity of the underlying data.
  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the provided key path to the underlying data's identifier.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }
}

extension ForEach: PrimitiveView, ViewList where Content: View {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    children(in: context).flatMap { context.evaluator.nodes($0.view, $0.context) }
  }

  @MainActor func children(in context: EvaluationContext) -> [ViewListChild] {
    data.flatMap { element in
      SwiftUIModel.children(of: content(element), context.child("each=\(identify(element))"))
    }
  }
}
