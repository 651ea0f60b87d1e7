/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Modelled (docs/swiftui-model.md): each child of its content is a tab, labelled by its
/// `tabItem(_:)` and selected by its `tag(_:includeOptional:)`; the tab whose tag equals the
/// selection is shown (the first when none does). Every tab is evaluated, so each keeps its
/// state while the tab view is in the tree. The user's tap on another tab writes its tag to
/// the selection (`SwiftUIModel.HostedView.tapTab(at:)`); a tap on the selected tab writes
/// nothing, and no tap reaches the tab bar under a presentation.
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates an instance that selects from content associated with `Selection` values.
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("TabView is a primitive view") }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that manages its own selection.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension View {
  /// Sets the tab bar item associated with this view.
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    TabItemModifier(content: self, label: label())
  }

  /// Sets the unique tag value of this view.
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    MarkerModifier(content: self, marker: .tag(AnyHashable(tag)))
  }
}

/// What `tabItem(_:)` returns: the content, and its label for the enclosing tab view.
nonisolated struct TabItemModifier<Content: View, Label: View>: View, PrimitiveView {
  let content: Content
  let label: Label

  var body: Never { fatalError("a primitive view") }

  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "content") + [.tabItem(context.nodes(label, "tabItem"))]
  }
}

extension TabView: PrimitiveView {
  /// One tab a child of the content, each evaluated; the selection read once.
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    let children = SwiftUIModel.children(of: content, context.child("content"))
    let tabs = children.map { child in
      let nodes = context.evaluator.nodes(child.view, child.context)
      var label: [String] = []
      var tag: AnyHashable?
      for node in SwiftUIModel.flatten(nodes) {
        if case .tabItem(let item) = node, label.isEmpty {
          label = SwiftUIModel.flatten(item).compactMap {
            if case .text(let text) = $0 { text } else { nil }
          }
        }
        if case .tag(let value) = node, tag == nil { tag = value }
      }
      return SwiftUIModel.TabNode(label: label, tag: tag, nodes: nodes)
    }
    let evaluator = context.evaluator
    let position = context.position
    let selected: Int
    let select: (Int) -> (() -> Void)?
    if let selection {
      let value = AnyHashable(selection.wrappedValue)
      selected = tabs.firstIndex { $0.tag == value } ?? 0
      select = { index in
        guard let value = tabs[index].tag?.base as? SelectionValue else { return nil }
        return { selection.wrappedValue = value }
      }
    } else {
      selected = min(evaluator.tabSelections[position] ?? 0, max(tabs.count - 1, 0))
      select = { index in { evaluator.tabSelections[position] = index } }
    }
    let bar = SwiftUIModel.TabBar(
      position: position, tabs: tabs, selected: tabs.isEmpty ? nil : selected, select: select)
    return [.tabView(bar)]
  }
}
