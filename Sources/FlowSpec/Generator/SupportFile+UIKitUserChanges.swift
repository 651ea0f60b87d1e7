extension SupportFile {
  /// The part of `UIKitFlowNavigator` that hears from UIKit: what the user did (a pop, a swiped
  /// sheet), found by identity and told to the session, and the app's delegates, told what the
  /// navigator is told. Ends the `#if canImport(UIKit)` section `uikit(_:)` opens.
  static func uikitUserChanges(_ api: String) -> String {
    #"""

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
        \#(api)func navigationController(
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
        \#(api)func navigationController(
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
        \#(api)func presentationControllerShouldDismiss(
          _ presentationController: UIPresentationController
        ) -> Bool {
          guard let delegate = appDelegate(of: presentationController) else { return true }
          let forward: ((UIPresentationController) -> Bool)? =
            delegate.presentationControllerShouldDismiss(_:)
          return forward?(presentationController) ?? true
        }

        /// The user tried to swipe a presented stack down and was refused.
        \#(api)func presentationControllerDidAttemptToDismiss(
          _ presentationController: UIPresentationController
        ) {
          guard let delegate = appDelegate(of: presentationController) else { return }
          let forward: ((UIPresentationController) -> Void)? =
            delegate.presentationControllerDidAttemptToDismiss(_:)
          forward?(presentationController)
        }

        /// The user started to swipe a presented stack down: its top screen is leaving.
        \#(api)func presentationControllerWillDismiss(
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
        \#(api)func presentationControllerDidDismiss(
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

    """#
  }
}
