// The layout and collection views app code uses around flowc's screens (the RepositoryList
// Example's SwiftUI app): VStack and ForEach, with SwiftUI's signatures. The model evaluates
// them to their children in order; it does no layout.

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

/// A structure that computes views on demand from an underlying collection of identified data.
nonisolated public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// Primitive.
  public var body: Never { fatalError("ForEach is a primitive view") }

  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the identity of the underlying data.
  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, content: content) { $0.id }
  }

  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the provided key path to the underlying data's identifier.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content) { $0[keyPath: id] }
  }
}

extension VStack: PrimitiveView {
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    context.nodes(content, "vstack")
  }
}

extension ForEach: PrimitiveView where Content: View {
  /// Each element's view, its place in the tree named by the element's identity.
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    data.flatMap { element in context.nodes(content(element), "\(id(element))") }
  }
}
