extension SupportFile {
  /// The tab bar part of `UIKitFlowNavigator`, inside the `#if canImport(UIKit)` section: a tab
  /// container shown as a `UITabBarController`, and the user's tab selections told to the
  /// session. API declared with `api`.
  static func uikitTabs(_ api: String) -> String {
    #"""

      extension UIKitFlowNavigator: UITabBarControllerDelegate {
        /// Shows the tab bar: a tab bar controller (the window's root view controller from now
        /// on, `rootViewController`) with one navigation controller a tab, titled by the tab, the
        /// first selected. Only a navigator that shows nothing yet can.
        \#(api)func setTabs(_ tabs: [FlowTab]) {
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
        \#(api)func selectTab(at index: Int) {
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
        \#(api)func tabBarController(
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
        \#(api)func tabBarController(
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

    """#
  }
}
