/// A growable run of UTF-8 bytes that appends by copying memory: what `SwiftWriter` and
/// `SwiftLine` collect text in, and what the models' descriptions are written into.
///
/// The generators append about ten pieces a line (a keyword, a name, a type, punctuation), half a
/// million for a large module. `[UInt8].append(contentsOf:)` takes about a hundred instructions a
/// call in generic collection copying; this takes a capacity check and a `memcpy`. Copies of a
/// buffer share storage until one of them appends (copy on write), as an array's do.
struct UTF8Buffer: @unchecked Sendable {  // Storage is only written when uniquely referenced.
  /// How many bytes are in use, and how many fit.
  private struct Header {
    var count: Int
    var capacity: Int
  }

  private var storage: ManagedBuffer<Header, UInt8>

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 16) {
    storage = Self.allocate(max(capacity, 16))
  }

  private static func allocate(_ capacity: Int) -> ManagedBuffer<Header, UInt8> {
    ManagedBuffer<Header, UInt8>.create(minimumCapacity: capacity) { _ in
      Header(count: 0, capacity: capacity)
    }
  }

  /// How many bytes are in use.
  var count: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// The last byte, if any.
  var last: UInt8? { withBytes { $0.last } }

  /// The bytes as a string.
  var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Calls `body` with the bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeMutablePointers { header, bytes in
      body(UnsafeBufferPointer(start: bytes, count: header.pointee.count))
    }
  }

  /// The bytes from offset `start` on, as an array of their own.
  func bytes(from start: Int) -> [UInt8] {
    withBytes { Array($0[start...]) }
  }

  /// Whether every byte from offset `start` on satisfies `predicate`.
  func allBytes(from start: Int, satisfy predicate: (UInt8) -> Bool) -> Bool {
    withBytes { $0[start...].allSatisfy(predicate) }
  }

  /// Removes the bytes from offset `start` on.
  mutating func removeBytes(from start: Int) {
    reserve(0)
    storage.withUnsafeMutablePointerToHeader { $0.pointee.count = start }
  }

  /// Makes room for `extra` more bytes, so that appending them allocates nothing.
  mutating func reserveCapacity(_ extra: Int) {
    reserve(extra)
  }

  /// Appends `bytes`.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    storage.withUnsafeMutablePointers { header, elements in
      (elements + header.pointee.count).initialize(from: source, count: bytes.count)
      header.pointee.count += bytes.count
    }
  }

  /// Appends `byte`, `count` times.
  mutating func append(_ byte: UInt8, count: Int = 1) {
    guard count > 0 else { return }
    reserve(count)
    storage.withUnsafeMutablePointers { header, elements in
      (elements + header.pointee.count).initialize(repeating: byte, count: count)
      header.pointee.count += count
    }
  }

  /// Appends the UTF-8 bytes of `text`.
  mutating func append(_ text: String) {
    // Native and literal strings lend their bytes in place; only a bridged one is copied.
    let appended = text.utf8.withContiguousStorageIfAvailable { bytes in
      append(bytes)
      return true
    }
    if appended == nil {
      var text = text
      text.withUTF8 { append($0) }
    }
  }

  /// Appends `value` in decimal, with no `String` on the way.
  mutating func append(decimal value: Int) {
    let magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let sign = value < 0 ? 1 : 0
    reserve(sign + digits)
    storage.withUnsafeMutablePointers { header, elements in
      let start = elements + header.pointee.count
      if sign == 1 { start.initialize(to: UInt8(ascii: "-")) }
      var remaining = magnitude
      for offset in (0..<digits).reversed() {
        (start + sign + offset).initialize(to: UInt8(ascii: "0") + UInt8(remaining % 10))
        remaining /= 10
      }
      header.pointee.count += sign + digits
    }
  }

  /// Makes room for `extra` more bytes in storage this buffer alone holds.
  private mutating func reserve(_ extra: Int) {
    // Read through a pointer: the `header` property would cost a dynamic exclusivity check.
    let fits = storage.withUnsafeMutablePointerToHeader {
      $0.pointee.count + extra <= $0.pointee.capacity
    }
    if !fits || !isKnownUniquelyReferenced(&storage) { grow(extra) }
  }

  /// Moves the bytes to new storage with room for `extra` more (at least twice the capacity, so
  /// appending stays linear).
  private mutating func grow(_ extra: Int) {
    let header = storage.withUnsafeMutablePointerToHeader { $0.pointee }
    let copy = Self.allocate(max(header.count + extra, 2 * header.capacity))
    storage.withUnsafeMutablePointers { _, old in
      copy.withUnsafeMutablePointers { copyHeader, new in
        new.initialize(from: old, count: header.count)
        copyHeader.pointee.count = header.count
      }
    }
    storage = copy
  }
}
