/// A flow module as a graph for people: screens and child-flow nodes as nodes, transitions as edges
/// labelled with event, guard and navigation, each flow a cluster. Rendered as Mermaid or DOT.
public struct FlowDiagram: Sendable {
  /// A node of the diagram.
  struct Node {
    enum Shape { case view, child, result, start }
    var id: String
    var label: String
    var shape: Shape
  }

  /// An edge of the diagram.
  struct Edge {
    enum Style { case solid, dashed, dotted }
    var from: String
    var to: String
    var label: String
    var style: Style
  }

  /// One flow's nodes and the edges between them.
  struct Cluster {
    var flow: String
    var nodes: [Node]
    var edges: [Edge]
  }

  var clusters: [Cluster] = []
  /// Edges from child-flow nodes to their child's start.
  var links: [Edge] = []
  /// Whether a legend of the node shapes and edge styles is drawn.
  var showsLegend: Bool

  /// The diagram of `root` and the flows it can start (all flows when `root` is nil); with
  /// `showsEffects`, edges also name the context fields their transition sets and the actions
  /// it calls; with `showsLegend`, a legend of the shapes and edge styles is drawn beside.
  public init(
    module: ValidatedModule, root: String?, showsEffects: Bool = false, showsLegend: Bool = true
  ) {
    self.showsLegend = showsLegend
    let flows = Dictionary(module.flows.map { ($0.name, $0) }) { first, _ in first }
    var names = module.flows.map(\.name)
    if let root {
      // Breadth first, with a read position instead of removing from the front of the queue.
      var queue = [root]
      var seen: Set<String> = [root]
      var next = 0
      while next < queue.count {
        defer { next += 1 }
        guard let flow = flows[queue[next]] else { continue }
        for child in flow.screens.compactMap(\.childFlow) where seen.insert(child).inserted {
          queue.append(child)
        }
      }
      names = queue
    }
    let drawn = Set(names)
    for name in names {
      guard let flow = flows[name] else { continue }
      clusters.append(Self.cluster(flow, showsEffects: showsEffects))
      for screen in flow.screens {
        if let child = screen.childFlow, drawn.contains(child) {
          links.append(
            Edge(
              from: Self.id(flow.name, screen.name), to: Self.id(child, "start"), label: "starts",
              style: .dotted))
        }
      }
    }
  }

  static func id(_ flow: String, _ node: String) -> String { "\(flow)__\(node)" }

  private static func cluster(_ flow: Flow, showsEffects: Bool) -> Cluster {
    var nodes = [Node(id: id(flow.name, "start"), label: "start", shape: .start)]
    var edges: [Edge] = []
    // A tab container's start shows its first tab; the user selects the others on the tab bar.
    for (index, tab) in flow.tabs.enumerated() {
      edges.append(
        Edge(
          from: id(flow.name, "start"), to: id(flow.name, tab),
          label: index == 0 ? "tab 1, selected" : "tab \(index + 1), selectTab",
          style: index == 0 ? .solid : .dashed))
    }
    for (index, choice) in flow.start.enumerated() where !flow.isTabContainer {
      let label =
        choice.condition.map { "when \($0)" }
        ?? (flow.start.count > 1 ? "otherwise #\(index + 1)" : "")
      edges.append(
        Edge(
          from: id(flow.name, "start"), to: id(flow.name, choice.target), label: label,
          style: .solid))
    }
    for screen in flow.screens {
      let isChild = screen.childFlow != nil
      let label = isChild ? "\(screen.name)\n(flow \(screen.childFlow ?? ""))" : screen.name
      nodes.append(
        Node(id: id(flow.name, screen.name), label: label, shape: isChild ? .child : .view))
    }
    for result in flow.results {
      nodes.append(
        Node(id: id(flow.name, "result_" + result.name), label: result.name, shape: .result))
    }
    let entries = Entries(flow)
    for screen in flow.screens {
      let from = id(flow.name, screen.name)
      // `dismissed` runs after a swipe took the node's stack away: its edges say so.
      let handlers =
        screen.handlers.map { ($0, $0.event, false) }
        + (screen.dismissed.map { [($0, "\($0.event) (swipe)", true)] } ?? [])
      for (handler, event, afterSwipe) in handlers {
        for transition in handler.transitions {
          let guardText = transition.condition.map { " [\($0)]" } ?? ""
          let effects = showsEffects ? Self.effects(of: transition) : ""
          func edge(_ to: String, _ kind: String, _ style: Edge.Style) {
            edges.append(
              Edge(
                from: from, to: to, label: "\(event)\(guardText) / \(kind)\(effects)",
                style: style))
          }
          switch transition.navigation {
          case .push(let target): edge(id(flow.name, target), "push", .solid)
          case .present(let target, let presentation):
            let written = presentation.written
            edge(
              id(flow.name, target), written.isEmpty ? "present" : "present (\(written))", .dashed)
          case .replace(let target): edge(id(flow.name, target), "replace", .solid)
          case .popTo(let target): edge(id(flow.name, target), "popTo", .dotted)
          case .finish(let result, _): edge(id(flow.name, "result_" + result), "finish", .solid)
          case .back, .dismiss, .close, .stay:
            let kind = Self.word(transition.navigation)
            let targets = Self.destinations(
              of: transition.navigation, from: screen.name, afterSwipe: afterSwipe, in: entries)
            for target in targets { edge(id(flow.name, target), kind, .dotted) }
          }
        }
      }
    }
    return Cluster(flow: flow.name, nodes: nodes, edges: edges)
  }

  /// The navigation's word on an edge.
  static func word(_ navigation: Navigation) -> String {
    switch navigation {
    case .back: "back"
    case .dismiss: "dismiss"
    case .close: "close"
    default: "stay"
    }
  }

  /// `\nset a, b; do track` for a transition that sets fields or calls actions, else nothing.
  static func effects(of transition: Transition) -> String {
    var parts: [String] = []
    if !transition.assignments.isEmpty {
      parts.append("set " + transition.assignments.map(\.name).joined(separator: ", "))
    }
    if !transition.actions.isEmpty {
      parts.append("do " + transition.actions.map(\.action).joined(separator: ", "))
    }
    return parts.isEmpty ? "" : "\n" + parts.joined(separator: "; ")
  }
}
