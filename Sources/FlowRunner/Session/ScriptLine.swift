/// One line of a walkthrough script: a step or command, an expectation, or a line that says how
/// the walkthrough starts.
///
/// The start lines (`:flow NAME`, `:input name=value`, and `:env name=value` before the first
/// step) come first; `expect ...` lines check the walkthrough where they stand; every other line
/// is a `WalkthroughCommand`.
public enum ScriptLine: Sendable, Equatable {
  /// A step or command, as typed at the prompt.
  case command(WalkthroughCommand)
  /// `expect ...`: a check of the walkthrough at this line.
  case expect(WalkthroughExpectation)
  /// `:flow NAME`: the flow to start.
  case flow(String, column: Int)
  /// `:input name=value ...`: inputs of the started flow.
  case input([LocatedField])
  /// `:env name=value ...`: environment answers (before the first step, the start's), or `:env`
  /// alone, which lists them.
  case environment([LocatedField])

  /// A `name=value` text pair and the column where it starts.
  public struct LocatedField: Sendable, Equatable {
    /// The pair.
    public var field: WalkthroughCommand.Field
    /// The 1-based column of its name, in Unicode scalars.
    public var column: Int

    /// Creates a located field.
    public init(_ field: WalkthroughCommand.Field, column: Int) {
      self.field = field
      self.column = column
    }
  }

  /// Why a script line cannot be read or carried out.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column, in Unicode scalars; nil when the whole line is meant.
    public var column: Int?
    /// What is wrong.
    public var description: String

    /// Creates a failure.
    public init(column: Int?, _ description: String) {
      self.column = column
      self.description = description
    }
  }

  /// Reads one line; nil for a blank line or a `# comment`.
  public static func parse(_ line: String) throws(Failure) -> ScriptLine? {
    let scalars = Array(line.unicodeScalars)
    var start = 0
    while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
    let word = scalars[start...].prefix { $0 != " " && $0 != "\t" }
    let head = String(String.UnicodeScalarView(word))
    switch head {
    case "expect" where !sendsAnEvent(scalars, after: start + word.count):
      return .expect(try WalkthroughExpectation.parse(scalars, from: start + word.count))
    case ":flow":
      var scanner = LineScanner(scalars, at: start + word.count)
      scanner.skipSpaces()
      let column = scanner.column
      guard let name = scanner.identifier(), scanner.atEnd else {
        throw Failure(column: scanner.column, "`:flow` takes a flow's name")
      }
      return .flow(name, column: column)
    case ":input":
      return .input(try fields(scalars, from: start + word.count, command: ":input"))
    case ":env":
      return .environment(try fields(scalars, from: start + word.count, command: ":env"))
    default:
      do {
        return try WalkthroughCommand.parse(line).map(ScriptLine.command)
      } catch {
        throw Failure(column: nil, error.description)
      }
    }
  }

  /// Whether a line starting with `expect` sends an event of that name: nothing follows, or a
  /// `field=value` word does (an expectation's next word is its kind).
  private static func sendsAnEvent(_ scalars: [Unicode.Scalar], after start: Int) -> Bool {
    var scanner = LineScanner(scalars, at: start)
    scanner.skipSpaces()
    if scanner.atEnd { return true }
    _ = scanner.identifier()
    return scanner.next == "="
  }

  /// The `name=value` words after `:input` or `:env`, with their columns.
  static func fields(_ scalars: [Unicode.Scalar], from start: Int, command: String)
    throws(Failure) -> [LocatedField]
  {
    var scanner = LineScanner(scalars, at: start)
    var result: [LocatedField] = []
    while true {
      scanner.skipSpaces()
      if scanner.atEnd { return result }
      let column = scanner.column
      guard let name = scanner.identifier(), scanner.take("=") else {
        throw Failure(column: column, "`\(command)` takes name=value pairs")
      }
      let value = try scanner.word(stoppingAt: [])
      result.append(LocatedField(.init(name, value?.text ?? ""), column: column))
    }
  }
}
