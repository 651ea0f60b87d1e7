import FlowSpec

/// Converts between FlowSpec's locations and the protocol's positions over one document's bytes.
///
/// The two count differently. FlowSpec's lines break where libyaml breaks them (LF, CR, CR LF,
/// U+0085, U+2028, U+2029), a leading byte order mark is not part of line 1, and columns count
/// Unicode scalars from 1. The protocol's lines break at LF, CR and CR LF only, and characters
/// count from 0 in the negotiated encoding. Both convert through byte offsets. Bytes that are not
/// UTF-8 count as one scalar each where they are not continuation bytes, as FlowSpec counts them.
public struct LineIndex: Sendable {
  private let bytes: [UInt8]
  /// FlowSpec's lines: where each starts, and where its content ends.
  private let specLines: [Range<Int>]
  /// The protocol's lines: where each starts, and where its content ends.
  private let protocolLines: [Range<Int>]

  /// Indexes `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    specLines = SourceLines.lineRanges(bytes, from: bom)
    protocolLines = SourceLines.lineRanges(bytes, asciiBreaksOnly: true)
  }

  private static func isLead(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
  private func isLead(_ byte: UInt8) -> Bool { Self.isLead(byte) }

  /// The byte offset of a FlowSpec location (clamped to its line and the document).
  public func offset(of location: SourceLocation) -> Int {
    guard location.line >= 1 else { return specLines[0].lowerBound }
    guard location.line <= specLines.count else { return bytes.count }
    let line = specLines[location.line - 1]
    var offset = line.lowerBound
    var column = 1
    while column < location.column && offset < line.upperBound {
      offset += 1
      while offset < line.upperBound && !isLead(bytes[offset]) { offset += 1 }
      column += 1
    }
    return offset
  }

  /// The FlowSpec location of a byte offset.
  public func location(ofOffset offset: Int) -> SourceLocation {
    let offset = min(max(offset, specLines[0].lowerBound), bytes.count)
    let line = Self.line(containing: offset, in: specLines)
    let range = specLines[line]
    var column = 1
    for byte in bytes[range.lowerBound..<min(offset, range.upperBound)] where isLead(byte) {
      column += 1
    }
    return SourceLocation(line: line + 1, column: column)
  }

  /// The protocol position of a byte offset.
  public func position(ofOffset offset: Int, encoding: PositionEncoding) -> ProtocolPosition {
    let offset = min(max(offset, 0), bytes.count)
    let line = Self.line(containing: offset, in: protocolLines)
    let range = protocolLines[line]
    let end = min(offset, range.upperBound)
    if encoding == .utf8 { return ProtocolPosition(line: line, character: end - range.lowerBound) }
    var character = 0
    for byte in bytes[range.lowerBound..<end] where isLead(byte) {
      character += encoding.width(ofLeadByte: byte)
    }
    return ProtocolPosition(line: line, character: character)
  }

  /// The byte offset of a protocol position: a character past the line's end means its end, a
  /// line past the document's end means the document's end, and a position inside a scalar
  /// (half a surrogate pair) means the scalar's end.
  public func offset(of position: ProtocolPosition, encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < protocolLines.count else { return bytes.count }
    let line = protocolLines[position.line]
    return Self.offset(of: position.character, from: line.lowerBound, of: bytes, encoding) {
      $0 >= line.upperBound
    }
  }

  /// `offset(of:encoding:)` without an index: the bytes are read only up to the position, so a
  /// change near the start of a large document costs little (`didChange` converts each change's
  /// range against the text the previous change left).
  public static func offset(
    of position: ProtocolPosition, in bytes: [UInt8], encoding: PositionEncoding
  ) -> Int {
    guard position.line >= 0 else { return 0 }
    var start = 0
    var line = 0
    while line < position.line {
      guard let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
        return bytes.count
      }
      start = end + 1
      if bytes[end] == 0x0D, start < bytes.count, bytes[start] == 0x0A { start += 1 }
      line += 1
    }
    // The line's end is found as the characters are counted: no byte past the position is read.
    let lineEnd = { (offset: Int) in
      offset >= bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D
    }
    return offset(of: position.character, from: start, of: bytes, encoding, endsAt: lineEnd)
  }

  /// The byte offset of the `target`th character of the line starting at `start`, whose content
  /// ends where `isEnd` holds: a character past the end means the end, a position inside a
  /// scalar its end.
  private static func offset(
    of target: Int, from start: Int, of bytes: [UInt8], _ encoding: PositionEncoding,
    endsAt isEnd: (Int) -> Bool
  ) -> Int {
    var offset = start
    var character = 0
    while character < target && !isEnd(offset) {
      character += encoding == .utf8 ? 1 : encoding.width(ofLeadByte: bytes[offset])
      offset += 1
      while !isEnd(offset) && !isLead(bytes[offset]) {
        offset += 1
        if encoding == .utf8 { character += 1 }
      }
    }
    // Inside a scalar (UTF-8 counted in bytes) means at its end.
    while !isEnd(offset) && !isLead(bytes[offset]) { offset += 1 }
    return offset
  }

  /// The protocol position of a FlowSpec location.
  public func position(of location: SourceLocation, encoding: PositionEncoding) -> ProtocolPosition
  {
    position(ofOffset: offset(of: location), encoding: encoding)
  }

  /// The FlowSpec location of a protocol position.
  public func location(of position: ProtocolPosition, encoding: PositionEncoding) -> SourceLocation
  {
    location(ofOffset: offset(of: position, encoding: encoding))
  }

  /// The index of the last line starting at or before `offset`.
  private static func line(containing offset: Int, in lines: [Range<Int>]) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
