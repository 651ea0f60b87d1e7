internal import CLibYAML

/// One libyaml parser event, converted once into Swift values with 1-based positions.
enum YAMLEvent {
  case streamStart
  case streamEnd
  case documentStart(SourceLocation)
  case documentEnd
  case alias(anchor: String, start: SourceLocation, end: SourceLocation)
  /// A scalar whose text the parser appended to the caller's buffer: `textCount` bytes.
  case scalar(
    style: YAMLScalar.Style, tag: String?, textCount: Int, anchor: String?, start: SourceLocation,
    end: SourceLocation)
  case sequenceStart(anchor: String?, start: SourceLocation)
  case sequenceEnd(end: SourceLocation)
  case mappingStart(anchor: String?, start: SourceLocation)
  case mappingEnd(end: SourceLocation)
}

/// A libyaml failure: its kind, what it says and where.
struct YAMLParseFailure: Error {
  /// True for reader errors (encoding, control characters), false for scanner and parser errors.
  var isReaderError: Bool
  /// libyaml's problem text.
  var problem: String
  /// Where the problem is; for reader errors, computed from the byte offset.
  var location: SourceLocation?
  /// The byte offset of a reader error.
  var byteOffset: Int?
  /// libyaml's context text ("while parsing a block mapping"), if any.
  var context: String?
  /// Where that context started.
  var contextLocation: SourceLocation?
}

/// The only owner of libyaml's parser: created over a copy of the bytes, freed in `deinit`.
final class YAMLEventParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private var finished = false

  /// Creates a parser over `bytes`, always read as UTF-8 (UTF-16 files are invalid UTF-8).
  init(bytes: [UInt8]) {
    parser = .allocate(capacity: 1)
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event, or the failure that stops parsing.
  ///
  /// A scalar's text is appended to `text` (one buffer for a whole document), so no string is made
  /// for it here.
  func next(appendingTextTo text: inout [UInt8]) throws(YAMLParseFailure) -> YAMLEvent {
    var event = yaml_event_t()
    guard !finished, yaml_parser_parse(parser, &event) == 1 else {
      throw failure()
    }
    defer { yaml_event_delete(&event) }
    let start = Self.location(event.start_mark)
    let end = Self.location(event.end_mark)
    switch event.type {
    case YAML_STREAM_START_EVENT:
      return .streamStart
    case YAML_STREAM_END_EVENT:
      finished = true
      return .streamEnd
    case YAML_DOCUMENT_START_EVENT:
      return .documentStart(start)
    case YAML_DOCUMENT_END_EVENT:
      return .documentEnd
    case YAML_ALIAS_EVENT:
      return .alias(anchor: Self.string(event.data.alias.anchor), start: start, end: end)
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      let count = data.value == nil ? 0 : data.length
      if let value = data.value, count > 0 {
        text.append(contentsOf: UnsafeBufferPointer(start: value, count: count))
      }
      let style: YAMLScalar.Style =
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: .block
        default: .plain
        }
      let tag = data.tag.map { Self.string($0) }
      return .scalar(
        style: style, tag: tag, textCount: count, anchor: data.anchor.map { Self.string($0) },
        start: start, end: end)
    case YAML_SEQUENCE_START_EVENT:
      return .sequenceStart(
        anchor: event.data.sequence_start.anchor.map { Self.string($0) }, start: start)
    case YAML_SEQUENCE_END_EVENT:
      return .sequenceEnd(end: end)
    case YAML_MAPPING_START_EVENT:
      return .mappingStart(
        anchor: event.data.mapping_start.anchor.map { Self.string($0) }, start: start)
    case YAML_MAPPING_END_EVENT:
      return .mappingEnd(end: end)
    default:
      return .streamEnd
    }
  }

  private func failure() -> YAMLParseFailure {
    let p = parser.pointee
    let problem = p.problem.map { String(cString: $0) } ?? "invalid YAML"
    let context = p.context.map { String(cString: $0) }
    if p.error == YAML_READER_ERROR {
      return YAMLParseFailure(
        isReaderError: true, problem: problem, location: nil, byteOffset: p.problem_offset,
        context: context, contextLocation: nil)
    }
    return YAMLParseFailure(
      isReaderError: false, problem: problem, location: Self.location(p.problem_mark),
      byteOffset: nil, context: context,
      contextLocation: context == nil ? nil : Self.location(p.context_mark))
  }

  /// libyaml's marks are 0-based; this is the one place they become 1-based.
  private static func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(line: mark.line + 1, column: mark.column + 1)
  }

  private static func string(_ pointer: UnsafeMutablePointer<UInt8>) -> String {
    String(cString: pointer)
  }
}
