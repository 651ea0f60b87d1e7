/// A node of a loaded `YAMLDocument`, with its source range.
///
/// A node is its document and an index: copying one is one reference, and reading it builds only
/// what is asked for. An alias is a node of its own that shares the anchored node's content.
public struct YAMLNode: Sendable {
  /// A node's content.
  public enum Content: Sendable {
    /// A scalar: its text and how it was written.
    case scalar(YAMLScalar)
    /// A mapping in source order; keys are unique scalars.
    case mapping(YAMLMapping)
    /// A sequence in source order.
    case sequence(YAMLSequence)
  }

  /// The document the node belongs to.
  public let document: YAMLDocument
  let index: UInt32

  init(document: YAMLDocument, index: UInt32) {
    self.document = document
    self.index = index
  }

  private var storage: YAMLDocument.Storage { document.nodes[Int(index)] }

  /// What the node holds.
  public var content: Content {
    switch storage.kind {
    case .scalar: .scalar(makeScalar())
    case .mapping: .mapping(YAMLMapping(document: document, node: index))
    case .sequence: .sequence(YAMLSequence(document: document, node: index))
    }
  }

  /// Where the node is written.
  public var range: SourceRange { document.range(of: index) }

  /// The scalar, if this node is one.
  public var scalar: YAMLScalar? {
    storage.kind == .scalar ? makeScalar() : nil
  }

  /// The mapping's pairs, if this node is a mapping.
  public var mapping: YAMLMapping? {
    storage.kind == .mapping ? YAMLMapping(document: document, node: index) : nil
  }

  /// The sequence's items, if this node is a sequence.
  public var sequence: YAMLSequence? {
    storage.kind == .sequence ? YAMLSequence(document: document, node: index) : nil
  }

  /// True for an empty plain scalar, `~` or `null`: YAML's null.
  public var isNull: Bool {
    let node = storage
    guard node.kind == .scalar, node.style == .plain else { return false }
    switch node.count {
    case 0: return true
    case 1: return document.text[Int(node.first)] == UInt8(ascii: "~")
    case 4:
      return document.text(of: index, equals: "null") || document.text(of: index, equals: "Null")
        || document.text(of: index, equals: "NULL")
    default: return false
    }
  }

  /// "a map", "a list", "a text value" or "nothing": used in wrong-kind messages.
  public var kindDescription: String {
    switch storage.kind {
    case .mapping: "a map"
    case .sequence: "a list"
    case .scalar: isNull ? "nothing" : "a text value"
    }
  }

  private func makeScalar() -> YAMLScalar {
    let node = storage
    return YAMLScalar(
      text: document.string(of: index), style: node.style,
      tag: node.hasTag ? document.tags[index] : nil)
  }
}

/// A scalar's text and presentation.
public struct YAMLScalar: Sendable, Equatable {
  /// How a scalar was written.
  public enum Style: UInt8, Sendable, Equatable {
    /// Unquoted.
    case plain
    /// `'single quoted'`.
    case singleQuoted
    /// `"double quoted"`.
    case doubleQuoted
    /// A `|` or `>` block.
    case block
  }

  /// The scalar's value, with YAML escapes and folding applied.
  public var text: String
  /// How it was written.
  public var style: Style
  /// An explicit tag (`!!str`), if any.
  public var tag: String?

  /// Creates a scalar.
  public init(text: String, style: Style, tag: String? = nil) {
    self.text = text
    self.style = style
    self.tag = tag
  }
}

/// One key-value pair of a mapping.
public struct YAMLPair: Sendable {
  /// The key's node (always a scalar).
  public let keyNode: YAMLNode
  /// The value.
  public let value: YAMLNode

  /// The key's text.
  public var key: String { keyNode.document.string(of: keyNode.index) }
  /// Where the key is written.
  public var keyRange: SourceRange { keyNode.range }

  /// True when the key's text is `name` (no string is built).
  public func hasKey(_ name: String) -> Bool {
    keyNode.document.text(of: keyNode.index, equals: name)
  }
}
