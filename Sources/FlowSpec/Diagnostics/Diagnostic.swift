/// One problem found in a module: severity, stable code, message, location and notes.
public struct Diagnostic: Sendable, Equatable {
  /// How bad a diagnostic is.
  public enum Severity: String, Sendable, Equatable, Comparable {
    /// The module is invalid.
    case error
    /// The module is valid but probably not what the author meant.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
  }

  /// A secondary message attached to a diagnostic, such as "first defined here".
  public struct Note: Sendable, Equatable {
    /// The note's text.
    public var message: String
    /// Where the note points, if anywhere.
    public var range: SourceRange?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange? = nil) {
      self.message = MessageText.shortened(message)
      self.range = range
    }
  }

  /// A did-you-mean: a name written where another, probably meant, is expected.
  public struct Suggestion: Sendable, Equatable {
    /// The name as written (inside the diagnostic's range).
    public var written: String
    /// The name probably meant, which replaces it.
    public var replacement: String

    /// Creates a suggestion.
    public init(written: String, replacement: String) {
      self.written = written
      self.replacement = replacement
    }
  }

  /// What a diagnostic says: its code, severity and text, built next to the check that emits it.
  public struct Message: Sendable, Equatable {
    /// The stable code.
    public var code: DiagnosticCode
    /// The text shown to the user.
    public var text: String
    /// The severity; the code's default unless a check overrides it.
    public var severity: Severity
    /// The did-you-mean the text gives, if any, for editors to offer as a fix.
    public var suggestion: Suggestion?

    /// Creates a message with the code's default severity. A long name or literal quoted in
    /// `text` is cut (`` `AAAA…` (1048576 characters) ``), so the message stays short.
    public init(_ code: DiagnosticCode, _ text: String) {
      self.code = code
      self.text = MessageText.shortened(text)
      self.severity = code.severity
    }

    /// The message with the did-you-mean `replacement` for `written` (unchanged when nil).
    func suggesting(_ replacement: String?, for written: String) -> Self {
      var message = self
      if let replacement {
        message.suggestion = Suggestion(written: written, replacement: replacement)
      }
      return message
    }
  }

  /// Error or warning.
  public var severity: Severity
  /// The stable code, shown as `[code]`.
  public var code: DiagnosticCode
  /// The message text.
  public var message: String
  /// Where the problem is.
  public var range: SourceRange
  /// Further explanation, each optionally located.
  public var notes: [Note]
  /// The did-you-mean of the message, if it has one: not rendered (the message says it), for
  /// editors to offer as a fix.
  public var suggestion: Suggestion?

  /// Creates a diagnostic from a message.
  public init(_ message: Message, at range: SourceRange, notes: [Note] = []) {
    self.severity = message.severity
    self.code = message.code
    self.message = message.text
    self.range = range
    self.notes = notes
    self.suggestion = message.suggestion
  }
}
