import FlowSpec

/// One line of a walkthrough, typed at the prompt or read from a script.
public enum WalkthroughCommand: Sendable, Equatable {
  /// An event by name (or by its number in the list shown), with `field=value` texts.
  case event(String, fields: [Field])
  /// `:back`: the system back button.
  case back
  /// `:dismiss`: swipe the top presented stack away.
  case dismiss
  /// `:tab NAME`: tap a tab of the tab bar.
  case selectTab(String)
  /// `:undo`: return to the state before the last input.
  case undo
  /// `:stack`: show the navigation structure.
  case stack
  /// `:context`: show the context of every running flow.
  case context
  /// `:env`: show the environment answers, or set some (`:env name=value`).
  case environment([Field])
  /// `:help`.
  case help
  /// `:quit`.
  case quit

  /// A `name=value` text pair.
  public struct Field: Sendable, Equatable {
    /// The name before `=`.
    public var name: String
    /// The text after `=`, unquoted.
    public var text: String

    /// Creates a field.
    public init(_ name: String, _ text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The commands, as typed, for help and completion.
  public static let names = [
    ":back", ":dismiss", ":tab", ":undo", ":stack", ":context", ":env", ":help", ":quit",
  ]

  /// Why a line cannot be read.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// Reads one line; nil for a blank line or a `# comment`.
  ///
  /// Values with spaces are quoted: `post caption="A day at the beach"` (or single quotes); in
  /// double quotes `\"` and `\\` escape. A list may be written with spaces: `guests=[a, b]`.
  public static func parse(_ line: String) throws(Failure) -> WalkthroughCommand? {
    let words = try split(line)
    guard let first = words.first, !first.hasPrefix("#") else { return nil }
    let rest = Array(words.dropFirst())
    func fields() throws(Failure) -> [Field] {
      var result: [Field] = []
      for word in rest {
        let scalars = word.unicodeScalars
        guard let equals = scalars.firstIndex(of: "="), equals != scalars.startIndex else {
          throw Failure(description: "expected name=value, found `\(word)`")
        }
        result.append(
          Field(String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...])))
      }
      return result
    }
    if first.hasPrefix(":") {
      let simple: [String: WalkthroughCommand] = [
        ":back": .back, ":dismiss": .dismiss, ":undo": .undo, ":stack": .stack,
        ":context": .context, ":help": .help, ":quit": .quit, ":q": .quit,
      ]
      if first == ":env" { return .environment(try fields()) }
      if first == ":tab" {
        guard rest.count == 1 else { throw Failure(description: "`:tab` takes a tab's name") }
        return .selectTab(rest[0])
      }
      guard let command = simple[first] else {
        throw Failure(
          description: "unknown command `\(first)`; commands: \(names.joined(separator: " "))")
      }
      guard rest.isEmpty else { throw Failure(description: "`\(first)` takes no arguments") }
      return command
    }
    return .event(first, fields: try fields())
  }

  /// An `event`, `:env`, `:back`, `:dismiss` or `:tab` command written out again, each field's
  /// value quoted when it must be, and the value of each field whose name `hides` as
  /// `Field.placeholder`.
  func spelled(hiding hides: (String) -> Bool) -> String {
    let head: String
    let fields: [Field]
    switch self {
    case .event(let event, let given): (head, fields) = (event, given)
    case .environment(let given): (head, fields) = (":env", given)
    case .back: return ":back"
    case .dismiss: return ":dismiss"
    case .selectTab(let name): return ":tab " + Self.quoted(name)
    default: return ""
    }
    return Self.spelled(head, fields, hiding: hides)
  }

  /// `head` and `name=value` words, each value quoted when it must be, and the value of each
  /// field whose name `hides` as `Field.placeholder`.
  static func spelled(_ head: String, _ fields: [Field], hiding hides: (String) -> Bool) -> String {
    let words = fields.map { field in
      field.name + "=" + (hides(field.name) ? FlowSpec.Field.placeholder : Self.quoted(field.text))
    }
    return ([head] + words).joined(separator: " ")
  }

  /// `text` as one word of a line: in double quotes when it holds a space, a quote, `#`, `\`, a
  /// bracket or a parenthesis (outside quotes a `[` joins the words up to its `]`, and in a start
  /// line a `(` up to its `)`) or is empty.
  private static func quoted(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = [
      " ", "\t", "\"", "'", "#", "\\", "\r", "[", "]", "(", ")",
    ]
    guard text.isEmpty || text.unicodeScalars.contains(where: special.contains) else { return text }
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result + "\""
  }

  /// Splits at spaces outside quotes; quotes are removed from the words.
  ///
  /// The line is read as Unicode scalars, not `Character`s: a quote or a space followed by a
  /// combining mark is one `Character`, and comparing characters would miss it.
  static func split(_ line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var inWord = false
    var quote: Unicode.Scalar?
    var escaped = false
    var brackets = 0
    for scalar in line.unicodeScalars {
      if let open = quote {
        if escaped {
          current.append(scalar)
          escaped = false
        } else if open == "\"" && scalar == "\\" {
          escaped = true
        } else if scalar == open {
          quote = nil
        } else {
          current.append(scalar)
        }
        continue
      }
      if scalar == "[" { brackets += 1 }
      if scalar == "]" { brackets = max(0, brackets - 1) }
      if (scalar == " " || scalar == "\t") && brackets > 0 {
        current.append(scalar)
      } else if scalar == " " || scalar == "\t" || scalar == "\r" {
        if inWord { words.append(String(current)) }
        current = String.UnicodeScalarView()
        inWord = false
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
        inWord = true
      } else {
        if scalar == "#" && !inWord { break }
        current.append(scalar)
        inWord = true
      }
    }
    guard quote == nil else { throw Failure(description: "a quote is not closed") }
    if inWord { words.append(String(current)) }
    return words
  }
}
