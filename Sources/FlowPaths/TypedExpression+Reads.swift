import FlowSpec

extension TypedExpression {
  /// Calls `body` for this node and every node below it, in `forEachNode`'s order (a node before
  /// its operands, the left one first), without recursion on depth. Written here so that it is
  /// inlined with `body`: `forEachNode`, in another module, calls `body` through a closure and
  /// makes an array for the two operands of every binary node (about 5,700 instructions for a
  /// guard of seven nodes).
  @inline(__always)
  func forEachNodeInOrder(_ body: (TypedExpression) -> Void) {
    var stack = [self]
    while let node = stack.popLast() {
      body(node)
      switch node.kind {
      case .unary(_, let operand): stack.append(operand)
      case .binary(_, let lhs, let rhs):
        stack.append(rhs)
        stack.append(lhs)
      default: break
      }
    }
  }

  /// The environment values and payload fields the expression reads.
  var reads: (environment: [String], event: [String]) {
    var environment: [String] = []
    var event: [String] = []
    forEachNodeInOrder { node in
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
    forEachNodeInOrder { node in
      switch node.kind {
      case .input(let name), .context(let name): names.append(name)
      default: break
      }
    }
    return names
  }
}
