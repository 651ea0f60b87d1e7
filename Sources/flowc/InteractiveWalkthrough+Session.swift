import FlowRunner
import FlowSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The session around the walkthrough: saving and recording the steps, reloading the flows,
/// restarting, and quitting without losing the steps taken.
extension InteractiveWalkthrough {
  /// The steps taken, then those pending after a reload: what `:save` and `--record` write.
  func allSteps(_ walkthrough: Walkthrough) -> [WalkthroughStep] {
    walkthrough.steps + pending
  }

  /// The start and the steps (the pending ones included) as a script.
  private func script(_ walkthrough: Walkthrough) -> String {
    WalkthroughRecording(paths: options.paths, start: start, steps: allSteps(walkthrough))
      .script()
  }

  /// `--record FILE`: writes the steps when they changed since the last write.
  mutating func record(_ walkthrough: Walkthrough) {
    guard let file = options.record, allSteps(walkthrough) != savedSteps || !recordWritten
    else {
      return
    }
    do {
      try ScriptFile.write(script(walkthrough), to: file, sparing: options.flowFiles())
      savedSteps = allSteps(walkthrough)
      recordWritten = true
    } catch {
      complain("\(error): the steps are not recorded")
    }
  }

  /// `:save FILE`; false when the file cannot be written.
  @discardableResult
  mutating func save(_ walkthrough: Walkthrough, to file: String) -> Bool {
    do {
      try ScriptFile.write(script(walkthrough), to: file, sparing: options.flowFiles())
    } catch {
      complain("\(error)")
      return false
    }
    savedSteps = allSteps(walkthrough)
    let count = savedSteps.filter(\.isInput).count
    let waiting = pending.filter(\.isInput).count
    Terminal.write(
      "  saved \(count) step\(count == 1 ? "" : "s")"
        + (waiting > 0 ? " (\(waiting) pending)" : "") + " to \(shown(file)); replay: "
        + shown(
          WalkthroughRecording(paths: options.paths, start: start, steps: [])
            .replayCommand(script: file)) + "\n")
    return true
  }

  /// `:steps`: the steps taken, numbered, then those pending after a reload.
  func listSteps(_ walkthrough: Walkthrough) {
    let steps = walkthrough.steps
    let taken = steps.count
    print(
      lines: steps.isEmpty && pending.isEmpty
        ? ["(no steps taken)"]
        : steps.enumerated().map { "\($0.offset + 1). \(shown($0.element.line))" }
          + pending.enumerated().map {
            "\(taken + $0.offset + 1). \(shown($0.element.line))  (pending)"
          })
  }

  /// `:undo` while steps are pending: drops them (the steps taken stay).
  mutating func dropPending() {
    let dropped = pending
    pending = []
    let count = dropped.filter(\.isInput).count
    print(
      lines: ["dropped \(count) pending step\(count == 1 ? "" : "s"):"]
        + dropped.map { "  \(shown($0.line))" })
  }

  /// `:restart`: the walkthrough from its start again (the steps taken are dropped).
  mutating func restart(_ walkthrough: inout Walkthrough) {
    do {
      let (started, effects) = try start.begin()
      let count = allSteps(walkthrough).filter(\.isInput).count
      walkthrough = started
      pending = []
      Terminal.write(
        style("Restarted", "1") + " (\(count) step\(count == 1 ? "" : "s") dropped)\n")
      show(effects)
      showState(walkthrough)
    } catch {
      complain(error.description)
    }
  }

  /// `:reload` and `--watch`: reads and validates the flow files again; when they are valid,
  /// replays the steps taken, then the pending ones, on them, as far as they still apply; the
  /// first that does not and those after it stay pending. Otherwise (their errors are printed)
  /// the walkthrough goes on with the flows as they were.
  mutating func reload(_ walkthrough: inout Walkthrough) {
    options.watcher?.accept()
    guard let load = options.reload, let module = load() else {
      complain("the flow files have errors: the walkthrough goes on with the flows as they were")
      return
    }
    var reloaded = start
    reloaded.module = module
    let replay: WalkthroughReplay
    do {
      replay = try WalkthroughReplay.replay(allSteps(walkthrough), from: reloaded)
    } catch {
      complain(
        "the reloaded flows cannot start \(start.flow): \(error.description); "
          + "the walkthrough goes on with the flows as they were")
      return
    }
    let steps = allSteps(walkthrough)
    start = reloaded
    walkthrough = replay.walkthrough
    pending = replay.stop.map { Array(steps.dropFirst($0.number - 1)) } ?? []
    if let stop = replay.stop {
      complain(stop.description)
      print(
        lines: ["steps pending (replayed again when they apply; :undo drops them):"]
          + pending.map { "  \(shown($0.line))" })
    }
    let count = walkthrough.steps.filter(\.isInput).count
    let waiting = pending.filter(\.isInput).count
    Terminal.write(
      style("Reloaded", "1") + " (\(count) step\(count == 1 ? "" : "s") replayed"
        + (waiting > 0 ? ", \(waiting) pending" : "") + ")\n")
    showState(walkthrough)
  }

  /// `:quit` or Ctrl-D: true to leave. With steps taken and not saved, asks for a file to save
  /// them in first; an empty answer (or Ctrl-D) leaves without saving, Ctrl-C goes back to the
  /// walkthrough.
  mutating func confirmQuit(_ walkthrough: Walkthrough) -> Bool {
    let count = allSteps(walkthrough).filter(\.isInput).count
    guard count > 0, allSteps(walkthrough) != savedSteps else { return true }
    editor.completer = { _ in [] }
    while true {
      let reply = editor.readLine(
        prompt:
          "Save the \(count) step\(count == 1 ? "" : "s") taken? File name (empty: don't save): ")
      switch reply {
      case .interrupted: return false
      case .end, .woken: return true
      case .line(let name):
        let file = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if file.isEmpty || save(walkthrough, to: file) { return true }
      }
    }
  }
}
