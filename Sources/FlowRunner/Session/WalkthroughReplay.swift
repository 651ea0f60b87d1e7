import FlowSpec

/// Steps taken in one walkthrough carried out again from a start, usually on flows that changed
/// since (`:reload`): as far as they still apply.
public struct WalkthroughReplay: Sendable {
  /// The walkthrough after the steps that applied.
  public var walkthrough: Walkthrough
  /// The first step that no longer applies, if one does not.
  public var stop: Stop?

  /// A step that no longer applies, and why.
  public struct Stop: Sendable, Equatable, CustomStringConvertible {
    /// Its number among the steps, from 1.
    public var number: Int
    /// How many steps there were.
    public var count: Int
    /// The step's line (sensitive values hidden).
    public var line: String
    /// Why it does not apply.
    public var reason: String

    /// `step 3 of 5 (next amount=2) no longer applies: REASON`.
    public var description: String {
      "step \(number) of \(count) (\(line)) no longer applies: \(reason)"
    }
  }

  /// Starts `start` and carries out `steps` in order, stopping before the first that fails.
  ///
  /// Throws when the walkthrough cannot start at all (the flow is gone, an input no longer
  /// fits); `missingEnvironment` then names the value the start needs.
  public static func replay(_ steps: [WalkthroughStep], from start: WalkthroughStart)
    throws(MachineError) -> WalkthroughReplay
  {
    var (walkthrough, _) = try start.begin()
    for (index, step) in steps.enumerated() {
      do {
        try walkthrough.take(step.command)
      } catch {
        let stop = Stop(
          number: index + 1, count: steps.count, line: step.line,
          reason: TerminalText.message(error.description))
        return WalkthroughReplay(walkthrough: walkthrough, stop: stop)
      }
    }
    return WalkthroughReplay(walkthrough: walkthrough, stop: nil)
  }
}

extension Walkthrough {
  /// Carries out the command of a step: an event with its field texts, `:back`, `:dismiss`,
  /// `:tab NAME` or `:env name=value`; other commands change nothing. On error nothing changes.
  @discardableResult
  public mutating func take(_ command: WalkthroughCommand) throws(MachineError) -> [Effect] {
    switch command {
    case .event(let event, let fields): return try apply(input(event: event, fields: fields))
    case .back: return try apply(.systemBack)
    case .dismiss: return try apply(.systemDismiss)
    case .selectTab(let name): return try apply(.selectTab(name))
    case .environment(let fields):
      for (name, value) in try parseEnvironment(fields) { answer(name, value) }
      return []
    case .undo, .stack, .context, .help, .quit: return []
    }
  }
}
