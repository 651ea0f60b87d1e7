/// A script's text as it is written: UTF-8 bytes, appended to piece by piece without the work a
/// `String` does on every append (a planned path of 100,000 steps is a million pieces).
struct PathScriptText: Sendable {
  private(set) var bytes: [UInt8] = []

  /// An empty text.
  init() {}

  /// Appends `text`.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `other`.
  mutating func append(_ other: PathScriptText) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Makes room for `count` more bytes.
  mutating func reserveCapacity(adding count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  /// The text as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
