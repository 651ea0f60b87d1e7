// The route values a SwiftUI navigation model shows: one per shown screen.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

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
/// `FlowNavigationModel`, so that the coordinators and the session stay as they are.
///
///     func makeHome(send: FlowSender<AppCoordinator.HomeEvent>) -> AnyObject {
///       FlowRouteBox(send) { HomeView(send: send) }
///     }
@MainActor
public final class FlowRouteBox {
  /// The route.
  public let route: FlowRoute

  /// A route for the showing `send` was made for, whose content `content` builds when shown.
  public init<ScreenEvent>(
    _ send: FlowSender<ScreenEvent>, content: @escaping @MainActor () -> Any
  ) {
    route = FlowRoute(
      id: send.showing, flow: send.flow, screen: send.name, object: nil, content: content)
  }
}
