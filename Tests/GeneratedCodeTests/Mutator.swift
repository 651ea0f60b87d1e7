/// Random byte- and token-level damage to a flow file, for the property that no input crashes the
/// pipeline.
struct Mutator {
  /// Words a mutation may put in place of an identifier: keys, verbs, keywords, types.
  static let replacements = [
    "push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay", "when", "set", "do",
    "on", "events", "inputs", "flow", "view", "title", "start", "screens", "results", "context",
    "environment", "types", "actions", "true", "false", "nil", "event", "self", "class", "Int",
    "String", "Bool", "Double", "Date", "URL", "to", "type", "default", "null", "~", "yes", "",
  ]
  /// The navigation verbs, each flipped to another.
  static let verbs = ["push", "present", "replace", "back", "popTo", "dismiss", "finish", "stay"]
  /// Bytes and sequences that YAML, the expression parser or UTF-8 decoding treat specially.
  static let junk: [[UInt8]] = [
    Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array(":".utf8),
    Array("- ".utf8), Array("#".utf8), Array("&a".utf8), Array("*a".utf8), Array("!".utf8),
    Array("|".utf8), Array(">".utf8), Array("'".utf8), Array("\"".utf8), Array("%".utf8),
    Array("@".utf8), Array("`".utf8), Array("\t".utf8), [0], Array("\u{FEFF}".utf8),
    Array("é".utf8), [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array("\r".utf8), Array("\n".utf8),
    Array("? ".utf8), Array(",".utf8), Array("&&".utf8), Array("((".utf8), Array("'''".utf8),
    Array("\u{202E}".utf8), Array("---\n".utf8), Array("...\n".utf8), Array("<<: *a".utf8),
    Array(" == .".utf8), Array("99999999999999999999".utf8), Array("1e309".utf8),
  ]

  var rng: SplitMix64

  /// Applies one to three random mutations to `bytes`; `describe` collects what was done.
  mutating func mutate(_ bytes: [UInt8], log: inout [String]) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<rng.int(1...3) {
      let kind = rng.below(12)
      bytes = apply(kind, to: bytes, log: &log)
    }
    return bytes
  }

  private mutating func apply(_ kind: Int, to bytes: [UInt8], log: inout [String]) -> [UInt8] {
    var lines = split(bytes)
    switch kind {
    case 0 where !lines.isEmpty:
      let index = rng.below(lines.count)
      log.append("delete line \(index + 1)")
      lines.remove(at: index)
    case 1 where !lines.isEmpty:
      let index = rng.below(lines.count)
      log.append("duplicate line \(index + 1)")
      lines.insert(lines[index], at: rng.below(lines.count + 1))
    case 2 where lines.count > 1:
      let (a, b) = (rng.below(lines.count), rng.below(lines.count))
      log.append("swap lines \(a + 1) and \(b + 1)")
      lines.swapAt(a, b)
    case 3 where !lines.isEmpty:
      let index = rng.below(lines.count)
      let change = rng.int(-3...3)
      log.append("indent line \(index + 1) by \(change)")
      if change > 0 {
        lines[index] = Array(repeating: rng.chance(0.8) ? 32 : 9, count: change) + lines[index]
      } else {
        let spaces = lines[index].prefix { $0 == 32 }.count
        lines[index].removeFirst(min(spaces, -change))
      }
    case 4:
      return replaceToken(in: bytes, log: &log) { mutator, token, tokens in
        mutator.rng.chance(0.5) ? mutator.rng.pick(Self.replacements) : mutator.rng.pick(tokens)
      }
    case 5:
      return replaceToken(in: bytes, log: &log) { mutator, token, _ in
        Self.verbs.contains(token) ? mutator.rng.pick(Self.verbs) : nil
      }
    case 6 where !lines.isEmpty:
      // Drop a key with its block: the line and the more indented lines after it.
      let index = rng.below(lines.count)
      let indent = lines[index].prefix { $0 == 32 }.count
      var end = index + 1
      while end < lines.count,
        lines[end].prefix(while: { $0 == 32 }).count > indent
          || lines[end].allSatisfy({ $0 == 32 })
      {
        end += 1
      }
      log.append("drop lines \(index + 1)..<\(end + 1)")
      lines.removeSubrange(index..<end)
    case 7, 8:
      let offset = rng.below(bytes.count + 1)
      let piece = rng.pick(Self.junk)
      log.append("insert \(piece) at byte \(offset)")
      return Array(bytes[..<offset]) + piece + Array(bytes[offset...])
    case 9 where !bytes.isEmpty:
      let offset = rng.below(bytes.count)
      log.append("truncate at byte \(offset)")
      return Array(bytes[..<offset])
    case 10 where !bytes.isEmpty:
      let offset = rng.below(bytes.count)
      let byte = UInt8(truncatingIfNeeded: rng.next())
      log.append("byte \(offset) := \(byte)")
      var copy = bytes
      copy[offset] = byte
      return copy
    case 11 where !bytes.isEmpty:
      let offset = rng.below(bytes.count)
      log.append("delete byte \(offset)")
      var copy = bytes
      copy.remove(at: offset)
      return copy
    default:
      return bytes
    }
    return join(lines)
  }

  /// Replaces one identifier-like token (letters and digits) by what `replacement` says.
  private mutating func replaceToken(
    in bytes: [UInt8], log: inout [String],
    _ replacement: (inout Mutator, String, [String]) -> String?
  ) -> [UInt8] {
    var tokens: [(range: Range<Int>, text: String)] = []
    var start: Int?
    for index in 0...bytes.count {
      let isWord =
        index < bytes.count
        && ((65...90).contains(bytes[index]) || (97...122).contains(bytes[index])
          || (start != nil && (48...57).contains(bytes[index])))
      if isWord, start == nil { start = index }
      if !isWord, let first = start {
        tokens.append((first..<index, String(decoding: bytes[first..<index], as: UTF8.self)))
        start = nil
      }
    }
    guard !tokens.isEmpty else { return bytes }
    let token = tokens[rng.below(tokens.count)]
    guard let text = replacement(&self, token.text, tokens.map(\.text)) else { return bytes }
    log.append("replace `\(token.text)` at byte \(token.range.lowerBound) with `\(text)`")
    return Array(bytes[..<token.range.lowerBound]) + Array(text.utf8)
      + Array(bytes[token.range.upperBound...])
  }

  private func split(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
  }

  private func join(_ lines: [[UInt8]]) -> [UInt8] {
    Array(lines.joined(separator: [10]))
  }
}
