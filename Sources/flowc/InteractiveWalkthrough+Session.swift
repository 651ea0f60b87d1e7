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
  /// The start and the steps as a script.
  private func script(_ walkthrough: Walkthrough) -> String {
    WalkthroughRecording(paths: options.paths, start: start, steps: walkthrough.steps).script()
  }

  /// `--record FILE`: writes the steps when they changed since the last write.
  mutating func record(_ walkthrough: Walkthrough) {
    guard let file = options.record, walkthrough.steps != savedSteps || !recordWritten else {
      return
    }
    do {
      try ScriptFile.write(script(walkthrough), to: file, sparing: options.flowFiles())
      savedSteps = walkthrough.steps
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
    savedSteps = walkthrough.steps
    let count = walkthrough.steps.filter(\.isInput).count
    Terminal.write(
      "  saved \(count) step\(count == 1 ? "" : "s") to \(shown(file)); replay: "
        + shown(
          WalkthroughRecording(paths: options.paths, start: start, steps: [])
            .replayCommand(script: file)) + "\n")
    return true
  }

  /// `:steps`: the steps taken, numbered.
  func listSteps(_ walkthrough: Walkthrough) {
    let steps = walkthrough.steps
    print(
      lines: steps.isEmpty
        ? ["(no steps taken)"]
        : steps.enumerated().map { "\($0.offset + 1). \(shown($0.element.line))" })
  }

  /// `:restart`: the walkthrough from its start again (the steps taken are dropped).
  mutating func restart(_ walkthrough: inout Walkthrough) {
    do {
      let (started, effects) = try start.begin()
      let count = walkthrough.steps.filter(\.isInput).count
      walkthrough = started
      Terminal.write(
        style("Restarted", "1") + " (\(count) step\(count == 1 ? "" : "s") dropped)\n")
      show(effects)
      showState(walkthrough)
    } catch {
      complain(error.description)
    }
  }

  /// `:reload` and `--watch`: reads and validates the flow files again; when they are valid,
  /// replays the steps taken on them, as far as they still apply. Otherwise (their errors are
  /// printed) the walkthrough goes on with the flows as they were.
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
      replay = try WalkthroughReplay.replay(walkthrough.steps, from: reloaded)
    } catch {
      complain(
        "the reloaded flows cannot start \(start.flow): \(error.description); "
          + "the walkthrough goes on with the flows as they were")
      return
    }
    let steps = walkthrough.steps
    start = reloaded
    walkthrough = replay.walkthrough
    if let stop = replay.stop {
      complain(stop.description)
      let dropped = steps.dropFirst(stop.number - 1)
      print(lines: ["steps not replayed:"] + dropped.map { "  \(shown($0.line))" })
    }
    let count = walkthrough.steps.filter(\.isInput).count
    Terminal.write(
      style("Reloaded", "1") + " (\(count) step\(count == 1 ? "" : "s") replayed)\n")
    showState(walkthrough)
  }

  /// `:quit` or Ctrl-D: true to leave. With steps taken and not saved, asks for a file to save
  /// them in first; an empty answer (or Ctrl-D) leaves without saving, Ctrl-C goes back to the
  /// walkthrough.
  mutating func confirmQuit(_ walkthrough: Walkthrough) -> Bool {
    let count = walkthrough.steps.filter(\.isInput).count
    guard count > 0, walkthrough.steps != savedSteps else { return true }
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
