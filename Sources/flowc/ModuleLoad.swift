import FlowSpec

/// One reading and validation of a module's flow files: the path every command takes, and
/// `:reload`, `--watch` and the served page take again, so that each reports what
/// `flowc validate` reports (the file-name check included).
struct ModuleLoad {
  /// The files read, in the order validated; empty when they could not be read.
  let files: [SourceFile]
  /// Why the files could not be read (`no such file or directory: ...`); nil when they were.
  let problem: String?
  /// What validating the files found; nil when they could not be read.
  let result: FlowCompiler.Result?

  /// Reads the files `input` names and validates them as one module, checking that each
  /// `NAME.flow.yaml` holds the flow `NAME`. A reload (`reloading`) reads regular files only:
  /// a file named on the command line and since replaced by a FIFO is an error, not a wait.
  init(_ input: ModuleInput, reloading: Bool = false) {
    do {
      files = try input.load(regularOnly: reloading)
      problem = nil
    } catch {
      files = []
      problem = "\(error)"
      result = nil
      return
    }
    result = FlowCompiler.validate(files, checkingFileNames: true)
  }

  /// The module, when the files were read and have no errors (warnings allowed).
  var module: ValidatedModule? { result?.module }

  /// Everything validation found; none when the files could not be read.
  var diagnostics: Diagnostics { result?.diagnostics ?? Diagnostics() }

  /// The diagnostics as `flowc validate` prints them: located, with the source line and a caret.
  func rendered(colors: Bool) -> String {
    DiagnosticRenderer(files: files, colors: colors, for: diagnostics).render(diagnostics)
  }

  /// The count of errors and warnings: `2 errors, 1 warning`.
  var summary: String { DiagnosticRenderer.summary(diagnostics) }
}
