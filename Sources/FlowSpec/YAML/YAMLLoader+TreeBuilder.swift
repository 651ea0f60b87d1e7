extension YAMLLoader {
  /// Turns the event stream into a tree with an explicit stack of open collections.
  struct TreeBuilder {
    private struct Frame {
      var isMapping: Bool
      var start: SourceLocation
      var anchor: String?
      var items: [YAMLNode] = []
      var pairs: [YAMLPair] = []
      var pendingKey: (text: String, range: SourceRange)?
      var skipNextValue = false
      var keys: [String: SourceRange] = [:]
      var weight = 1
    }

    let file: SourceFile
    let limits: YAMLLimits
    private(set) var root: YAMLNode?
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    private var aliasExpansion = 0
    private var documents = 0

    init(file: SourceFile, limits: YAMLLimits) {
      self.file = file
      self.limits = limits
    }

    private func range(_ start: SourceLocation, _ end: SourceLocation) -> SourceRange {
      SourceRange(file: file.path, start: start, end: end)
    }

    /// Consumes one event; returns false when loading must stop.
    mutating func consume(_ event: YAMLEvent, diagnostics: inout Diagnostics) -> Bool {
      switch event {
      case .streamStart, .streamEnd, .documentEnd:
        return true
      case .documentStart(let location):
        documents += 1
        if documents > 1 {
          diagnostics.emit(.multipleDocuments, at: range(location, location))
          return false
        }
        return true
      case .scalar(let scalar, let anchor, let start, let end):
        let node = YAMLNode(.scalar(scalar), range: range(start, end))
        return finish(node, anchor: anchor, weight: 1, diagnostics: &diagnostics)
      case .alias(let name, let start, let end):
        guard let anchored = anchors[name] else {
          diagnostics.emit(
            .unknownAnchor(name, suggestion: Identifier.suggestion(for: name, among: anchors.keys)),
            at: range(start, end))
          return false
        }
        aliasExpansion += anchored.weight
        guard aliasExpansion <= limits.maxAliasExpansion else {
          diagnostics.emit(.aliasBudget(limit: limits.maxAliasExpansion), at: range(start, end))
          return false
        }
        // The copy stands where the alias is written (a duplicate key or a wrong value is
        // reported there); the nodes inside keep their ranges at the anchor.
        var node = anchored.node
        node.range = range(start, end)
        return finish(node, anchor: nil, weight: anchored.weight, diagnostics: &diagnostics)
      case .sequenceStart(let anchor, let start), .mappingStart(let anchor, let start):
        guard stack.count < limits.maxDepth else {
          diagnostics.emit(
            .nestingTooDeep(limit: limits.maxDepth),
            at: range(start, .init(line: start.line, column: start.column + 1)))
          return false
        }
        var isMapping = false
        if case .mappingStart = event { isMapping = true }
        stack.append(Frame(isMapping: isMapping, start: start, anchor: anchor))
        return true
      case .sequenceEnd(let end), .mappingEnd(let end):
        let frame = stack.removeLast()
        let content: YAMLNode.Content =
          frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        let node = YAMLNode(content, range: range(frame.start, end))
        return finish(node, anchor: frame.anchor, weight: frame.weight, diagnostics: &diagnostics)
      }
    }

    /// Places a completed node into its parent (or as the root).
    private mutating func finish(
      _ node: YAMLNode, anchor: String?, weight: Int, diagnostics: inout Diagnostics
    ) -> Bool {
      if let anchor { anchors[anchor] = (node, weight) }
      guard !stack.isEmpty else {
        root = node
        return true
      }
      let top = stack.count - 1
      stack[top].weight += weight
      guard stack[top].isMapping else {
        stack[top].items.append(node)
        return true
      }
      if stack[top].skipNextValue {
        stack[top].skipNextValue = false
        return true
      }
      guard let key = stack[top].pendingKey else {
        guard let scalar = node.scalar else {
          diagnostics.emit(.nonScalarKey, at: node.range)
          stack[top].skipNextValue = true
          return true
        }
        stack[top].pendingKey = (scalar.text, node.range)
        return true
      }
      stack[top].pendingKey = nil
      if let first = firstRange(ofKey: key.text, in: &stack[top]) {
        // Keep the first value and go on, so later problems are reported too.
        diagnostics.emit(
          .duplicateKey(key.text), at: key.range, notes: [.init("first defined here", at: first)])
        return true
      }
      stack[top].pairs.append(YAMLPair(key: key.text, keyRange: key.range, value: node))
      if !stack[top].keys.isEmpty { stack[top].keys[key.text] = key.range }
      return true
    }

    /// Where `key` is already defined in `frame`: a scan for small maps, a dictionary for large ones.
    private func firstRange(ofKey key: String, in frame: inout Frame) -> SourceRange? {
      if frame.pairs.count < 16 {
        return frame.pairs.first { $0.key == key }?.keyRange
      }
      if frame.keys.isEmpty {
        for pair in frame.pairs { frame.keys[pair.key] = pair.keyRange }
      }
      return frame.keys[key]
    }
  }
}
