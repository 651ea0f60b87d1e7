import ArgumentParser
import FlowServer
import FlowSpec

extension ModuleInput {
  /// Loads and validates the module for commands that need a valid one: prints diagnostics on
  /// standard error, exits 1 when there are errors and 2 on I/O problems.
  func validatedModule(colors: Bool) throws -> ValidatedModule {
    let load = ModuleLoad(self)
    if let problem = load.problem {
      Terminal.reportError(problem)
      throw ExitCode(2)
    }
    ExitReclaimed.keep(load.result)
    Terminal.writeError(load.rendered(colors: colors))
    guard let module = load.module else {
      Terminal.writeError("\(load.summary): not running\n")
      throw ExitCode(1)
    }
    return module
  }

  /// Loads and validates the module again for a running walkthrough (`:reload`, `--watch`):
  /// prints the diagnostics on standard error; nil when the files cannot be read or have errors.
  func revalidatedModule(colors: Bool) -> ValidatedModule? {
    let load = ModuleLoad(self, reloading: true)
    if let problem = load.problem {
      Terminal.reportError(problem)
      return nil
    }
    Terminal.writeError(load.rendered(colors: colors))
    return load.module
  }

  /// Loads and validates the module again for `flowc serve`: the module, or the diagnostics to
  /// show in the page (as `flowc validate` prints them, without colour).
  func servedModule() -> ModuleSource.Loaded {
    let load = ModuleLoad(self, reloading: true)
    if let problem = load.problem { return .problems("error: \(problem)\n") }
    if let module = load.module { return .module(module) }
    return .problems(load.rendered(colors: false) + load.summary + "\n")
  }
}
