extension SupportFile {
  /// The session's tab bar (docs/semantics.md#tab-containers): a root flow declared with `tabs`
  /// keeps, for each tab, its own flows and stacks; the selected tab's are the session's own,
  /// the others' are parked until the user selects them again. API declared with `api`.
  static func tabs(_ api: String) -> String {
    #"""
    /// A tab of a tab container, as the navigator shows it.
    \#(api)struct FlowTab: Sendable, Equatable {
      /// The tab's node in the container flow.
      \#(api)let name: String
      /// The title its tab bar item shows: the node's `title`, else its name.
      \#(api)let title: String
    }

    extension FlowNavigator {
      /// A navigator without a tab bar cannot show a tab container: starting one stops the
      /// program at once, with this message, rather than showing one tab as if it were the app.
      \#(api)func setTabs(_ tabs: [FlowTab]) {
        preconditionFailure(
          "\(Self.self) shows no tab bar: implement setTabs(_:) and selectTab(at:) to start a "
            + "tab container")
      }

      /// See `setTabs(_:)`: only a navigator that shows a tab bar has tabs to select.
      \#(api)func selectTab(at index: Int) {
        preconditionFailure("\(Self.self) shows no tab bar: it has no tab \(index) to select")
      }
    }

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
        record(.navigation(.tabs(names: tabs.map(\.name))))
      }

      /// The tabs of the root flow, in tab-bar order; empty unless it is a tab container.
      \#(api)var tabs: [FlowTab] { tabBar?.tabs ?? [] }

      /// The index of the selected tab; nil without a tab bar.
      \#(api)var selectedTab: Int? { tabBar?.selected }

      /// Whether the user may select the tab at `index` now: it is a tab, not the selected one,
      /// and nothing is presented over the tab bar (a modal covers it).
      \#(api)func canSelectTab(_ index: Int) -> Bool {
        guard let tabBar else { return false }
        return tabBar.tabs.indices.contains(index) && index != tabBar.selected
          && stacks.count == 1 && !isInStep
      }

      /// The user selected the tab at `index` (UIKit shows it already): the selected tab's flows
      /// and stacks are kept, and the tab's own come back, or, the first time, its flow starts
      /// on its root stack. Refused (false, nothing changes) when `canSelectTab` is false.
      @discardableResult
      \#(api)func systemDidSelectTab(_ index: Int) -> Bool {
        guard canSelectTab(index), var bar = tabBar, let container = frames.first?.frame else {
          return false
        }
        leavingScreen = nil
        step {
          bar.parked[bar.selected] = (stacks, frames.dropFirst().map { $0 })
          bar.selected = index
          let parked = bar.parked[index]
          bar.parked[index] = nil
          tabBar = bar
          navigator.selectTab(at: index)
          record(.navigation(.selectTab(name: bar.tabs[index].name)))
          frames.removeSubrange(1...)
          if let parked {
            stacks = parked.stacks
            frames += parked.frames
            container.tabWasSelected(index, isFirstTime: false)
          } else {
            stacks = [Stack(entries: [], presenter: nil)]
            container.tabWasSelected(index, isFirstTime: true)
          }
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
            record(.cancelled(flow: running.frame.flowName))
            running.frame.flowWasCancelled()
          }
        }
      }
    }

    """#
  }
}
