/// The legend drawn beside the flows: what each node shape and each edge style means.
extension FlowDiagram {
  /// The legend as a DOT cluster: a screen, a child-flow node, a result and a start, linked by
  /// one edge of each style, labelled with the navigations drawn so.
  static var dotLegend: String {
    """
      subgraph "cluster_flowc_legend" {
        label="Legend";
        style=dashed;
        "legend__start" [label="", shape=point];
        "legend__screen" [label="screen", shape=box, style=rounded];
        "legend__child" [label="child-flow node", shape=component];
        "legend__result" [label="result", shape=doublecircle];
        "legend__start" -> "legend__screen" [label="start, push, replace, finish, first tab"];
        "legend__screen" -> "legend__child" [label="present, a tab selected", style=dashed];
        "legend__child" -> "legend__result" [label="back, dismiss, close, stay, popTo, a child's start", style=dotted];
      }

    """
  }

  /// The legend as a Mermaid subgraph (Mermaid draws dashed and dotted edges alike).
  static var mermaidLegend: String {
    """
      subgraph flowc_legend ["Legend"]
        legend__start([start]) -->|"start, push, replace, finish, first tab"| legend__screen(screen)
        legend__screen -.->|"present, a tab selected, back, dismiss, close, stay, popTo, a child's start"| legend__child[[child-flow node]]
        legend__child --- legend__result((result))
      end

    """
  }
}
