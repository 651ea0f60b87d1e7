/// A tab container's coordinator (docs/semantics.md#tab-containers): it shows the tab bar when it
/// starts, then the first tab's child flow; the session tells it when the user selects a tab.
extension CoordinatorGenerator {
  /// The tabs, as `FlowTab` values: each tab node's name, titled by the node's `title`.
  private var tabValues: [String] {
    flow.tabs.map { name in
      let title = flow.screens.first { $0.name == name }?.title ?? name
      return "FlowTab(name: \(SwiftLiteral.string(name)), title: \(SwiftLiteral.string(title)))"
    }
  }

  /// The start of a tab container: the tab bar, then the first tab's flow where the root goes.
  func tabBarStart(_ w: inout SwiftWriter) {
    w.line("session.setUpTabs([\(tabValues.joined(separator: ", "))])")
    if let first = flow.tabs.first {
      w.line(parts: "_ = self.enter", UpperCased(first), "(session, placement)")
      w.line("tabChildren[0] = child")
    }
  }

  /// `tabWasSelected(_:isFirstTime:)`: the selected tab's child becomes the running one; the
  /// first time, the tab's flow starts on the tab's root stack (paused if the container is).
  func tabWasSelected(_ w: inout SwiftWriter) {
    guard flow.isTabContainer else { return }
    w.line()
    w.documentation(
      "The user selected tab `index`: its child runs; the first time, its flow starts.")
    w.block("func tabWasSelected(_ index: Int, isFirstTime: Bool) {") { body in
      body.line("guard isFirstTime else {")
      body.line("  child = tabChildren[index]")
      body.line("  return")
      body.line("}")
      body.line("guard let session else { return }")
      body.switchBlock("switch index {") { cases in
        for (index, tab) in flow.tabs.enumerated() {
          cases.caseBlock("case \(index):") { c in
            c.line(parts: "_ = self.enter", UpperCased(tab), "(session, .root)")
            c.line("tabChildren[\(index)] = child")
          }
        }
        cases.caseBlock("default:") { c in c.line("return") }
      }
      body.line("if isPaused { child?.pause() }")
    }
  }
}
