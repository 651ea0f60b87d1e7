/// A custom parameter attribute that constructs views from closures.
///
/// The model has the builder methods SwiftUI has for blocks of one or several children, `if`,
/// `if` / `else`, `switch` and availability checks (several children use a parameter pack where
/// SwiftUI has overloads for up to ten; the calls are the same).
@resultBuilder public struct ViewBuilder {
  /// Builds an empty view from a block containing no statements.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Passes a single view written as a child view through unmodified.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Combines several views into a tuple view.
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// Builds an expression within the builder.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Produces an optional view for conditional statements that have no `else`.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  /// Produces content for a conditional statement when the condition is true.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement when the condition is false.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check.
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}
