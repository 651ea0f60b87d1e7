/// Builds Swift source text line by line with consistent indentation: the generators' only way of
/// producing code (no templates, so every emitted token comes from a typed model).
public struct SwiftWriter: Sendable {
  /// The text so far, as UTF-8: appending bytes avoids building a temporary string a line.
  private var bytes: UTF8Buffer
  private var level = 0

  /// The text so far.
  public var text: String { bytes.string }

  /// Appends the current indentation.
  private mutating func indent() {
    bytes.append(UInt8(ascii: " "), count: 2 * level)
  }

  /// Creates an empty writer.
  public init() {
    self.init(capacity: 1 << 16)
  }

  /// Creates an empty writer with room for `capacity` bytes: a good estimate of the text's size
  /// spares copying it as it grows.
  init(capacity: Int) {
    bytes = UTF8Buffer(capacity: capacity)
  }

  /// The longest line before wrapping, as `.swift-format` allows.
  public static let lineLength = 100

  /// Appends one line at the current indentation (an empty line stays empty). A line longer than
  /// `lineLength` is wrapped at the top-level commas of its first parenthesized list, one item a
  /// line, the way swift-format lays out long signatures and calls.
  public mutating func line(_ content: SwiftLine = "") {
    line { text in content.withUTF8 { text.append($0) } }
  }

  /// Appends one line whose text `build` appends straight into the text, as `line(_:)` does.
  mutating func line(_ build: (inout UTF8Buffer) -> Void) {
    let start = bytes.count
    indent()
    build(&bytes)
    endLine(from: start)
  }

  /// Appends one line at the current indentation as it is, never wrapped: a line of a
  /// multi-line string literal.
  mutating func verbatimLine(_ content: String) {
    indent()
    bytes.append(content)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Ends the line written from offset `start` (its indentation, then its content): an empty line
  /// loses its indentation, and a line that may be too long is taken back and written again by
  /// `write(_:)`, which measures and wraps it.
  private mutating func endLine(from start: Int) {
    let contentStart = start + 2 * level
    let length = bytes.count - contentStart
    if length == 0 {
      bytes.removeBytes(from: start)
    } else if 2 * level + length > Self.lineLength {
      let content = bytes.bytes(from: contentStart)
      bytes.removeBytes(from: start)
      content.withUnsafeBufferPointer { write($0) }
      return
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// `line(_:)` for a line's UTF-8 bytes, followed by a comma when `comma` is set (an item of a
  /// wrapped list, measured and wrapped with its comma).
  private mutating func write(_ content: UnsafeBufferPointer<UInt8>, comma: Bool = false) {
    guard !content.isEmpty || comma else {
      bytes.append(UInt8(ascii: "\n"))
      return
    }
    // Past the limit in bytes, an item that is not plain ASCII is measured in characters with its
    // comma (a few scalars join the character before them): such an item is written with it.
    if comma, 2 * level + content.count + 1 > Self.lineLength,
      !content.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") })
    {
      (Array(content) + [UInt8(ascii: ",")]).withUnsafeBufferPointer { write($0) }
      return
    }
    let length = comma ? content.count + 1 : content.count
    // A comma after the text changes no split: it comes after the list that is split, in the tail.
    guard Self.isTooLong(content, count: length, after: 2 * level), let parts = Self.split(content)
    else {
      indent()
      bytes.append(content)
      if comma { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "\n"))
      return
    }
    indent()
    bytes.append(parts.head)
    bytes.append(UInt8(ascii: "\n"))
    level += 1
    for (index, item) in parts.items.enumerated() {
      // A wrapped array literal has a comma after its last item too, as swift-format lays it out.
      write(item, comma: index < parts.items.count - 1 || parts.isArray)
    }
    level -= 1
    indent()
    bytes.append(parts.tail)
    if comma { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Whether `content`, indented by `indentation` spaces, is longer than `lineLength` characters.
  /// Bytes bound characters from above: most lines are settled without counting characters, and
  /// ASCII lines (no `\r\n`, the one two-byte character) have as many characters as bytes.
  static func isTooLong(_ content: UnsafeBufferPointer<UInt8>, after indentation: Int) -> Bool {
    isTooLong(content, count: content.count, after: indentation)
  }

  /// `isTooLong(_:after:)` for `content` followed by `count - content.count` ASCII bytes that
  /// join no character of it (`write` sees to that).
  private static func isTooLong(
    _ content: UnsafeBufferPointer<UInt8>, count: Int, after indentation: Int
  ) -> Bool {
    guard indentation + count > lineLength else { return false }
    guard content.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      let characters = String(decoding: content, as: UTF8.self).count + count - content.count
      return indentation + characters > lineLength
    }
    return true
  }

  /// `f(a, b) -> T` as `f(`, `[a, b]`, `) -> T`: the first parenthesized list with a top-level comma
  /// or a long content; a line without one splits its first array literal (`isArray`) instead.
  /// Strings and nested brackets are skipped over; comment lines are not split.
  static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    head: UnsafeBufferPointer<UInt8>, items: [UnsafeBufferPointer<UInt8>],
    tail: UnsafeBufferPointer<UInt8>, isArray: Bool
  )? {
    if let parts = split(bytes, at: UInt8(ascii: "(")) {
      return (parts.head, parts.items, parts.tail, false)
    }
    if let parts = split(bytes, at: UInt8(ascii: "[")) {
      return (parts.head, parts.items, parts.tail, true)
    }
    return nil
  }

  /// `split(_:)` at the first list at the top level that `opening` (`(` or `[`) opens.
  private static func split(_ bytes: UnsafeBufferPointer<UInt8>, at opening: UInt8) -> (
    head: UnsafeBufferPointer<UInt8>, items: [UnsafeBufferPointer<UInt8>],
    tail: UnsafeBufferPointer<UInt8>
  )? {
    let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
    // A comment is never split: its second part would be code. Interpolations nest code and
    // quotes inside strings: such lines are left as they are too.
    guard !bytes.starts(with: "//".utf8), !hasInterpolation(bytes) else { return nil }
    // Every delimiter is ASCII, so the scan runs over UTF-8 bytes.
    func part(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[range])
    }
    /// The bytes of `range` without leading and trailing spaces.
    func trimmed(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      var range = range
      while let first = range.first, bytes[first] == UInt8(ascii: " ") { range.removeFirst() }
      while let last = range.last, bytes[last] == UInt8(ascii: " ") { range.removeLast() }
      return part(range)
    }
    var depth = 0
    var inString = false
    var open: Int?
    var commas: [Int] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        // Inside a string only a quote and an escape's two bytes matter.
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if byte == opening && depth == 0 && open == nil { open = index }
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0, let start = open, byte == closing {
          guard index > start + 1 else {
            open = nil
            commas = []
            break
          }
          var items: [UnsafeBufferPointer<UInt8>] = []
          items.reserveCapacity(commas.count + 1)
          var from = start + 1
          for comma in commas {
            items.append(trimmed(from..<comma))
            from = comma + 1
          }
          items.append(trimmed(from..<index))
          return (part(0..<(start + 1)), items, part(index..<bytes.count))
        }
      case UInt8(ascii: ","):
        if depth == 1, open != nil { commas.append(index) }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Whether `content` holds `\\(`. ASCII text is searched byte by byte; other text as characters,
  /// the way `String.contains` compares them.
  static func hasInterpolation(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in content {
      if byte >= 0x80 { return String(decoding: content, as: UTF8.self).contains("\\(") }
      if previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "(") { return true }
      previous = byte
    }
    return false
  }

  /// Appends `opening`, the body one level deeper, then `closing`.
  public mutating func block(
    _ opening: SwiftLine, closing: SwiftLine = "}", _ body: (inout SwiftWriter) -> Void
  ) {
    line(opening)
    level += 1
    body(&self)
    level -= 1
    line(closing)
  }

  /// Appends `HEAD: T1, T2 {}`, a declaration with an empty body, as swift-format lays it out:
  /// when it is longer than a line, the types fill the lines after the first, indented one
  /// level deeper, and the braces go on a line of their own; a generic first type that does not
  /// fit on the first line puts its argument on a line of its own (`HEAD: Base<`, `Argument`,
  /// `>, T2`).
  public mutating func emptyDeclaration(_ head: String, inheriting types: [String]) {
    let whole = "\(head): \(types.joined(separator: ", ")) {}"
    guard 2 * level + whole.count > Self.lineLength else {
      line(SwiftLine(whole))
      return
    }
    if let first = types.first, 2 * level + head.count + 3 + first.count > Self.lineLength,
      let open = first.firstIndex(of: "<"), first.hasSuffix(">")
    {
      line(SwiftLine("\(head): \(first[...open])"))
      level += 1
      line(SwiftLine(String(first[first.index(after: open)..<first.index(before: first.endIndex)])))
      level -= 1
      line(SwiftLine(([">"] + types.dropFirst()).joined(separator: ", ")))
      line("{}")
      return
    }
    var lines: [String] = []
    var current = head + ":"
    for (index, type) in types.enumerated() {
      let isLast = index + 1 == types.count
      let piece = isLast ? type : type + ","
      // The last type also leaves room for ` {}` (swift-format keeps either layout then).
      let width = 2 * (lines.isEmpty ? level : level + 1) + current.count + 1 + piece.count
      if index > 0, width + (isLast ? 3 : 0) > Self.lineLength {
        lines.append(current)
        current = piece
      } else {
        current += " " + piece
      }
    }
    lines.append(current)
    line(SwiftLine(lines[0]))
    level += 1
    for continuation in lines.dropFirst() { line(SwiftLine(continuation)) }
    level -= 1
    line("{}")
  }

  /// Appends what `body` writes one level deeper.
  mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// Appends `if condition {` ... `} else {` ... `}`.
  public mutating func ifElse(
    _ condition: SwiftLine, _ then: (inout SwiftWriter) -> Void,
    else otherwise: (inout SwiftWriter) -> Void
  ) {
    line("if \(condition) {")
    level += 1
    then(&self)
    level -= 1
    line("} else {")
    level += 1
    otherwise(&self)
    level -= 1
    line("}")
  }

  /// Appends a `switch` whose `case` labels stand at the `switch`'s own indentation.
  public mutating func switchBlock(_ opening: SwiftLine, _ cases: (inout SwiftWriter) -> Void) {
    line(opening)
    cases(&self)
    line("}")
  }

  /// Appends a `case` label and its body one level deeper.
  public mutating func caseBlock(_ label: SwiftLine, _ body: (inout SwiftWriter) -> Void) {
    line(label)
    level += 1
    body(&self)
    level -= 1
  }

  /// Appends a `///` documentation comment, one line of `///` per line of text.
  public mutating func documentation(_ text: String) {
    for part in SwiftComment.documentationLines(text) { line(part.isEmpty ? "///" : "/// \(part)") }
  }

  /// `documentation(_:)` for the text `build` appends, written straight into the text. Most text
  /// is one line of printable ASCII that does not end in a space, which is its comment's one line
  /// as written; other text is taken back and goes through `documentation(_:)`.
  mutating func documentation(_ build: (inout UTF8Buffer) -> Void) {
    let start = bytes.count
    indent()
    bytes.append("/// ")
    let textStart = bytes.count
    build(&bytes)
    let isOneLine =
      bytes.count > textStart && bytes.last != UInt8(ascii: " ")
      && bytes.allBytes(from: textStart) { $0 >= 0x20 && $0 < 0x7F }
    guard isOneLine else {
      let text = String(decoding: bytes.bytes(from: textStart), as: UTF8.self)
      bytes.removeBytes(from: start)
      documentation(text)
      return
    }
    endLine(from: start)
  }
}
