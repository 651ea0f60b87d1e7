extension SwiftUIModel {
  /// A view hosted in a window, evaluated by the model, and the user's gestures on it.
  ///
  /// `update()` evaluates the tree again (after the app changed what its bindings read) and
  /// calls the `onDismiss` of each presentation that went away; every gesture updates after
  /// its write. A gesture that cannot happen returns false and writes nothing.
  @MainActor public final class HostedView {
    private let root: any View
    private let evaluator = Evaluator()
    /// The evaluated tree.
    public private(set) var nodes: [Node] = []
    /// The presentations presented at the last evaluation, by key.
    private var presented: [String: Presentation] = [:]

    init(_ root: any View) {
      self.root = root
      update()
    }

    /// Evaluates the tree again, then calls `onDismiss` for each presentation no longer
    /// presented (the innermost first), as SwiftUI does once it has taken it away.
    public func update() {
      nodes = evaluator.evaluate(root)
      var now: [String: Presentation] = [:]
      for presentation in Self.allPresented(in: nodes) { now[presentation.key] = presentation }
      let gone = presented.filter { now[$0.key] == nil }.sorted { $0.key.count > $1.key.count }
      presented = now
      for (_, presentation) in gone { presentation.onDismiss?() }
      _ = chain(warning: true)
    }

    /// The presentations shown, from the window's up: at each level, the first presented one
    /// in the tree.
    public var presentations: [Presentation] { chain(warning: false) }

    /// What is in front: the content of the topmost presentation, or the window's.
    public var front: [Node] { presentations.last?.content ?? nodes }

    /// The navigation stack in front (the first of the front content), if any.
    public var frontStack: Stack? { firstStack(in: front) }

    /// The window's tab view (the first of its content), if any.
    public var tabBar: TabBar? {
      for case .tabView(let bar) in flatten(nodes) { return bar }
      return nil
    }

    /// The user taps the tab at `index` in the window's tab bar: SwiftUI writes its tag to the
    /// selection (a tab view without a selection binding keeps it itself). A tap on the tab
    /// shown writes nothing. Refused under a presentation (a sheet or a cover is over the tab
    /// bar) and for a tab whose tag is not a selection value.
    @discardableResult
    public func tapTab(at index: Int) -> Bool {
      guard presentations.isEmpty, let bar = tabBar, bar.tabs.indices.contains(index) else {
        return false
      }
      guard index != bar.selected else { return true }
      guard let write = bar.select(index) else { return false }
      evaluator.write(write)
      update()
      return true
    }

    /// The user taps the tab whose label reads `title` (its texts joined with spaces).
    @discardableResult
    public func tapTab(_ title: String) -> Bool {
      guard let index = tabBar?.tabs.firstIndex(where: { $0.label.joined(separator: " ") == title })
      else { return false }
      return tapTab(at: index)
    }

    /// The screen in front: the top of the front stack, or the front content.
    public var frontScreen: Screen {
      frontStack?.top ?? Screen(value: nil, nodes: front)
    }

    /// The user taps the back button of the front stack: SwiftUI writes its path without the
    /// last value.
    @discardableResult
    public func tapBack() -> Bool {
      guard let stack = frontStack, !stack.path.isEmpty else { return false }
      return popFromBackMenu(to: stack.path.count - 1)
    }

    /// The user swipes back from the edge of the front stack: finished, SwiftUI writes the
    /// path without the last value; cancelled, it writes nothing.
    @discardableResult
    public func swipeBack(finishing: Bool = true) -> Bool {
      guard let stack = frontStack, !stack.path.isEmpty else { return false }
      return finishing ? popFromBackMenu(to: stack.path.count - 1) : true
    }

    /// The user long-presses the back button and picks the screen at `depth` (0 is the root):
    /// SwiftUI writes the path keeping its first `depth` values.
    @discardableResult
    public func popFromBackMenu(to depth: Int) -> Bool {
      guard let stack = frontStack, let truncation = stack.truncation,
        (0..<stack.path.count).contains(depth)
      else { return false }
      evaluator.write(truncation(depth))
      update()
      return true
    }

    /// The user swipes the front sheet down: SwiftUI writes its item `nil` / `isPresented`
    /// false, then calls `onDismiss`. Refused for a full-screen cover, and when its content
    /// asked `interactiveDismissDisabled(true)`.
    @discardableResult
    public func swipeDown() -> Bool {
      guard let presentation = presentations.last, presentation.style == .sheet,
        !presentation.isInteractiveDismissDisabled
      else { return false }
      evaluator.write(presentation.dismissal)
      update()
      return true
    }

    /// The user taps the button titled `title` on the front screen; false when there is none.
    @discardableResult
    public func tap(_ title: String) -> Bool {
      guard let button = frontScreen.buttons.first(where: { $0.title == title }) else {
        return false
      }
      button.action()
      update()
      return true
    }

    /// SwiftUI makes its last write again (the same value to the same binding).
    @discardableResult
    public func repeatLastWrite() -> Bool {
      guard let write = evaluator.lastWrite else { return false }
      write()
      update()
      return true
    }

    private func chain(warning: Bool) -> [Presentation] {
      var result: [Presentation] = []
      var level = nodes
      while true {
        let shown = flatten(level, intoStacks: true).compactMap { node -> Presentation? in
          if case .presentation(let presentation) = node, presentation.isPresented {
            presentation
          } else {
            nil
          }
        }
        guard let first = shown.first, let content = first.content else { return result }
        if warning, shown.count > 1 {
          SwiftUIModel.warn(
            "Currently, only presenting a single sheet is supported. The next sheet will be"
              + " presented when the current sheet is dismissed.")
        }
        result.append(first)
        level = content
      }
    }

    private static func allPresented(in nodes: [Node]) -> [Presentation] {
      flatten(nodes, intoStacks: true).flatMap { node -> [Presentation] in
        guard case .presentation(let presentation) = node, let content = presentation.content
        else { return [] }
        return [presentation] + allPresented(in: content)
      }
    }
  }
}
