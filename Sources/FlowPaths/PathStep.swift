import FlowRunner
import FlowSpec

/// One step of a planned path as its script writes it.
struct PathStep: Sendable {
  /// The move: environment answers, then an input.
  var move: Move
  /// The input as a script line.
  var line: String
  /// The `expect` lines after it.
  var expectations: [String]
}
