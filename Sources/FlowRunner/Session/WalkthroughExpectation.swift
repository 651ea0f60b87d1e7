/// An `expect` line of a walkthrough script: what the walkthrough must show at that line.
///
/// ```
/// expect screen caption                      # the screen on top (or Flow.screen)
/// expect stack [feed] [select, straighten]   # each stack's screens, bottom to top, root stack first
/// expect context photo == sunset.jpg         # a context field or input (or Flow.field); <unset>
/// expect result posted(photo: beach.jpg)     # the root flow's result (or Flow.result: a child's,
///                                            # in the last step)
/// expect action savePost(caption: "A day")   # an action the last step performed
/// expect refused "cannot be swiped away"     # the step above was refused, for this reason
/// ```
///
/// Values are written as in a step's `field=value` (quoted when they hold spaces, an app value by
/// its text, `beach.jpg`, or as the trace shows it, `Photo(beach.jpg)`) and read by the declared
/// type; a result's or an action's fields may be left out (only those given are compared).
public struct WalkthroughExpectation: Sendable, Equatable {
  /// What is expected.
  public enum Kind: Sendable, Equatable {
    /// The top screen, of the flow named, if one is.
    case screen(flow: String?, name: String)
    /// The screens of each stack, bottom to top, the root stack first.
    case stack([[String]])
    /// A running flow's context field or input equals a value (nil: is unset).
    case context(flow: String?, field: String, value: Argument?)
    /// The root flow's result (`flow` nil or the root), or a child flow's in the last step.
    case result(flow: String?, name: String, fields: [Argument])
    /// An action the last step performed.
    case action(flow: String?, name: String, arguments: [Argument])
    /// The step on the line above was refused, for a reason that contains `reason` when one is
    /// given; the walkthrough goes on as it was before the step.
    case refused(reason: Argument?)
  }

  /// A value as written, and the name it is given to.
  public struct Argument: Sendable, Equatable {
    /// The field's name (empty for a context value).
    public var name: String
    /// The value's text, unquoted.
    public var text: String
    /// The 1-based column of the value.
    public var column: Int

    /// Creates an argument.
    public init(name: String, text: String, column: Int) {
      self.name = name
      self.text = text
      self.column = column
    }
  }

  /// What is expected.
  public var kind: Kind
  /// The 1-based column of what is checked (the first word after the kind).
  public var column: Int

  /// The kinds, as written after `expect`.
  public static let kinds = ["screen", "stack", "context", "result", "action", "refused"]

  /// Reads what follows `expect` in `scalars`, from `start` (0-based).
  static func parse(_ scalars: [Unicode.Scalar], from start: Int)
    throws(ScriptLine.Failure) -> WalkthroughExpectation
  {
    var scanner = LineScanner(scalars, at: start)
    scanner.skipSpaces()
    let kindColumn = scanner.column
    let usage = "write `expect` and one of: \(kinds.joined(separator: ", "))"
    guard let word = scanner.identifier() else { throw .init(column: kindColumn, usage) }
    guard kinds.contains(word) else {
      throw .init(column: kindColumn, "unknown expectation `\(word)`; \(usage)")
    }
    scanner.skipSpaces()
    let column = scanner.column
    let kind: Kind
    switch word {
    case "screen":
      guard let (flow, name) = scanner.qualifiedName() else {
        throw .init(column: column, "`expect screen` takes a screen's name (or Flow.screen)")
      }
      kind = .screen(flow: flow, name: name)
    case "stack":
      kind = .stack(try stacks(&scanner))
    case "refused":
      let reason = try scanner.word(stoppingAt: [])
      kind = .refused(reason: reason.map { Argument(name: "", text: $0.text, column: $0.column) })
    case "context":
      guard let (flow, field) = scanner.qualifiedName() else {
        throw .init(column: column, "`expect context` takes a field, `==` and a value")
      }
      scanner.skipSpaces()
      guard scanner.take("==") else {
        throw .init(column: scanner.column, "expected `==` after `\(field)`")
      }
      scanner.skipSpaces()
      guard let value = try scanner.word(stoppingAt: []) else {
        throw .init(column: scanner.column, "expected a value after `==` (or <unset>)")
      }
      let unset = value.text == "<unset>" && scalars[value.column - 1] == "<"
      kind = .context(
        flow: flow, field: field,
        value: unset ? nil : Argument(name: "", text: value.text, column: value.column))
    default:
      guard let (flow, name) = scanner.qualifiedName() else {
        throw .init(column: column, "`expect \(word)` takes a name, then (field: value, ...)")
      }
      let fields = try arguments(&scanner)
      kind =
        word == "result"
        ? .result(flow: flow, name: name, fields: fields)
        : .action(flow: flow, name: name, arguments: fields)
    }
    scanner.skipSpaces()
    guard scanner.atEnd else {
      throw .init(
        column: scanner.column, "unexpected text after the expectation; quote a value with spaces")
    }
    return WalkthroughExpectation(kind: kind, column: column)
  }

  /// `[a, b] [c]`: one list per stack.
  private static func stacks(_ scanner: inout LineScanner) throws(ScriptLine.Failure)
    -> [[String]]
  {
    var stacks: [[String]] = []
    while !scanner.atEnd {
      guard scanner.take("[") else {
        throw .init(
          column: scanner.column,
          "`expect stack` takes one [screen, ...] list per stack, root stack first")
      }
      var screens: [String] = []
      scanner.skipSpaces()
      if !scanner.take("]") {
        while true {
          scanner.skipSpaces()
          guard let name = scanner.identifier() else {
            throw .init(column: scanner.column, "expected a screen's name")
          }
          screens.append(name)
          scanner.skipSpaces()
          if scanner.take("]") { break }
          guard scanner.take(",") else {
            throw .init(column: scanner.column, "expected `,` or `]` after `\(name)`")
          }
        }
      }
      stacks.append(screens)
      scanner.skipSpaces()
    }
    guard !stacks.isEmpty else {
      throw .init(column: scanner.column, "`expect stack` takes one [screen, ...] list per stack")
    }
    return stacks
  }

  /// `(name: value, ...)`, or nothing.
  private static func arguments(_ scanner: inout LineScanner) throws(ScriptLine.Failure)
    -> [Argument]
  {
    guard scanner.take("(") else { return [] }
    var result: [Argument] = []
    scanner.skipSpaces()
    if scanner.take(")") { return [] }
    while true {
      scanner.skipSpaces()
      guard let name = scanner.identifier() else {
        throw .init(column: scanner.column, "expected a field's name")
      }
      scanner.skipSpaces()
      guard scanner.take(":") else {
        throw .init(column: scanner.column, "expected `:` after `\(name)`")
      }
      scanner.skipSpaces()
      guard let value = try scanner.word(stoppingAt: [",", ")"]) else {
        throw .init(column: scanner.column, "expected a value for `\(name)`")
      }
      guard !result.contains(where: { $0.name == name }) else {
        throw .init(column: value.column, "`\(name)` is given twice")
      }
      result.append(Argument(name: name, text: value.text, column: value.column))
      scanner.skipSpaces()
      if scanner.take(")") { return result }
      guard scanner.take(",") else {
        throw .init(column: scanner.column, "expected `,` or `)` after the value of `\(name)`")
      }
    }
  }
}
