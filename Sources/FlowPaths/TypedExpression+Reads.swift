import FlowSpec

extension TypedExpression {
  /// The environment values and payload fields the expression reads.
  var reads: (environment: [String], event: [String]) {
    var environment: [String] = []
    var event: [String] = []
    forEachNode { node in
      switch node.kind {
      case .environment(let name) where !environment.contains(name): environment.append(name)
      case .eventField(let name) where !event.contains(name): event.append(name)
      default: break
      }
    }
    return (environment, event)
  }

  /// The inputs and context fields the expression reads.
  var slotReads: [String] {
    var names: [String] = []
    forEachNode { node in
      switch node.kind {
      case .input(let name), .context(let name): names.append(name)
      default: break
      }
    }
    return names
  }
}
