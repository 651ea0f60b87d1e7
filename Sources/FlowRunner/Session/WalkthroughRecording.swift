import FlowSpec

/// The steps of a walkthrough written as a walkthrough script (`:save FILE`, `--record FILE`),
/// which `flowc run --script` carries out again to the same state.
///
/// The script holds the steps only: the inputs and the environment answers of the start stay
/// on the command line, which the script's first comment spells out. Sensitive values are written
/// as `Field.placeholder`, never as themselves, and a comment says so.
public struct WalkthroughRecording: Sendable {
  /// The flow files or folders, as named on the command line.
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

  /// The script, for the file `name`: comments saying how to replay it, then one step a line.
  public func script(name: String) -> String {
    let count = steps.filter(\.isInput).count
    var lines = [
      // One line each whatever the names hold: a line feed in a path must not end the comment.
      "# A walkthrough of \(TerminalText.escaped(start.flow)) (\(count) step\(count == 1 ? "" : "s")), saved by flowc run.",
      "# Replay: " + TerminalText.escaped(replayCommand(script: name)),
    ]
    if steps.contains(where: { $0.line != $0.command.spelled { _ in false } }) {
      lines.append(
        "# Sensitive values are written \(Field.placeholder): put the real ones in before replaying."
      )
    }
    lines += steps.map(\.line)
    return lines.map { $0 + "\n" }.joined()
  }

  /// The `flowc run` command that replays the script `name`, its words quoted for a POSIX shell.
  public func replayCommand(script name: String) -> String {
    let declaration = start.module.flow(named: start.flow)
    let hiddenInputs = Set(declaration?.inputs.filter(\.isSensitive).map(\.name) ?? [])
    var words =
      ["flowc", "run"] + paths.map(Self.shellWord) + ["--flow", Self.shellWord(start.flow)]
    for input in start.inputs {
      let text = hiddenInputs.contains(input.name) ? Field.placeholder : input.text
      words += ["--input", Self.shellWord(input.name + "=" + text)]
    }
    for answer in start.environment {
      let hidden = start.module.flows.contains { flow in
        flow.environment.contains { $0.name == answer.name && $0.isSensitive }
      }
      words += [
        "--env", Self.shellWord(answer.name + "=" + (hidden ? Field.placeholder : answer.text)),
      ]
    }
    return (words + ["--script", Self.shellWord(name)]).joined(separator: " ")
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
