import FlowRunner
import FlowSpec
import FuzzSupport

/// Validate, render, generate, run.
enum Pipeline {
  static func run(_ bytes: [UInt8]) {
    let parts = FuzzInput.split(bytes)
    let files = zip(FuzzInput.fileNames(count: parts.count), parts).map {
      SourceFile(path: $0, bytes: $1)
    }
    var random = FuzzRandom(seededBy: bytes)
    let result = FlowCompiler.validate(files)
    renderDiagnostics(result.diagnostics, files: files, colors: random.oneIn(2))
    guard let module = result.module else {
      check(result.diagnostics.hasErrors, "no module and no error")
      return
    }
    generate(module, random: &random)
    let diagram = FlowDiagram(
      module: module, root: random.oneIn(2) ? nil : module.flows.first?.name)
    _ = diagram.dot.count + diagram.mermaid.count
    var run = MachineRun(module: module, random: random)
    run.run()
  }

  static func renderDiagnostics(_ diagnostics: Diagnostics, files: [SourceFile], colors: Bool) {
    let renderer = DiagnosticRenderer(files: files, colors: colors)
    var total = renderer.render(diagnostics).count
    total += DiagnosticRenderer.summary(diagnostics).count
    total += DiagnosticRenderer.json(diagnostics).count
    total += DiagnosticRenderer.github(diagnostics).count
    total += DiagnosticRenderer.sarif(diagnostics, version: "0.0.0").count
    check(total > 0 || diagnostics.all.isEmpty, "diagnostics rendered as nothing")
  }

  static func generate(_ module: ValidatedModule, random: inout FuzzRandom) {
    let plain = SwiftGenerator.generate(module)
    let driven = SwiftGenerator.generate(
      module, scriptDriver: true, namedAfterSources: random.oneIn(2))
    for files in [plain, driven] {
      let paths = files.map(\.path)
      check(Set(paths).count == paths.count, "generated paths collide: \(paths)")
      check(paths.contains("FlowSupport.swift"), "no FlowSupport.swift in \(paths)")
    }
    check(driven.contains { $0.path == "FlowScriptDriver.swift" }, "no FlowScriptDriver.swift")
  }
}

/// A broken invariant: a finding, reported the way libFuzzer records crashes.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant: \(message())") }
}
