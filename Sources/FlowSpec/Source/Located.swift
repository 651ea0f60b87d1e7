/// A value together with where it is written.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value.
  public var value: Value
  /// Where it is written.
  public var range: SourceRange

  /// Creates a located value.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }
}
