/// A line typed at the interactive prompt: a walkthrough command (as a script has them), or one
/// of the commands only the prompt knows (saving, reloading, restarting, listing the steps).
public enum PromptCommand: Sendable, Equatable {
  /// A command a script may hold too.
  case walkthrough(WalkthroughCommand)
  /// `:save FILE`: write the start and the steps taken as a walkthrough script.
  case save(String)
  /// `:reload`: read the flow files again and replay the steps taken on them.
  case reload
  /// `:restart`: start the walkthrough again from its start.
  case restart
  /// `:steps`: list the steps taken.
  case steps

  /// The prompt's own commands, as typed.
  public static let names = [":save", ":reload", ":restart", ":steps"]

  /// Every command the prompt takes, for help and completion.
  public static var allNames: [String] { WalkthroughCommand.names + names }

  /// Reads one line; nil for a blank line or a `# comment`. An `expect` line is refused: it
  /// belongs in a script.
  public static func parse(_ line: String) throws(WalkthroughCommand.Failure) -> PromptCommand? {
    let words = try WalkthroughCommand.split(line)
    guard let first = words.first else { return nil }
    let rest = words.dropFirst()
    switch first {
    case ":save":
      guard rest.count == 1, let file = rest.first, !file.isEmpty else {
        throw WalkthroughCommand.Failure(description: "`:save` takes a file name: :save FILE")
      }
      return .save(file)
    case "expect" where rest.first.map { !$0.contains("=") } == true:
      // As in a script, `expect` alone or with field=value words sends an event named expect.
      throw WalkthroughCommand.Failure(
        description:
          "`expect` lines check a walkthrough script (flowc run --script, flowc test); "
          + "at the prompt, :stack and :context show where the walkthrough is")
    case ":reload", ":restart", ":steps":
      guard rest.isEmpty else {
        throw WalkthroughCommand.Failure(description: "`\(first)` takes no arguments")
      }
      return first == ":reload" ? .reload : first == ":restart" ? .restart : .steps
    default:
      do {
        return try WalkthroughCommand.parse(line).map(PromptCommand.walkthrough)
      } catch {
        if first.hasPrefix(":"), !WalkthroughCommand.names.contains(first), first != ":q" {
          throw WalkthroughCommand.Failure(
            description: "unknown command `\(first)`; commands: \(allNames.joined(separator: " "))")
        }
        throw error
      }
    }
  }
}
