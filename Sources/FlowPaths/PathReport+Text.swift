import FlowRunner
import FlowSpec

extension PathReport {
  /// One line saying how many paths there are against what they set out to reach:
  /// `Orders: 3 paths take 7 of 7 transitions (100%)`, `Orders: 1 path chooses 3 of 3 guard
  /// alternatives`.
  public var summary: String {
    let one = paths.count == 1
    let count = "\(paths.count) path\(one ? "" : "s")"
    let reached = paths.reduce(0) { $0 + $1.goals.count }
    let total = reached + unreached.count
    switch strategy {
    case .shortest:
      return "\(flow): \(count) reach\(one ? "es" : "") \(reached) of \(total) screens, child-flow "
        + "nodes and results"
    case .transitions:
      let figure = coverage.transitionFigure
      return "\(flow): \(count) take\(one ? "s" : "") \(figure.covered) of \(figure.total) "
        + "transitions (\(figure.percentText)%)"
    case .guards:
      return "\(flow): \(count) choose\(one ? "s" : "") \(reached) of \(total) guard alternatives"
    }
  }

  /// The report as one JSON object: the flow, the strategy, the paths (name, goals, length,
  /// script), the coverage figures and the goals not reached, located.
  public var json: String {
    let figures: [(String, Coverage.Figure)] = [
      ("transitions", coverage.transitionFigure), ("screens", coverage.screenFigure),
      ("results", coverage.resultFigure), ("guardOutcomes", coverage.guardFigure),
    ]
    return JSON.object([
      ("flow", JSON.string(flow)),
      ("strategy", JSON.string(strategy.rawValue)),
      (
        "paths",
        JSON.array(
          paths.map { path in
            JSON.object([
              ("name", JSON.string(path.name)),
              ("flow", JSON.string(path.flow)),
              ("goals", JSON.array(path.goals.map(JSON.string))),
              ("length", "\(path.length)"),
              ("script", JSON.string(path.script)),
            ])
          })
      ),
      (
        "coverage",
        JSON.object(
          figures.map { name, figure in
            (name, JSON.object([("covered", "\(figure.covered)"), ("total", "\(figure.total)")]))
          })
      ),
      (
        "unreached",
        JSON.array(
          unreached.map { goal in
            JSON.object([
              ("goal", JSON.string(goal.goal)),
              ("file", JSON.string(goal.range.file)),
              ("line", "\(goal.range.start.line)"),
              ("column", "\(goal.range.start.column)"),
              ("reason", JSON.string(goal.reason)),
            ])
          })
      ),
    ])
  }

  /// Each goal not reached as a located warning line:
  /// `Orders.flow.yaml:12:11: warning: no path takes Orders.order pay #2: ...`.
  public var warnings: [String] {
    unreached.map { goal in
      "\(goal.range.file):\(goal.range.start): warning: \(strategy == .shortest ? "no path reaches" : "no path takes") "
        + "\(goal.goal): \(goal.reason)"
    }
  }
}
