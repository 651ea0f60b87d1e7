/// A position in a source file: 1-based line, and 1-based column counted in Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  // 32 bits each: a flow file has at most 16 MB, and every node, token and diagnostic carries two
  // locations, so half the size is felt in a large module's memory.
  private var storedLine: Int32
  private var storedColumn: Int32

  /// The 1-based line.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The 1-based column, in Unicode scalars.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  /// Creates a location from 1-based line and column.
  public init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// Orders locations by line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}

/// A range of a source file: where a YAML node, key or expression token starts and ends.
///
/// `end` is exclusive: a one-character token at 3:7 has `end` 3:8.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as shown in diagnostics.
  public var file: String
  /// The first position covered.
  public var start: SourceLocation
  /// The position just after the last one covered.
  public var end: SourceLocation

  /// Creates a range.
  public init(file: String, start: SourceLocation, end: SourceLocation) {
    self.file = file
    self.start = start
    self.end = max(start, end)
  }

  /// An empty range at the start of a file (for problems with a whole file).
  public static func startOf(_ file: String) -> Self {
    SourceRange(file: file, start: .init(line: 1, column: 1), end: .init(line: 1, column: 1))
  }

  /// A sub-range on the range's first line, `offset` scalars in and `length` scalars long.
  ///
  /// Used to point inside a plain scalar (an expression's bad token).
  public func slice(offset: Int, length: Int) -> Self {
    let from = SourceLocation(line: start.line, column: start.column + offset)
    return SourceRange(
      file: file, start: from, end: .init(line: from.line, column: from.column + max(length, 1)))
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(start)" }
}
