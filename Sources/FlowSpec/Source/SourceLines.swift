/// Line lookups over a file's bytes, for error paths and diagnostic snippets (never the hot path).
public struct SourceLines: Sendable {
  private let bytes: [UInt8]
  /// The offset where each line starts; line N starts at `lineStarts[N - 1]`.
  private let lineStarts: [Int]

  /// Creates a view over `bytes`; a leading UTF-8 byte order mark is not part of line 1.
  public init(_ bytes: [UInt8]) {
    let bytes = Self.withoutByteOrderMark(bytes)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.bytes = bytes
    self.lineStarts = starts
  }

  /// `bytes` without a leading UTF-8 byte order mark.
  static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// The 1-based location of a byte offset: columns count Unicode scalars (UTF-8 lead bytes).
  public func location(ofByteOffset offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes.prefix(max(0, offset)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column)
  }

  /// The text of a 1-based line without its line break (invalid UTF-8 shown as U+FFFD).
  public func text(ofLine line: Int) -> String? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The Unicode scalar at a 1-based location, if the location is inside a line.
  public func scalar(at location: SourceLocation) -> Unicode.Scalar? {
    guard let text = text(ofLine: location.line) else { return nil }
    let scalars = Array(text.unicodeScalars)
    let index = location.column - 1
    return scalars.indices.contains(index) ? scalars[index] : nil
  }
}
