// The session's stacks as observable values, for SwiftUI: FlowNavigationModel.
// Under `#if canImport(SwiftUI) && canImport(Observation)`: only SwiftUI shows it.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

#if canImport(SwiftUI) && canImport(Observation)
  import Observation

  /// One stack of the session as a value: its bottom screen and the screens pushed over it,
  /// as a `NavigationStack(path:)` shows them, and for a presented stack how it is presented.
  public struct FlowStackModel: Identifiable, Equatable {
    /// 0 for the root stack; for a presented stack, the number of the route it was presented
    /// with, kept while it is shown (its root may be replaced): a sheet's identity.
    public let id: Int
    /// The bottom screen; nil while the stack shows nothing.
    public private(set) var root: FlowRoute?
    /// The screens over the root, bottom first.
    public private(set) var path: [FlowRoute]
    /// How it was presented; nil for the root stack.
    public let presentation: FlowPresentation?

    /// An empty root stack.
    static var empty: FlowStackModel {
      FlowStackModel(id: 0, root: nil, path: [], presentation: nil)
    }

    /// Every screen, bottom first.
    public var routes: [FlowRoute] { (root.map { [$0] } ?? []) + path }

    /// Sets every screen, bottom first.
    mutating func setRoutes(_ routes: [FlowRoute]) {
      root = routes.first
      path = [FlowRoute](routes.dropFirst())
    }
  }

  /// A tab of a tab container and its stacks, as the tab bar shows it: its root stack with the
  /// screens the tab's flows left on it, and, while it is selected, the stacks presented over
  /// it.
  public struct FlowTabModel: Identifiable, Equatable {
    /// Its index in the tab bar: its `tag` in a `TabView`.
    public let id: Int
    /// The tab's node and title.
    public let tab: FlowTab
    /// Its stacks, its root stack first.
    public fileprivate(set) var stacks: [FlowStackModel]
  }

  /// A `FlowNavigator` for SwiftUI: the session's stacks as plain route values
  /// (`stacks`, the root stack first), observable, written only by the session's operations.
  /// A SwiftUI view binds to them and hands what the user did back through
  /// `userSetPath(_:ofStack:)` and `userDismissedStack(_:)`, which tell the session.
  ///
  ///     let model = FlowNavigationModel()
  ///     let session = FlowSession(navigator: model)
  ///     model.session = session
  ///
  /// A root flow that is a tab container (`setTabs(_:)`) has one set of stacks a tab (`tabs`):
  /// `stacks` are the selected tab's, and a tab the user selects goes through
  /// `userSelectedTab(_:)`, which asks the session.
  ///
  /// Its observation is written out rather than made by the `@Observable` macro: the same
  /// registrar calls, without running the macro's plugin at every build of the support file
  /// (docs/generated-code-design.md, "Where the time goes").
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor
  public final class FlowNavigationModel: FlowNavigator, Observable {
    /// The stacks (the selected tab's, in a tab container), the root stack first, each
    /// presented over the one before it.
    public private(set) var stacks: [FlowStackModel] {
      get { selectedTab.map { tabs[$0].stacks } ?? ownStacks }
      set {
        if let selectedTab { tabs[selectedTab].stacks = newValue } else { ownStacks = newValue }
      }
    }
    /// The tabs of a root flow that is a tab container, in tab-bar order; empty before
    /// `setTabs(_:)` and without one.
    public private(set) var tabs: [FlowTabModel] {
      get {
        registrar.access(self, keyPath: \.tabs)
        return storedTabs
      }
      set { registrar.withMutation(of: self, keyPath: \.tabs) { storedTabs = newValue } }
    }
    /// The index of the selected tab; nil without tabs.
    public private(set) var selectedTab: Int? {
      get {
        registrar.access(self, keyPath: \.selectedTab)
        return storedSelectedTab
      }
      set {
        registrar.withMutation(of: self, keyPath: \.selectedTab) { storedSelectedTab = newValue }
      }
    }
    /// The stacks without a tab bar.
    private var ownStacks: [FlowStackModel] {
      get {
        registrar.access(self, keyPath: \.ownStacks)
        return storedOwnStacks
      }
      set { registrar.withMutation(of: self, keyPath: \.ownStacks) { storedOwnStacks = newValue } }
    }
    private var storedTabs: [FlowTabModel] = []
    private var storedSelectedTab: Int?
    private var storedOwnStacks = [FlowStackModel.empty]
    /// Tells SwiftUI (and any `withObservationTracking`) which of the above were read and
    /// changed.
    private let registrar = ObservationRegistrar()
    /// The session told what the user does, and where mismatches are recorded.
    public weak var session: FlowSession?
    /// The last number given to a screen that is not a route box.
    private var lastOwnNumber = 0

    /// Creates a model showing an empty root stack.
    public init() {}

    private var top: Int { stacks.count - 1 }

    /// The route of a screen object: a `FlowRouteBox`'s own; for any other object, the route
    /// it already has in the stacks, else a new one numbered by the model.
    private func route(for screen: AnyObject) -> FlowRoute {
      if let box = screen as? FlowRouteBox {
        box.onUpdate = { [weak self] route in self?.show(updated: route) }
        return box.route
      }
      for stack in allStacks {
        for route in stack.routes where route.object === screen { return route }
      }
      lastOwnNumber -= 1
      return FlowRoute(id: lastOwnNumber, flow: "", screen: "", object: screen) { screen }
    }

    /// The route shown as showing `id`, with its current inputs; nil when none is shown.
    public func route(id: Int) -> FlowRoute? {
      for stack in allStacks {
        if let route = stack.routes.first(where: { $0.id == id }) { return route }
      }
      return nil
    }

    /// Shows `route`, a screen's new inputs, in place of the route of the same showing: one
    /// write of the stacks, the same showing, so SwiftUI keeps the screen and shows it anew.
    private func show(updated route: FlowRoute) {
      if !tabs.isEmpty {
        for tab in tabs.indices {
          if let updated = Self.stacks(tabs[tab].stacks, showing: route) {
            tabs[tab].stacks = updated
          }
        }
      } else if let updated = Self.stacks(ownStacks, showing: route) {
        ownStacks = updated
      }
    }

    /// `stacks` with `route` in place of the route of the same showing; nil when none has it.
    private static func stacks(
      _ stacks: [FlowStackModel], showing route: FlowRoute
    ) -> [FlowStackModel]? {
      var stacks = stacks
      var found = false
      for level in stacks.indices {
        let routes = stacks[level].routes
        guard let index = routes.firstIndex(of: route) else { continue }
        var updated = routes
        updated[index] = route
        stacks[level].setRoutes(updated)
        found = true
      }
      return found ? stacks : nil
    }

    /// Every tab's stacks, or the stacks without a tab bar.
    private var allStacks: [FlowStackModel] {
      tabs.isEmpty ? ownStacks : tabs.flatMap(\.stacks)
    }

    /// Pushes a screen onto the top stack.
    public func push(_ screen: AnyObject) {
      var stack = stacks[top]
      stack.setRoutes(stack.routes + [route(for: screen)])
      stacks[top] = stack
    }

    /// Presents a new stack whose root is the screen, as a standard sheet.
    public func present(_ screen: AnyObject) {
      present(screen, as: .standard)
    }

    /// Presents a new stack whose root is the screen, as `presentation` says.
    public func present(_ screen: AnyObject, as presentation: FlowPresentation) {
      let root = route(for: screen)
      stacks.append(FlowStackModel(id: root.id, root: root, path: [], presentation: presentation))
    }

    /// Sets the top stack's screens: one write of its path, however many screens change.
    public func setStack(_ screens: [AnyObject]) {
      var stack = stacks[top]
      stack.setRoutes(screens.map(route(for:)))
      stacks[top] = stack
    }

    /// Pops the top screen.
    public func pop() {
      var stack = stacks[top]
      stack.setRoutes([FlowRoute](stack.routes.dropLast()))
      stacks[top] = stack
    }

    /// Pops the top stack back to a screen.
    public func popTo(_ screen: AnyObject) {
      let target = route(for: screen)
      var stack = stacks[top]
      guard let index = stack.routes.lastIndex(of: target) else {
        return mismatch("the session popped to \(target.id), which the top stack does not show")
      }
      stack.setRoutes([FlowRoute](stack.routes.prefix(through: index)))
      stacks[top] = stack
    }

    /// Dismisses this many of the topmost presented stacks.
    public func dismiss(count: Int) {
      stacks.removeLast(min(count, top))
    }

    /// SwiftUI wrote `newPath` as the path of the stack `id` (a back button, an edge swipe,
    /// the back menu, `dismiss` in a pushed view). The top stack's path shortened by some
    /// screens is the user popping them: the session is told once per screen, the top first.
    /// The path the model holds (its own write read back, or the same write twice) changes
    /// nothing; any other path (longer, reordered, a stack under a presentation) is recorded
    /// as a mismatch and not applied.
    public func userSetPath(_ newPath: [FlowRoute], ofStack id: Int) {
      userSetPath(newPath, ofStack: id, inTab: selectedTab)
    }

    /// SwiftUI wrote `newPath` as the path of the stack `id` of the tab at `tab` (nil without
    /// tabs): as `userSetPath(_:ofStack:)` when the tab is selected. A tab not selected is not
    /// shown: its own path read back changes nothing, any other is a mismatch.
    public func userSetPath(_ newPath: [FlowRoute], ofStack id: Int, inTab tab: Int?) {
      if let tab, tab != selectedTab {
        guard tabs.indices.contains(tab), tabs[tab].stacks.contains(where: { $0.id == id })
        else { return mismatch("SwiftUI set the path of stack \(id) of tab \(tab), not shown") }
        guard tabs[tab].stacks.first(where: { $0.id == id })?.path != newPath else { return }
        return mismatch(
          "SwiftUI set the path of stack \(id) of tab \(tabs[tab].tab.name), which is not "
            + "selected")
      }
      guard let index = stacks.firstIndex(where: { $0.id == id }) else {
        return mismatch("SwiftUI set the path of stack \(id), which is no longer shown")
      }
      let path = stacks[index].path
      guard newPath != path else { return }
      guard index == top, newPath.count < path.count,
        path.prefix(newPath.count).elementsEqual(newPath)
      else {
        return mismatch(
          "SwiftUI set the path of stack \(id) to \(newPath.map(\.id)), not a pop of "
            + "\(path.map(\.id))")
      }
      for _ in newPath.count..<path.count {
        // The session may move on once told (a child flow cancelled): stop if it did.
        guard let session, stacks.count - 1 == index, stacks[index].path.count > newPath.count
        else { return }
        stacks[index].setRoutes([FlowRoute](stacks[index].routes.dropLast()))
        session.systemDidPop()
      }
    }

    /// SwiftUI took away the sheet or cover of the presented stack `id` (a swipe down,
    /// `dismiss` in its root view). The top stack, when the session lets the user dismiss it
    /// (`canDismiss`), goes, and the session is told once; a stack no longer shown (the
    /// session's own dismissal read back, the same write twice) changes nothing; anything
    /// else is recorded as a mismatch and not applied.
    public func userDismissedStack(_ id: Int) {
      guard let index = stacks.firstIndex(where: { $0.id == id }), index > 0 else { return }
      guard let session else { return }
      guard index == top, session.canDismiss else {
        return mismatch("SwiftUI dismissed stack \(id), which the session cannot dismiss now")
      }
      stacks.removeLast()
      session.systemDidDismiss()
    }

    /// Shows a tab bar with these tabs, each with an empty root stack, the first selected: the
    /// root flow is a tab container. Only a model that shows nothing yet can.
    public func setTabs(_ tabs: [FlowTab]) {
      guard self.tabs.isEmpty, ownStacks == [.empty], !tabs.isEmpty else {
        return mismatch("tabs \(tabs.map(\.name)): the model shows screens already")
      }
      self.tabs = tabs.enumerated().map { FlowTabModel(id: $0, tab: $1, stacks: [.empty]) }
      selectedTab = 0
    }

    /// Selects the tab at `index` (the session's `systemDidSelectTab`): `stacks` are its stacks
    /// from now on, as it left them.
    public func selectTab(at index: Int) {
      guard tabs.indices.contains(index), stacks.count == 1 else {
        return mismatch("select tab \(index): no such tab, or a stack is presented")
      }
      selectedTab = index
    }

    /// SwiftUI wrote `index` as the selected tab (the user tapped it in the tab bar): the
    /// session is asked (`systemDidSelectTab`), which selects it (`selectTab(at:)`) or refuses
    /// it, and then the model keeps the tab it shows (recorded as a mismatch: SwiftUI lets no
    /// tap through a modal). The tab the model shows already (its own write read back, the
    /// same write twice) changes nothing.
    public func userSelectedTab(_ index: Int) {
      guard index != selectedTab, let session else { return }
      guard session.systemDidSelectTab(index) else {
        return mismatch("SwiftUI selected tab \(index), which the session cannot select now")
      }
    }

    private func mismatch(_ message: String) {
      session?.record(.navigationMismatch(message))
    }
  }
#endif
