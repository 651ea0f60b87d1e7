/// Collects diagnostics from every stage; never stops at the first error.
public struct Diagnostics: Sendable, Equatable {
  /// The most diagnostics kept; past this one summary error is added and the rest are dropped.
  public static let limit = 1_000

  /// Every diagnostic collected so far, in the order emitted.
  public private(set) var all: [Diagnostic] = []
  /// How many diagnostics were dropped after `limit`.
  public private(set) var dropped = 0

  /// Creates an empty collection.
  public init() {}

  /// True once `limit` diagnostics are kept: further ones are only counted, so checks may skip
  /// building their notes.
  public var isFull: Bool { all.count >= Self.limit }

  /// True when at least one error was collected.
  public var hasErrors: Bool { errorCount > 0 }
  /// The number of errors.
  public private(set) var errorCount = 0
  /// The number of warnings.
  public private(set) var warningCount = 0

  /// Adds a diagnostic.
  public mutating func emit(
    _ message: Diagnostic.Message, at range: SourceRange, notes: [Diagnostic.Note] = []
  ) {
    append(Diagnostic(message, at: range, notes: notes))
  }

  /// Adds an already built diagnostic.
  public mutating func append(_ diagnostic: Diagnostic) {
    switch diagnostic.severity {
    case .error: errorCount += 1
    case .warning: warningCount += 1
    }
    guard all.count < Self.limit else {
      dropped += 1
      return
    }
    all.append(diagnostic)
  }

  /// Adds `note` to each diagnostic with code `code` kept after the first `count` (the value of
  /// `all.count` before a check ran).
  mutating func addNote(_ note: Diagnostic.Note, to code: DiagnosticCode, after count: Int) {
    for index in all.indices.dropFirst(count) where all[index].code == code {
      all[index].notes.append(note)
    }
  }

  /// Adds every diagnostic of another collection.
  public mutating func append(contentsOf other: Diagnostics) {
    for diagnostic in other.all { append(diagnostic) }
    // What `other` only counted is counted here too.
    let keptErrors = other.all.count { $0.severity == .error }
    errorCount += other.errorCount - keptErrors
    warningCount += other.warningCount - (other.all.count - keptErrors)
    dropped += other.dropped
  }

  /// The diagnostics ordered by file, then position, then emission order (stable, deterministic).
  public var sorted: [Diagnostic] {
    all.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.range, rhs.element.range)
      if l.file != r.file { return l.file < r.file }
      if l.start != r.start { return l.start < r.start }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
