/// What `sheet` and `fullScreenCover` return: the content they modify, and the presentation
/// with its binding, `onDismiss` and presented content.
nonisolated struct PresentationModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let style: SwiftUIModel.PresentationStyle
  /// The presented item's identity, or nil when nothing is presented.
  let presentedID: () -> AnyHashable?
  let makePresented: () -> (any View)?
  /// SwiftUI's write when the presentation goes away: item `nil` / `isPresented` false.
  let dismissal: () -> Void
  let onDismiss: (() -> Void)?

  var body: Never { fatalError("a primitive view") }

  init<Presented: View>(
    content: Content, style: SwiftUIModel.PresentationStyle, isPresented: Binding<Bool>,
    onDismiss: (() -> Void)?, presented: @escaping () -> Presented
  ) {
    self.content = content
    self.style = style
    presentedID = { isPresented.wrappedValue ? AnyHashable(true) : nil }
    makePresented = { isPresented.wrappedValue ? presented() : nil }
    dismissal = { isPresented.wrappedValue = false }
    self.onDismiss = onDismiss
  }

  init<Item: Identifiable, Presented: View>(
    content: Content, style: SwiftUIModel.PresentationStyle, item: Binding<Item?>,
    onDismiss: (() -> Void)?, presented: @escaping (Item) -> Presented
  ) {
    self.content = content
    self.style = style
    presentedID = { item.wrappedValue.map { AnyHashable($0.id) } }
    makePresented = { item.wrappedValue.map { presented($0) } }
    dismissal = { item.wrappedValue = nil }
    self.onDismiss = onDismiss
  }

  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    let own = context.nodes(content, "content")
    let id = presentedID()
    let key = "\(context.position)/\(style.rawValue)=\(id.map { "\($0)" } ?? "none")"
    var presentedNodes: [SwiftUIModel.Node]?
    if let id, let view = makePresented() {
      let presentedID = self.presentedID
      let dismissal = self.dismissal
      let evaluator = context.evaluator
      let dismiss: @MainActor () -> Void = {
        guard presentedID() == id else { return }
        evaluator.write(dismissal)
      }
      var presentedContext = context.with(dismiss: dismiss, at: "")
      presentedContext.position = key
      presentedNodes = context.evaluator.nodes(view, presentedContext)
    }
    let presentation = SwiftUIModel.Presentation(
      style: style, key: key, content: presentedNodes, onDismiss: onDismiss,
      dismissal: dismissal)
    return own + [.presentation(presentation)]
  }
}
