/// A loaded YAML document: the output of the loading stage.
///
/// Every node lives in one flat array and names its children by index; every scalar's text lives in
/// one byte buffer. Building, reading and dropping a file's tree is a handful of allocations rather
/// than several a node, and a `YAMLNode` is only this document and an index.
public final class YAMLDocument: Sendable {
  /// What a stored node is.
  enum Kind: UInt8 {
    case scalar
    case mapping
    case sequence
  }

  /// One node: its kind, where it is written and what it holds.
  ///
  /// A scalar's `first` and `count` are its text's span in `text`; a collection's are its span in
  /// `children` (a mapping's children alternate key and value).
  struct Storage {
    var kind: Kind
    var style: YAMLScalar.Style
    var hasTag: Bool
    var startLine: UInt32
    var startColumn: UInt32
    var endLine: UInt32
    var endColumn: UInt32
    var first: UInt32
    var count: UInt32

    /// A scalar's text: its span in `text`.
    var textSpan: Range<Int> { Int(first)..<Int(first + count) }

    /// Where the node is written in `file`.
    func range(in file: String) -> SourceRange {
      SourceRange(
        file: file, start: .init(line: Int(startLine), column: Int(startColumn)),
        end: .init(line: Int(endLine), column: Int(endColumn)))
    }
  }

  /// The file's path as shown in diagnostics.
  public let file: String
  let nodes: [Storage]
  let children: [UInt32]
  let text: [UInt8]
  let tags: [UInt32: String]
  let rootIndex: UInt32

  init(
    file: String, nodes: [Storage], children: [UInt32], text: [UInt8], tags: [UInt32: String],
    rootIndex: UInt32
  ) {
    self.file = file
    self.nodes = nodes
    self.children = children
    self.text = text
    self.tags = tags
    self.rootIndex = rootIndex
  }

  /// The document's root node.
  public var root: YAMLNode { YAMLNode(document: self, index: rootIndex) }

  func range(of index: UInt32) -> SourceRange {
    nodes[Int(index)].range(in: file)
  }

  func string(of index: UInt32) -> String {
    let span = nodes[Int(index)].textSpan
    return text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }

  /// True when scalar `index`'s text is exactly `string`, compared byte for byte.
  func text(of index: UInt32, equals string: String) -> Bool {
    let span = nodes[Int(index)].textSpan
    var string = string
    return string.withUTF8 { wanted in
      wanted.count == span.count && text.withUnsafeBufferPointer { $0[span].elementsEqual(wanted) }
    }
  }
}
