/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// Modelled (docs/swiftui-model.md): each value of the path is shown by the
/// `navigationDestination(for:destination:)` for its type declared in the stack (in its root or
/// a view pushed below it); the user's back button, edge swipe and back menu write the path
/// shortened (`SwiftUIModel.HostedView`). `NavigationLink` is not modelled: a stack made with
/// `init(root:)` shows its root only.
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  let root: Root
  let elements: (() -> [AnyHashable])?
  let truncation: ((Int) -> () -> Void)?

  /// Primitive.
  public var body: Never { fatalError("NavigationStack is a primitive view") }
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  nonisolated public init(@ViewBuilder root: () -> Root) {
    self.init(root: root(), elements: nil, truncation: nil)
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(
      root: root(), elements: { path.wrappedValue.elements },
      truncation: { count in
        var kept = path.wrappedValue
        kept.removeLast(kept.count - count)
        return { [kept] in path.wrappedValue = kept }
      })
  }
}

extension NavigationStack {
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.init(
      root: root(), elements: { path.wrappedValue.map { AnyHashable($0) } },
      truncation: { count in
        var kept = path.wrappedValue
        kept.removeLast(kept.count - count)
        return { [kept] in path.wrappedValue = kept }
      })
  }
}

extension View {
  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    DestinationModifier(
      content: self,
      destination: SwiftUIModel.Destination(dataType: D.self) { value in
        (value.base as? D).map { destination($0) }
      })
  }
}

/// What `navigationDestination(for:destination:)` returns.
nonisolated struct DestinationModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let destination: SwiftUIModel.Destination

  var body: Never { fatalError("a primitive view") }

  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "content") + [.destination(destination)]
  }
}
