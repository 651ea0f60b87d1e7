/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene (the
/// model has the one-scene block).
@resultBuilder public struct SceneBuilder {
  /// Passes a single scene through unmodified.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  /// Builds an expression within the builder.
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: Scene {
    content
  }
}

/// A scene that presents a group of identically structured windows.
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Primitive.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// A scene whose windows' content the model hosts.
@MainActor protocol WindowContent {
  var windowContent: any View { get }
}

extension WindowGroup: WindowContent {
  var windowContent: any View { content }
}

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app: the model hosts its first window group's content
  /// (`SwiftUIModel.launched`).
  @MainActor @preconcurrency public static func main() {
    SwiftUIModel.launch(Self())
  }
}
