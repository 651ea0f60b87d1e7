import ArgumentParser
import FlowLanguageServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc lsp`: the language server, for editors.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the language server for flow files (LSP over standard input and output).",
    discussion: """
      An editor starts it and talks to it over standard input and output. The module is the \
      workspace folder's *.flow.yaml files (searched recursively, as flowc validate DIR \
      does), with the editor's open documents in place of the files on disk. It pushes \
      flowc validate's diagnostics as you type, and answers completion, hover, definition, \
      references, rename, document symbols and quick fixes. It never writes a file. Logs go \
      to standard error. See docs/language-server.md and, for editor set-up, \
      docs/integration.md.

      Exit status: 0 after the client's shutdown and exit, 1 when the client exits or \
      disappears without shutdown.

      Example (what an editor runs):
        flowc lsp
      """
  )

  @Flag(
    help: "Accepted for clients that pass it; standard input and output are the only transport.")
  var stdio = false

  func run() throws {
    // A client that disappears closes the pipe: writing then fails (EPIPE) instead of killing.
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(
      options: ServerOptions(version: FlowcVersion.current), input: STDIN_FILENO,
      output: STDOUT_FILENO)
    let status = server.run()
    if status != 0 { throw ExitCode(status) }
  }
}
