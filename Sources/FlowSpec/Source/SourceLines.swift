/// Line lookups over a file's bytes, for error paths and diagnostic snippets (never the hot path).
public struct SourceLines: Sendable {
  private let bytes: [UInt8]
  /// Each line's content as byte offsets, its line break excluded; line N is `lines[N - 1]`.
  private let lines: [Range<Int>]

  /// Creates a view over `bytes`; a leading UTF-8 byte order mark is not part of line 1. Lines
  /// break where libyaml breaks them, so positions it reports find their line here: at LF, CR,
  /// CR LF, and U+0085, U+2028 and U+2029.
  public init(_ bytes: [UInt8]) {
    let bytes = Self.withoutByteOrderMark(bytes)
    let lines = Self.lineRanges(bytes)
    self.bytes = bytes
    self.lines = lines
  }

  /// Each line's content as byte offsets from `first` on, its line break excluded. Lines break
  /// where libyaml breaks them (`lineBreakLength`); with `asciiBreaksOnly`, at LF, CR and CR LF
  /// only (the lines of the Language Server Protocol).
  public static func lineRanges(
    _ bytes: [UInt8], from first: Int = 0, asciiBreaksOnly: Bool = false
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = first
    var offset = first
    while offset < bytes.count {
      if let length = lineBreakLength(bytes, at: offset),
        !asciiBreaksOnly || bytes[offset] < 0x80
      {
        lines.append(start..<offset)
        offset += length
        start = offset
      } else {
        offset += 1
      }
    }
    lines.append(start..<bytes.count)
    return lines
  }

  /// The length in bytes of the line break at `offset`, if one starts there: LF, CR, CR LF,
  /// U+0085, U+2028 or U+2029, where libyaml breaks lines (and so FlowSpec's locations count).
  static func lineBreakLength(_ bytes: [UInt8], at offset: Int) -> Int? {
    switch bytes[offset] {
    case UInt8(ascii: "\n"): return 1
    case UInt8(ascii: "\r"):
      return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
    case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0x85: return 2
    case 0xE2
    where offset + 2 < bytes.count && bytes[offset + 1] == 0x80
      && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
      return 3
    default: return nil
    }
  }

  /// `bytes` without a leading UTF-8 byte order mark.
  public static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// The 1-based location of a byte offset: columns count Unicode scalars (UTF-8 lead bytes).
  public func location(ofByteOffset offset: Int) -> SourceLocation {
    let offset = min(max(0, offset), bytes.count)
    // The last line starting at or before the offset (a break's own bytes count as its line's end).
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for byte in bytes[lines[low].lowerBound..<max(lines[low].lowerBound, offset)]
    where byte & 0xC0 != 0x80 {
      column += 1
    }
    return SourceLocation(line: low + 1, column: column)
  }

  /// `location`, or the end of the last line when it is past it.
  public func clamped(_ location: SourceLocation) -> SourceLocation {
    guard location.line > lines.count else { return location }
    var last = lines.count
    // A file ending in a line break has an empty last line: the end of the one before is clearer.
    if last > 1 && lines[last - 1].isEmpty { last -= 1 }
    let columns = text(ofLine: last)?.unicodeScalars.count ?? 0
    return SourceLocation(line: last, column: columns + 1)
  }

  /// The text of a 1-based line without its line break (invalid UTF-8 shown as U+FFFD).
  public func text(ofLine line: Int) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    return String(decoding: bytes[lines[line - 1]], as: UTF8.self)
  }

  /// The Unicode scalar at a 1-based location, if the location is inside a line.
  public func scalar(at location: SourceLocation) -> Unicode.Scalar? {
    guard let text = text(ofLine: location.line) else { return nil }
    let scalars = Array(text.unicodeScalars)
    let index = location.column - 1
    return scalars.indices.contains(index) ? scalars[index] : nil
  }
}
