import FlowSpec

extension SourceRange {
  /// True when `location` is inside the range or just after its end (where a cursor after a
  /// name is).
  func touches(_ location: SourceLocation) -> Bool {
    start <= location && location <= end
  }

  /// The last `length` scalars of a one-line range.
  func suffix(_ length: Int) -> SourceRange {
    SourceRange(
      file: file, start: .init(line: end.line, column: max(end.column - length, 1)), end: end)
  }

  /// The first `length` scalars of a one-line range.
  func prefix(_ length: Int) -> SourceRange {
    SourceRange(
      file: file, start: start, end: .init(line: start.line, column: start.column + length))
  }
}
