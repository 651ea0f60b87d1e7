import FlowRunner
import FlowSpec

/// One step of a planned path as its script writes it.
struct PathStep: Sendable {
  /// The move: environment answers, then an input.
  var move: Move
  /// The input's line and the `expect` lines after it, each followed by a line break.
  var text: PathScriptText
}
