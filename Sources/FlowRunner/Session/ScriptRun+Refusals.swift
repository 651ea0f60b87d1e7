import FlowSpec

/// `expect refused`: a step that the walkthrough refuses, checked and gone past.
///
/// The line right after the step (blank lines and comments aside) says it is expected to be
/// refused, and with what reason; the walkthrough goes on as it was before the step. A step so
/// expected and taken is an error at the `expect refused` line, and so is a refusal that no such
/// line expects, or one for another reason.
extension ScriptRun {
  /// The `expect refused` line right after line `number` (1-based), and the reason it gives;
  /// nil when the next line that is not blank or a comment is something else.
  public static func expectedRefusal(after number: Int, in lines: [String]) -> (
    line: Int, reason: WalkthroughExpectation.Argument?
  )? {
    for index in number..<lines.count {
      let parsed: ScriptLine?
      do {
        parsed = try ScriptLine.parse(lines[index])
      } catch {
        // A line that does not parse is read (and reported) in its turn.
        return nil
      }
      switch parsed {
      case nil:
        continue
      case .expect(let expectation)?:
        guard case .refused(let reason) = expectation.kind else { return nil }
        return (index + 1, reason)
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether a refusal, `message`, is for the `reason` an `expect refused` line gives (any, when
  /// it gives none); the failure at the reason's column when it is not.
  func check(reason: WalkthroughExpectation.Argument?, message: String) -> ScriptLine.Failure? {
    guard let reason, !message.contains(reason.text) else { return nil }
    return .init(
      column: reason.column,
      "expected the step to be refused with \"\(reason.text)\", actual refusal: \(message)")
  }

  /// The trace of a refused step: the step and why it was refused.
  func reportRefusal(line: Int, input: String, _ message: String) {
    if options.jsonTrace {
      write(
        JSON.object([
          ("line", String(line)), ("input", JSON.string(input)), ("effects", "[]"),
          ("refused", JSON.string(message)),
        ]) + "\n")
    } else {
      write(
        "> \(TerminalText.escaped(input.trimmingCharacters(in: " ")))\n"
          + "  refused: \(TerminalText.message(message))\n")
    }
  }

  /// Why an `expect refused` at line `number` that no refused step came before fails: the step
  /// above it was taken, or it follows no step.
  func takenStep(before number: Int, in lines: [String]) -> ScriptLine.Failure {
    for index in stride(from: number - 2, through: 0, by: -1) {
      switch try? ScriptLine.parse(lines[index]) {
      case nil where lines[index].isBlankOrComment:
        continue
      case .command(let command)? where command.isStep:
        let step = lines[index].trimmingCharacters(in: " ")
        return .init(
          column: nil,
          "expected the step on line \(index + 1) (\(step)) to be refused, but it was taken")
      default:
        break
      }
      break
    }
    return .init(
      column: nil,
      "`expect refused` follows the step it expects to be refused (an event, :back, :dismiss or "
        + ":tab NAME)")
  }
}

extension WalkthroughCommand {
  /// Whether the command is a step the walkthrough can refuse: an event, `:back`, `:dismiss` or
  /// `:tab NAME`.
  var isStep: Bool {
    switch self {
    case .event, .back, .dismiss, .selectTab: true
    default: false
    }
  }
}

extension MachineError {
  /// A step that needs an environment value the script does not give: not a refusal of the step
  /// but a gap in the script, and an error however it is expected.
  var isMissingEnvironment: Bool {
    if case .missingEnvironment = self { return true }
    return false
  }
}

extension String {
  /// A script line that says nothing: blank, or a `# comment`.
  fileprivate var isBlankOrComment: Bool {
    let text = unicodeScalars.drop { $0 == " " || $0 == "\t" }
    return text.isEmpty || text.first == "#"
  }
}
