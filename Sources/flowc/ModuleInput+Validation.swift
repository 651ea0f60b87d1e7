import ArgumentParser
import FlowSpec

extension ModuleInput {
  /// Loads and validates the module for commands that need a valid one: prints diagnostics on
  /// standard error, exits 1 when there are errors and 2 on I/O problems.
  func validatedModule(colors: Bool) throws -> ValidatedModule {
    let files: [SourceFile]
    do {
      files = try load()
    } catch let error as InputError {
      Terminal.reportError(error.description)
      throw ExitCode(2)
    }
    let result = FlowCompiler.validate(files, checkingFileNames: true)
    ExitReclaimed.keep(result)
    Terminal.writeError(
      DiagnosticRenderer(files: files, colors: colors, for: result.diagnostics).render(
        result.diagnostics))
    guard let module = result.module else {
      Terminal.writeError("\(DiagnosticRenderer.summary(result.diagnostics)): not running\n")
      throw ExitCode(1)
    }
    return module
  }

  /// Loads and validates the module again for a running walkthrough (`:reload`, `--watch`):
  /// prints the diagnostics on standard error; nil when the files cannot be read or have errors.
  func revalidatedModule(colors: Bool) -> ValidatedModule? {
    let files: [SourceFile]
    do {
      files = try load()
    } catch {
      Terminal.reportError("\(error)")
      return nil
    }
    let result = FlowCompiler.validate(files)
    Terminal.writeError(
      DiagnosticRenderer(files: files, colors: colors, for: result.diagnostics).render(
        result.diagnostics))
    return result.module
  }
}
