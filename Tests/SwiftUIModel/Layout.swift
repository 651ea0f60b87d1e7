// The layout views app code uses around flowc's screens (the RepositoryList Example's SwiftUI
// app): VStack, with SwiftUI's signatures. The model evaluates it to its children in order; it
// does no layout. (ForEach is in ForEach.swift.)

import Foundation

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// A guide that marks the leading edges of the view.
  public static let leading = HorizontalAlignment(name: "leading")
  /// A guide that marks the horizontal center of the view.
  public static let center = HorizontalAlignment(name: "center")
  /// A guide that marks the trailing edge of the view.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A view that arranges its subviews in a vertical line.
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("VStack is a primitive view") }
}

extension VStack: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "vstack")
  }
}
