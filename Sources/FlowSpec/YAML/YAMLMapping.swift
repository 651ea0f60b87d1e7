/// A mapping's pairs in source order: a view into its `YAMLDocument`.
public struct YAMLMapping: RandomAccessCollection, Sendable {
  let document: YAMLDocument?
  let first: Int
  /// The number of pairs.
  public let count: Int

  init(document: YAMLDocument, node: UInt32) {
    let storage = document.nodes[Int(node)]
    self.document = document
    self.first = Int(storage.first)
    self.count = Int(storage.count) / 2
  }

  private init() {
    document = nil
    first = 0
    count = 0
  }

  /// A mapping with no pairs (what YAML's null reads as, where a map is expected).
  public static let empty = YAMLMapping()

  /// The first position.
  public var startIndex: Int { 0 }
  /// The position past the last pair.
  public var endIndex: Int { count }

  /// The pair at `position`.
  public subscript(position: Int) -> YAMLPair {
    precondition(position >= 0 && position < count, "pair index out of range")
    // Only an empty mapping has no document, and it has no positions.
    return Self.pair(in: document.unsafelyUnwrapped, at: first + position * 2)
  }

  /// The pair whose key is `key`, compared without building strings.
  public func pair(forKey key: String) -> YAMLPair? {
    guard let document else { return nil }
    for slot in stride(from: first, to: first + count * 2, by: 2)
    where document.text(of: document.children[slot], equals: key) {
      return Self.pair(in: document, at: slot)
    }
    return nil
  }

  /// The pair whose key is at `slot` of the document's children and whose value follows it.
  private static func pair(in document: YAMLDocument, at slot: Int) -> YAMLPair {
    YAMLPair(
      keyNode: YAMLNode(document: document, index: document.children[slot]),
      value: YAMLNode(document: document, index: document.children[slot + 1]))
  }
}

/// A sequence's items in source order: a view into its `YAMLDocument`.
public struct YAMLSequence: RandomAccessCollection, Sendable {
  let document: YAMLDocument
  let first: Int
  /// The number of items.
  public let count: Int

  init(document: YAMLDocument, node: UInt32) {
    let storage = document.nodes[Int(node)]
    self.document = document
    self.first = Int(storage.first)
    self.count = Int(storage.count)
  }

  /// The first position.
  public var startIndex: Int { 0 }
  /// The position past the last item.
  public var endIndex: Int { count }

  /// The item at `position`.
  public subscript(position: Int) -> YAMLNode {
    precondition(position >= 0 && position < count, "item index out of range")
    return YAMLNode(document: document, index: document.children[first + position])
  }
}
