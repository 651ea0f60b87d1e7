/// Definite assignment of context fields across the screen graph.
///
/// A context field of non-optional type without a default is unset until a transition sets it.
/// Every read must be preceded, on every path from the start, by a `set` of that field.
///
/// Only forward moves (entering a screen) matter: `back`, `popTo`, `dismiss`, system back and a
/// child's finish all return to a screen already shown on that path, with at least the fields set
/// then. Guards are not evaluated: every transition is assumed possible.
struct DefiniteAssignment {
  let graph: FlowGraph

  func run(diagnostics: inout Diagnostics) {
    let fields = graph.trackedFields
    guard !fields.isEmpty else { return }
    let bit = NameTable(fields.indices.lazy.map { (fields[$0], $0) })
    // maybeUnset[node]: fields some path may reach the node with unset (forward dataflow, union).
    var maybeUnset = [BitSet?](repeating: nil, count: graph.nodes.count)
    var worklist: [Int] = []
    let all = BitSet(count: fields.count, filled: true)
    for start in graph.starts where maybeUnset[start.target] == nil {
      maybeUnset[start.target] = all
      worklist.append(start.target)
    }
    while let node = worklist.popLast() {
      guard let incoming = maybeUnset[node] else { continue }
      let transitions = graph.nodes[node].transitions
      for position in transitions.indices {
        guard case .enter(_, let target) = transitions[position].move else { continue }
        var outgoing = incoming
        for field in transitions[position].assigns { if let b = bit[field] { outgoing.remove(b) } }
        let before = maybeUnset[target]
        let merged = before.map { $0.union(outgoing) } ?? outgoing
        if merged != before {
          maybeUnset[target] = merged
          worklist.append(target)
        }
      }
      // After a swipe, the fields the `present` transition set stay set.
      for swipe in graph.nodes[node].swipes {
        var outgoing = incoming
        for field in transitions[swipe.transition].assigns {
          if let b = bit[field] { outgoing.remove(b) }
        }
        let before = maybeUnset[swipe.target]
        let merged = before.map { $0.union(outgoing) } ?? outgoing
        if merged != before {
          maybeUnset[swipe.target] = merged
          worklist.append(swipe.target)
        }
      }
    }
    var reported = Set<SourceRange>()
    // One search per field gives the witness path to every node; computed once, when first needed.
    var witnesses: [String: [Int: (state: Int, event: String)]] = [:]
    func witness(for field: String, to node: Int) -> String {
      if witnesses[field] == nil { witnesses[field] = parents(avoiding: field) }
      return graph.describePath(to: node, parents: witnesses[field] ?? [:]) { $0 }
    }
    func check(_ read: FlowGraph.Read, at node: Int, assigned: [String]) {
      guard let b = bit[read.field], maybeUnset[node]?.contains(b) == true,
        !(read.afterAssignments && assigned.contains(read.field)),
        reported.insert(read.range).inserted
      else { return }
      // Past the diagnostics limit the message is dropped: do not pay for its path.
      let notes: [Diagnostic.Note] =
        diagnostics.isFull
        ? [] : [.init("a path that leaves it unset: \(witness(for: read.field, to: node))")]
      diagnostics.emit(.unsetField(read.field), at: read.range, notes: notes)
    }
    for start in graph.starts {
      for read in start.reads where bit[read.field] != nil && reported.insert(read.range).inserted {
        diagnostics.emit(
          .unsetField(read.field), at: read.range,
          notes: [.init("`start` runs before any transition can set it")])
      }
    }
    for index in graph.nodes.indices where maybeUnset[index] != nil {
      for read in graph.nodes[index].inputReads { check(read, at: index, assigned: []) }
      let transitions = graph.nodes[index].transitions
      for position in transitions.indices {
        for read in transitions[position].reads {
          check(read, at: index, assigned: transitions[position].assigns)
        }
      }
    }
  }

  /// Breadth-first links from the start over transitions that do not set `field`: following them
  /// back from a node gives the shortest path of events on which `field` is never set.
  private func parents(avoiding field: String) -> [Int: (state: Int, event: String)] {
    var parents: [Int: (state: Int, event: String)] = [:]
    var visited = Set<Int>()
    var queue: [Int] = []
    var head = 0
    for start in graph.starts where visited.insert(start.target).inserted {
      queue.append(start.target)
    }
    while head < queue.count {
      let node = queue[head]
      head += 1
      for transition in graph.nodes[node].transitions where !transition.assigns.contains(field) {
        guard case .enter(_, let next) = transition.move, visited.insert(next).inserted else {
          continue
        }
        parents[next] = (node, transition.event)
        queue.append(next)
      }
      for swipe in graph.nodes[node].swipes {
        let transition = graph.nodes[node].transitions[swipe.transition]
        guard !transition.assigns.contains(field), visited.insert(swipe.target).inserted else {
          continue
        }
        parents[swipe.target] = (node, transition.event)
        queue.append(swipe.target)
      }
    }
    // Start nodes are visited first, so they never get a parent: a walk back ends at one of them.
    return parents
  }
}

/// A fixed-size set of small integers. The first 64 are stored inline: a flow rarely tracks more
/// fields, and then copies and unions allocate nothing.
struct BitSet: Equatable {
  private var first: UInt64 = 0
  /// Words for 64 and above.
  private var rest: [UInt64]

  init(count: Int, filled: Bool) {
    rest = [UInt64](repeating: 0, count: max(0, (count + 63) / 64 - 1))
    if filled {
      for index in 0..<count { insert(index) }
    }
  }

  mutating func insert(_ index: Int) {
    if index < 64 {
      first |= 1 << UInt64(index)
    } else {
      rest[index / 64 - 1] |= 1 << UInt64(index % 64)
    }
  }

  mutating func remove(_ index: Int) {
    if index < 64 {
      first &= ~(1 << UInt64(index))
    } else {
      rest[index / 64 - 1] &= ~(1 << UInt64(index % 64))
    }
  }

  func contains(_ index: Int) -> Bool {
    if index < 64 { return first & (1 << UInt64(index)) != 0 }
    return rest[index / 64 - 1] & (1 << UInt64(index % 64)) != 0
  }

  func union(_ other: BitSet) -> BitSet {
    var result = self
    result.first |= other.first
    for index in rest.indices { result.rest[index] |= other.rest[index] }
    return result
  }
}

extension Diagnostic.Message {
  static func unsetField(_ field: String) -> Self {
    .init(.unsetField, "context field `\(field)` may be unset here")
  }
}
