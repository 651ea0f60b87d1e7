import FlowPaths
import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Modules for the planner's tests, and the runner carrying out what it planned.
enum PathFixtures {
  /// The Examples, by folder name.
  static let examples = [
    "AppLaunch", "EventCreation", "OrderDetail", "PhotoEditing", "RepositoryList", "Restaurants",
    "TabbedPhotos",
  ]

  /// The validated module of an Example folder.
  static func example(_ name: String) throws -> ValidatedModule {
    let folder = Repository.url("Examples/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let files = try names.filter { $0.hasSuffix(".flow.yaml") }.sorted().map { file in
      SourceFile(
        path: "\(name)/\(file)",
        bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))))
    }
    return try validate(files)
  }

  /// The module of in-memory flow files (`F0.flow.yaml`, ...).
  static func module(_ texts: String...) throws -> ValidatedModule {
    try validate(
      texts.enumerated().map { SourceFile(path: "F\($0.offset).flow.yaml", text: $0.element) })
  }

  static func validate(_ files: [SourceFile]) throws -> ValidatedModule {
    let result = FlowCompiler.validate(files)
    let text = DiagnosticRenderer(files: files, colors: false).render(result.diagnostics)
    return try #require(result.module, "\(text)")
  }

  /// Runs a planned path's script as `flowc test` does: its error (nil when it passed) and what
  /// it covered.
  static func run(_ path: PlannedPath, in module: ValidatedModule) -> (
    error: String?, coverage: Coverage?
  ) {
    let run = ScriptRun(
      options: .init(scriptName: "\(path.name).walkthrough", coverage: true), write: { _ in })
    let outcome = run.run(
      module: module, given: ScriptStart(), lines: ScriptRun.lines(of: Array(path.script.utf8)))
    return (outcome.error, outcome.coverage)
  }

  /// What `paths` cover together, as the runner counts it over every flow of the module; the
  /// first failure of a script, if any.
  static func coverage(of paths: [PlannedPath], in module: ValidatedModule) -> (
    coverage: Coverage, failure: String?
  ) {
    var total = Coverage(module: module)
    var failure: String?
    for path in paths {
      let (error, coverage) = run(path, in: module)
      if let error, failure == nil { failure = "\(path.name): \(error)\n\(path.script)" }
      if let coverage { total.merge(coverage) }
    }
    return (total, failure)
  }
}
