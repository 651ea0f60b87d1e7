/// A YAML node with its source range: the output of the loading stage.
///
/// Aliases are resolved into copies of the anchored node (cheap: arrays are shared until written).
public struct YAMLNode: Sendable {
  /// A node's content.
  public enum Content: Sendable {
    /// A scalar: its text and how it was written.
    case scalar(YAMLScalar)
    /// A mapping in source order; keys are unique scalars.
    case mapping([YAMLPair])
    /// A sequence in source order.
    case sequence([YAMLNode])
  }

  /// What the node holds.
  public var content: Content
  /// Where the node is written.
  public var range: SourceRange

  /// Creates a node.
  public init(_ content: Content, range: SourceRange) {
    self.content = content
    self.range = range
  }

  /// The scalar, if this node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The mapping's pairs, if this node is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The sequence's items, if this node is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// True for an empty plain scalar, `~` or `null`: YAML's null.
  public var isNull: Bool {
    guard let scalar, scalar.style == .plain else { return false }
    return scalar.text.isEmpty || scalar.text == "~" || scalar.text == "null"
      || scalar.text == "Null"
      || scalar.text == "NULL"
  }

  /// "a map", "a list", "a text value" or "nothing": used in wrong-kind messages.
  public var kindDescription: String {
    switch content {
    case .mapping: "a map"
    case .sequence: "a list"
    case .scalar: isNull ? "nothing" : "a text value"
    }
  }
}

/// A scalar's text and presentation.
public struct YAMLScalar: Sendable, Equatable {
  /// How a scalar was written.
  public enum Style: Sendable, Equatable {
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
  /// The key's text.
  public var key: String
  /// Where the key is written.
  public var keyRange: SourceRange
  /// The value.
  public var value: YAMLNode

  /// Creates a pair.
  public init(key: String, keyRange: SourceRange, value: YAMLNode) {
    self.key = key
    self.keyRange = keyRange
    self.value = value
  }
}
