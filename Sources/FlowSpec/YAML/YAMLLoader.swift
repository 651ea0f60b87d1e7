/// Loads one flow file into located YAML nodes, enforcing `YAMLLimits`.
///
/// The tree is built from libyaml's events with an explicit stack (no recursion on input depth), and
/// every failure becomes a located diagnostic.
public enum YAMLLoader {
  /// Parses `file`; returns the root node, or nil after emitting diagnostics.
  public static func load(
    _ file: SourceFile, limits: YAMLLimits = .default, diagnostics: inout Diagnostics
  ) -> YAMLNode? {
    loadDocument(file, limits: limits, diagnostics: &diagnostics)?.root
  }

  /// Parses `file` into a document; nil after emitting diagnostics.
  public static func loadDocument(
    _ file: SourceFile, limits: YAMLLimits = .default, diagnostics: inout Diagnostics
  ) -> YAMLDocument? {
    guard file.bytes.count <= limits.maxFileBytes else {
      diagnostics.emit(
        .fileTooLarge(limit: limits.maxFileBytes),
        at: .startOf(file.path))
      return nil
    }
    if let offset = UTF8Validation.firstInvalidByte(in: file.bytes) {
      let location = SourceLines(Array(file.bytes[..<offset])).location(ofByteOffset: offset)
      let range = SourceRange(
        file: file.path, start: location,
        end: .init(line: location.line, column: location.column + 1))
      diagnostics.emit(.invalidUTF8(byte: file.bytes[offset]), at: range)
      return nil
    }
    var builder = TreeBuilder(file: file, limits: limits)
    // libyaml skips no byte order mark once the encoding is forced to UTF-8 (which it is, so
    // that UTF-16 files are rejected); drop it here, as `SourceLines` does for positions.
    let parser = YAMLEventParser(bytes: SourceLines.withoutByteOrderMark(file.bytes))
    do {
      while true {
        let event = try parser.next(appendingTextTo: &builder.text)
        if case .streamEnd = event { break }
        guard builder.consume(event, diagnostics: &diagnostics) else { return nil }
      }
    } catch {
      report(error, in: file, diagnostics: &diagnostics)
      return nil
    }
    guard let document = builder.document() else {
      diagnostics.emit(.emptyFile, at: .startOf(file.path))
      return nil
    }
    return document
  }

  private static func report(
    _ failure: YAMLParseFailure, in file: SourceFile, diagnostics: inout Diagnostics
  ) {
    let lines = SourceLines(file.bytes)
    if failure.isReaderError {
      let offset = failure.byteOffset ?? 0
      let location = lines.location(ofByteOffset: offset)
      let range = SourceRange(
        file: file.path, start: location,
        end: .init(line: location.line, column: location.column + 1))
      let bytes = SourceLines.withoutByteOrderMark(file.bytes)
      let byte = offset < bytes.count ? bytes[offset] : nil
      let isEncoding = failure.problem.contains("UTF-8") || failure.problem.contains("Unicode")
      diagnostics.emit(
        isEncoding ? .invalidUTF8(failure.problem) : .yamlSyntax(controlCharacter(byte)),
        at: range)
      return
    }
    // libyaml ends the stream with a line break of its own: an error there is on a line past
    // the file's last. It is reported at the end of the last line instead.
    let location = lines.clamped(failure.location ?? SourceLocation(line: 1, column: 1))
    let range = SourceRange(
      file: file.path, start: location, end: .init(line: location.line, column: location.column + 1)
    )
    if lines.scalar(at: location) == "\t" {
      diagnostics.emit(
        .yamlSyntax("tabs are not allowed in YAML indentation; use spaces"), at: range)
      return
    }
    let before = lines.text(ofLine: location.line).map {
      Array($0.unicodeScalars.prefix(max(location.column - 1, 0)))
    }
    let explained = YAMLProblem(
      problem: failure.problem, character: lines.scalar(at: location),
      previous: before?.last, startsLine: before?.allSatisfy { $0 == " " } ?? true)
    var notes: [Diagnostic.Note] = []
    if let context = failure.context.flatMap(YAMLProblem.context),
      let contextLocation = failure.contextLocation.map(lines.clamped),
      contextLocation != location
    {
      notes.append(
        .init(
          context,
          at: SourceRange(file: file.path, start: contextLocation, end: contextLocation)))
    }
    if let hint = explained.hint { notes.append(.init(hint)) }
    diagnostics.emit(.yamlSyntax(explained.message), at: range, notes: notes)
  }

  private static func controlCharacter(_ byte: UInt8?) -> String {
    guard let byte else { return "control characters are not allowed" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "control characters are not allowed (byte 0x\(hex.count == 1 ? "0" + hex : hex))"
  }
}

extension Diagnostic.Message {
  static func fileTooLarge(limit: Int) -> Self {
    .init(.fileTooLarge, "file is larger than \(limit) bytes, the most a flow file may have")
  }
  static let emptyFile = Self(.emptyFile, "file is empty; a flow file starts with `flow: Name`")
  static func invalidUTF8(_ problem: String) -> Self {
    .init(.invalidUTF8, "file is not valid UTF-8 (\(problem))")
  }
  static func invalidUTF8(byte: UInt8) -> Self {
    let hex = String(byte, radix: 16, uppercase: true)
    return .init(
      .invalidUTF8,
      "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not valid UTF-8; flow files are UTF-8 (was this one saved as Latin-1 or UTF-16?)"
    )
  }
  static func yamlSyntax(_ problem: String) -> Self { .init(.yamlSyntax, problem) }
  static let multipleDocuments = Self(
    .multipleDocuments, "a flow file holds one YAML document; split the others into their own files"
  )
  static func nestingTooDeep(limit: Int) -> Self {
    .init(.nestingTooDeep, "maps and lists nest deeper than \(limit) levels")
  }
  static func aliasBudget(limit: Int) -> Self {
    .init(.aliasBudgetExceeded, "aliases expand to more than \(limit) nodes")
  }
  static func unknownAnchor(_ name: String, suggestion: String?) -> Self {
    .init(
      .unknownAnchor,
      "alias `*\(name)` names no anchor defined before it"
        + (suggestion.map { "; did you mean `*\($0)`?" } ?? "")
    ).suggesting(suggestion, for: name)
  }
  static func duplicateKey(_ key: String) -> Self {
    .init(.duplicateKey, "duplicate key `\(key)`")
  }
  static let nonScalarKey = Self(.nonScalarKey, "a key must be a plain name, not a list or map")
}
