// swift-format-ignore-file
// The runtime template (Sources/FlowSupportTemplate) as text. Written by
// `FLOWC_RECORD=1 swift test --filter RuntimeTemplateTests`; do not edit.

extension SupportFile {
  /// The runtime template's files by name, each without its header comment and imports.
  static let templates: [String: String] = [
    "FlowDelivery.swift": #"""
    /// What became of an event a screen sent: the flow handled it, or ignored it and why. Every
    /// ignored event is recorded as well.
    public enum FlowDelivery: Sendable, Equatable {
      /// The flow took a transition for it.
      case handled
      /// Nothing happened, for the reason given.
      case ignored(FlowIgnoredReason)
    }

    /// Why a flow ignored an event.
    public enum FlowIgnoredReason: Sendable, Equatable, CustomStringConvertible {
      /// The flow is paused (`pause()`): the event is dropped, not kept for `resume()`.
      case paused
      /// The screen that sent it is no longer the top screen: another was pushed or presented
      /// over it, or it was removed.
      case notOnTop
      /// The flow has ended: it finished, was stopped, or was cancelled by a back or a swipe.
      case flowEnded
      /// No transition's guard held (`flowc run` prints this one too).
      case noTransition
      /// It was sent while the session was still handling another input (from an action's
      /// implementation, an observer, or a screen factory run by that input): a step is never
      /// interrupted by another, as in `flowc run`.
      case duringStep

      /// The reason as records show it.
      public var description: String {
        switch self {
        case .paused: "the flow is paused"
        case .notOnTop: "the screen is not on top"
        case .flowEnded: "the flow has ended"
        case .noTransition: "no transition's guard holds"
        case .duringStep: "another input is being handled"
        }
      }
    }

    /// How a screen sends its events: `send(.tapped)`. It returns what became of the event, which
    /// a screen may leave unused; a late answer (a network call that returns after the user moved
    /// on) can check it, to stop a spinner or log why nothing happened.
    ///
    /// One made by a session for a showing of a screen (a screen shown again, pushed over itself,
    /// is another showing, with a `send` of its own) stores its parts, not a closure: making one
    /// allocates nothing. It reaches the session through the session's link and anchor, and
    /// its coordinator by the serial number the session gave it: the session and the coordinators
    /// are never held weakly, which would give them a side table and make every retain and release
    /// of them take the runtime's slow path (`Benchmarks/records_throughput.py`).
    @MainActor
    public struct FlowSender<ScreenEvent>: Sendable {
      /// For one made by a session, the link its coordinator's senders share (`FlowFrameLink`: the
      /// session's link, the coordinator's serial number and its flow's name), so that copying a
      /// sender (into a screen's closure, and calling it from there) is a retain of three parts: a
      /// sender holding each of them was nearly twice the size, and an event through the benchmark
      /// of `Benchmarks/records_throughput.py` took 2,286 instructions, now 2,049. For one made by
      /// app code (`showing` 0), the `FlowSenderDelivery` that holds its closure.
      private let target: any AnyObject & Sendable
      /// The number the session gave its showing (0 for one made by app code).
      let showing: Int
      /// The screen's name in its flow.
      let name: String
      /// The coordinator's handler, which captures nothing: the session calls it with the
      /// coordinator and itself (the handler needs no `guard let session` of its own).
      ///
      /// It is not optional (one made by app code has one that captures nothing, so making it
      /// allocates nothing): destroying a sender is a release of each part with no test, in the
      /// function the compiler emits for every screen's event type (docs/generated-code-design.md,
      /// "Where the time goes").
      private let handle: @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery

      /// A sender that hands every event to `deliver`: for a screen's previews and tests.
      public init(_ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery) {
        (showing, name) = (0, "")
        (target, handle) = (FlowSenderDelivery(deliver), { _, _, _ in .ignored(.flowEnded) })
      }

      /// A sender tied to showing `showing` of screen `name` of the coordinator `link` is for
      /// (`FlowSession.sender`).
      init(
        link: FlowFrameLink, showing: Int, name: String,
        handle: @escaping @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
      ) {
        target = link
        (self.showing, self.name) = (showing, name)
        self.handle = handle
      }

      /// The link of the coordinator that shows the screen; nil for one made by app code. The
      /// session numbers its showings from 1: `target` is what the initializer stored for
      /// `showing`, so the downcast holds (checked in debug builds), without a dynamic cast.
      private var frameLink: FlowFrameLink? {
        guard showing != 0 else { return nil }
        return unsafeDowncast(target, to: FlowFrameLink.self)
      }

      /// The serial number of the coordinator that shows the screen (0 for one made by app code).
      var frame: Int { frameLink?.serial ?? 0 }

      /// The name of the coordinator's flow ("" for one made by app code).
      var flow: String { frameLink?.flow ?? "" }

      /// Sends `event` to the flow; the result says whether it was handled.
      @discardableResult
      public func callAsFunction(_ event: ScreenEvent) -> FlowDelivery {
        guard let frameLink else {
          // As `frameLink`: `showing` 0 is a sender made by app code.
          return unsafeDowncast(target, to: FlowSenderDelivery<ScreenEvent>.self).deliver(event)
        }
        // Without a session there is no one to record to.
        guard let session = frameLink.session.anchor?.session else { return .ignored(.flowEnded) }
        return session.deliver(event, from: self, to: handle)
      }
    }

    /// What the senders of one running coordinator share, made as it starts (`FlowSession.begin`):
    /// a sender holds it, not each of its parts.
    @MainActor
    final class FlowFrameLink {
      /// The session's link.
      let session: FlowSessionLink
      /// The serial number the session gave the coordinator.
      let serial: Int
      /// The name of the coordinator's flow.
      let flow: String

      init(session: FlowSessionLink, serial: Int, frame: any FlowFrame) {
        (self.session, self.serial) = (session, serial)
        flow = frame.flowName
      }
    }

    /// Where a sender made by app code (`FlowSender.init(_:)`) hands every event.
    @MainActor
    final class FlowSenderDelivery<ScreenEvent> {
      let deliver: @MainActor @Sendable (ScreenEvent) -> FlowDelivery

      init(_ deliver: @escaping @MainActor @Sendable (ScreenEvent) -> FlowDelivery) {
        self.deliver = deliver
      }
    }

    /// The name of an event's case, as records show it: `picked` for `.picked(photo: ...)`. The
    /// payload is never described.
    func flowCaseName(_ event: Any) -> String {
      // No `??`: its overloads cost this file's compile time.
      if let label = Mirror(reflecting: event).children.first?.label { return label }
      return String(describing: event)
    }

    /// What a session's senders share: it holds the session's anchor weakly, so the weak reference
    /// is formed once a session, not once a sender, and a sender's copies only retain it.
    @MainActor
    final class FlowSessionLink {
      /// The session's anchor, gone with the session.
      weak var anchor: FlowSessionAnchor?

      init(_ anchor: FlowSessionAnchor) {
        self.anchor = anchor
      }
    }

    /// What the session's link holds weakly, instead of the session: only the session owns it.
    @MainActor
    final class FlowSessionAnchor {
      /// The session that owns it, and outlives it.
      unowned let session: FlowSession

      init(_ session: FlowSession) {
        self.session = session
      }
    }

    extension FlowSession {
      /// The `send` of a new showing of screen `name` of `frame`, to be shown with `show(_:_:)`
      /// before another is made. An event reaches `handle` (in one step) only while the flow runs,
      /// the showing is on top and the flow is not paused; otherwise it is recorded as ignored.
      /// The sender holds neither the session nor the coordinator: a screen keeps neither alive.
      /// `handle` is called with `frame` and the session.
      func sender<ScreenEvent>(
        _ name: String, of frame: any FlowFrame,
        handle: @escaping @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
      ) -> FlowSender<ScreenEvent> {
        nextShowing += 1
        return FlowSender(
          link: frameLink(of: frame, showing: name), showing: nextShowing, name: name, handle: handle)
      }

      // flowc:if silentScreens
      /// The `send` of a new showing of screen `name` of `frame`, which sends no events: its
      /// event type has no cases, so it is never called.
      func sender<ScreenEvent>(
        _ name: String, of frame: any FlowFrame
      ) -> FlowSender<ScreenEvent> {
        sender(name, of: frame) { _, _, _ in .ignored(.noTransition) }
      }
      // flowc:end

      /// Delivers `event`, sent with `send`, to its coordinator's `handle`, or records why not: the
      /// checks of docs/semantics.md in their order. Plain loops, no closures: a closure formed
      /// here would check its actor on every call.
      func deliver<ScreenEvent>(
        _ event: ScreenEvent, from send: FlowSender<ScreenEvent>,
        to handle: @MainActor @Sendable (any FlowFrame, FlowSession, ScreenEvent) -> FlowDelivery
      ) -> FlowDelivery {
        guard let frame = runningFrame(send.frame) else { return ignored(event, send, .flowEnded) }
        guard topShowing == send.showing, !isTopLeaving else {
          return ignored(event, send, .notOnTop)
        }
        guard !frame.isPaused else { return ignored(event, send, .paused) }
        guard !isInStep else { return ignored(event, send, .duringStep) }
        beginStep()
        let delivery = handle(frame, self, event)
        endStep()
        return delivery
      }

      /// Records that `event`, sent with `send`, was ignored for `reason`.
      private func ignored<ScreenEvent>(
        _ event: ScreenEvent, _ send: FlowSender<ScreenEvent>, _ reason: FlowIgnoredReason
      ) -> FlowDelivery {
        if isRecording {
          report(
            .ignored(flow: send.flow, screen: send.name, event: flowCaseName(event), reason: reason))
        }
        return .ignored(reason)
      }
    }
    """#,
    "FlowNavigationModel.swift": #"""
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
    """#,
    "FlowNavigationView.swift": #"""
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
    """#,
    "FlowNavigator.swift": #"""
    /// The navigation operations coordinators perform: what navigation controllers and modal
    /// presentation do. `UIKitFlowNavigator` implements them on iOS; tests record them.
    @MainActor
    public protocol FlowNavigator: AnyObject {
      /// Pushes a screen onto the top stack.
      func push(_ screen: AnyObject)
      /// Presents a new stack whose root is the screen.
      func present(_ screen: AnyObject)
      /// Presents a new stack whose root is the screen, the way the flow's `present` says (style,
      /// detents, whether a swipe may dismiss it). By default `present(_:)`, which ignores it.
      func present(_ screen: AnyObject, as presentation: FlowPresentation)
      /// Sets the top stack's screens.
      func setStack(_ screens: [AnyObject])
      /// Pops the top screen.
      func pop()
      /// Pops the top stack back to a screen.
      func popTo(_ screen: AnyObject)
      /// Dismisses this many of the topmost presented stacks.
      func dismiss(count: Int)
      /// Shows a tab bar with these tabs, each with an empty stack, the first selected: the root
      /// flow is a tab container. Later operations go to the selected tab's stacks. A navigator
      /// that shows no tab bar leaves it out, and cannot start a tab container (`FlowTab`).
      func setTabs(_ tabs: [FlowTab])
      /// Selects the tab at `index` (the user chose it): the operations that follow go to its
      /// stacks, as that tab left them.
      func selectTab(at index: Int)
    }

    /// A running coordinator, as its session sees it.
    @MainActor
    protocol FlowFrame: AnyObject {
      /// The flow's name.
      var flowName: String { get }
      /// Called when system back or a swipe removed the flow's last screen: it ends without a result.
      func flowWasCancelled()
      /// Its running child ended without a result: release it.
      func childWasCancelled()
      /// Whether it ignores events (`pause()`).
      var isPaused: Bool { get }
      // flowc:if presentations
      /// The user swiped away the stack that its `present` of `node` opened: it runs the node's
      /// `dismissed` transitions, if it has any.
      func stackWasSwipedAway(presentedFor node: String)
      // flowc:end
      // flowc:if liveScreens
      /// Tells its screen `name`, shown as `screen` since before the step that is ending, its new
      /// inputs: the step set a context field they read.
      func updateScreen(named name: String, _ screen: AnyObject)
      // flowc:end
      // flowc:if tabs
      /// The tab container's tab at `index` was selected: it starts that tab's flow the first
      /// time (`isFirstTime`), and takes that tab's child as its running child.
      func tabWasSelected(_ index: Int, isFirstTime: Bool)
      // flowc:end
    }

    /// A running child flow, as its parent sees it: the parent pauses and resumes it with itself.
    /// Each child flow's own protocol (`NAMEFlow`) refines it.
    @MainActor
    public protocol FlowChild: AnyObject {
      /// Stops handling events until `resume()` (and pauses the child it runs).
      func pause()
      /// Handles events again.
      func resume()
    }

    // flowc:if liveScreens
    extension FlowFrame {
      /// A flow whose screens' inputs never change has nothing to tell them.
      func updateScreen(named name: String, _ screen: AnyObject) {}
    }
    // flowc:end

    // flowc:if presentations
    extension FlowFrame {
      /// A flow without `dismissed` transitions only loses what the swipe removed.
      func stackWasSwipedAway(presentedFor node: String) {}
    }
    // flowc:end

    // flowc:if tabs
    extension FlowFrame {
      /// Only a tab container has tabs.
      func tabWasSelected(_ index: Int, isFirstTime: Bool) {}
    }
    // flowc:end

    // flowc:if childFlows
    /// How a parent starts a child flow: where the child's first screen goes, and where its
    /// outcome goes. A replacement for a generated child (a hand-written coordinator, a test
    /// double) reports its outcome with `finish(_:)`.
    @MainActor
    public struct FlowStart<Outcome> {
      /// The session the child runs in.
      public let session: FlowSession
      /// Where the child's first screen goes.
      let placement: FlowSession.Placement
      /// The parent's node that starts the child.
      public let node: String
      /// Hands the child's outcome to its parent, which handles it at once.
      public let finish: (Outcome) -> Void
    }
    // flowc:end

    // flowc:if unsetFields
    /// A context field's value. A field without a default is unset until a transition sets it, and
    /// validation rejects every read that may come first: reaching the failure is a generator bug.
    func flowValue<T>(_ value: T?, of field: String) -> T {
      guard let value else {
        preconditionFailure("context field `\(field)` was read before it was set")
      }
      return value
    }
    // flowc:end

    /// A string as a Swift literal (the runner's spelling of string values, `SwiftLiteral`).
    func flowQuoted(_ text: String) -> String {
      var out = "\""
      // Matched by code point: literal patterns cost this file's compile time.
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x22: out += "\\\""
        case 0x5C: out += "\\\\"
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0x00: out += "\\0"
        case _ where flowIsUnsafe(scalar):
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }

    /// Control characters, line separators and bidirectional controls: written as escapes.
    private func flowIsUnsafe(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: true
      case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
      default: false
      }
    }
    """#,
    "FlowPresentation.swift": #"""
    /// A modal presentation style, as a flow's `present` names it.
    public enum FlowPresentationStyle: String, Sendable, Equatable {
      /// The system's sheet (UIKit's `.automatic`).
      case sheet
      /// `.pageSheet`.
      case pageSheet
      /// `.formSheet`.
      case formSheet
      /// `.fullScreen`: the user cannot swipe it away.
      case fullScreen
      /// `.overFullScreen`: the user cannot swipe it away.
      case overFullScreen
      /// `.popover`.
      case popover
    }

    /// A height a sheet rests at.
    public enum FlowSheetDetent: String, Sendable, Equatable {
      /// About half the screen.
      case medium
      /// The full sheet.
      case large
    }

    /// How a flow's `present` shows its stack: the modal style, a sheet's detents, and whether
    /// the user may swipe it away (docs/language.md, "Presentation").
    public struct FlowPresentation: Sendable, Equatable {
      /// The style.
      public let style: FlowPresentationStyle
      /// A sheet's detents; empty for the system's default (large only).
      public let detents: [FlowSheetDetent]
      /// Whether the user may swipe the stack away (false: `isModalInPresentation`).
      public let allowsSwipe: Bool

      /// Creates a presentation.
      public init(style: FlowPresentationStyle, detents: [FlowSheetDetent], allowsSwipe: Bool) {
        self.style = style
        self.detents = detents
        self.allowsSwipe = allowsSwipe
      }

      /// `present: S`: the system's sheet at its default detent, swipe allowed.
      public static let standard = FlowPresentation(style: .sheet, detents: [], allowsSwipe: true)

      /// What differs from `standard`, as the flow writes it (the record's words, as in `flowc run`).
      var written: String {
        // Switches, not `!=`: its overloads cost the support file's compile.
        var parts: [String] = []
        switch style {
        case .sheet: break
        default: parts.append("style: " + style.rawValue)
        }
        if !detents.isEmpty {
          parts.append(flowText("detents: [", detents.map(\.rawValue).joined(separator: ", "), "]"))
        }
        switch style {
        case .fullScreen, .overFullScreen: break
        default: if !allowsSwipe { parts.append("swipeToDismiss: false") }
        }
        return parts.joined(separator: ", ")
      }
    }

    extension FlowNavigator {
      /// A navigator that does not know presentations presents every stack the same way.
      public func present(_ screen: AnyObject, as presentation: FlowPresentation) {
        present(screen)
      }
    }

    #if canImport(UIKit)
      import UIKit

      extension FlowPresentation {
        /// Sets up `controller` to be presented from `presenter` the way this presentation says:
        /// its `modalPresentationStyle`, its sheet's detents, `isModalInPresentation` (no swipe), and
        /// for a popover without a source of its own, the middle of the presenter's view. Call it
        /// before `present(_:animated:completion:)`.
        @MainActor
        public func apply(to controller: UIViewController, presentedFrom presenter: UIViewController) {
          switch style {
          case .sheet: controller.modalPresentationStyle = .automatic
          case .pageSheet: controller.modalPresentationStyle = .pageSheet
          case .formSheet: controller.modalPresentationStyle = .formSheet
          case .fullScreen: controller.modalPresentationStyle = .fullScreen
          case .overFullScreen: controller.modalPresentationStyle = .overFullScreen
          case .popover: controller.modalPresentationStyle = .popover
          }
          controller.isModalInPresentation = !allowsSwipe
          if !detents.isEmpty, let sheet = controller.sheetPresentationController {
            sheet.detents = detents.map { $0 == .medium ? .medium() : .large() }
          }
          if style == .popover, let popover = controller.popoverPresentationController,
            popover.sourceView == nil
          {
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
          }
        }
      }
    #endif
    """#,
    "FlowRecord.swift": #"""
    /// One thing a flow did, in the order it happened: switch on it for analytics, or print it
    /// (`description` is the line `flowc run` prints).
    ///
    ///     func flowDidRecord(_ record: FlowRecord) {
    ///       switch record {
    ///       case .transition(let flow, let screen, let event, _, _):
    ///         analytics.log("\(flow).\(screen).\(event)")
    ///       case .action(_, let name, let arguments):
    ///         analytics.log(name, arguments.map(\.name))
    ///       default:
    ///         break
    ///       }
    ///     }
    ///
    /// Records are built only while a session has observers. A value declared `sensitive` is
    /// never held by a record: `FlowValue.sensitive` stands in its place.
    public enum FlowRecord: Sendable, Equatable, CustomStringConvertible {
      /// A flow started: the root (`node` nil) or a child entered through `node` of its parent.
      case flowStarted(flow: String, node: String?, inputs: [FlowField])
      /// A start list chose its screen: the choice's position (from 0) and its guard as written.
      case startChoice(flow: String, index: Int, condition: String?)
      /// An event chose a transition: its position in the event's list (from 0) and the guard that
      /// held, as written (nil for an unguarded transition).
      case transition(flow: String, screen: String, event: String, index: Int, condition: String?)
      /// An event changed nothing, and why; `event` is its case's name.
      case ignored(flow: String, screen: String, event: String, reason: FlowIgnoredReason)
      /// A context field was assigned (even to the value it had).
      case set(flow: String, field: String, value: FlowValue)
      /// An action the app performs was called, with its arguments in declaration order.
      case action(flow: String, name: String, arguments: [FlowField])
      /// A navigation operation was performed.
      case navigation(FlowNavigation)
      /// A child flow finished with a result; its parent handles it next.
      case finished(flow: String, result: String, payload: [FlowField])
      /// The root flow finished with a result.
      case rootFinished(flow: String, result: String, payload: [FlowField])
      /// A flow ended without a result (`stop()`, system back, a swipe).
      case cancelled(flow: String)
      /// A screen shown since before the step was given its new inputs (a live screen).
      case update(flow: String, screen: String, inputs: [FlowField])
      /// UIKit did not show what the session models (`UIKitFlowNavigator`): never in a correct
      /// program, recorded in every build so that it is not silent.
      case navigationMismatch(String)

      // Written out: the synthesized `==` costs the support file's compile several times more
      // (docs/generated-code-design.md, "The support file's job in issue 14's fifth round").
      /// Whether two records are the same case with equal parts.
      public static func == (lhs: FlowRecord, rhs: FlowRecord) -> Bool {
        // A switch on `lhs` alone, without `default`: a case added to the enum and not compared here
        // does not compile. (One on both sides, listing each case for a different one on the right,
        // is more than the compiler checks for exhaustiveness.)
        switch lhs {
        case .flowStarted(let a, let b, let c):
          guard case .flowStarted(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .startChoice(let a, let b, let c):
          guard case .startChoice(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .transition(let a, let b, let c, let d, let e):
          guard case .transition(let f, let g, let h, let i, let j) = rhs else { return false }
          return (a, b, c, d, e) == (f, g, h, i, j)
        case .ignored(let a, let b, let c, let d):
          guard case .ignored(let e, let f, let g, let h) = rhs else { return false }
          return (a, b, c, d) == (e, f, g, h)
        case .set(let a, let b, let c):
          guard case .set(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .action(let a, let b, let c):
          guard case .action(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .navigation(let a):
          guard case .navigation(let b) = rhs else { return false }
          return a == b
        case .finished(let a, let b, let c):
          guard case .finished(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .rootFinished(let a, let b, let c):
          guard case .rootFinished(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .cancelled(let a):
          guard case .cancelled(let b) = rhs else { return false }
          return a == b
        case .update(let a, let b, let c):
          guard case .update(let d, let e, let f) = rhs else { return false }
          return (a, b, c) == (d, e, f)
        case .navigationMismatch(let a):
          guard case .navigationMismatch(let b) = rhs else { return false }
          return a == b
        }
      }

      /// The record as the line `flowc run` prints.
      public var description: String {
        switch self {
        case .flowStarted(let flow, let node, let inputs):
          let arguments = inputs.isEmpty ? "" : flowText("(", Self.list(inputs), ")")
          guard let node else { return flowText("start ", flow, arguments) }
          return flowText("start child flow ", flow, arguments, " at `", node, "`")
        case .startChoice(let flow, let index, let condition):
          return flowText(flow, " start -> choice ", String(index + 1), Self.why(condition, index))
        case .transition(let flow, let screen, let event, let index, let condition):
          return flowText(
            flow, ".", screen, ": ", event, " -> transition ", String(index + 1),
            Self.why(condition, index))
        case .ignored(let flow, let screen, let event, let reason):
          return flowText(flow, ".", screen, ": ", event, " ignored: ", reason.description)
        case .update(let flow, let screen, let inputs):
          return flowText("update ", flow, ".", screen, "(", Self.list(inputs), ")")
        case .navigationMismatch(let message):
          return "navigation mismatch: " + message
        case .set(_, let field, let value):
          return flowText("set ", field, " = ", value.description)
        case .action(_, let name, let arguments):
          return flowText("action ", name, "(", Self.list(arguments), ")")
        case .navigation(let operation):
          return operation.description
        case .finished(let flow, let result, let payload),
          .rootFinished(let flow, let result, let payload):
          let fields = payload.isEmpty ? "" : flowText("(", Self.list(payload), ")")
          return flowText(flow, " finished: ", result, fields)
        case .cancelled(let flow):
          return flow + " ended without a result"
        }
      }

      private static func why(_ condition: String?, _ index: Int) -> String {
        if let condition { return flowText(" (when ", condition, ")") }
        return index > 0 ? " (no earlier guard held)" : ""
      }

      private static func list(_ fields: [FlowField]) -> String {
        fields.map(\.description).joined(separator: ", ")
      }
    }

    /// A navigation operation, as `FlowNavigator` performs it.
    public enum FlowNavigation: Sendable, Equatable, CustomStringConvertible {
      /// Pushed a screen onto the top stack.
      case push(screen: String)
      /// Presented a new stack whose root is the screen, as `presentation` says.
      case present(screen: String, presentation: FlowPresentation)
      /// Set the top stack's screens.
      case setStack(screens: [String])
      /// Popped the top screen.
      case pop
      /// Popped the top stack back to a screen.
      case popTo(screen: String)
      /// Dismissed this many of the topmost presented stacks.
      case dismiss(count: Int)
      /// Showed the tab bar of a tab container, with these tabs, the first selected.
      case tabs(names: [String])
      /// The user selected a tab.
      case selectTab(name: String)

      // Written out, as `FlowRecord`'s.
      /// Whether two operations are the same case with equal parts.
      public static func == (lhs: FlowNavigation, rhs: FlowNavigation) -> Bool {
        switch lhs {
        case .push(let a):
          guard case .push(let b) = rhs else { return false }
          return a == b
        case .present(let a, let b):
          guard case .present(let c, let d) = rhs else { return false }
          return (a, b) == (c, d)
        case .setStack(let a):
          guard case .setStack(let b) = rhs else { return false }
          return a == b
        case .pop:
          guard case .pop = rhs else { return false }
          return true
        case .popTo(let a):
          guard case .popTo(let b) = rhs else { return false }
          return a == b
        case .dismiss(let a):
          guard case .dismiss(let b) = rhs else { return false }
          return a == b
        case .tabs(let a):
          guard case .tabs(let b) = rhs else { return false }
          return a == b
        case .selectTab(let a):
          guard case .selectTab(let b) = rhs else { return false }
          return a == b
        }
      }

      /// The operation as `flowc run` prints it.
      public var description: String {
        switch self {
        case .push(let screen): return "push " + screen
        case .present(let screen, let presentation):
          let written = presentation.written
          return written.isEmpty
            ? "present " + screen : flowText("present ", screen, " (", written, ")")
        case .setStack(let screens):
          return flowText("set stack [", screens.joined(separator: ", "), "]")
        case .pop: return "pop"
        case .popTo(let screen): return "pop to " + screen
        case .dismiss(let count): return count == 1 ? "dismiss" : "dismiss " + String(count)
        case .tabs(let names): return flowText("tabs [", names.joined(separator: ", "), "]")
        case .selectTab(let name): return "select tab " + name
        }
      }
    }

    /// A name and its value: an input, argument or payload field.
    public struct FlowField: Sendable, Equatable, CustomStringConvertible {
      /// The field's name, as the flow declares it.
      public let name: String
      /// Its value.
      public let value: FlowValue

      /// Creates a field.
      init(_ name: String, _ value: FlowValue) {
        self.name = name
        self.value = value
      }

      /// `name: value`.
      public var description: String { flowText(name, ": ", value.description) }
    }

    /// A value of the flow language, typed.
    public indirect enum FlowValue: Sendable, Equatable, CustomStringConvertible {
      /// A `String`.
      case string(String)
      /// An `Int`.
      case int(Int)
      /// A `Double`.
      case double(Double)
      /// A `Bool`.
      case bool(Bool)
      /// A `Date`.
      case date(Date)
      /// A `URL`.
      case url(URL)
      /// A case of an enum declared under `types`.
      case enumCase(type: String, name: String)
      /// A value of an app type, by its `description`.
      case app(type: String, description: String)
      /// An array.
      case list([FlowValue])
      /// `nil`.
      case absent
      /// A value declared `sensitive`: the record does not hold it.
      case sensitive

      // Written out, as `FlowRecord`'s.
      /// Whether two values are the same case with equal parts.
      public static func == (lhs: FlowValue, rhs: FlowValue) -> Bool {
        switch lhs {
        case .string(let a):
          guard case .string(let b) = rhs else { return false }
          return a == b
        case .int(let a):
          guard case .int(let b) = rhs else { return false }
          return a == b
        case .double(let a):
          guard case .double(let b) = rhs else { return false }
          return a == b
        case .bool(let a):
          guard case .bool(let b) = rhs else { return false }
          return a == b
        case .date(let a):
          guard case .date(let b) = rhs else { return false }
          return a == b
        case .url(let a):
          guard case .url(let b) = rhs else { return false }
          return a == b
        case .enumCase(let a, let b):
          guard case .enumCase(let c, let d) = rhs else { return false }
          return (a, b) == (c, d)
        case .app(let a, let b):
          guard case .app(let c, let d) = rhs else { return false }
          return (a, b) == (c, d)
        case .list(let a):
          guard case .list(let b) = rhs else { return false }
          return a == b
        case .absent:
          guard case .absent = rhs else { return false }
          return true
        case .sensitive:
          guard case .sensitive = rhs else { return false }
          return true
        }
      }

      /// A value of an app type: its `description` where the type conforms to
      /// `CustomStringConvertible`, `<Type>` otherwise; never its fields by reflection.
      static func app<T>(_ type: String, _ value: T) -> FlowValue {
        guard let described = value as? any CustomStringConvertible else {
          return .app(type: type, description: flowText("<", type, ">"))
        }
        return .app(type: type, description: described.description)
      }

      /// `nil` as `.absent`, any other value as `convert` gives it.
      static func optional<T>(_ value: T?, _ convert: (T) -> FlowValue) -> FlowValue {
        guard let value else { return .absent }
        return convert(value)
      }

      /// An array, each item as `convert` gives it.
      static func list<T>(_ items: [T], _ convert: (T) -> FlowValue) -> FlowValue {
        .list(items.map(convert))
      }

      /// The value as `flowc run` prints it.
      public var description: String {
        switch self {
        case .string(let text): return flowQuoted(text)
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return String(flag)
        case .date(let date):
          let formatter = ISO8601DateFormatter()
          formatter.formatOptions = [.withInternetDateTime]
          return formatter.string(from: date)
        case .url(let url): return url.absoluteString
        case .enumCase(_, let name): return "." + name
        case .app(_, let description): return description
        case .list(let items):
          return flowText("[", items.map(\.description).joined(separator: ", "), "]")
        case .absent: return "nil"
        case .sensitive: return "<sensitive>"
        }
      }
    }

    /// The parts one after another: the records' text is built so, which costs the support file's
    /// compile less than string interpolation or chains of `+`.
    func flowText(_ parts: String...) -> String {
      parts.joined()
    }

    /// Receives every record of a session (analytics, logging); several may listen at once. The
    /// session holds each weakly (`FlowSession.addObserver`): the app keeps it alive.
    @MainActor
    public protocol FlowObserver: AnyObject {
      /// Called for each record, in order.
      func flowDidRecord(_ record: FlowRecord)
    }
    """#,
    "FlowRoute.swift": #"""
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
    """#,
    "FlowSession+RecordCalls.swift": #"""
    /// `recordSet(flow:field:KIND:)` and `recordAction(flow:name:argument:KIND:)` for each plain
    /// type, and `recordAction(flow:name:)` for an action without arguments, which the flow's
    /// `setNAME` and `performNAME` helpers call (and a handler for a value recorded in place); and
    /// `recordTransition(flow:entry:of:)`, which reads the flow's transition table. A record built in
    /// place, even behind `isRecording`, costs every handler compile time for its `FlowRecord` and
    /// `FlowValue` expressions and its array of fields; a call with plain arguments does not
    /// (docs/generated-code-design.md, "Where the time goes").
    extension FlowSession {
      /// Reports `.transition` of `flow` from the entry that starts at byte `entry` of `table`, the
      /// flow's table of its transitions' constant parts: one entry a line, the index, `:` when a
      /// guard follows or `-` when there is none, then the screen, the event and the guard, each
      /// ended by a NUL. A handler then passes one integer where it passed three strings: less to
      /// compile in every handler (docs/generated-code-design.md, "The flow jobs in issue 14's
      /// third round"). The entry is read with pointers and `String(cString:)`, with no integer
      /// conversion and no generic code: those cost this file's compile time.
      func recordTransition(flow: String, entry: Int, of table: StaticString) {
        guard isRecording else { return }
        var next = table.utf8Start + entry
        var index = 0
        while next.pointee != UInt8(ascii: ":") && next.pointee != UInt8(ascii: "-") {
          // The digit's value, counted up.
          var code = UInt8(ascii: "0")
          index *= 10
          while code != next.pointee {
            code += 1
            index += 1
          }
          next += 1
        }
        let isGuarded = next.pointee == UInt8(ascii: ":")
        next += 1
        let screen = String(cString: next)
        while next.pointee != 0 { next += 1 }
        next += 1
        let event = String(cString: next)
        while next.pointee != 0 { next += 1 }
        let condition = isGuarded ? String(cString: next + 1) : nil
        report(
          .transition(flow: flow, screen: screen, event: event, index: index, condition: condition))
      }

      // flowc:if actionRecords
      /// Reports `.action` of an action without arguments.
      func recordAction(flow: String, name: String) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: []))
      }
      // flowc:end

      // flowc:if stringRecords
      /// Reports `.set` of a field to a `String`, built only with observers.
      func recordSet(flow: String, field: String, string value: String) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .string(value)))
      }

      /// Reports `.action` of an action whose one argument is a `String`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, string value: String) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .string(value))]))
      }
      // flowc:end

      // flowc:if intRecords
      /// Reports `.set` of a field to a `Int`, built only with observers.
      func recordSet(flow: String, field: String, int value: Int) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .int(value)))
      }

      /// Reports `.action` of an action whose one argument is a `Int`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, int value: Int) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .int(value))]))
      }
      // flowc:end

      // flowc:if doubleRecords
      /// Reports `.set` of a field to a `Double`, built only with observers.
      func recordSet(flow: String, field: String, double value: Double) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .double(value)))
      }

      /// Reports `.action` of an action whose one argument is a `Double`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, double value: Double) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .double(value))]))
      }
      // flowc:end

      // flowc:if boolRecords
      /// Reports `.set` of a field to a `Bool`, built only with observers.
      func recordSet(flow: String, field: String, bool value: Bool) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .bool(value)))
      }

      /// Reports `.action` of an action whose one argument is a `Bool`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, bool value: Bool) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .bool(value))]))
      }
      // flowc:end

      // flowc:if dateRecords
      /// Reports `.set` of a field to a `Date`, built only with observers.
      func recordSet(flow: String, field: String, date value: Date) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .date(value)))
      }

      /// Reports `.action` of an action whose one argument is a `Date`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, date value: Date) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .date(value))]))
      }
      // flowc:end

      // flowc:if urlRecords
      /// Reports `.set` of a field to a `URL`, built only with observers.
      func recordSet(flow: String, field: String, url value: URL) {
        guard isRecording else { return }
        report(.set(flow: flow, field: field, value: .url(value)))
      }

      /// Reports `.action` of an action whose one argument is a `URL`, built only with observers.
      func recordAction(flow: String, name: String, argument: String, url value: URL) {
        guard isRecording else { return }
        report(.action(flow: flow, name: name, arguments: [FlowField(argument, .url(value))]))
      }
      // flowc:end
    }
    """#,
    "FlowSession.swift": #"""
    /// The navigation shared by one tree of coordinators: the stacks as UIKit shows them, each screen
    /// owned by the coordinator that showed it, and the running coordinators, root first.
    @MainActor
    public final class FlowSession {
      /// Where a flow's first screen goes.
      enum Placement {
        /// The root stack's only screen.
        case root
        /// Pushed onto the top stack.
        case push
        // flowc:if presentations
        /// The root of a new stack presented by a coordinator for its `node`, as `presentation`
        /// says.
        // Boxed: the other cases carry nothing, and an unboxed payload made every placement
        // passed to an `enter` method seven words wide, a cost in every generated handler.
        indirect case present(any FlowFrame, FlowPresentation, node: String)
        // flowc:end
        /// Replacing the coordinator's screens on the top stack.
        case replace
      }

      private struct Entry {
        /// Its showing's number (`FlowSender.showing`).
        let showing: Int
        /// The coordinator that shows it.
        let frame: ObjectIdentifier
        /// The screen's name in its flow.
        let name: String
        let screen: AnyObject
        /// The step that showed it.
        let shownAt: Int
      }

      /// A running coordinator and the serial number the session gave it, by which its screens'
      /// senders find it.
      private struct RunningFrame {
        let serial: Int
        let frame: any FlowFrame
        /// What its screens' senders hold.
        let link: FlowFrameLink
      }

      private struct Stack {
        var entries: [Entry]
        // flowc:if presentations
        /// The coordinator that presented it; nil for the root stack.
        var presenter: ObjectIdentifier? = nil
        /// The coordinator it was presented for: the presenter when its `present` named a view
        /// screen, or the child started at the child-flow node it named. That coordinator's finish
        /// dismisses it; a flow that coordinator started there only removes its own screens from it.
        var opener: ObjectIdentifier? = nil
        /// How it was presented.
        var presentation = FlowPresentation.standard
        /// The presenter's node whose `present` opened it.
        var node: String? = nil
        // flowc:end
      }

      /// What the senders' link holds weakly (`FlowSender`). Declared first, so it goes first when
      /// the session goes: a screen released with the session that sends finds no session.
      private(set) lazy var anchor = FlowSessionAnchor(self)
      /// What the senders hold, all of them the same one.
      private(set) lazy var link = FlowSessionLink(anchor)
      /// Where operations go.
      public let navigator: any FlowNavigator
      // The session's state is touched only by its own methods, on the main actor, and no access
      // to it spans a call into app code: Swift's run-time exclusivity checks, a good part of an
      // event's cost, are left out (`Benchmarks/records_throughput.py`).
      @exclusivity(unchecked) private var stacks = [Stack(entries: [])]
      @exclusivity(unchecked) private var frames: [RunningFrame] = []
      @exclusivity(unchecked) private var lastFrameSerial = 0
      /// The number of the last showing a sender was made for.
      @exclusivity(unchecked) var nextShowing = 0
      /// The screen's name of the showing `nextShowing` numbers, which `show(_:_:)` shows.
      @exclusivity(unchecked) private var madeName = ""
      /// The coordinator of that showing, until `show(_:_:)` shows it.
      @exclusivity(unchecked) private var madeFrame: ObjectIdentifier?
      @exclusivity(unchecked) private var observers: [() -> (any FlowObserver)?] = []
      @exclusivity(unchecked) private var emptiedStack = false
      @exclusivity(unchecked) private var depth = 0
      // flowc:if tabs
      /// The tab bar, when the root flow is a tab container (`setUpTabs`).
      @exclusivity(unchecked) private var tabBar: FlowTabBar?
      // flowc:end
      /// The top screen while the user is removing it (`systemWillRemove`).
      private weak var leavingScreen: AnyObject? {
        didSet { isRemovingScreen = leavingScreen != nil }
      }
      private var isRemovingScreen = false
      /// Whether an input is being handled: a `send` now is ignored (`duringStep`).
      var isInStep: Bool { depth > 0 }
      private var steps = 0
      // flowc:if liveScreens
      /// The screens whose inputs read a field the current step set, with their coordinators.
      private var changedInputs: [(frame: any FlowFrame, screens: [String])] = []
      // flowc:end
      /// The most coordinators that may run at once, the root included (as in `flowc run`).
      public let flowLimit: Int

      /// Creates a session over a navigator; `flowLimit` bounds the coordinators running at once.
      public init(navigator: any FlowNavigator, flowLimit: Int = 100) {
        self.navigator = navigator
        self.flowLimit = flowLimit
      }

      /// Adds an observer, held weakly: keep it alive for as long as it should receive records. One
      /// nothing else holds, `addObserver(Analytics())`, is freed at once and receives nothing.
      public func addObserver(_ observer: any FlowObserver) {
        observers.append { [weak observer] in observer }
      }

      /// Whether records are built: the session has an observer.
      var isRecording: Bool { !observers.isEmpty }

      /// Reports a record to every observer. `record` is not evaluated (no record is built and
      /// no value converted) when the session has no observer.
      func record(_ record: @autoclosure () -> FlowRecord) {
        guard isRecording else { return }
        let record = record()
        for observer in observers { observer()?.flowDidRecord(record) }
      }

      /// Reports `.transition`: its parts are constants, so nothing is built without observers.
      func recordTransition(
        flow: String, screen: String, event: String, index: Int, condition: String?
      ) {
        guard isRecording else { return }
        report(
          .transition(flow: flow, screen: screen, event: event, index: index, condition: condition))
      }

      // flowc:if startChoices
      /// Reports `.startChoice`: its parts are constants, so nothing is built without observers.
      func recordStartChoice(flow: String, index: Int, condition: String?) {
        guard isRecording else { return }
        report(.startChoice(flow: flow, index: index, condition: condition))
      }
      // flowc:end

      // flowc:if ignoredRecords
      /// Reports `.ignored`: its parts are constants, so nothing is built without observers.
      func recordIgnored(flow: String, screen: String, event: String, reason: FlowIgnoredReason) {
        guard isRecording else { return }
        report(.ignored(flow: flow, screen: screen, event: event, reason: reason))
      }
      // flowc:end

      /// Reports a record the generated code built after checking `isRecording` itself. Unlike
      /// `record(_:)` it takes no closure: a closure a record is a function the compiler emits,
      /// and a handler's records were a good part of its compile time.
      func report(_ record: FlowRecord) {
        for observer in observers { observer()?.flowDidRecord(record) }
      }

      // flowc:if noTransitionRecords
      /// Reports that no transition's guard held for an event a screen sent: the flow and the
      /// screen are those of the showing on top, which sent it (`deliver` checked that).
      func recordNoTransition(event: String) {
        guard isRecording, let top = topShowingNames else { return }
        report(.ignored(flow: top.flow, screen: top.screen, event: event, reason: .noTransition))
      }

      /// The flow and the screen of the showing on top.
      private var topShowingNames: (flow: String, screen: String)? {
        guard let entry = stacks[topIndex].entries.last else { return nil }
        for running in frames.reversed() where ObjectIdentifier(running.frame) == entry.frame {
          return (running.frame.flowName, entry.name)
        }
        return nil
      }
      // flowc:end

      /// Runs one input; at its end, an emptied stack no screen replaced is shown empty, then the
      /// screens whose inputs changed are told (`updateScreens`).
      func step(_ body: () -> Void) {
        beginStep()
        body()
        endStep()
      }

      /// Starts handling an input (`step`).
      func beginStep() {
        if depth == 0 { steps += 1 }
        depth += 1
      }

      /// Ends handling an input (`step`).
      func endStep() {
        // Still inside the step: an event a screen sends from its update is `duringStep`.
        if depth == 1 {
          flushEmptiedStack()
          // flowc:if liveScreens
          updateScreens()
          // flowc:end
        }
        depth -= 1
      }

      // flowc:if liveScreens
      /// A coordinator's step set context fields that the inputs of its `screens` read.
      func inputsChanged(_ screens: [String], of frame: any FlowFrame) {
        changedInputs.append((frame, screens))
      }

      /// Tells every screen shown before the step and still shown, whose inputs read a field the
      /// step set, its new inputs, once: the root stack first, each stack from the bottom.
      private func updateScreens() {
        guard !changedInputs.isEmpty else { return }
        let changed = changedInputs
        changedInputs = []
        for stack in stacks {
          for entry in stack.entries where entry.shownAt < steps {
            for change in changed
            where ObjectIdentifier(change.frame) == entry.frame && change.screens.contains(entry.name) {
              change.frame.updateScreen(named: entry.name, entry.screen)
              break
            }
          }
        }
      }
      // flowc:end

      private func flushEmptiedStack() {
        guard emptiedStack else { return }
        emptiedStack = false
        navigator.setStack([])
        if isRecording { report(.navigation(.setStack(screens: []))) }
      }

      /// Registers a starting coordinator (a child entered through `node`, the root without one)
      /// as the active one. Starting one more than `flowLimit` stops the program, as an arithmetic
      /// overflow does: what the steps before it did cannot be undone, and a flow that starts itself
      /// without end would otherwise exhaust the stack. A root started while another runs on the
      /// session (from its screen factory, or a second `start(session:)`) stops it too: no UIKit or
      /// SwiftUI callback starts one, and the two would share one navigator's stacks.
      /// A child started when no flow runs (the app's child factory stopped the root) is not
      /// registered, so nothing of it is shown.
      func begin(_ frame: any FlowFrame, node: String?) {
        if node == nil, let root = frames.first?.frame {
          preconditionFailure(
            "FlowSession: \(frame.flowName) started as the root of a session whose root flow "
              + "\(root.flowName) still runs; a session runs one root flow: stop it first, or give "
              + "the new flow a session of its own")
        }
        // A child whose parent ended while its coordinator was made (the app's `makeNAME` stopped
        // the root) never runs: nothing of it is shown, and its screens' events are ignored.
        if node != nil, frames.isEmpty { return }
        // flowc:if childFlows
        guard frames.count < flowLimit else {
          fatalError(
            "starting child flow `\(frame.flowName)` at `\(node ?? "")` would run \(flowLimit + 1) "
              + "flows at once (the limit is \(flowLimit)); a flow that starts itself must be able "
              + "to stop")
        }
        // flowc:end
        lastFrameSerial += 1
        let frameLink = FlowFrameLink(session: link, serial: lastFrameSerial, frame: frame)
        frames.append(RunningFrame(serial: lastFrameSerial, frame: frame, link: frameLink))
      }

      /// The link of a running coordinator's senders, for the sender of a new showing of its screen
      /// `name`, which `show(_:_:)` shows next; for one not running, a link with serial number 0,
      /// which none has.
      func frameLink(of frame: any FlowFrame, showing name: String) -> FlowFrameLink {
        madeName = name
        madeFrame = ObjectIdentifier(frame)
        for running in frames.reversed() where running.frame === frame { return running.link }
        return FlowFrameLink(session: link, serial: 0, frame: frame)
      }

      /// The running coordinator with serial number `serial`, if it still runs.
      func runningFrame(_ serial: Int) -> (any FlowFrame)? {
        for running in frames.reversed() where running.serial == serial { return running.frame }
        // flowc:if tabs
        return tabBar == nil ? nil : parkedFrame(serial)
        // flowc:else
        // return nil
        // flowc:end
      }

      /// The index of the top stack: `stacks[topIndex]` reads as one expression, where each
      /// `stacks[stacks.count - 1]` was one more to type-check.
      private var topIndex: Int { stacks.count - 1 }

      /// The number of the showing on top.
      var topShowing: Int? { stacks[topIndex].entries.last?.showing }

      /// Whether the user is removing the top screen (`systemWillRemove`). The weak reference is
      /// read only while a removal is under way.
      var isTopLeaving: Bool {
        guard isRemovingScreen, let leaving = leavingScreen else { return false }
        return leaving === stacks[topIndex].entries.last?.screen
      }

      /// Shows a coordinator's screen, made with the `send` that `sender(_:of:handle:)` made last
      /// (`show(screens.makeNAME(send: session.sender(...)), placement)`: no sender to keep and
      /// pass on, docs/generated-code-design.md, "NAMECoordinator.swift"). Returns `.handled`, what
      /// a transition to the screen returns.
      ///
      /// The flow stopped while its factory ran (`stop()` from the factory): the transition ends
      /// there, and the screen is not shown. The flag of an emptied stack is cleared before the
      /// navigator is called, so that a stop from inside the navigator's operation empties the
      /// stack anew, and the step's end tells the navigator.
      func show(_ screen: AnyObject, _ placement: Placement) -> FlowDelivery {
        guard let frame = madeFrame else {
          preconditionFailure(
            "FlowSession: a screen shown without the sender made for it: a screen factory started "
              + "a flow or showed a screen on its own session (a factory only makes its screen)")
        }
        madeFrame = nil
        guard isRunning(frame) else { return .handled }
        let name = madeName
        let entry = Entry(
          showing: nextShowing, frame: frame, name: name, screen: screen, shownAt: steps)
        let top = topIndex
        switch placement {
        case .root:
          emptiedStack = false
          stacks[0].entries = [entry]
          navigator.setStack([screen])
          if isRecording { report(.navigation(.setStack(screens: [name]))) }
        case .push where emptiedStack, .replace:
          // `replace`, or a push onto a stack the step emptied: the stack is set in one operation.
          emptiedStack = false
          stacks[top].entries.append(entry)
          navigator.setStack(stacks[top].entries.map(\.screen))
          if isRecording {
            report(.navigation(.setStack(screens: stacks[top].entries.map(\.name))))
          }
        case .push:
          stacks[top].entries.append(entry)
          navigator.push(screen)
          if isRecording { report(.navigation(.push(screen: name))) }
        // flowc:if presentations
        case .present(let presenter, let presentation, let node):
          flushEmptiedStack()
          stacks.append(
            Stack(
              entries: [entry], presenter: ObjectIdentifier(presenter),
              opener: openedFor(presentedBy: presenter), presentation: presentation, node: node))
          navigator.present(screen, as: presentation)
          if isRecording { report(.navigation(.present(screen: name, presentation: presentation))) }
        // flowc:end
        }
        return .handled
      }

      /// Whether the coordinator `frame` runs.
      private func isRunning(_ frame: ObjectIdentifier) -> Bool {
        frames.contains { ObjectIdentifier($0.frame) == frame }
      }

      // flowc:if presentations
      /// The coordinator a stack `presenter` presents is for: the child it started for the node
      /// (the one after it among the running coordinators), or itself when it shows a view screen.
      private func openedFor(presentedBy presenter: any FlowFrame) -> ObjectIdentifier {
        guard let index = frames.lastIndex(where: { $0.frame === presenter }),
          index + 1 < frames.count
        else { return ObjectIdentifier(presenter) }
        return ObjectIdentifier(frames[index + 1].frame)
      }
      // flowc:end

      /// Removes a coordinator's screens from the top stack before `replace` (no operation yet).
      func clearTopStack(of frame: any FlowFrame) {
        let id = ObjectIdentifier(frame)
        stacks[topIndex].entries.removeAll { $0.frame == id }
      }

      // flowc:if back
      /// `back`: pops the coordinator's top screen. A coordinator stopped during its own step (from
      /// an action, say) has no screen left to pop: nothing happens.
      func back(_ frame: any FlowFrame) {
        guard isRunning(ObjectIdentifier(frame)) else { return }
        stacks[topIndex].entries.removeLast()
        navigator.pop()
        if isRecording { report(.navigation(.pop)) }
      }
      // flowc:end

      // flowc:if close
      /// `close`: pops the coordinator's top screen where it has a screen of its own below it on the
      /// top stack, else dismisses the top stack, which it presented with that screen as its root
      /// (nothing, for one stopped during its own step).
      func close(_ frame: any FlowFrame) {
        guard isRunning(ObjectIdentifier(frame)) else { return }
        let entries = stacks[topIndex].entries
        if entries.count > 1, entries[entries.count - 2].frame == ObjectIdentifier(frame) {
          stacks[topIndex].entries.removeLast()
          navigator.pop()
          if isRecording { report(.navigation(.pop)) }
          return
        }
        emptiedStack = false
        stacks.removeLast()
        navigator.dismiss(count: 1)
        if isRecording { report(.navigation(.dismiss(count: 1))) }
      }
      // flowc:end

      /// `popTo`: dismisses the stacks above the coordinator's topmost `name`, then pops to it.
      func popTo(_ name: String, for frame: any FlowFrame) {
        guard let (stackIndex, position) = topmost(name, of: ObjectIdentifier(frame)) else { return }
        let top = topIndex
        if stackIndex < top {
          stacks.removeLast(top - stackIndex)
          navigator.dismiss(count: top - stackIndex)
          if isRecording { report(.navigation(.dismiss(count: top - stackIndex))) }
        }
        let count = stacks[stackIndex].entries.count
        if position < count - 1 {
          let screen = stacks[stackIndex].entries[position].screen
          stacks[stackIndex].entries.removeLast(count - 1 - position)
          navigator.popTo(screen)
          if isRecording { report(.navigation(.popTo(screen: name))) }
        }
      }

      /// The stack and position of the topmost screen `name` the coordinator `id` shows. Plain
      /// loops: a closure here would check its actor on every call, a good part of an event's cost.
      /// `while` loops counting down, not `for` over `indices.reversed()`: the support file's job
      /// of the 1,000-screen benchmark was 40M instructions (1.3%) less so
      /// (docs/generated-code-design.md, "The support file's job in issue 14's seventh round").
      private func topmost(_ name: String, of id: ObjectIdentifier) -> (Int, Int)? {
        var stackIndex = stacks.count
        while stackIndex > 0 {
          stackIndex -= 1
          let entries = stacks[stackIndex].entries
          var position = entries.count
          while position > 0 {
            position -= 1
            if entries[position].frame == id, entries[position].name == name {
              return (stackIndex, position)
            }
          }
        }
        return nil
      }

      // flowc:if presentations
      /// `dismiss`: dismisses the top stack, which the coordinator presented (nothing, for one
      /// stopped during its own step).
      func dismiss(_ frame: any FlowFrame) {
        guard isRunning(ObjectIdentifier(frame)) else { return }
        emptiedStack = false
        stacks.removeLast()
        navigator.dismiss(count: 1)
        if isRecording { report(.navigation(.dismiss(count: 1))) }
      }
      // flowc:end

      // flowc:if childFlows
      /// The name of the topmost screen a coordinator shows.
      func topScreen(of frame: any FlowFrame) -> String? {
        let id = ObjectIdentifier(frame)
        for stack in stacks.reversed() {
          for entry in stack.entries.reversed() where entry.frame == id { return entry.name }
        }
        return nil
      }
      // flowc:end

      /// A coordinator finished: a child's screens are all removed, the root's left to the app;
      /// then it is forgotten (its screens' events are ignored: the flow has ended). Returns
      /// whether it was the root. A coordinator stopped during its own step (from an action, say)
      /// has ended already: nothing changes.
      func finish(_ frame: any FlowFrame) -> Bool {
        guard isRunning(ObjectIdentifier(frame)) else { return false }
        if frames.count == 1 {
          flushEmptiedStack()
          frames.removeAll()
          // flowc:if liveScreens
          // The root finished: its screens are the app's now, and nothing more is told to them.
          changedInputs = []
          // flowc:end
          return true
        }
        removeScreens(of: frame)
        frames.removeAll { $0.frame === frame }
        return false
      }

      /// Ends `frame`, and the children it runs, without a result: their screens are removed (the
      /// root's too, leaving an empty stack), and the frame below carries on from its screen. Only
      /// the coordinators running when it is called end: a root the stopped root's `onFinish(nil)`
      /// starts on the session (serial numbers grow, so its number is above `last`) runs on.
      func stop(_ frame: any FlowFrame) {
        beginStep()
        defer { endStep() }
        guard let index = frames.firstIndex(where: { $0.frame === frame }) else { return }
        // flowc:if tabs
        if index == 0 { cancelParkedTabs() }
        // flowc:end
        let first = frames[index].serial
        let last = lastFrameSerial
        while let top = frames.last, top.serial >= first, top.serial <= last {
          frames.removeLast()
          removeScreens(of: top.frame)
          if isRecording { report(.cancelled(flow: top.frame.flowName)) }
          top.frame.flowWasCancelled()
          if let parent = frames.last, parent.serial < top.serial { parent.frame.childWasCancelled() }
        }
      }

      // flowc:if presentations
      private func removeScreens(of frame: any FlowFrame) {
        let id = ObjectIdentifier(frame)
        // The stack presented for the flow may hold none of its screens (a child it started there
        // replaced them and has finished): it goes all the same. A stack presented for a flow that
        // still runs stays, even when this flow's screens were all it showed.
        let first = stacks.firstIndex { stack in
          stack.opener == id || stack.entries.contains { $0.frame == id }
        }
        if let first {
          let top = topIndex
          let wholeStack = first > 0 && stacks[first].opener == id
          let dismissFrom = wholeStack ? first : first + 1
          if dismissFrom <= top {
            if stacks[dismissFrom...].contains(where: { $0.entries.isEmpty }) {
              emptiedStack = false
            }
            stacks.removeLast(top - dismissFrom + 1)
            navigator.dismiss(count: top - dismissFrom + 1)
            if isRecording { report(.navigation(.dismiss(count: top - dismissFrom + 1))) }
          }
          if !wholeStack {
            stacks[first].entries.removeAll { $0.frame == id }
            if let remaining = stacks[first].entries.last {
              navigator.popTo(remaining.screen)
              if isRecording { report(.navigation(.popTo(screen: remaining.name))) }
            } else {
              emptiedStack = true
            }
          }
        }
      }
      // flowc:else
      // private func removeScreens(of frame: any FlowFrame) {
      //   // Without presentations, the session's stack is the only one.
      //   let id = ObjectIdentifier(frame)
      //   guard stacks[0].entries.contains(where: { $0.frame == id }) else { return }
      //   stacks[0].entries.removeAll { $0.frame == id }
      //   if let remaining = stacks[0].entries.last {
      //     navigator.popTo(remaining.screen)
      //     if isRecording { report(.navigation(.popTo(screen: remaining.name))) }
      //   } else {
      //     emptiedStack = true
      //   }
      // }
      // flowc:end

      /// The user popped the top screen (back button or edge swipe); UIKit already shows the result.
      ///
      /// Call it only once a flow has started on the session: before, it stops the program with a
      /// message (no UIKit or SwiftUI callback pops a screen the session never showed). A pop with
      /// no screen below the top screen on the top stack (a stack's root, which UIKit never pops)
      /// changes nothing and is recorded as a navigation mismatch.
      public func systemDidPop() {
        guard lastFrameSerial > 0 else {
          preconditionFailure(
            "FlowSession: systemDidPop() before a flow started on the session: start the root flow "
              + "before telling the session what the user did")
        }
        leavingScreen = nil
        guard canGoBack else { return popAtTheRoot() }
        beginStep()
        defer { endStep() }
        stacks[topIndex].entries.removeLast()
        if isRecording { report(.navigation(.pop)) }
        // flowc:if childFlows
        cancelFramesWithoutScreens()
        // flowc:end
      }

      /// A pop with no screen below the top screen: recorded, and nothing changes.
      private func popAtTheRoot() {
        guard isRecording else { return }
        var message = "systemDidPop() with no screen on the top stack: nothing changed"
        if let top = stacks[topIndex].entries.last {
          message = "systemDidPop() with no screen below the top screen (\(top.name)): nothing changed"
        }
        report(.navigationMismatch(message))
      }

      // flowc:if presentations
      /// The user swiped the top presented stack away; UIKit already dismissed it. Child flows left
      /// without screens end; then the coordinator that presented it runs the `dismissed`
      /// transitions of the node its `present` named, if it has them. A stack whose presentation
      /// allows no swipe (`canDismiss` is false) is left as it is: UIKit does not let the user swipe
      /// it away (`isModalInPresentation`), and `flowc run` refuses such a swipe too.
      public func systemDidDismiss() {
        leavingScreen = nil
        guard canDismiss else { return }
        beginStep()
        defer { endStep() }
        let stack = stacks.removeLast()
        if isRecording { report(.navigation(.dismiss(count: 1))) }
        // flowc:if childFlows
        cancelFramesWithoutScreens()
        // flowc:end
        if let node = stack.node,
          let presenter = frames.last(where: { ObjectIdentifier($0.frame) == stack.presenter })?.frame
        {
          presenter.stackWasSwipedAway(presentedFor: node)
        }
      }
      // flowc:else
      // /// The user swiped the top presented stack away: none is, as no flow of the module presents
      // /// one (`canDismiss` is false), so nothing changes.
      // public func systemDidDismiss() {
      //   leavingScreen = nil
      // }
      // flowc:end

      /// UIKit is removing `screen`, the top screen, at the user's request (an edge swipe or the
      /// back button's animation, a sheet being swiped down): until `systemDidPop()`,
      /// `systemDidDismiss()` or `systemDidCancelRemoval()`, its events are ignored (`notOnTop`).
      public func systemWillRemove(_ screen: AnyObject) {
        leavingScreen = screen
      }

      /// The user let the removal go back (a cancelled edge swipe): nothing changed.
      public func systemDidCancelRemoval() {
        leavingScreen = nil
      }

      /// The screens of every stack as the session models them: the root stack first, each
      /// from its bottom screen, as their factories returned them.
      public var screenStacks: [[AnyObject]] { stacks.map { $0.entries.map(\.screen) } }

      /// The screen on top, as its factory returned it.
      public var topScreen: AnyObject? { stacks.last?.entries.last?.screen }

      /// Whether system back is possible now (the top stack has a screen below its top).
      public var canGoBack: Bool { (stacks.last?.entries.count ?? 0) > 1 }

      // flowc:if presentations
      /// Whether the user may swipe the top stack away: one is presented, and its presentation
      /// allows a swipe.
      public var canDismiss: Bool {
        stacks.count > 1 && stacks[topIndex].presentation.allowsSwipe
      }
      // flowc:else
      // /// Whether the user may swipe the top stack away: never, as no flow of the module
      // /// presents a stack.
      // public var canDismiss: Bool { false }
      // flowc:end

      // flowc:if childFlows
      /// Child flows left without screens end, the innermost first.
      private func cancelFramesWithoutScreens() {
        while frames.count > 1, let last = frames.last?.frame, topScreen(of: last) == nil {
          frames.removeLast()
          if isRecording { report(.cancelled(flow: last.flowName)) }
          last.flowWasCancelled()
          frames.last?.frame.childWasCancelled()
        }
      }
      // flowc:end
    }

    // flowc:if tabs
    extension FlowSession {
      /// The tabs of a tab container, the selected one, and the flows and stacks of the others.
      private struct FlowTabBar {
        let tabs: [FlowTab]
        var selected = 0
        /// Each tab's stacks and flows (the container's children) while another is selected;
        /// nil for the selected tab and for a tab whose flow has not started yet.
        var parked: [(stacks: [Stack], frames: [RunningFrame])?]
      }

      /// The tab container that just started shows its tab bar, the first tab selected.
      func setUpTabs(_ tabs: [FlowTab]) {
        tabBar = FlowTabBar(tabs: tabs, parked: tabs.map { _ in nil })
        navigator.setTabs(tabs)
        if isRecording { report(.navigation(.tabs(names: tabs.map(\.name)))) }
      }

      /// The tabs of the root flow, in tab-bar order; empty unless it is a tab container.
      public var tabs: [FlowTab] { tabBar?.tabs ?? [] }

      /// The index of the selected tab; nil without a tab bar.
      public var selectedTab: Int? { tabBar?.selected }

      /// Whether the user may select the tab at `index` now: it is a tab, not the selected one,
      /// and nothing is presented over the tab bar (a modal covers it).
      public func canSelectTab(_ index: Int) -> Bool {
        guard let tabBar else { return false }
        return tabBar.tabs.indices.contains(index) && index != tabBar.selected
          && stacks.count == 1 && !isInStep
      }

      /// The user selected the tab at `index` (UIKit shows it already): the selected tab's flows
      /// and stacks are kept, and the tab's own come back, or, the first time, its flow starts
      /// on its root stack. Refused (false, nothing changes) when `canSelectTab` is false.
      @discardableResult
      public func systemDidSelectTab(_ index: Int) -> Bool {
        guard canSelectTab(index), var bar = tabBar, let container = frames.first?.frame else {
          return false
        }
        leavingScreen = nil
        beginStep()
        defer { endStep() }
        bar.parked[bar.selected] = (stacks, frames.dropFirst().map { $0 })
        bar.selected = index
        let parked = bar.parked[index]
        bar.parked[index] = nil
        tabBar = bar
        navigator.selectTab(at: index)
        if isRecording { report(.navigation(.selectTab(name: bar.tabs[index].name))) }
        frames.removeSubrange(1...)
        if let parked {
          stacks = parked.stacks
          frames += parked.frames
          container.tabWasSelected(index, isFirstTime: false)
        } else {
          stacks = [Stack(entries: [])]
          container.tabWasSelected(index, isFirstTime: true)
        }
        return true
      }

      /// A running coordinator of a tab that is not selected, by serial number.
      func parkedFrame(_ serial: Int) -> (any FlowFrame)? {
        for case let parked? in tabBar?.parked ?? [] {
          for running in parked.frames where running.serial == serial { return running.frame }
        }
        return nil
      }

      /// The root tab container stops: the flows of the tabs not selected end first, each tab's
      /// from its innermost, without a result (their screens stay where they are, on tabs no
      /// longer shown by the session).
      func cancelParkedTabs() {
        guard let bar = tabBar else { return }
        tabBar = nil
        for case let parked? in bar.parked {
          for running in parked.frames.reversed() {
            if isRecording { report(.cancelled(flow: running.frame.flowName)) }
            running.frame.flowWasCancelled()
          }
        }
      }
    }
    // flowc:else
    // extension FlowSession {
    //   /// The tabs of the root flow: none, as no flow of the module is a tab container.
    //   public var tabs: [FlowTab] { [] }
    //
    //   /// The index of the selected tab: nil, without a tab bar.
    //   public var selectedTab: Int? { nil }
    //
    //   /// Whether the user may select the tab at `index` now: never, without a tab bar.
    //   public func canSelectTab(_ index: Int) -> Bool { false }
    //
    //   /// The user selected the tab at `index`: refused (false), without a tab bar.
    //   @discardableResult
    //   public func systemDidSelectTab(_ index: Int) -> Bool { false }
    // }
    // flowc:end
    """#,
    "FlowTab.swift": #"""
    /// A tab of a tab container, as the navigator shows it.
    public struct FlowTab: Sendable, Equatable {
      /// The tab's node in the container flow.
      public let name: String
      /// The title its tab bar item shows: the node's `title`, else its name.
      public let title: String
    }

    extension FlowNavigator {
      /// A navigator without a tab bar cannot show a tab container: starting one stops the
      /// program at once, with this message, rather than showing one tab as if it were the app.
      public func setTabs(_ tabs: [FlowTab]) {
        preconditionFailure(
          "\(Self.self) shows no tab bar: implement setTabs(_:) and selectTab(at:) to start a "
            + "tab container")
      }

      /// See `setTabs(_:)`: only a navigator that shows a tab bar has tabs to select.
      public func selectTab(at index: Int) {
        preconditionFailure("\(Self.self) shows no tab bar: it has no tab \(index) to select")
      }
    }
    """#,
    "UIKitFlowNavigator.swift": #"""
    #if canImport(UIKit)
      import UIKit

      /// `FlowNavigator` over UIKit: the session's stacks shown as a root navigation controller
      /// and the view controllers presented over it, each presented screen in a navigation
      /// controller of its own unless it is a container or an alert (then it is presented as it
      /// is, with its own `modalPresentationStyle`, and is the only screen of its stack).
      ///
      /// UIKit refuses a present or a dismiss while another transition runs, so the operations
      /// are kept in order and brought to UIKit one call at a time, each once the previous
      /// transition (or one the user or the app started) has ended, from the topmost controller
      /// really shown (over an alert a screen put up). `setStack` and a pop of several screens
      /// are one UIKit call each. What the user does (the back button, the edge swipe, a sheet
      /// swiped down) is found by the identity of the view controllers UIKit removed and told to
      /// the session; while it is under way, the leaving screen's events are ignored, and an
      /// edge swipe the user cancels changes nothing. An operation UIKit cannot perform is never
      /// dropped silently: it is recorded (`navigation mismatch: ...`) in every build and stops a
      /// debug build (`assertsOnMismatch`).
      ///
      ///     let navigator = UIKitFlowNavigator()
      ///     let session = FlowSession(navigator: navigator)
      ///     navigator.session = session
      ///     window.rootViewController = navigator.rootViewController
      ///
      /// A root flow that is a tab container is shown in a `UITabBarController`, one navigation
      /// controller a tab, each titled by its tab; the user's tab selections go to the session,
      /// which refuses the selected tab (UIKit would pop it to its root) and any tab while a
      /// stack is presented over the tab bar.
      @MainActor
      public final class UIKitFlowNavigator: NSObject, FlowNavigator, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate
      {
        /// One stack of the session: the view controller presented for it (the root navigation
        /// controller, one made for the stack, or its screen presented as it is) and its screens.
        private struct Stack {
          let container: UIViewController
          /// Where its screens are pushed; nil for a screen presented as it is.
          let navigation: UINavigationController?
          var screens: [UIViewController]
          /// How the flow presents it (style, detents, swipe); nil for `present(_:)` from code
          /// that names none, which keeps the container's own style.
          var presentation: FlowPresentation? = nil
        }

        /// The root stack's navigation controller, the window's root view controller unless the
        /// root flow is a tab container (`rootViewController`).
        public let root: UINavigationController
        /// The tab bar controller of a root flow that is a tab container (`setTabs`), nil before.
        public private(set) var tabBarController: UITabBarController?
        /// The app's own delegate for the tab bar controller: asked and told what the navigator
        /// is.
        public weak var tabBarDelegate: (any UITabBarControllerDelegate)?
        /// The view controller the window shows: the tab bar controller of a tab container, else
        /// `root`. Read it once the root flow has started.
        public var rootViewController: UIViewController { tabBarController ?? root }
        /// The session told what the user does, and where mismatches are recorded.
        public weak var session: FlowSession?
        /// The app's own delegate for the navigation controllers: told every `willShow` and
        /// `didShow` they tell the navigator (the root's delegate, if it had one, at first).
        public weak var navigationDelegate: (any UINavigationControllerDelegate)?
        /// Whether a mismatch also stops a debug build (`assertionFailure`); it is recorded in
        /// every build.
        public var assertsOnMismatch = true
        /// Whether every operation has reached UIKit and its transition has ended.
        public var isIdle: Bool { targets.isEmpty && !isWaiting }

        /// The session's stacks as the operations so far made them.
        private var latest: [Stack]
        /// What UIKit is still to show, in order: the session's stacks after each operation, and
        /// whether to animate getting there.
        private var targets: [(stacks: [Stack], animated: Bool)] = []
        /// The controllers presented for the session's stacks.
        private var containers: [ObjectIdentifier] = []
        /// What each navigation controller showed when the navigator last looked.
        private var left: [ObjectIdentifier: [UIViewController]] = [:]
        /// The navigation controller the call in flight changes.
        private var changing: UINavigationController?
        private var isWaiting = false
        private var isAdvancing = false
        private var unanimated = 0
        /// Each tab's navigation controller, in tab-bar order.
        private var tabNavigations: [UINavigationController] = []
        /// Each tab's screens, as the operations made them, while another tab is selected.
        private var tabScreens: [[UIViewController]] = []
        /// The index of the selected tab.
        private var selectedTab = 0
        /// The app's delegates of the presentation controllers of screens presented as they are.
        private var presentationDelegates:
          [ObjectIdentifier: () -> (any UIAdaptivePresentationControllerDelegate)?] = [:]

        /// Creates a navigator over `root`, which it becomes the delegate of.
        public init(root: UINavigationController = UINavigationController()) {
          self.root = root
          latest = [Stack(container: root, navigation: root, screens: [])]
          super.init()
          if let delegate = root.delegate, delegate !== self { navigationDelegate = delegate }
          root.delegate = self
          left[ObjectIdentifier(root)] = root.viewControllers
        }

        /// Runs `body` (starting a flow, restoring several screens at once) with every operation
        /// it causes shown without animation.
        public func withoutAnimation(_ body: () -> Void) {
          unanimated += 1
          defer { unanimated -= 1 }
          body()
        }

        /// Pushes `screen` onto the top stack.
        public func push(_ screen: AnyObject) {
          guard let controller = viewController(screen, "push") else { return }
          latest[latest.count - 1].screens.append(controller)
          schedule()
        }

        /// Presents a new stack whose first screen is `screen`.
        public func present(_ screen: AnyObject) {
          guard let controller = viewController(screen, "present") else { return }
          latest.append(stack(presenting: controller))
          schedule()
        }

        /// Presents a new stack whose first screen is `screen`, as `presentation` says: its style,
        /// detents and whether a swipe may dismiss it are set on the container presented
        /// (`FlowPresentation.apply`) just before UIKit presents it.
        public func present(_ screen: AnyObject, as presentation: FlowPresentation) {
          guard let controller = viewController(screen, "present") else { return }
          var stack = stack(presenting: controller)
          stack.presentation = presentation
          latest.append(stack)
          schedule()
        }

        /// Sets the top stack's screens, in one UIKit call.
        public func setStack(_ screens: [AnyObject]) {
          let controllers = screens.compactMap { viewController($0, "set stack") }
          latest[latest.count - 1].screens = controllers
          schedule()
        }

        /// Pops the top screen.
        public func pop() {
          guard !latest[latest.count - 1].screens.isEmpty else {
            return mismatch("pop: the top stack has no screen")
          }
          latest[latest.count - 1].screens.removeLast()
          schedule()
        }

        /// Pops the top stack back to `screen`, in one UIKit call.
        public func popTo(_ screen: AnyObject) {
          let screens = latest[latest.count - 1].screens
          guard let index = screens.lastIndex(where: { $0 === screen }) else {
            return mismatch("pop to \(screen): it is not on the top stack")
          }
          latest[latest.count - 1].screens.removeLast(screens.count - 1 - index)
          schedule()
        }

        /// Dismisses the topmost `count` stacks, in one UIKit call.
        public func dismiss(count: Int) {
          guard count > 0, count < latest.count else {
            return mismatch("dismiss \(count): \(latest.count - 1) stacks are presented")
          }
          latest.removeLast(count)
          schedule()
        }

        private func viewController(_ screen: AnyObject, _ operation: String) -> UIViewController? {
          guard let controller = screen as? UIViewController else {
            mismatch("\(operation): \(screen) is not a view controller")
            return nil
          }
          return controller
        }

        /// The stack presented for `screen`: the screen itself when it is a navigation
        /// controller, an alert or another container, else a navigation controller made for it
        /// with the screen's presentation style.
        private func stack(presenting screen: UIViewController) -> Stack {
          if screen is UINavigationController || screen is UIAlertController
            || !screen.children.isEmpty
          {
            return Stack(container: screen, navigation: nil, screens: [screen])
          }
          let navigation = UINavigationController(rootViewController: screen)
          navigation.modalPresentationStyle = screen.modalPresentationStyle
          navigation.delegate = self
          left[ObjectIdentifier(navigation)] = [screen]
          return Stack(container: navigation, navigation: navigation, screens: [screen])
        }

        private func schedule() {
          targets.append((latest, unanimated == 0))
          advance()
        }

        /// Brings UIKit towards the next target, one call at a time, until a call or a
        /// transition must be waited for.
        private func advance() {
          guard !isAdvancing else { return }
          isAdvancing = true
          defer { isAdvancing = false }
          while !isWaiting, let target = targets.first {
            if let transition = presentedChain().lazy.compactMap(\.transitionCoordinator).first {
              isWaiting = true
              let waits = transition.animate(alongsideTransition: nil) { [weak self] _ in
                self?.callEnded()
              }
              if waits { continue }
              isWaiting = false
            }
            if let failure = step(toward: target) {
              targets.removeFirst()
              mismatch(failure)
            } else if !isWaiting {
              targets.removeFirst()
            }
          }
        }

        /// A call or a transition ended: note what the user changed meanwhile, then go on.
        private func callEnded() {
          isWaiting = false
          changing = nil
          noticeUserChanges()
          forgetWhatIsGone()
          advance()
        }

        /// Lets go of the stacks neither UIKit nor the session show any more (and of their
        /// screens).
        private func forgetWhatIsGone() {
          let shown = presentedChain().map(ObjectIdentifier.init)
          containers.removeAll { !shown.contains($0) }
          presentationDelegates = presentationDelegates.filter { shown.contains($0.key) }
          let stacks = latest + targets.flatMap(\.stacks)
          let live = (stacks.compactMap(\.navigation) + tabNavigations).map(ObjectIdentifier.init)
          left = left.filter { live.contains($0.key) || shown.contains($0.key) }
        }

        /// The root view controller and the view controllers presented over it, bottom first.
        private func presentedChain() -> [UIViewController] {
          var chain: [UIViewController] = [rootViewController]
          while let next = chain[chain.count - 1].presentedViewController { chain.append(next) }
          return chain
        }

        /// Makes one UIKit call towards `target` (leaving `isWaiting` set while it runs); nothing
        /// when UIKit shows it already; what went wrong when UIKit cannot.
        private func step(toward target: (stacks: [Stack], animated: Bool)) -> String? {
          let chain = presentedChain()
          let shown = chain.filter {
            $0 === chain[0] || containers.contains(ObjectIdentifier($0))
          }
          let wanted = target.stacks.map(\.container)
          var common = 1
          while common < shown.count, common < wanted.count, shown[common] === wanted[common] {
            common += 1
          }
          if common < shown.count {
            return dismiss(shown[common], animated: target.animated)
          }
          showTab(of: target.stacks[0])
          for stack in target.stacks.prefix(common) {
            if let failure = arrange(stack, animated: target.animated) { return failure }
            if isWaiting { return nil }
          }
          if common < wanted.count {
            return present(target.stacks[common], over: chain[chain.count - 1], target.animated)
          }
          return nil
        }

        private func dismiss(_ container: UIViewController, animated: Bool) -> String? {
          guard let presenter = container.presentingViewController else {
            return "dismiss \(container): it is not presented"
          }
          let chain = presentedChain()
          isWaiting = true
          presenter.dismiss(animated: animated) { [weak self] in self?.callEnded() }
          if isWaiting, !container.isBeingDismissed, presenter.presentedViewController != nil {
            isWaiting = false
            return "UIKit did not dismiss \(container)"
          }
          // Gone by the navigator's hand, not the user's.
          if let index = chain.firstIndex(where: { $0 === container }) {
            for controller in chain[index...] {
              containers.removeAll { $0 == ObjectIdentifier(controller) }
            }
          }
          return nil
        }

        private func present(
          _ stack: Stack, over top: UIViewController, _ animated: Bool
        ) -> String? {
          let container = stack.container
          // The style first: it decides which presentation controller UIKit makes.
          stack.presentation?.apply(to: container, presentedFrom: top)
          if let presentation = container.presentationController, presentation.delegate !== self {
            if let delegate = presentation.delegate {
              presentationDelegates[ObjectIdentifier(container)] = { [weak delegate] in delegate }
            }
            presentation.delegate = self
          }
          isWaiting = true
          top.present(container, animated: animated) { [weak self] in self?.callEnded() }
          if isWaiting, container.presentingViewController == nil {
            isWaiting = false
            return "UIKit did not present \(container) over \(top)"
          }
          containers.append(ObjectIdentifier(container))
          return nil
        }

        /// Gives a stack shown by UIKit its screens: a push, a pop, a pop to a screen, or a set.
        private func arrange(_ stack: Stack, animated: Bool) -> String? {
          guard let navigation = stack.navigation else {
            let alone = stack.screens.count == 1 && stack.screens[0] === stack.container
            return alone ? nil : "\(stack.container) is presented as it is: it holds no other screen"
          }
          let wanted = stack.screens
          let shown = navigation.viewControllers
          if same(shown, wanted) { return nil }
          let animate = animated && !shown.isEmpty
          isWaiting = true
          changing = navigation
          if wanted.count == shown.count + 1, starts(wanted, with: shown) {
            navigation.pushViewController(wanted[wanted.count - 1], animated: animate)
          } else if !wanted.isEmpty, wanted.count < shown.count, starts(shown, with: wanted) {
            if wanted.count == shown.count - 1 {
              navigation.popViewController(animated: animate)
            } else {
              navigation.popToViewController(wanted[wanted.count - 1], animated: animate)
            }
          } else {
            navigation.setViewControllers(wanted, animated: animate)
          }
          left[ObjectIdentifier(navigation)] = navigation.viewControllers
          guard same(navigation.viewControllers, wanted) else {
            isWaiting = false
            changing = nil
            return "UIKit did not show \(wanted) in \(navigation)"
          }
          let waits = navigation.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak self] _ in self?.callEnded()
          }
          if waits != true {
            isWaiting = false
            changing = nil
          }
          return nil
        }

        private func same(_ left: [UIViewController], _ right: [UIViewController]) -> Bool {
          left.count == right.count && starts(right, with: left)
        }

        /// Whether `whole` begins with the view controllers of `prefix`.
        private func starts(_ whole: [UIViewController], with prefix: [UIViewController]) -> Bool {
          prefix.count <= whole.count && zip(prefix, whole).allSatisfy { $0 === $1 }
        }
      }

      extension UIKitFlowNavigator: UITabBarControllerDelegate {
        /// Shows the tab bar: a tab bar controller (the window's root view controller from now
        /// on, `rootViewController`) with one navigation controller a tab, titled by the tab, the
        /// first selected. Only a navigator that shows nothing yet can.
        public func setTabs(_ tabs: [FlowTab]) {
          guard tabBarController == nil, latest.count == 1, latest[0].screens.isEmpty,
            !tabs.isEmpty
          else {
            return mismatch("tabs \(tabs.map(\.name)): the navigator shows screens already")
          }
          let navigations = tabs.map { tab in
            let navigation = UINavigationController()
            navigation.title = tab.title
            navigation.delegate = self
            left[ObjectIdentifier(navigation)] = []
            return navigation
          }
          let tabBar = UITabBarController()
          tabBar.setViewControllers(navigations, animated: false)
          tabBar.delegate = self
          tabBarController = tabBar
          tabNavigations = navigations
          tabScreens = tabs.map { _ in [] }
          selectedTab = 0
          latest = [Stack(container: tabBar, navigation: navigations[0], screens: [])]
          schedule()
        }

        /// Selects the tab at `index` (the user chose it, and UIKit shows it already): the
        /// operations that follow go to its navigation controller.
        public func selectTab(at index: Int) {
          guard tabBarController != nil, tabNavigations.indices.contains(index), latest.count == 1
          else {
            return mismatch("select tab \(index): no such tab, or a stack is presented")
          }
          tabScreens[selectedTab] = latest[0].screens
          selectedTab = index
          latest[0] = Stack(
            container: latest[0].container, navigation: tabNavigations[index],
            screens: tabScreens[index])
          tabScreens[index] = []
          schedule()
        }

        /// Makes the tab whose navigation controller `stack` uses the selected one, if it is
        /// not (a selection the session made in code; the user's is shown already).
        private func showTab(of stack: Stack) {
          guard let tabBar = tabBarController, let navigation = stack.navigation,
            tabBar.selectedViewController !== navigation
          else { return }
          tabBar.selectedViewController = navigation
        }

        /// Whether the user may select `viewController`'s tab: the app's delegate allows it, and
        /// the session does (not the selected tab, which UIKit would pop to its root, and
        /// nothing presented over the tab bar).
        public func tabBarController(
          _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
          if let delegate = tabBarDelegate {
            let forward: ((UITabBarController, UIViewController) -> Bool)? =
              delegate.tabBarController(_:shouldSelect:)
            if forward?(tabBarController, viewController) == false { return false }
          }
          guard let index = tabNavigations.firstIndex(where: { $0 === viewController }),
            let session
          else { return false }
          return session.canSelectTab(index)
        }

        /// The user selected `viewController`'s tab: told to the session, which shows that tab's
        /// flows (starting them the first time).
        public func tabBarController(
          _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
          if let delegate = tabBarDelegate {
            let forward: ((UITabBarController, UIViewController) -> Void)? =
              delegate.tabBarController(_:didSelect:)
            forward?(tabBarController, viewController)
          }
          guard let index = tabNavigations.firstIndex(where: { $0 === viewController }),
            let session, index != session.selectedTab
          else { return }
          if !session.systemDidSelectTab(index) {
            mismatch("the user selected tab \(index), which the session cannot select now")
            if let selected = session.selectedTab { tabBarController.selectedIndex = selected }
          }
        }
      }

      extension UIKitFlowNavigator {
        /// Finds, by identity, the stacks the user swiped away and the screens the user popped
        /// since the navigator last looked, and tells the session: whichever UIKit reports
        /// first, the transition's end or the delegate's call.
        private func noticeUserChanges() {
          let chain = presentedChain()
          let gone = latest.dropFirst().first { stack in
            containers.contains(ObjectIdentifier(stack.container))
              && !chain.contains { $0 === stack.container }
          }
          if let gone { userDismissed(gone.container) }
          for stack in latest {
            guard let navigation = stack.navigation, navigation !== changing,
              navigation.transitionCoordinator == nil,
              let before = left[ObjectIdentifier(navigation)]
            else { continue }
            let now = navigation.viewControllers
            if same(before, now) { continue }
            left[ObjectIdentifier(navigation)] = now
            guard now.count < before.count, starts(before, with: now) else {
              mismatch("\(navigation) shows \(now), which the navigator did not show")
              continue
            }
            for popped in before[now.count...].reversed() { userPopped(popped) }
          }
        }

        private func userPopped(_ controller: UIViewController) {
          for index in latest.indices { latest[index].screens.removeAll { $0 === controller } }
          for index in targets.indices {
            for stack in targets[index].stacks.indices {
              targets[index].stacks[stack].screens.removeAll { $0 === controller }
            }
          }
          guard let session else { return }
          if session.topScreen === controller {
            session.systemDidPop()
          } else if session.screenStacks.contains(where: { $0.contains { $0 === controller } }) {
            mismatch("the user popped \(controller), which is not the session's top screen")
          }
        }

        private func userDismissed(_ container: UIViewController) {
          guard let index = latest.firstIndex(where: { $0.container === container }), index > 0
          else { return }
          let removed = latest[index...].map { ObjectIdentifier($0.container) }
          latest.removeLast(latest.count - index)
          containers.removeAll { removed.contains($0) }
          for index in targets.indices {
            targets[index].stacks.removeAll { removed.contains(ObjectIdentifier($0.container)) }
          }
          for _ in removed {
            guard let session else { return }
            guard session.screenStacks.count > 1 else {
              return mismatch("the user dismissed \(container), which the session does not show")
            }
            session.systemDidDismiss()
          }
        }

        /// Before UIKit shows a view controller: a pop the user started makes the leaving
        /// screen's events ignored until it ends.
        public func navigationController(
          _ navigationController: UINavigationController, willShow viewController: UIViewController,
          animated: Bool
        ) {
          if let delegate = navigationDelegate {
            let forward: ((UINavigationController, UIViewController, Bool) -> Void)? =
              delegate.navigationController(_:willShow:animated:)
            forward?(navigationController, viewController, animated)
          }
          guard navigationController !== changing,
            let before = left[ObjectIdentifier(navigationController)],
            let index = before.firstIndex(where: { $0 === viewController }),
            index < before.count - 1,
            let session, session.topScreen === before[before.count - 1]
          else { return }
          session.systemWillRemove(before[before.count - 1])
          navigationController.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak session] context in
            if context.isCancelled { session?.systemDidCancelRemoval() }
          }
        }

        /// After UIKit showed a view controller: a pop the user made is told to the session.
        public func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController,
          animated: Bool
        ) {
          if let delegate = navigationDelegate {
            let forward: ((UINavigationController, UIViewController, Bool) -> Void)? =
              delegate.navigationController(_:didShow:animated:)
            forward?(navigationController, viewController, animated)
          }
          guard navigationController !== changing else { return }
          noticeUserChanges()
          advance()
        }

        /// The app's delegate of a screen presented as it is.
        private func appDelegate(of presentationController: UIPresentationController)
          -> (any UIAdaptivePresentationControllerDelegate)?
        {
          presentationDelegates[ObjectIdentifier(presentationController.presentedViewController)]?()
        }

        /// Whether the user may swipe a presented stack down: as the app's delegate of a screen
        /// presented as it is says, else yes.
        public func presentationControllerShouldDismiss(
          _ presentationController: UIPresentationController
        ) -> Bool {
          guard let delegate = appDelegate(of: presentationController) else { return true }
          let forward: ((UIPresentationController) -> Bool)? =
            delegate.presentationControllerShouldDismiss(_:)
          return forward?(presentationController) ?? true
        }

        /// The user tried to swipe a presented stack down and was refused.
        public func presentationControllerDidAttemptToDismiss(
          _ presentationController: UIPresentationController
        ) {
          guard let delegate = appDelegate(of: presentationController) else { return }
          let forward: ((UIPresentationController) -> Void)? =
            delegate.presentationControllerDidAttemptToDismiss(_:)
          forward?(presentationController)
        }

        /// The user started to swipe a presented stack down: its top screen is leaving.
        public func presentationControllerWillDismiss(
          _ presentationController: UIPresentationController
        ) {
          if let delegate = appDelegate(of: presentationController) {
            let forward: ((UIPresentationController) -> Void)? =
              delegate.presentationControllerWillDismiss(_:)
            forward?(presentationController)
          }
          let presented = presentationController.presentedViewController
          guard let stack = latest.last(where: { $0.container === presented }),
            let top = stack.screens.last, let session, session.topScreen === top
          else { return }
          session.systemWillRemove(top)
          presented.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak session] context in
            if context.isCancelled { session?.systemDidCancelRemoval() }
          }
        }

        /// The user swiped a presented stack away.
        public func presentationControllerDidDismiss(
          _ presentationController: UIPresentationController
        ) {
          if let delegate = appDelegate(of: presentationController) {
            let forward: ((UIPresentationController) -> Void)? =
              delegate.presentationControllerDidDismiss(_:)
            forward?(presentationController)
          }
          userDismissed(presentationController.presentedViewController)
          forgetWhatIsGone()
          advance()
        }

        private func mismatch(_ message: String) {
          session?.record(.navigationMismatch(message))
          if assertsOnMismatch { assertionFailure("UIKitFlowNavigator: \(message)") }
        }
      }
    #endif
    """#,
  ]
}
