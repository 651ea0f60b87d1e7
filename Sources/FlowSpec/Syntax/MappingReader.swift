/// Reads one YAML mapping of the flow format: checks its keys and hands out values by key.
///
/// A key that is unknown but close to an allowed key the map lacks is reported once, then read as
/// that key (`evnets:` as `events:`), so its section still declares its names and a misspelt key
/// gives one error, not one more for each use of those names.
struct MappingReader {
  let node: YAMLNode
  let pairs: YAMLMapping
  /// Pairs with a misspelt key, by the allowed key they are read as (nil while there are none).
  private var misspelt: [String: YAMLPair]?

  /// Reads `node` as a map; null counts as an empty map when `nullIsEmpty`.
  init?(
    _ node: YAMLNode, what: @autoclosure () -> String, nullIsEmpty: Bool = true,
    diagnostics: inout Diagnostics
  ) {
    self.node = node
    if let pairs = node.mapping {
      self.pairs = pairs
    } else if nullIsEmpty && node.isNull {
      self.pairs = .empty
    } else {
      diagnostics.emit(.wrongKind(expected: "a map", for: what(), found: node), at: node.range)
      return nil
    }
  }

  /// Reports every key not in `allowed`, with a did-you-mean; a misspelt key is then read as the
  /// key it was meant to be, when the map lacks that one.
  mutating func checkKeys(
    _ allowed: KeyTable, in what: @autoclosure () -> String, diagnostics: inout Diagnostics
  ) {
    for pair in pairs where allowed.position(of: pair.keyNode) == nil {
      if let meant = Self.reportUnknownKey(
        pair, allowed: allowed.names, in: what(), diagnostics: &diagnostics)
      {
        recover(pair, as: meant)
      }
    }
  }

  /// Reads `pair`, whose key is misspelt, as `key`, unless the map has `key` or an earlier
  /// misspelling of it.
  mutating func recover(_ pair: YAMLPair, as key: String) {
    guard pairs.pair(forKey: key) == nil, misspelt?[key] == nil else { return }
    misspelt = misspelt ?? [:]
    misspelt?[key] = pair
  }

  /// Reports `pair`'s key as not one of `allowed`, with a did-you-mean; returns the key suggested.
  @discardableResult
  static func reportUnknownKey(
    _ pair: YAMLPair, allowed: [String], in what: String, diagnostics: inout Diagnostics
  ) -> String? {
    // Past the diagnostics limit the error is only counted: no did-you-mean is worked out.
    if diagnostics.isFull {
      diagnostics.emit(
        .unknownKey(pair.key, in: what, suggestion: nil, allowed: []), at: pair.keyRange)
      return nil
    }
    let suggestion = Identifier.suggestion(for: pair.key, among: allowed)
    diagnostics.emit(
      .unknownKey(pair.key, in: what, suggestion: suggestion, allowed: allowed), at: pair.keyRange)
    return suggestion
  }

  /// The pair of `key`, or of a misspelling of it that `checkKeys` or `recover` accepted.
  subscript(key: String) -> YAMLPair? {
    pairs.pair(forKey: key) ?? misspelt?[key]
  }
}

extension Diagnostic.Message {
  static func wrongKind(expected: String, for what: String, found node: YAMLNode) -> Self {
    .init(.wrongNodeKind, "\(what) must be \(expected), found \(node.kindDescription)")
  }
  static func unknownKey(_ key: String, in what: String, suggestion: String?, allowed: [String])
    -> Self
  {
    let hint =
      suggestion.map { "; did you mean `\($0)`?" }
      ?? "; expected one of: \(allowed.map { "`\($0)`" }.joined(separator: ", "))"
    return .init(.unknownKey, "unknown key `\(key)` in \(what)\(hint)")
      .suggesting(suggestion, for: key)
  }
  static func missingKey(_ key: String, in what: String) -> Self {
    .init(.missingKey, "\(what) needs `\(key)`")
  }
  static func invalidIdentifier(_ problem: String) -> Self { .init(.invalidIdentifier, problem) }
  static func invalidType(_ text: String, _ problem: String) -> Self {
    .init(.invalidType, "`\(text)` is not a type: \(problem)")
  }
  static func invalidValue(_ problem: String) -> Self { .init(.invalidValue, problem) }
  static func invalidScreen(_ problem: String) -> Self { .init(.invalidScreen, problem) }
  static func conflictingNavigation(_ second: String, _ first: String) -> Self {
    .init(
      .conflictingNavigation,
      "a transition has at most one navigation, but this one has `\(first)` and `\(second)`")
  }
}
