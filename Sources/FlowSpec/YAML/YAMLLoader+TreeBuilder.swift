extension YAMLLoader {
  /// Turns the event stream into a `YAMLDocument` with an explicit stack of open collections.
  ///
  /// A finished node is appended to `nodes`; an open collection collects its children's indices at
  /// the end of `pending`, and on closing moves them to `children` in one piece.
  struct TreeBuilder {
    private struct OpenCollection {
      var isMapping: Bool
      var start: SourceLocation
      var anchor: String?
      /// Where this collection's children start in `pending`.
      var pendingStart: Int
      /// A mapping's key waiting for its value.
      var pendingKey: UInt32?
      var skipNextValue = false
      /// A large mapping's keys by their bytes, for duplicate detection (small ones are scanned).
      var keys: [[UInt8]: UInt32] = [:]
      var weight = 1
    }

    let file: SourceFile
    let limits: YAMLLimits
    /// Scalar text, appended by the parser.
    var text: [UInt8] = []
    private var nodes: [YAMLDocument.Storage] = []
    private var children: [UInt32] = []
    private var pending: [UInt32] = []
    private var tags: [UInt32: String] = [:]
    private var stack: [OpenCollection] = []
    private var anchors: [String: (node: UInt32, weight: Int)] = [:]
    private var root: UInt32?
    private var aliasExpansion = 0
    private var documents = 0

    init(file: SourceFile, limits: YAMLLimits) {
      self.file = file
      self.limits = limits
    }

    /// The document, once every event is consumed; nil for a stream with no node.
    func document() -> YAMLDocument? {
      guard let root else { return nil }
      return YAMLDocument(
        file: file.path, nodes: nodes, children: children, text: text, tags: tags, rootIndex: root)
    }

    private func range(_ start: SourceLocation, _ end: SourceLocation) -> SourceRange {
      SourceRange(file: file.path, start: start, end: end)
    }

    private mutating func append(
      _ kind: YAMLDocument.Kind, style: YAMLScalar.Style = .plain, hasTag: Bool = false,
      start: SourceLocation, end: SourceLocation, first: Int, count: Int
    ) -> UInt32 {
      let end = max(start, end)
      nodes.append(
        .init(
          kind: kind, style: style, hasTag: hasTag, startLine: UInt32(start.line),
          startColumn: UInt32(start.column), endLine: UInt32(end.line),
          endColumn: UInt32(end.column), first: UInt32(first), count: UInt32(count)))
      return UInt32(nodes.count - 1)
    }

    /// Consumes one event (a scalar's text is already at the end of `text`); returns false when
    /// loading must stop.
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
      case .scalar(let style, let tag, let textCount, let anchor, let start, let end):
        let index = append(
          .scalar, style: style, hasTag: tag != nil, start: start, end: end,
          first: text.count - textCount, count: textCount)
        if let tag { tags[index] = tag }
        return finish(index, anchor: anchor, weight: 1, diagnostics: &diagnostics)
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
        // The alias is a node of its own where it is written (a duplicate key or a wrong value is
        // reported there), sharing the anchored content; the nodes inside keep their ranges.
        let shared = nodes[Int(anchored.node)]
        let index = append(
          shared.kind, style: shared.style, hasTag: shared.hasTag, start: start, end: end,
          first: Int(shared.first), count: Int(shared.count))
        if shared.hasTag { tags[index] = tags[anchored.node] }
        return finish(index, anchor: nil, weight: anchored.weight, diagnostics: &diagnostics)
      case .sequenceStart(let anchor, let start), .mappingStart(let anchor, let start):
        guard stack.count < limits.maxDepth else {
          diagnostics.emit(
            .nestingTooDeep(limit: limits.maxDepth),
            at: range(start, .init(line: start.line, column: start.column + 1)))
          return false
        }
        var isMapping = false
        if case .mappingStart = event { isMapping = true }
        stack.append(
          OpenCollection(
            isMapping: isMapping, start: start, anchor: anchor, pendingStart: pending.count))
        return true
      case .sequenceEnd(let end), .mappingEnd(let end):
        let open = stack.removeLast()
        let first = children.count
        children.append(contentsOf: pending[open.pendingStart...])
        pending.removeSubrange(open.pendingStart...)
        let index = append(
          open.isMapping ? .mapping : .sequence, start: open.start, end: end, first: first,
          count: children.count - first)
        return finish(index, anchor: open.anchor, weight: open.weight, diagnostics: &diagnostics)
      }
    }

    /// Places a completed node into its parent (or as the root).
    private mutating func finish(
      _ node: UInt32, anchor: String?, weight: Int, diagnostics: inout Diagnostics
    ) -> Bool {
      if let anchor { anchors[anchor] = (node, weight) }
      guard !stack.isEmpty else {
        root = node
        return true
      }
      let top = stack.count - 1
      stack[top].weight += weight
      guard stack[top].isMapping else {
        pending.append(node)
        return true
      }
      if stack[top].skipNextValue {
        stack[top].skipNextValue = false
        return true
      }
      guard let key = stack[top].pendingKey else {
        guard nodes[Int(node)].kind == .scalar else {
          diagnostics.emit(.nonScalarKey, at: range(of: node))
          stack[top].skipNextValue = true
          return true
        }
        stack[top].pendingKey = node
        return true
      }
      stack[top].pendingKey = nil
      if let first = firstKey(matching: key, inCollectionAt: top) {
        // Keep the first value and go on, so later problems are reported too.
        diagnostics.emit(
          .duplicateKey(string(of: key)), at: range(of: key),
          notes: [.init("first defined here", at: range(of: first))])
        return true
      }
      pending.append(key)
      pending.append(node)
      if !stack[top].keys.isEmpty { stack[top].keys[Array(textSpan(of: key))] = key }
      return true
    }

    /// The key of the collection at `top` with the same text as `key`, compared byte for byte: a
    /// scan for small maps, a dictionary for large ones.
    private mutating func firstKey(matching key: UInt32, inCollectionAt top: Int) -> UInt32? {
      let start = stack[top].pendingStart
      if (pending.count - start) / 2 < 16 {
        let wanted = textSpan(of: key)
        for slot in stride(from: start, to: pending.count, by: 2)
        where textSpan(of: pending[slot]) == wanted {
          return pending[slot]
        }
        return nil
      }
      if stack[top].keys.isEmpty {
        var keys: [[UInt8]: UInt32] = [:]
        for slot in stride(from: start, to: pending.count, by: 2) {
          keys[Array(textSpan(of: pending[slot]))] = pending[slot]
        }
        stack[top].keys = keys
      }
      return stack[top].keys[Array(textSpan(of: key))]
    }

    private func textSpan(of node: UInt32) -> ArraySlice<UInt8> {
      text[nodes[Int(node)].textSpan]
    }

    private func string(of node: UInt32) -> String {
      String(decoding: textSpan(of: node), as: UTF8.self)
    }

    private func range(of node: UInt32) -> SourceRange {
      nodes[Int(node)].range(in: file.path)
    }
  }
}
