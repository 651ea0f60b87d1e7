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
    let bit = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1, $0) })
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
      for transition in graph.nodes[node].transitions {
        guard case .enter(_, let target) = transition.move else { continue }
        var outgoing = incoming
        for field in transition.assigns { if let b = bit[field] { outgoing.remove(b) } }
        let before = maybeUnset[target]
        let merged = before.map { $0.union(outgoing) } ?? outgoing
        if merged != before {
          maybeUnset[target] = merged
          worklist.append(target)
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
    for (index, node) in graph.nodes.enumerated() where maybeUnset[index] != nil {
      for read in node.inputReads { check(read, at: index, assigned: []) }
      for transition in node.transitions {
        for read in transition.reads { check(read, at: index, assigned: transition.assigns) }
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
    }
    // Start nodes are visited first, so they never get a parent: a walk back ends at one of them.
    return parents
  }
}

/// A fixed-size set of small integers.
struct BitSet: Equatable {
  private var words: [UInt64]

  init(count: Int, filled: Bool) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
    if filled {
      for index in 0..<count { insert(index) }
    }
  }

  mutating func insert(_ index: Int) { words[index / 64] |= 1 << UInt64(index % 64) }
  mutating func remove(_ index: Int) { words[index / 64] &= ~(1 << UInt64(index % 64)) }
  func contains(_ index: Int) -> Bool { words[index / 64] & (1 << UInt64(index % 64)) != 0 }

  func union(_ other: BitSet) -> BitSet {
    var result = self
    for index in words.indices { result.words[index] |= other.words[index] }
    return result
  }
}

extension Diagnostic.Message {
  static func unsetField(_ field: String) -> Self {
    .init(.unsetField, "context field `\(field)` may be unset here")
  }
}
