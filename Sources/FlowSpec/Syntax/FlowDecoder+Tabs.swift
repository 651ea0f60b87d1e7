extension FlowDecoder {
  /// `tabs: [name, ...]`: the names of a tab container's tab nodes.
  mutating func decodeTabs(_ pair: YAMLPair) -> [Located<String>] {
    guard let items = pair.value.sequence else {
      diagnostics.emit(
        .wrongKind(expected: "a list of screen names", for: "`tabs`", found: pair.value),
        at: pair.value.range)
      return []
    }
    return items.compactMap { screenReference($0) }
  }
}
