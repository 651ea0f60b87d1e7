/// Splits the bytes of a JSON-RPC stream into messages by their `Content-Length` headers.
///
/// Fed chunks as they arrive, it returns what they complete. A header block it cannot read is
/// reported and skipped; garbage before a `Content-Length` header is skipped with it, so the stream
/// recovers at the next well-formed message. A body longer than `maxBodyBytes` is reported and
/// discarded as it arrives, never held.
public struct MessageFramer: Sendable {
  /// What a chunk of input completes.
  public enum Event: Sendable, Equatable {
    /// A message body (the JSON text).
    case message([UInt8])
    /// Input that is not a well-formed header block, skipped; says why.
    case malformed(String)
    /// A message whose declared length exceeds the limit; its body is skipped.
    case tooLarge(Int)
  }

  /// The longest body accepted, in bytes.
  public let maxBodyBytes: Int
  /// The longest header block accepted before it is dropped as garbage.
  public static let maxHeaderBytes = 8192

  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts (consumed bytes are dropped in batches).
  private var start = 0
  /// The length of the body being read, once its headers are read.
  private var bodyLength: Int?
  /// Bytes of an oversized body still to skip.
  private var skipping = 0

  /// Creates a framer that accepts bodies up to `maxBodyBytes`.
  public init(maxBodyBytes: Int) {
    self.maxBodyBytes = maxBodyBytes
  }

  /// Whether a message is partly read (its headers, or part of its body).
  public var isInsideMessage: Bool { bodyLength != nil || skipping > 0 || start < buffer.count }

  /// Adds a chunk of input and returns the events it completes, in order.
  public mutating func feed(_ chunk: some Collection<UInt8>) -> [Event] {
    var events: [Event] = []
    var chunk = chunk[...]
    if skipping > 0 {
      let skipped = min(skipping, chunk.count)
      skipping -= skipped
      chunk = chunk.dropFirst(skipped)
    }
    buffer.append(contentsOf: chunk)
    while let event = next() { events.append(event) }
    if start > 0 && (start == buffer.count || start > 1 << 16) {
      buffer.removeFirst(start)
      start = 0
    }
    return events
  }

  private mutating func next() -> Event? {
    if skipping > 0 {
      let skipped = min(skipping, buffer.count - start)
      skipping -= skipped
      start += skipped
      if skipping > 0 { return nil }
    }
    if let length = bodyLength {
      guard buffer.count - start >= length else { return nil }
      let body = Array(buffer[start..<start + length])
      start += length
      bodyLength = nil
      return .message(body)
    }
    guard let end = headerEnd() else {
      if buffer.count - start > Self.maxHeaderBytes {
        // Keep the last bytes: they may begin the terminator of a header block that follows.
        start = buffer.count - 3
        return .malformed("no header block in \(Self.maxHeaderBytes) bytes")
      }
      return nil
    }
    let header = buffer[start..<end]
    start = end + 4
    return headerEvent(header)
  }

  /// The offset of the `\r\n\r\n` that ends the header block starting at `start`.
  private func headerEnd() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
        && buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private mutating func headerEvent(_ header: ArraySlice<UInt8>) -> Event? {
    // Garbage before the header (a previous message's excess, noise) ends at the last
    // `Content-Length:`; the headers are read from there.
    guard let found = Self.lastContentLength(in: header) else {
      return .malformed("a header block without Content-Length")
    }
    let recovered =
      found != header.startIndex
      && !(found - 2 >= header.startIndex && header[found - 2] == 13 && header[found - 1] == 10)
    var length: Int?
    for line in String(decoding: header[found...], as: UTF8.self).split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      if name == "content-length" { length = Int(value) }
    }
    guard let length, length >= 0 else { return .malformed("an invalid Content-Length") }
    guard length <= maxBodyBytes else {
      skipping = length
      return .tooLarge(length)
    }
    bodyLength = length
    if recovered { return .malformed("garbage before a header, skipped") }
    return next()
  }

  private static let contentLength = Array("content-length:".utf8)

  /// Where the last `Content-Length:` (in any case) in `header` starts.
  private static func lastContentLength(in header: ArraySlice<UInt8>) -> Int? {
    let name = contentLength
    var index = header.endIndex - name.count
    while index >= header.startIndex {
      var matches = true
      for offset in 0..<name.count where header[index + offset] | 0x20 != name[offset] {
        matches = false
        break
      }
      if matches { return index }
      index -= 1
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return "" }
    let last = lastIndex(where: { !isBlank($0) })!
    return self[first...last]
  }
}
