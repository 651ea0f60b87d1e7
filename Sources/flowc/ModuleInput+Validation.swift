import ArgumentParser
import FlowServer
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

extension ModuleInput {
  /// Loads and validates the module again for `flowc serve`: the module, or the diagnostics to
  /// show in the page (as `flowc validate` prints them, without colour).
  func servedModule() -> ModuleSource.Loaded {
    let files: [SourceFile]
    do {
      files = try load()
    } catch {
      return .problems("error: \(error)\n")
    }
    let result = FlowCompiler.validate(files, checkingFileNames: true)
    if let module = result.module { return .module(module) }
    let rendered = DiagnosticRenderer(files: files, colors: false, for: result.diagnostics).render(
      result.diagnostics)
    return .problems(rendered + DiagnosticRenderer.summary(result.diagnostics) + "\n")
  }
}
