extension FlowDecoder {
  /// The expression of an argument, `set` entry, input or default: `Expression.Kind.failed`
  /// where it does not parse (reported), so that the value still counts as written.
  mutating func valueExpression(_ node: YAMLNode) -> Expression {
    expression(node) ?? Expression(.failed, range: node.range)
  }

  /// An expression written as a YAML scalar.
  mutating func expression(_ node: YAMLNode) -> Expression? {
    let document = node.document
    let storage = document.nodes[Int(node.index)]
    if storage.kind == .scalar, storage.hasTag, let tag = document.tags[node.index],
      !tag.hasPrefix("tag:yaml.org,2002:")
    {
      // `when: !isLoggedIn` is read by YAML as the tag `!isLoggedIn`.
      let text = node.scalarText
      diagnostics.emit(
        .expressionSyntax(
          "YAML read `\(tag)` as a tag; quote the expression: \"\(tag)\(text.isEmpty ? "" : " " + text)\""
        ),
        at: node.range)
      return nil
    }
    let range = node.range
    guard node.isNonNullScalar else {
      diagnostics.emit(
        .wrongKind(expected: "an expression", for: "this value", found: node), at: range)
      return nil
    }
    let style = storage.style
    var shift: Int? =
      switch style {
      case .plain: 0
      case .singleQuoted, .doubleQuoted: 1
      case .block: nil
      }
    if range.start.line != range.end.line { shift = nil }
    let before = diagnostics.all.count
    var parsed = node.withScalarBytes { bytes in
      let origin = ExpressionParser.Origin(
        range: range, columnShift: shift, escapes: Self.escapes(in: bytes, style: style))
      return ExpressionParser.parse(
        utf8: bytes, origin: origin, tokens: &tokens, diagnostics: &diagnostics)
    }
    guard style == .singleQuoted else { return parsed }
    // YAML took the single quotes as its own: `'Shipping address'` is the expression
    // `Shipping address`, not a string literal.
    // `'URL("https://...")'` was not meant as text: its error says how a URL is written.
    if parsed == nil, node.withScalarBytes({ ExpressionParser.builtInCall(in: $0) }) == nil {
      diagnostics.addNote(
        .stringLiteralHint(node.scalarText), to: .expressionSyntax, after: before)
    }
    parsed?.isSingleQuotedInYAML = true
    return parsed
  }

  /// The offsets (in Unicode scalars) of the characters that the source spells with two:
  /// `''` in single quotes, `\"` and `\\` in double quotes. They shift the columns after them.
  static func escapes(in bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style) -> [Int] {
    let escaped: (UInt8, UInt8)
    switch style {
    case .singleQuoted: escaped = (UInt8(ascii: "'"), UInt8(ascii: "'"))
    case .doubleQuoted: escaped = (UInt8(ascii: "\""), UInt8(ascii: "\\"))
    case .plain, .block: return []
    }
    var escapes: [Int] = []
    var offset = 0
    for byte in bytes {
      // Each scalar starts with a byte that is not a UTF-8 continuation byte.
      guard byte & 0xC0 != 0x80 else { continue }
      if byte == escaped.0 || byte == escaped.1 { escapes.append(offset) }
      offset += 1
    }
    return escapes
  }
}

extension Diagnostic.Note {
  /// How to write `text`, read from a single-quoted YAML scalar, as a string literal.
  static func stringLiteralHint(_ text: String) -> Self {
    let literal = "'" + text.replacingAll("'", "''") + "'"
    let yaml = literal.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"")
    return .init(
      "YAML removed the single quotes of `\(literal)`, leaving `\(text)`; to write text, put a "
        + "string literal inside YAML's quotes: `\"\(yaml)\"`")
  }
}
