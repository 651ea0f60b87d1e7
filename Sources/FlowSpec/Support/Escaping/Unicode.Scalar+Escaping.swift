extension Unicode.Scalar {
  /// Whether every output kind writes this scalar as an escape rather than as itself (what
  /// docs/output-escaping.md calls an unsafe scalar): C0 controls other than tab (ESC, BEL, CR,
  /// LF, ...), DEL, the C1 controls U+0080–U+009F, and the invisible format characters that make
  /// text read differently from what it is (the line and paragraph separators U+2028 and U+2029,
  /// the bidirectional marks, embeddings, overrides and isolates of "Trojan Source", and the byte
  /// order mark).
  ///
  /// A terminal acts on a control character (ESC starts a command, CR returns to the start of
  /// the line, U+009B is an 8-bit ESC `[`); an editor or a log viewer breaks lines at U+2028; a
  /// bidirectional override reorders what follows it.
  public var isUnsafeInOutput: Bool {
    switch value {
    case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// Whether the scalar ends a line in some reader: LF, VT, FF, CR, NEL, LS or PS.
  public var isLineTerminator: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Appends the scalar as a Swift string literal spells it: `\n`, `\r`, `\t`, `\0`, or
  /// `\u{1B}` (hexadecimal digits in upper case). Every output kind shows unsafe scalars this
  /// way, so `ESC` reads `\u{1B}` in a terminal, a diagram and a generated comment alike.
  func appendEscape(to text: inout String) {
    switch self {
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    case "\t": text += "\\t"
    case "\0": text += "\\0"
    default: text += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
  }
}

extension String {
  /// The text with each scalar `escape` claims replaced by what it appends, the others kept.
  ///
  /// Escaping works on Unicode scalars, never on `Character`s: `"\r\n"` is one `Character`, and
  /// so is U+0600 followed by `"` (U+0600 is a prepended concatenation mark), so comparing
  /// characters with `"\n"` or `"\""` misses both.
  func escapingScalars(_ escape: (Unicode.Scalar, inout String) -> Bool) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars where !escape(scalar, &out) {
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// Whether the text may hold an unsafe scalar (`Unicode.Scalar.isUnsafeInOutput`): a byte that
  /// is a C0 control other than tab or DEL, or the first byte of a C1 control (0xC2), of U+061C
  /// (0xD8), of the format characters U+200E–U+2069 (0xE2) or of U+FEFF (0xEF). Most text has none
  /// of these bytes, and is found to need no escaping without decoding scalars.
  var mayHoldUnsafeScalar: Bool {
    func isSuspect(_ byte: UInt8) -> Bool {
      switch byte {
      case 0x09: false
      case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: true
      default: false
      }
    }
    return utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) }
      ?? utf8.contains(where: isSuspect)
  }

  /// Whether every byte is printable ASCII other than those in `special`: text that an escaping
  /// leaves as it is, found without decoding scalars.
  func isPlainASCII(except special: StaticString = "") -> Bool {
    special.withUTF8Buffer { excluded in
      func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && !excluded.contains(byte)
      }
      return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) }
        ?? utf8.allSatisfy(isPlain)
    }
  }
}
