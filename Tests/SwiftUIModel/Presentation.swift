/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  /// The system detent for a sheet that's approximately half the height of the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(name: "large")

  /// A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    PresentationModifier(
      content: self, style: .sheet, isPresented: isPresented, onDismiss: onDismiss,
      presented: content)
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    PresentationModifier(
      content: self, style: .sheet, item: item, onDismiss: onDismiss, presented: content)
  }

  /// Presents a modal view that covers as much of the screen as possible when binding to a
  /// Boolean value you provide is true.
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    PresentationModifier(
      content: self, style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss,
      presented: content)
  }

  /// Presents a modal view that covers as much of the screen as possible using the binding you
  /// provide as a data source for the sheet's content.
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    PresentationModifier(
      content: self, style: .fullScreenCover, item: item, onDismiss: onDismiss,
      presented: content)
  }

  /// Sets the available detents for the enclosing sheet.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    MarkerModifier(content: self, marker: .detents(detents))
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    MarkerModifier(content: self, marker: .interactiveDismissDisabled(isDisabled))
  }
}

/// What `presentationDetents(_:)` and `interactiveDismissDisabled(_:)` return: the content and
/// a node the enclosing presentation reads.
nonisolated struct MarkerModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let marker: SwiftUIModel.Node

  var body: Never { fatalError("a primitive view") }

  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "content") + [marker]
  }
}
