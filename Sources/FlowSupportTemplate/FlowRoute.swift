// The route values a SwiftUI navigation model shows: one per shown screen.
// Under `#if canImport(SwiftUI) && canImport(Observation)`, as the navigation model and each
// flow's `Views`: nothing else uses them, and elsewhere they would only cost compile time.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

#if canImport(SwiftUI) && canImport(Observation)
  /// One showing of a screen, as a value: what a `NavigationStack`'s path holds and a sheet's
  /// item is made of. Equal and hashed by its `id` alone, the number the session gave the
  /// showing, so the app's types need not be `Hashable`; the screen's view is built only when
  /// the route is shown (`makeContent()`), never held by the route.
  public struct FlowRoute: Hashable, Identifiable {
    /// The showing's number: the session's (from 1) for a route made with a sender, the
    /// navigation model's own (below 0) for a screen that is not a `FlowRouteBox`.
    public let id: Int
    /// The name of the flow that shows the screen ("" when not known).
    public let flow: String
    /// The screen's name in its flow ("" when not known).
    public let screen: String
    /// Builds what shows the screen.
    private let content: @MainActor () -> Any
    /// The screen object the session holds, for a screen that is not a `FlowRouteBox`.
    let object: AnyObject?

    /// A route of showing `id` of `screen` in `flow`.
    init(
      id: Int, flow: String, screen: String, object: AnyObject?,
      content: @escaping @MainActor () -> Any
    ) {
      (self.id, self.flow, self.screen, self.object) = (id, flow, screen, object)
      self.content = content
    }

    /// Builds what shows the screen (a view, or the screen object the factory returned).
    @MainActor
    public func makeContent() -> Any { content() }

    /// Whether two routes are the same showing.
    public nonisolated static func == (lhs: FlowRoute, rhs: FlowRoute) -> Bool { lhs.id == rhs.id }

    /// Hashes the showing's number.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// A screen object that is a route: what a screen factory returns for a screen shown by
  /// `FlowNavigationModel`, so that the coordinators and the session stay as they are. A flow's
  /// generated `Views` make them; an app may too:
  ///
  ///     func makeHome(send: FlowSender<AppCoordinator.HomeEvent>) -> AnyObject {
  ///       FlowRouteBox(send) { HomeView(send: send) }
  ///     }
  @MainActor
  public final class FlowRouteBox {
    /// The route, with the screen's current inputs.
    public private(set) var route: FlowRoute
    /// The `send` of the showing, which `update(content:)` gives the new content.
    private let send: Any
    /// Told of each new route: the navigation model showing the box.
    var onUpdate: ((FlowRoute) -> Void)?

    /// A route for the showing `send` was made for, whose content `content` builds when shown.
    public init<ScreenEvent>(
      _ send: FlowSender<ScreenEvent>, content: @escaping @MainActor () -> Any
    ) {
      route = FlowRoute(
        id: send.showing, flow: send.flow, screen: send.name, object: nil, content: content)
      self.send = send
    }

    /// Gives the screen new inputs: `content` builds what shows it, with them, from the
    /// showing's `send`. The navigation model showing it shows the new route in place of the
    /// old one, as the same showing.
    ///
    /// Precondition: `content` takes the `FlowSender` type the box was made with (the screen's
    /// own event type); another stops the program with a message naming both types.
    public func update<ScreenEvent>(
      content: @escaping @MainActor (FlowSender<ScreenEvent>) -> Any
    ) {
      guard let send = send as? FlowSender<ScreenEvent> else {
        preconditionFailure(
          "FlowRouteBox: an update whose content takes a \(FlowSender<ScreenEvent>.self), but "
            + "the box was made with a \(type(of: send)): update a box with its own screen's "
            + "sender")
      }
      route = FlowRoute(
        id: route.id, flow: route.flow, screen: route.screen, object: nil
      ) { content(send) }
      onUpdate?(route)
    }
  }
#endif
