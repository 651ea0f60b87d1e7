/// A type that represents part of an app's user interface.
///
/// A view that is not primitive describes itself with `body`; the model evaluates it by reading
/// `body` until it reaches primitive views (whose `Body` is `Never`), which it turns into nodes.
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A view with no body: `Never` is the `Body` of primitive views.
  public typealias Body = Never
  /// Never returns: `Never` has no values.
  public var body: Never { fatalError("Never has no body") }
}

extension Optional: View where Wrapped: View {
  /// An optional view is its value, or nothing.
  public typealias Body = Never
  /// Primitive: the model evaluates the wrapped view when there is one.
  public var body: Never { fatalError("Optional is a primitive view") }
}

/// A view that doesn't contain any content.
@frozen nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}
  /// Primitive.
  public var body: Never { fatalError("EmptyView is a primitive view") }
}

/// A View created from a swift tuple of View values.
@frozen nonisolated public struct TupleView<T>: View {
  /// The tuple of views.
  public var value: T
  /// Creates a tuple view.
  nonisolated public init(_ value: T) { self.value = value }
  /// Primitive.
  public var body: Never { fatalError("TupleView is a primitive view") }
}

/// Content that shows one of two views, built by `ViewBuilder` for `if` / `else`.
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  /// Which branch was taken.
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  /// Primitive.
  public var body: Never { fatalError("_ConditionalContent is a primitive view") }
}

/// A type-erased view.
@frozen nonisolated public struct AnyView: View {
  let view: any View
  /// Create an instance that type-erases `view`.
  public init<V>(_ view: V) where V: View { self.view = view }
  /// Creates an instance that type-erases the parameter.
  public init<V>(erasing view: V) where V: View { self.view = view }
  /// Primitive.
  public var body: Never { fatalError("AnyView is a primitive view") }
}

/// A view that displays one or more lines of read-only text.
@frozen nonisolated public struct Text: Equatable, Sendable, View {
  let content: String
  /// Creates a text view that displays a stored string without localization.
  public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) { self.content = content }
  /// Primitive.
  public var body: Never { fatalError("Text is a primitive view") }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen nonisolated public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// Creates a group of views.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content())
  }
  /// Primitive.
  public var body: Never { fatalError("Group is a primitive view") }
}
