extension FlowDiagram {
  /// Graphviz DOT: each flow a `cluster_` subgraph; view screens boxes, child-flow nodes
  /// component shapes, results double circles.
  public var dot: String {
    var out =
      "digraph flows {\n  rankdir=LR;\n  node [fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
    for cluster in clusters {
      out += "  subgraph \(DOTText.quoted("cluster_" + cluster.flow)) {\n"
      out += "    label=\(DOTText.quoted(cluster.flow));\n"
      for node in cluster.nodes {
        let shape =
          switch node.shape {
          case .view: "box, style=rounded"
          case .child: "component"
          case .result: "doublecircle"
          case .start: "point"
          }
        out +=
          "    \(DOTText.quoted(node.id)) [label=\(DOTText.quoted(node.label)), shape=\(shape)];\n"
      }
      for edge in cluster.edges { out += "    " + Self.dotEdge(edge) }
      out += "  }\n"
    }
    for link in links { out += "  " + Self.dotEdge(link) }
    if showsLegend { out += Self.dotLegend }
    return out + "}\n"
  }

  /// Mermaid `flowchart`: each flow a subgraph; child-flow nodes in subroutine shape, results
  /// circles.
  public var mermaid: String {
    var out = "flowchart LR\n"
    for cluster in clusters {
      out += "  subgraph \(cluster.flow)\n"
      for node in cluster.nodes {
        let label = MermaidText.label(node.label)
        switch node.shape {
        case .view: out += "    \(node.id)(\(label))\n"
        case .child: out += "    \(node.id)[[\(label)]]\n"
        case .result: out += "    \(node.id)((\(label)))\n"
        case .start: out += "    \(node.id)([\(label)])\n"
        }
      }
      for edge in cluster.edges { out += "    " + Self.mermaidEdge(edge) }
      out += "  end\n"
    }
    for link in links { out += "  " + Self.mermaidEdge(link) }
    if showsLegend { out += Self.mermaidLegend }
    return out
  }

  private static func dotEdge(_ edge: Edge) -> String {
    let style =
      switch edge.style {
      case .solid: ""
      case .dashed: ", style=dashed"
      case .dotted: ", style=dotted"
      }
    return
      "\(DOTText.quoted(edge.from)) -> \(DOTText.quoted(edge.to)) [label=\(DOTText.quoted(edge.label))\(style)];\n"
  }

  private static func mermaidEdge(_ edge: Edge) -> String {
    let arrow =
      switch edge.style {
      case .solid: "-->"
      case .dashed, .dotted: "-.->"
      }
    return edge.label.isEmpty
      ? "\(edge.from) \(arrow) \(edge.to)\n"
      : "\(edge.from) \(arrow)|\(MermaidText.label(edge.label))| \(edge.to)\n"
  }

}
