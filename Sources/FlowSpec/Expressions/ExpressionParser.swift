/// Parses expression text into an `Expression`, with errors at the column of the bad token.
///
/// Precedence climbing with a nesting limit: hostile input cannot overflow the stack.
public struct ExpressionParser {
  /// How deeply parentheses and prefix operators may nest.
  public static let maxNesting = 32
  /// The most operators one expression may contain, which bounds the depth of its tree.
  public static let maxOperators = 64

  /// Maps an offset in the expression text (Unicode scalars) to a source range.
  public struct Origin: Sendable {
    /// The range of the whole expression node.
    public var range: SourceRange
    /// Columns to add to an offset, or nil when offsets cannot be mapped (multi-line scalars).
    public var columnShift: Int?
    /// Offsets (sorted) of characters that the source spells with one extra character, such as
    /// `''` for `'` in a single-quoted YAML scalar.
    public var escapes: [Int]

    /// Creates an origin.
    public init(range: SourceRange, columnShift: Int?, escapes: [Int] = []) {
      self.range = range
      self.columnShift = columnShift
      self.escapes = escapes
    }

    func range(offset: Int, length: Int) -> SourceRange {
      guard let columnShift else { return range }
      let before = escapes.prefix { $0 < offset }.count
      let inside = escapes.prefix { $0 < offset + length }.count - before
      return range.slice(offset: offset + columnShift + before, length: length + inside)
    }
  }

  private struct Failure: Error {
    var message: String
    var offset: Int
    var length: Int
  }

  /// The words that are not names: their positions in `keywords`.
  private enum Keyword: Int {
    case `true`, `false`, `nil`, event
  }
  private static let keywords = KeyTable(["true", "false", "nil", "event"])

  private let tokens: [ExpressionToken]
  /// The expression text the tokens were read from; only used during `parse`, which owns it.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let origin: Origin
  private var position = 0

  private init(tokens: [ExpressionToken], bytes: UnsafeBufferPointer<UInt8>, origin: Origin) {
    self.tokens = tokens
    self.bytes = bytes
    self.origin = origin
  }

  /// Parses `text`; on failure emits `expression-syntax` and returns nil.
  public static func parse(_ text: String, origin: Origin, diagnostics: inout Diagnostics)
    -> Expression?
  {
    var text = text
    var tokens: [ExpressionToken] = []
    return text.withUTF8 { bytes in
      parse(utf8: bytes, origin: origin, tokens: &tokens, diagnostics: &diagnostics)
    }
  }

  /// Parses the UTF-8 expression text `bytes`; on failure emits `expression-syntax` and returns
  /// nil. `tokens` is scratch storage, reused by a caller that parses many expressions.
  static func parse(
    utf8 bytes: UnsafeBufferPointer<UInt8>, origin: Origin, tokens: inout [ExpressionToken],
    diagnostics: inout Diagnostics
  ) -> Expression? {
    do {
      try ExpressionLexer.tokenize(bytes, into: &tokens)
      var operators = 0
      for token in tokens {
        guard case .symbol(let symbol) = token.kind, symbol != .openParenthesis,
          symbol != .closeParenthesis, symbol != .dot
        else { continue }
        operators += 1
        if operators > maxOperators {
          throw Failure(
            message: "expression has more than \(maxOperators) operators; split the logic",
            offset: token.offset, length: token.length)
        }
      }
      var parser = ExpressionParser(tokens: tokens, bytes: bytes, origin: origin)
      if case .end = tokens[0].kind {
        throw Failure(message: "expected an expression", offset: 0, length: 1)
      }
      let expression = try parser.parseBinary(minimumPrecedence: 1, depth: 0)
      let next = parser.tokens[parser.position]
      guard case .end = next.kind else {
        throw Failure(
          message: "unexpected `\(next.text(in: bytes))` after the expression", offset: next.offset,
          length: next.length)
      }
      return expression
    } catch let failure as ExpressionLexer.Failure {
      // `URL("https://...")` fails at its double quote: say how a URL is written instead.
      if let call = builtInCall(in: bytes), call.offset < failure.offset {
        diagnostics.emit(
          .expressionSyntax(callMessage(call.name)),
          at: origin.range(offset: call.offset, length: call.name.count + 1))
        return nil
      }
      diagnostics.emit(
        .expressionSyntax(failure.message),
        at: origin.range(offset: failure.offset, length: failure.length))
    } catch let failure as Failure {
      diagnostics.emit(
        .expressionSyntax(failure.message),
        at: origin.range(offset: failure.offset, length: failure.length))
    } catch {
      diagnostics.emit(.expressionSyntax("invalid expression"), at: origin.range)
    }
    return nil
  }

  private var current: ExpressionToken { tokens[position] }

  private mutating func advance() -> ExpressionToken {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  private func range(from start: ExpressionToken, to end: ExpressionToken) -> SourceRange {
    origin.range(offset: start.offset, length: end.offset + end.length - start.offset)
  }

  private func binaryOperator(_ token: ExpressionToken) -> Expression.BinaryOperator? {
    guard case .symbol(let symbol) = token.kind else { return nil }
    return symbol.binaryOperator
  }

  /// An identifier token's text.
  private func name(_ token: ExpressionToken) -> String {
    token.text(in: bytes)
  }

  /// The keyword an identifier token spells, if any.
  private func keyword(_ token: ExpressionToken) -> Keyword? {
    Self.keywords.position(
      of: UnsafeBufferPointer(rebasing: bytes[token.byteOffset..<token.byteOffset + token.length])
    ).flatMap(Keyword.init)
  }

  private mutating func parseBinary(minimumPrecedence: Int, depth: Int) throws -> Expression {
    var left = try parseUnary(depth: depth)
    var lastComparison: ExpressionToken?
    while let op = binaryOperator(current), op.precedence >= minimumPrecedence {
      let opToken = advance()
      if op.isComparison {
        if let previous = lastComparison, previous.offset < opToken.offset {
          throw Failure(
            message: "comparisons cannot be chained; use `&&` between them",
            offset: opToken.offset, length: opToken.length)
        }
        lastComparison = opToken
      }
      let right = try parseBinary(minimumPrecedence: op.precedence + 1, depth: depth + 1)
      left = Expression(
        .binary(op, left, right),
        range: left.range.start <= right.range.start
          ? SourceRange(file: left.range.file, start: left.range.start, end: right.range.end)
          : left.range)
    }
    return left
  }

  private mutating func parseUnary(depth: Int) throws -> Expression {
    guard depth < Self.maxNesting else {
      throw Failure(
        message: "expression nests deeper than \(Self.maxNesting) levels", offset: current.offset,
        length: current.length)
    }
    let token = current
    if case .symbol(let symbol) = token.kind, symbol == .not || symbol == .minus {
      _ = advance()
      let operand = try parseUnary(depth: depth + 1)
      if symbol == .minus, case .integer(let value) = operand.kind {
        return Expression(.integer(-value), range: range(from: token, to: tokens[position - 1]))
      }
      if symbol == .minus, case .decimal(let value) = operand.kind {
        return Expression(.decimal(-value), range: range(from: token, to: tokens[position - 1]))
      }
      return Expression(
        .unary(symbol == .not ? .not : .negate, operand),
        range: range(from: token, to: tokens[position - 1]))
    }
    return try parsePrimary(depth: depth)
  }

  private mutating func parsePrimary(depth: Int) throws -> Expression {
    let token = advance()
    let single = origin.range(offset: token.offset, length: token.length)
    switch token.kind {
    case .integer(let value): return Expression(.integer(value), range: single)
    case .decimal(let value): return Expression(.decimal(value), range: single)
    case .string(let value): return Expression(.string(value), range: single)
    case .identifier:
      let keyword = keyword(token)
      switch keyword {
      case .true: return Expression(.boolean(true), range: single)
      case .false: return Expression(.boolean(false), range: single)
      case .nil: return Expression(.nilLiteral, range: single)
      case .event, nil: break
      }
      if keyword == nil, current.kind == .symbol(.openParenthesis) {
        throw Failure(
          message: Self.callMessage(name(token)), offset: token.offset,
          length: current.offset + current.length - token.offset)
      }
      guard current.kind == .symbol(.dot) else {
        if keyword == .event {
          throw Failure(
            message: "`event` needs a field: write `event.name`", offset: token.offset,
            length: token.length)
        }
        return Expression(.name(name(token)), range: single)
      }
      _ = advance()
      let member = advance()
      guard case .identifier = member.kind else {
        throw Failure(
          message: "expected a name after `\(name(token)).`", offset: member.offset,
          length: member.length)
      }
      let memberName = name(member)
      let whole = range(from: token, to: member)
      if keyword == .event { return Expression(.eventField(memberName), range: whole) }
      // Identifiers are ASCII: the first byte decides the case.
      let typeName = name(token)
      guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[token.byteOffset]) else {
        throw Failure(
          message:
            "only `event.field` and `Enum.case` use a dot; `\(typeName).\(memberName)` is neither",
          offset: token.offset, length: member.offset + member.length - token.offset)
      }
      return Expression(.enumCase(type: typeName, name: memberName), range: whole)
    case .symbol(.dot):
      let member = advance()
      guard case .identifier = member.kind else {
        throw Failure(
          message: "expected an enum case after `.`", offset: member.offset, length: member.length)
      }
      return Expression(
        .enumCase(type: nil, name: name(member)), range: range(from: token, to: member))
    case .symbol(.openParenthesis):
      let inner = try parseBinary(minimumPrecedence: 1, depth: depth + 1)
      let close = advance()
      guard close.kind == .symbol(.closeParenthesis) else {
        throw Failure(
          message: "expected `)` to close the `(` at column \(token.offset + 1)",
          offset: close.offset, length: close.length)
      }
      return Expression(inner.kind, range: range(from: token, to: close))
    case .end:
      throw Failure(message: "expression ends early", offset: token.offset, length: 1)
    default:
      throw Failure(
        message: "unexpected `\(token.text(in: bytes))`", offset: token.offset,
        length: token.length)
    }
  }
}

extension ExpressionParser {
  /// Why `name(...)` is not an expression, and how the value is written instead.
  static func callMessage(_ name: String) -> String {
    guard let type = ValueType.builtIns[name], type == .url || type == .date else {
      return "`\(name)(...)` is a call, and expressions have no calls"
    }
    return "expressions have no `\(name)(...)`: \(writtenAsValue(name))"
  }

  /// The first `URL(` or `Date(` written in `bytes` (not inside a longer name), with its offset in
  /// Unicode scalars.
  static func builtInCall(in bytes: UnsafeBufferPointer<UInt8>) -> (name: String, offset: Int)? {
    var offset = 0
    for index in bytes.indices {
      let startsName = index == 0 || !Self.isNameByte(bytes[index - 1])
      for name in ["URL", "Date"] where startsName {
        let end = index + name.utf8.count
        guard end < bytes.count, bytes[end] == UInt8(ascii: "("),
          bytes[index..<end].elementsEqual(name.utf8)
        else { continue }
        return (name, offset)
      }
      // Each scalar starts with a byte that is not a UTF-8 continuation byte.
      if bytes[index] & 0xC0 != 0x80 { offset += 1 }
    }
    return nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
  }

  /// How a `URL` or `Date` value is written in a flow: the expression language has no literals of
  /// them (docs/language-decisions.md says why).
  static func writtenAsValue(_ type: String) -> String {
    let example = type == "URL" ? "helpURL" : "launchDate"
    return "a `\(type)` comes from the app: declare it as an environment value "
      + "(`environment: { \(example): \(type) }`) or an input, and write its name"
  }
}

extension Diagnostic.Message {
  static func expressionSyntax(_ problem: String) -> Self { .init(.expressionSyntax, problem) }
}
