// The SwiftUI views that show a FlowNavigationModel, under #if canImport(SwiftUI).
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

#if canImport(SwiftUI) && canImport(Observation)
  import SwiftUI

  /// The session's stacks in SwiftUI: the root stack as a `NavigationStack(path:)`, and each
  /// presented stack as a `.sheet` or `.fullScreenCover` holding its own `NavigationStack`,
  /// presented from the one below it; for a tab container, a `TabView` with one tab a
  /// `FlowTab`, each holding its own. What the user does (a back button, an edge swipe, a
  /// sheet swiped down, `dismiss`, a tab tapped) reaches the session through the bindings'
  /// setters.
  ///
  ///     WindowGroup { FlowNavigationView(model: model) }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct FlowNavigationView: SwiftUI.View {
    /// The model shown.
    let model: FlowNavigationModel

    /// A view of `model`'s stacks.
    public init(model: FlowNavigationModel) {
      self.model = model
    }

    /// The root stack, with the stacks presented over it; or the tab bar, a root stack a tab.
    public var body: some SwiftUI.View {
      if model.tabs.isEmpty {
        FlowStackView(model: model, tab: nil, id: 0)
      } else {
        SwiftUI.TabView(selection: selectionBinding) {
          SwiftUI.ForEach(model.tabs) { tab in
            FlowStackView(model: model, tab: tab.id, id: 0)
              .tabItem { SwiftUI.Text(tab.tab.title) }
              .tag(tab.id)
          }
        }
      }
    }

    /// The selected tab; SwiftUI's writes (a tab tapped) go to `userSelectedTab(_:)`.
    private var selectionBinding: SwiftUI.Binding<Int> {
      let model = model
      return SwiftUI.Binding(
        get: { @MainActor in model.selectedTab ?? 0 },
        set: { @MainActor index in model.userSelectedTab(index) })
    }
  }

  /// One stack of the model, by its tab (nil without tabs) and its id, and the stack presented
  /// over it, if any.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct FlowStackView: SwiftUI.View {
    let model: FlowNavigationModel
    let tab: Int?
    let id: Int

    var body: some SwiftUI.View {
      let stacks = model.stacks(ofTab: tab)
      let level = stacks.firstIndex { $0.id == id }
      let stack = level.map { stacks[$0] }
      let next = level.flatMap { $0 + 1 < stacks.count ? stacks[$0 + 1] : nil }
      let covers = next?.presentation.map(\.coversTheScreen) ?? false
      let presentation = stack?.presentation ?? .standard
      SwiftUI.NavigationStack(path: pathBinding) {
        FlowRouteView(model: model, route: stack?.root)
          .navigationDestination(for: FlowRoute.self) { route in
            FlowRouteView(model: model, route: route)
          }
      }
      .presentationDetents(.init(presentation.swiftUIDetents))
      .interactiveDismissDisabled(!presentation.allowsSwipe)
      .sheet(item: presentedBinding(next.flatMap { covers ? nil : $0 })) { presented in
        FlowStackView(model: model, tab: tab, id: presented.id)
      }
      #if !os(macOS)
        .fullScreenCover(item: presentedBinding(next.flatMap { covers ? $0 : nil })) {
          presented in FlowStackView(model: model, tab: tab, id: presented.id)
        }
      #endif
    }

    /// The stack's path; SwiftUI's writes go to `userSetPath(_:ofStack:)`.
    private var pathBinding: SwiftUI.Binding<[FlowRoute]> {
      let (model, tab, id) = (model, tab, id)
      return SwiftUI.Binding(
        get: { @MainActor in model.stacks(ofTab: tab).first { $0.id == id }?.path ?? [] },
        set: { @MainActor path in model.userSetPath(path, ofStack: id, inTab: tab) })
    }

    /// The stack presented over this one, while it is `shown`; SwiftUI's nil (a swipe down,
    /// `dismiss` in its root view) goes to `userDismissedStack(_:)`.
    private func presentedBinding(_ shown: FlowStackModel?) -> SwiftUI.Binding<FlowStackModel?> {
      let (model, tab) = (model, tab)
      let shownID = shown?.id
      return SwiftUI.Binding(
        get: { @MainActor in
          model.stacks(ofTab: tab).dropFirst().first { $0.id == shownID }
        },
        set: { @MainActor value in
          if value == nil, let shownID { model.userDismissedStack(shownID) }
        })
    }
  }

  /// A route's screen: the view its content builds, or a view controller a screen factory
  /// returned (a UIKit screen in a SwiftUI app); nothing for any other content. It reads the
  /// route's current inputs from the model, so a screen given new inputs is shown anew.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct FlowRouteView: SwiftUI.View {
    let model: FlowNavigationModel
    let route: FlowRoute?

    /// Each route is another view (`id`): a root replaced by another screen starts afresh.
    var body: some SwiftUI.View { content.id(route?.id) }

    private var content: SwiftUI.AnyView {
      let content = route.map { model.route(id: $0.id) ?? $0 }?.makeContent()
      if let view = content as? any SwiftUI.View { return SwiftUI.AnyView(view) }
      #if canImport(UIKit)
        if let controller = content as? UIViewController {
          return SwiftUI.AnyView(FlowControllerView(controller: controller))
        }
      #endif
      return SwiftUI.AnyView(SwiftUI.EmptyView())
    }
  }

  #if canImport(UIKit)
    /// A screen factory's view controller, shown in SwiftUI as it is.
    struct FlowControllerView: SwiftUI.UIViewControllerRepresentable {
      let controller: UIViewController

      func makeUIViewController(context: Self.Context) -> UIViewController { controller }

      func updateUIViewController(_ controller: UIViewController, context: Self.Context) {}
    }
  #endif

  extension FlowRouteBox {
    /// A route for the showing `send` was made for, whose view `view` builds when shown.
    public convenience init<ScreenEvent, FlowScreenView: SwiftUI.View>(
      _ send: FlowSender<ScreenEvent>,
      @SwiftUI.ViewBuilder view: @escaping @MainActor () -> FlowScreenView
    ) {
      self.init(send, content: { SwiftUI.AnyView(view()) })
    }

    /// A route for the showing `send` was made for, shown as the view `view` builds from
    /// `views` (a flow's `Views`). `views` is held weakly: the session holding its screens does
    /// not keep the app's object alive; once it is gone the screen shows nothing.
    public convenience init<ScreenEvent, Views: AnyObject, FlowScreenView: SwiftUI.View>(
      _ send: FlowSender<ScreenEvent>, views: Views,
      @SwiftUI.ViewBuilder view: @escaping @MainActor (Views) -> FlowScreenView
    ) {
      self.init(send, content: FlowRouteBox.content(views, view))
    }

    /// Gives the screen new inputs: its view is built anew by `view`, from `views` and the
    /// showing's `send`, and shown in place of the old one (`update(content:)`). `view` takes
    /// the `FlowSender` type the box was made with; another stops the program with a message.
    public func update<ScreenEvent, Views: AnyObject, FlowScreenView: SwiftUI.View>(
      views: Views,
      @SwiftUI.ViewBuilder
      view: @escaping @MainActor (Views, FlowSender<ScreenEvent>) -> FlowScreenView
    ) {
      update { (send: FlowSender<ScreenEvent>) in
        FlowRouteBox.content(views) { view($0, send) }()
      }
    }

    /// Builds `view(views)` as a type-erased view, or nothing once `views` is gone (held weakly).
    private static func content<Views: AnyObject, FlowScreenView: SwiftUI.View>(
      _ views: Views, _ view: @escaping @MainActor (Views) -> FlowScreenView
    ) -> @MainActor () -> Any {
      { [weak views] in
        guard let views else { return SwiftUI.AnyView(SwiftUI.EmptyView()) }
        return SwiftUI.AnyView(view(views))
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension FlowNavigationModel {
    /// The stacks of the tab at `tab`; the stacks shown without tabs (`tab` nil).
    func stacks(ofTab tab: Int?) -> [FlowStackModel] {
      guard let tab else { return stacks }
      return tabs.first { $0.id == tab }?.stacks ?? []
    }
  }

  extension FlowPresentation {
    /// Whether SwiftUI shows it as a full-screen cover rather than a sheet (macOS has no
    /// full-screen cover: a sheet there).
    var coversTheScreen: Bool {
      #if os(macOS)
        false
      #else
        style == .fullScreen || style == .overFullScreen
      #endif
    }

    /// Its detents as SwiftUI's (`.large` for the system's default).
    var swiftUIDetents: [SwiftUI.PresentationDetent] {
      detents.isEmpty ? [.large] : detents.map { $0 == .medium ? .medium : .large }
    }
  }
#endif
