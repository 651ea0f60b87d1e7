import UIKit

extension SwiftUIModel {
  /// What a primitive view becomes when the model evaluates a hosted view: the parts of the
  /// tree a test looks at (texts, buttons, navigation stacks, presentations) and the markers
  /// modifiers leave.
  public enum Node {
    /// A `Text`.
    case text(String)
    /// A `Button`: its label's texts and its action.
    case button(ButtonNode)
    /// A `NavigationStack`, with its path and the screens it shows.
    case stack(Stack)
    /// A `navigationDestination(for:destination:)`.
    case destination(Destination)
    /// A `sheet` or `fullScreenCover`, presented or not.
    case presentation(Presentation)
    /// An `interactiveDismissDisabled(_:)`.
    case interactiveDismissDisabled(Bool)
    /// A `presentationDetents(_:)`.
    case detents(Set<PresentationDetent>)
    /// The view controller of a `UIViewControllerRepresentable`.
    case controller(UIViewController)
    /// A `TabView`: its tabs and the one shown.
    case tabView(TabBar)
    /// A `tabItem(_:)`: its label.
    case tabItem([Node])
    /// A `tag(_:includeOptional:)`.
    case tag(AnyHashable)
  }

  /// A `TabView` as evaluated.
  @MainActor public final class TabBar {
    /// Where it is in the tree.
    public let position: String
    /// Its tabs, in order.
    public let tabs: [TabNode]
    /// The index of the tab shown; nil without tabs.
    public let selected: Int?
    /// The write that selects the tab at an index; nil when its tag is not a selection value.
    let select: (Int) -> (() -> Void)?

    init(
      position: String, tabs: [TabNode], selected: Int?, select: @escaping (Int) -> (() -> Void)?
    ) {
      self.position = position
      self.tabs = tabs
      self.selected = selected
      self.select = select
    }

    /// The tab shown.
    public var selectedTab: TabNode? { selected.map { tabs[$0] } }
  }

  /// A tab of a `TabView` as evaluated: a child of its content.
  public struct TabNode {
    /// The texts of its `tabItem(_:)` label.
    public let label: [String]
    /// Its `tag(_:includeOptional:)`, if it has one.
    public let tag: AnyHashable?
    /// The evaluated child.
    public let nodes: [Node]
  }

  /// A `Button` as evaluated.
  public struct ButtonNode {
    /// The texts of its label, joined with spaces.
    public let title: String
    /// What a tap runs.
    public let action: @MainActor () -> Void
  }

  /// A `navigationDestination(for:destination:)` as evaluated.
  public struct Destination {
    /// The type of the values it shows.
    public let dataType: Any.Type
    /// The destination view for a value of `dataType`.
    let make: (AnyHashable) -> (any View)?
  }

  /// What a screen of a stack shows: the stack's root, or one pushed value's destination.
  @MainActor public struct Screen {
    /// The path value it shows; nil for the stack's root.
    public let value: AnyHashable?
    /// The evaluated content.
    public let nodes: [Node]

    /// The texts of the screen, outside nested stacks and presented content.
    public var texts: [String] {
      SwiftUIModel.flatten(nodes).compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The buttons of the screen, outside nested stacks and presented content.
    public var buttons: [ButtonNode] {
      SwiftUIModel.flatten(nodes).compactMap {
        if case .button(let button) = $0 { button } else { nil }
      }
    }
  }

  /// A `NavigationStack` as evaluated.
  @MainActor public final class Stack {
    /// Where it is in the tree.
    public let position: String
    /// Whether it was made with `init(path:root:)`.
    public let hasPathBinding: Bool
    /// The path's values when it was evaluated.
    public let path: [AnyHashable]
    /// Its root, then a screen per path value, bottom to top.
    public let screens: [Screen]
    /// The write that keeps the first `count` values of the path (nil without a path binding).
    let truncation: ((Int) -> () -> Void)?

    init(
      position: String, path: [AnyHashable], screens: [Screen],
      truncation: ((Int) -> () -> Void)?
    ) {
      self.position = position
      self.hasPathBinding = truncation != nil
      self.path = path
      self.screens = screens
      self.truncation = truncation
    }

    /// The screen on top.
    public var top: Screen { screens[screens.count - 1] }
  }

  /// How a presentation covers what is below it.
  public enum PresentationStyle: String, Sendable {
    /// `sheet(isPresented:onDismiss:content:)` / `sheet(item:onDismiss:content:)`.
    case sheet
    /// `fullScreenCover(isPresented:onDismiss:content:)` / `fullScreenCover(item:...)`.
    case fullScreenCover
  }

  /// A `sheet` or `fullScreenCover` as evaluated.
  @MainActor public final class Presentation {
    /// Its style.
    public let style: PresentationStyle
    /// Where it is in the tree, with the presented item's identifier: a different item is a
    /// different presentation.
    public let key: String
    /// Its content when presented (item non-nil, or `isPresented` true).
    public let content: [Node]?
    let onDismiss: (() -> Void)?
    /// The user's or `dismiss`'s write: item `nil` / `isPresented` false.
    let dismissal: () -> Void

    init(
      style: PresentationStyle, key: String, content: [Node]?, onDismiss: (() -> Void)?,
      dismissal: @escaping () -> Void
    ) {
      self.style = style
      self.key = key
      self.content = content
      self.onDismiss = onDismiss
      self.dismissal = dismissal
    }

    /// Whether it is presented.
    public var isPresented: Bool { content != nil }

    /// Whether a view of its content (outside presentations within it) asked
    /// `interactiveDismissDisabled(true)`.
    public var isInteractiveDismissDisabled: Bool {
      SwiftUIModel.flatten(content ?? [], intoStacks: true).contains {
        if case .interactiveDismissDisabled(true) = $0 { true } else { false }
      }
    }

    /// The detents its content asked for (`[.large]`, SwiftUI's default, when none).
    public var detents: Set<PresentationDetent> {
      for node in SwiftUIModel.flatten(content ?? [], intoStacks: true) {
        if case .detents(let detents) = node { return detents }
      }
      return [.large]
    }
  }

  /// The nodes of `nodes`, not entering presented content, entering the shown tab of each tab
  /// view (not the others), and entering stacks' screens only when `intoStacks` (then every
  /// screen of each stack).
  static func flatten(_ nodes: [Node], intoStacks: Bool = false) -> [Node] {
    var result: [Node] = []
    for node in nodes {
      result.append(node)
      if intoStacks, case .stack(let stack) = node {
        for screen in stack.screens { result += flatten(screen.nodes, intoStacks: true) }
      }
      if case .tabView(let bar) = node, let tab = bar.selectedTab {
        result += flatten(tab.nodes, intoStacks: intoStacks)
      }
    }
    return result
  }

  /// The first navigation stack of `nodes`, outside presented content, in the shown tab of a
  /// tab view.
  public static func firstStack(in nodes: [Node]) -> Stack? {
    for case .stack(let stack) in flatten(nodes) { return stack }
    return nil
  }
}
