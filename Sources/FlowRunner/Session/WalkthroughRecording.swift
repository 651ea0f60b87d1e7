import FlowSpec

/// The steps of a walkthrough written as a walkthrough script (`:save FILE`, `--record FILE`),
/// which `flowc run --script` and `flowc test` carry out again to the same state.
///
/// The script starts as the walkthrough did: start lines name the flow (`:flow`), its inputs
/// (`:input`) and the environment answers of the start (`:env`), so it replays with no options.
/// Environment answers given before the first step are start lines too, as a script reads an
/// `:env` line there (a later answer to the same name wins). Sensitive values are written as
/// `Field.placeholder`, never as themselves, and a comment says so.
public struct WalkthroughRecording: Sendable {
  /// The flow files or folders, as named on the command line (for the replay command).
  public var paths: [String]
  /// How the walkthrough started (the flow, its inputs and the environment answers it began with).
  public var start: WalkthroughStart
  /// The steps taken.
  public var steps: [WalkthroughStep]

  /// Creates a recording.
  public init(paths: [String], start: WalkthroughStart, steps: [WalkthroughStep]) {
    self.paths = paths
    self.start = start
    self.steps = steps
  }

  /// The script: a comment, the start lines, then one step a line.
  public func script() -> String {
    let count = steps.filter(\.isInput).count
    let leading = steps.prefix { !$0.isInput }
    var lines = [
      // One line whatever the name holds: a line feed in it must not end the comment.
      "# A walkthrough of \(TerminalText.escaped(start.flow)) (\(count) step\(count == 1 ? "" : "s")), saved by flowc run.",
      ":flow \(start.flow)",
    ]
    let hiddenInputs = Set(
      start.module.flow(named: start.flow)?.inputs.filter(\.isSensitive).map(\.name) ?? [])
    let inputs = Self.lastOfEach(start.inputs).map {
      WalkthroughCommand.spelled(":input", [$0]) { hiddenInputs.contains($0) }
    }
    let answers = startEnvironment(adding: leading)
    let environment = answers.map {
      WalkthroughCommand.spelled(":env", [$0], hiding: isSensitiveEnvironment)
    }
    let body = steps.dropFirst(leading.count).map(\.line)
    let hides =
      start.inputs.contains { hiddenInputs.contains($0.name) }
      || answers.contains { isSensitiveEnvironment($0.name) }
      || steps.contains { $0.line != $0.command.spelled { _ in false } }
    if hides {
      lines.append(
        "# Sensitive values are written \(Field.placeholder): put the real ones in before replaying."
      )
    }
    lines += inputs + environment + body
    return lines.map { $0 + "\n" }.joined()
  }

  /// The `flowc run` command that replays the script `name`, its words quoted for a POSIX shell.
  public func replayCommand(script name: String) -> String {
    (["flowc", "run"] + paths + ["--script", name]).map(Self.shellWord).joined(separator: " ")
  }

  /// The start's environment answers, then those of `steps` (`:env` steps).
  private func startEnvironment(adding steps: some Sequence<WalkthroughStep>)
    -> [WalkthroughCommand.Field]
  {
    var fields = start.environment
    for step in steps {
      if case .environment(let answers) = step.command { fields += answers }
    }
    return Self.lastOfEach(fields)
  }

  /// One field a name, in the order the names first come, each with the last value given for
  /// it (as the start reads them: a later value replaces an earlier one).
  static func lastOfEach(_ fields: [WalkthroughCommand.Field]) -> [WalkthroughCommand.Field] {
    var result: [WalkthroughCommand.Field] = []
    for field in fields {
      if let index = result.firstIndex(where: { $0.name == field.name }) {
        result[index] = field
      } else {
        result.append(field)
      }
    }
    return result
  }

  private func isSensitiveEnvironment(_ name: String) -> Bool {
    start.module.flows.contains { flow in
      flow.environment.contains { $0.name == name && $0.isSensitive }
    }
  }

  /// `text` as one word for a POSIX shell: as it is when it holds only safe characters, else in
  /// single quotes (a `'` in it written `'\''`).
  static func shellWord(_ text: String) -> String {
    let safe = text.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "-_./=:,@%+".unicodeScalars.contains(scalar)
    }
    guard safe, !text.isEmpty else {
      return "'"
        + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
        + "'"
    }
    return text
  }
}
