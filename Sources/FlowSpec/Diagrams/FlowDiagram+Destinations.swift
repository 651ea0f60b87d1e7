/// Where a `back`, `dismiss` or `stay` leads, found from the flow's own transitions: the graph
/// draws those edges to the screens the user then sees, not as loops on the node they leave.
extension FlowDiagram {
  /// How a flow's nodes are entered: by each node, the nodes whose transitions lead to it and
  /// how (`push`, `present`, `replace`; a start choice enters from nil).
  struct Entries {
    enum Way { case push, present, replace, start }
    private var into: [String: [(from: String?, way: Way)]] = [:]
    private let views: Set<String>

    init(_ flow: Flow) {
      views = Set(flow.screens.filter { $0.childFlow == nil }.map(\.name))
      for choice in flow.start { into[choice.target, default: []].append((nil, .start)) }
      for tab in flow.tabs { into[tab, default: []].append((nil, .start)) }
      for screen in flow.screens {
        let handlers = screen.allHandlers
        for transition in handlers.flatMap(\.transitions) {
          switch transition.navigation {
          case .push(let target): into[target, default: []].append((screen.name, .push))
          case .present(let target, _): into[target, default: []].append((screen.name, .present))
          case .replace(let target): into[target, default: []].append((screen.name, .replace))
          case .popTo, .finish, .back, .dismiss, .close, .stay: break
          }
        }
      }
    }

    /// The view screens shown when `node`'s handler runs: the screen itself, or for a child-flow
    /// node the screens it is entered from (the child has finished: they are on top again).
    func shown(at node: String) -> [String] {
      var seen: Set<String> = []
      return shown(at: node, &seen)
    }

    private func shown(at node: String, _ seen: inout Set<String>) -> [String] {
      guard seen.insert(node).inserted else { return [] }
      if views.contains(node) { return [node] }
      var screens: [String] = []
      for entry in into[node] ?? [] {
        guard let from = entry.from, entry.way != .replace else { continue }
        screens += shown(at: from, &seen)
      }
      return screens
    }

    /// The screens below `screen` on its stack: those that push it (through child-flow nodes
    /// and replacements, the screen the pusher showed).
    func below(_ screen: String) -> [String] {
      var seen: Set<String> = []
      return below(screen, &seen)
    }

    private func below(_ node: String, _ seen: inout Set<String>) -> [String] {
      guard seen.insert(node).inserted else { return [] }
      var screens: [String] = []
      for entry in into[node] ?? [] {
        guard let from = entry.from else { continue }
        switch entry.way {
        case .push: screens += shown(at: from)
        case .replace: screens += below(from, &seen)
        case .present, .start: break
        }
      }
      return unique(screens)
    }

    /// The screens a `close` of `screen` returns to: the one below it where it was pushed, the
    /// one that presented it where it is a presented stack's root.
    func closers(of screen: String) -> [String] {
      var seen: Set<String> = []
      return unique(closers(screen, &seen))
    }

    private func closers(_ node: String, _ seen: inout Set<String>) -> [String] {
      guard seen.insert(node).inserted else { return [] }
      var screens: [String] = []
      for entry in into[node] ?? [] {
        guard let from = entry.from else { continue }
        switch entry.way {
        case .push, .present: screens += shown(at: from)
        case .replace: screens += closers(from, &seen)
        case .start: break
        }
      }
      return screens
    }

    /// The screens that present the stack `screen` is on.
    func presenters(of screen: String) -> [String] {
      var seen: Set<String> = []
      return unique(presenters(screen, &seen))
    }

    private func presenters(_ node: String, _ seen: inout Set<String>) -> [String] {
      guard seen.insert(node).inserted else { return [] }
      var screens: [String] = []
      for entry in into[node] ?? [] {
        guard let from = entry.from else { continue }
        switch entry.way {
        case .present: screens += shown(at: from)
        case .push, .replace: screens += presenters(from, &seen)
        case .start: break
        }
      }
      return screens
    }

    private func unique(_ names: [String]) -> [String] {
      var seen: Set<String> = []
      return names.filter { seen.insert($0).inserted }
    }
  }

  /// The nodes a `back`, `dismiss`, `close` or `stay` of `node`'s handler leads to (of its `dismissed`
  /// handler, `afterSwipe`: the swipe has taken the node's stack away, its presenter is on top).
  /// Validation makes sure a `back` has a screen below and a `dismiss` a presenter; should none
  /// be found, the edge loops on `node` as it used to.
  static func destinations(
    of navigation: Navigation, from node: String, afterSwipe: Bool, in entries: Entries
  ) -> [String] {
    let shown = afterSwipe ? entries.presenters(of: node) : entries.shown(at: node)
    let targets: [String]
    switch navigation {
    case .back: targets = shown.flatMap(entries.below)
    case .dismiss: targets = shown.flatMap(entries.presenters)
    case .close: targets = shown.flatMap(entries.closers)
    default: targets = shown
    }
    var seen: Set<String> = []
    let unique = targets.filter { seen.insert($0).inserted }
    return unique.isEmpty ? [node] : unique
  }
}
