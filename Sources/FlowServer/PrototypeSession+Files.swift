import FlowRunner
import FlowSpec

/// Live reload and sharing: the flow files read again when they change, and the steps taken as
/// a walkthrough script, downloaded or opened.
extension PrototypeSession {
  /// Looks at the flow files; once they changed and stayed so for one more look (an editor
  /// still writing is not caught half-way), reloads them.
  func watch() {
    let now = source.look()
    defer { previousLook = now }
    guard now != acceptedLook, now == previousLook else { return }
    reload()
  }

  /// Reads and validates the flow files again. With errors, shows them and goes on with the
  /// flows as they were; otherwise replays the steps taken on the new flows, stopping at the
  /// first that no longer applies.
  func reload() {
    acceptedLook = source.look()
    previousLook = acceptedLook
    revision += 1
    switch source.load() {
    case .problems(let text):
      problems = text
      notice = "the flow files have errors: the walkthrough goes on with the flows as they were"
    case .module(let reloaded):
      problems = nil
      var next = start
      next.module = reloaded
      guard next.flow.isEmpty || reloaded.flow(named: next.flow) != nil else {
        notice =
          "the reloaded flows have no flow `\(next.flow)`: the walkthrough goes on with "
          + "the flows as they were"
        return
      }
      module = reloaded
      moduleRevision += 1
      start = next
      guard let current = walkthrough else {
        begin()
        notice = "reloaded"
        return
      }
      do {
        let replay = try WalkthroughReplay.replay(current.steps, from: next)
        walkthrough = replay.walkthrough
        let count = replay.walkthrough.steps.filter(\.isInput).count
        let replayed = "reloaded (\(count) step\(count == 1 ? "" : "s") replayed)"
        notice = replay.stop.map { "\(replayed); \($0.description)" } ?? replayed
        trace.append(TraceLog.Entry(input: "(reload)", lines: [notice ?? replayed]))
      } catch {
        walkthrough = nil
        startProblem = error.description
        notice = "the reloaded flows cannot start \(next.flow): \(error.description)"
      }
    }
  }

  /// The start and the steps taken as a walkthrough script (sensitive values written
  /// `<sensitive>`).
  func script() -> String {
    WalkthroughRecording(paths: source.paths, start: start, steps: walkthrough?.steps ?? [])
      .script()
  }

  /// Opens a walkthrough script: starts as its start lines say and carries out its lines, its
  /// `expect` lines included. A line that fails leaves the walkthrough as it was, and the reply
  /// names the line and column.
  func open(script bytes: [UInt8], name: String) -> Reply {
    var lines: [String] = []
    let run = ScriptRun(options: .init(scriptName: name)) { lines.append($0) }
    let ending = run.replay(
      module: module, given: ScriptStart(), lines: ScriptRun.lines(of: bytes))
    guard let opened = ending.walkthrough, let started = ending.start else {
      return failure(422, ending.outcome.error ?? "the script cannot be replayed")
    }
    start = started
    walkthrough = opened
    startProblem = nil
    trace.restart(
      with: TraceLog.entries(ofScriptOutput: lines.joined(), heading: "(opened \(name))"))
    let count = opened.steps.filter(\.isInput).count
    notice = "opened \(name) (\(count) step\(count == 1 ? "" : "s"))"
    revision += 1
    return state()
  }
}
