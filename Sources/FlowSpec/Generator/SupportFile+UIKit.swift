extension SupportFile {
  /// `UIKitFlowNavigator`, under `#if canImport(UIKit)`: the session's operations brought to
  /// UIKit one call at a time, each after UIKit's previous transition has ended. Opens the
  /// section `uikitUserChanges(_:)` ends; its API is declared with `api`.
  static func uikit(_ api: String) -> String {
    #"""
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
      \#(api)final class UIKitFlowNavigator: NSObject, FlowNavigator, UINavigationControllerDelegate,
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
        \#(api)let root: UINavigationController
        /// The tab bar controller of a root flow that is a tab container (`setTabs`), nil before.
        \#(api)private(set) var tabBarController: UITabBarController?
        /// The app's own delegate for the tab bar controller: asked and told what the navigator
        /// is.
        \#(api)weak var tabBarDelegate: (any UITabBarControllerDelegate)?
        /// The view controller the window shows: the tab bar controller of a tab container, else
        /// `root`. Read it once the root flow has started.
        \#(api)var rootViewController: UIViewController { tabBarController ?? root }
        /// The session told what the user does, and where mismatches are recorded.
        \#(api)weak var session: FlowSession?
        /// The app's own delegate for the navigation controllers: told every `willShow` and
        /// `didShow` they tell the navigator (the root's delegate, if it had one, at first).
        \#(api)weak var navigationDelegate: (any UINavigationControllerDelegate)?
        /// Whether a mismatch also stops a debug build (`assertionFailure`); it is recorded in
        /// every build.
        \#(api)var assertsOnMismatch = true
        /// Whether every operation has reached UIKit and its transition has ended.
        \#(api)var isIdle: Bool { targets.isEmpty && !isWaiting }

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
        \#(api)init(root: UINavigationController = UINavigationController()) {
          self.root = root
          latest = [Stack(container: root, navigation: root, screens: [])]
          super.init()
          if let delegate = root.delegate, delegate !== self { navigationDelegate = delegate }
          root.delegate = self
          left[ObjectIdentifier(root)] = root.viewControllers
        }

        /// Runs `body` (starting a flow, restoring several screens at once) with every operation
        /// it causes shown without animation.
        \#(api)func withoutAnimation(_ body: () -> Void) {
          unanimated += 1
          defer { unanimated -= 1 }
          body()
        }

        /// Pushes `screen` onto the top stack.
        \#(api)func push(_ screen: AnyObject) {
          guard let controller = viewController(screen, "push") else { return }
          latest[latest.count - 1].screens.append(controller)
          schedule()
        }

        /// Presents a new stack whose first screen is `screen`.
        \#(api)func present(_ screen: AnyObject) {
          guard let controller = viewController(screen, "present") else { return }
          latest.append(stack(presenting: controller))
          schedule()
        }

        /// Presents a new stack whose first screen is `screen`, as `presentation` says: its style,
        /// detents and whether a swipe may dismiss it are set on the container presented
        /// (`FlowPresentation.apply`) just before UIKit presents it.
        \#(api)func present(_ screen: AnyObject, as presentation: FlowPresentation) {
          guard let controller = viewController(screen, "present") else { return }
          var stack = stack(presenting: controller)
          stack.presentation = presentation
          latest.append(stack)
          schedule()
        }

        /// Sets the top stack's screens, in one UIKit call.
        \#(api)func setStack(_ screens: [AnyObject]) {
          let controllers = screens.compactMap { viewController($0, "set stack") }
          latest[latest.count - 1].screens = controllers
          schedule()
        }

        /// Pops the top screen.
        \#(api)func pop() {
          guard !latest[latest.count - 1].screens.isEmpty else {
            return mismatch("pop: the top stack has no screen")
          }
          latest[latest.count - 1].screens.removeLast()
          schedule()
        }

        /// Pops the top stack back to `screen`, in one UIKit call.
        \#(api)func popTo(_ screen: AnyObject) {
          let screens = latest[latest.count - 1].screens
          guard let index = screens.lastIndex(where: { $0 === screen }) else {
            return mismatch("pop to \(screen): it is not on the top stack")
          }
          latest[latest.count - 1].screens.removeLast(screens.count - 1 - index)
          schedule()
        }

        /// Dismisses the topmost `count` stacks, in one UIKit call.
        \#(api)func dismiss(count: Int) {
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

    """#
  }
}
