// FlowNavigator over UIKit, under #if canImport(UIKit).
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

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
