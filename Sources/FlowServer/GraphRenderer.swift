import Dispatch
import FlowSpec

/// Draws the module's graph for `GET /api/graph` outside the session: its DOT text is made and
/// Graphviz runs on threads of their own, Graphviz within the source's time limit, while the
/// session goes on answering every other request (it only hands out the module).
///
/// The last drawings are kept by their DOT text: asking again, from the same page or another,
/// gives the same drawing without running Graphviz, and a request for a drawing under way waits
/// for that one. A drawing that ran past the time limit is kept too, so Graphviz is not tried
/// again until the flows change.
actor GraphRenderer {
  /// How many drawings are kept.
  static let kept = 2

  private let render: @Sendable (String, Double) -> ModuleSource.Drawing
  private let timeLimit: Double
  /// The drawings kept, the most recent last.
  private var drawn: [(dot: String, drawing: ModuleSource.Drawing)] = []
  /// The drawings under way, by DOT text.
  private var drawing: [String: Task<ModuleSource.Drawing, Never>] = [:]
  /// The DOT text of the last module asked for, by its revision (made, or being made).
  private var dot: (revision: Int, text: Task<String, Never>)?

  /// A renderer that draws with `source`'s Graphviz and time limit.
  init(source: ModuleSource) {
    render = source.renderSVG
    timeLimit = source.graphTimeLimit
  }

  /// Why there is no SVG: the status and message of `GET /api/graph`'s error.
  struct Failure: Error {
    var status: Int
    var message: String
  }

  /// The SVG of `module`'s flows (`flowc graph --format svg`, without the legend), or why
  /// there is none. Its DOT text is made once for each `revision` (the module's), on a thread
  /// of its own too: for a large module that takes a while.
  func draw(_ module: ValidatedModule, revision: Int) async -> Result<String, Failure> {
    let text: Task<String, Never>
    if let dot, dot.revision == revision {
      text = dot.text
    } else {
      text = Task {
        await Self.onThread { FlowDiagram(module: module, root: nil, showsLegend: false).dot }
      }
      dot = (revision, text)
    }
    return await draw(await text.value)
  }

  /// The SVG of `dot`, or why there is none.
  func draw(_ dot: String) async -> Result<String, Failure> {
    let drawn = await drawing(of: dot)
    if case .svg(let svg) = drawn { return .success(svg) }
    let refused = drawn.refusal(timeLimit: timeLimit)
    return .failure(Failure(status: refused.status, message: refused.message))
  }

  /// The drawing of `dot`: kept, under way, or drawn now.
  private func drawing(of dot: String) async -> ModuleSource.Drawing {
    if let kept = drawn.last(where: { $0.dot == dot }) { return kept.drawing }
    if let task = drawing[dot] { return await task.value }
    let (render, limit) = (self.render, timeLimit)
    let task = Task { await Self.onThread { render(dot, limit) } }
    drawing[dot] = task
    let result = await task.value
    drawing[dot] = nil
    drawn.removeAll { $0.dot == dot }
    drawn.append((dot, result))
    if drawn.count > Self.kept { drawn.removeFirst(drawn.count - Self.kept) }
    return result
  }

  /// Runs `work`, which blocks while Graphviz runs, on a thread of its own rather than one of the
  /// few the server's tasks share.
  private static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }
}

extension ModuleSource.Drawing {
  /// The status of a drawing that is not an SVG, and why (`GET /api/graph`'s error).
  func refusal(timeLimit: Double) -> (status: Int, message: String) {
    switch self {
    case .svg:
      return (200, "")
    case .missing:
      return (404, "the graph needs Graphviz's dot, which is not installed")
    case .timedOut:
      return (
        504,
        "Graphviz took longer than \(Self.seconds(timeLimit)) to draw the graph and was "
          + "stopped; `flowc graph --format svg` draws it without a time limit"
      )
    case .failed(var errors):
      while let last = errors.last, last.isWhitespace { errors.removeLast() }
      return (500, "Graphviz's dot failed: " + errors)
    }
  }

  private static func seconds(_ value: Double) -> String {
    let whole = value.rounded()
    return (whole == value && abs(value) < 1e9 ? String(Int(whole)) : String(value)) + " s"
  }
}
