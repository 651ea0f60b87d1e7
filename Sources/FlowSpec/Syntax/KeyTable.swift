/// A fixed list of short names, matched against UTF-8 bytes without building or hashing strings.
///
/// Each name of up to 16 bytes is packed into two integers with its length, and the packed names
/// sit in a small open-addressed table: a match is one multiplication and a comparison or two.
/// Mapping keys and reserved words are looked up this way on every node.
struct KeyTable: Sendable {
  /// A name's bytes packed little-endian into two words, and its length.
  struct Packed: Equatable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0

    /// Packs `bytes`, or returns nil when they are longer than any packable name.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard bytes.count <= 16 else { return nil }
      count = bytes.count
      var shift: UInt64 = 0
      for index in 0..<min(count, 8) {
        low |= UInt64(bytes[index]) &<< shift
        shift &+= 8
      }
      shift = 0
      for index in min(count, 8)..<count {
        high |= UInt64(bytes[index]) &<< shift
        shift &+= 8
      }
    }

    /// A well-mixed hash: its top bits pick a slot.
    var hash: UInt64 {
      (low ^ (high &* 0x2545_F491_4F6C_DD1D) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
    }
  }

  /// The names, in the order their positions are reported.
  let names: [String]
  private let packed: [Packed]
  /// Open-addressed slots holding positions in `packed`, or -1; a power of two long.
  private let slots: [Int16]
  /// How far to shift a hash right to get a slot.
  private let shift: UInt64

  /// A table of `names`, each at most 16 UTF-8 bytes.
  init(_ names: [String]) {
    self.names = names
    let packed = names.map { name in
      var name = name
      guard let packed = name.withUTF8({ Packed($0) }) else {
        preconditionFailure("key table names are at most 16 bytes")
      }
      return packed
    }
    self.packed = packed
    // At most half full, so a miss ends after a probe or two.
    var bits: UInt64 = 2
    while 1 << bits < packed.count * 2 { bits += 1 }
    shift = 64 - bits
    var slots = [Int16](repeating: -1, count: 1 << bits)
    for (position, name) in packed.enumerated() {
      var slot = Int(name.hash >> shift)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int16(position)
    }
    self.slots = slots
  }

  /// The position of the name spelled by `bytes`, or nil when it is not in the table.
  func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let key = Packed(bytes) else { return nil }
    var slot = Int(key.hash >> shift)
    while true {
      let position = Int(slots[slot])
      if position < 0 { return nil }
      if packed[position] == key { return position }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// True when `bytes` spell one of the names.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    position(of: bytes) != nil
  }

  /// The position of the name written as scalar `node`'s text, or nil when it is not in the table.
  func position(of node: YAMLNode) -> Int? {
    node.withScalarBytes { position(of: $0) }
  }

  /// The position of `name`, or nil when it is not in the table.
  func position(of name: String) -> Int? {
    var name = name
    return name.withUTF8 { position(of: $0) }
  }
}

extension YAMLNode {
  /// Calls `body` with the node's text as UTF-8 bytes (empty for a collection), without building a
  /// string. The bytes are only valid inside `body`.
  func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let node = document.nodes[Int(index)]
    guard node.kind == .scalar else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    let span = node.textSpan
    return document.text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span])) }
  }

  /// True when the node is a scalar: `scalar != nil` without building its text.
  var isScalar: Bool { document.nodes[Int(index)].kind == .scalar }

  /// True when the node is a scalar that is not YAML's null.
  var isNonNullScalar: Bool {
    let node = document.nodes[Int(index)]
    guard node.kind == .scalar else { return false }
    // Only plain scalars of at most four bytes can be null: the rest need no text comparison.
    guard node.style == .plain, node.count <= 4 else { return true }
    return !isNull
  }

  /// The node's text as a string: what `scalar?.text` holds, without looking up its tag.
  var scalarText: String { document.string(of: index) }

  /// How the scalar is written (only meaningful for a scalar).
  var scalarStyle: YAMLScalar.Style { document.nodes[Int(index)].style }
}
