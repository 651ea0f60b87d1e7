import Dispatch
import FlowRunner
import FlowSpec

/// Writes the scripts of the paths a covering plan takes, and records what they cover, on a
/// second thread while the planner searches on (`RootPlanner.cover`): a path's lines and its
/// coverage depend only on the nodes it goes through, which the planner hands over, in order, as
/// it finds them.
///
/// ```swift
/// let writer = PathScriptWriter(machine: machine, coverage: Coverage(module: module, root: root))
/// writer.begin(start)
/// writer.add(from: start.node, along: chain)
/// let (bodies, coverage) = writer.finish()
/// ```
///
/// Unchecked: `bodies` and `coverage` are touched only by the work items of `queue`, which run
/// one at a time in the order sent, and by `finish` after the last of them has run.
final class PathScriptWriter: @unchecked Sendable {
  private let queue = DispatchQueue(label: "flowc.paths.scripts")
  private let machine: FlowMachine
  private var coverage: Coverage
  private var bodies: [PathScript.Body] = []

  /// A writer of paths through `machine`'s module, which records what they cover in `coverage`
  /// (the coverage of their root flow, nothing covered yet).
  init(machine: FlowMachine, coverage: Coverage) {
    self.machine = machine
    self.coverage = coverage
  }

  /// Begins a path at `start`, whose start is covered.
  func begin(_ start: PathStart) {
    queue.async { [self] in
      coverage.record(start.node)
      bodies.append(PathScript.Body(start: start))
    }
  }

  /// Adds to the path begun last the steps from `previous`, where it stands, along `chain`.
  func add(from previous: SearchNode, along chain: [SearchNode]) {
    guard !chain.isEmpty else { return }
    queue.async { [self] in
      for node in chain { coverage.record(node) }
      bodies[bodies.count - 1].append(along: chain, from: previous, machine: machine)
    }
  }

  /// Waits for the paths sent so far to be written: their bodies in the order begun, and what
  /// they covered.
  func finish() -> (bodies: [PathScript.Body], coverage: Coverage) {
    queue.sync {
      defer { bodies = [] }
      return (bodies, coverage)
    }
  }
}
