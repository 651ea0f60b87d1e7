import ArgumentParser
import FlowSpec
import FlowcOutput

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc

  /// The C `exit` (the command's own `exit(withError:)` hides the name).
  private func systemExit(_ status: Int32) -> Never { Glibc.exit(status) }
#elseif canImport(Darwin)
  import Darwin

  /// The C `exit` (the command's own `exit(withError:)` hides the name).
  private func systemExit(_ status: Int32) -> Never { Darwin.exit(status) }
#endif

/// The `flowc` command: validate, generate and run declarative coordinator flows.
@main
struct Flowc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flowc",
    abstract: "Validate, generate and run declarative iOS coordinator flows (*.flow.yaml).",
    discussion: """
      A flow file describes one coordinator: its screens, the events each screen sends, and what \
      happens on each event. All files given to one call form a module; flows refer to each other \
      by name.

      Example:
        flowc validate Examples/PhotoEditing
      """,
    version: FlowcVersion.current,
    subcommands: [
      InitCommand.self, ValidateCommand.self, RunCommand.self, ServeCommand.self,
      TestCommand.self, GenerateCommand.self, GraphCommand.self, PathsCommand.self,
      SchemaCommand.self, LSPCommand.self,
    ]
  )

  /// Runs the command; usage errors exit with status 2, like I/O problems.
  static func main() {
    StandardDescriptors.ensureOpen()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        Terminal.writeError(TerminalText.escapedKeepingLineFeeds(fullMessage(for: error)) + "\n")
        Terminal.writeError("Run 'flowc --help' for usage.\n")
        systemExit(2)
      }
      exit(withError: error)
    }
  }
}

/// The version printed by `flowc --version`.
enum FlowcVersion {
  static let current = "0.1.0"
}
