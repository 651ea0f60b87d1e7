import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// A module named with Swift keywords (`KeywordModule`): its generated code, script driver
/// included, compiled with the UIKit and SwiftUI models (`Tests/UIKitModel`, `Tests/SwiftUIModel`,
/// so the UI parts are compiled and run) and run along every run of the fixture, once with
/// UIKit screens and once with SwiftUI routes, records the runner's trace line for line.
@Suite("Swift keywords as names, escaped in the generated code")
struct KeywordNameTests {
  /// The app: each run of `KeywordModule.runs`, with the driver's records, then `---`.
  static func main(routes: Bool) -> String {
    let runs = KeywordModule.runs.map { run in
      let steps = run.steps.map { step in
        let fields = step.fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
        return "(\"\(step.event)\", [\(fields.isEmpty ? ":" : fields.joined(separator: ", "))])"
      }
      return "run(\(run.protocolAnswer), [\(steps.joined(separator: ", "))])"
    }
    return """
      @MainActor func run(_ answer: Bool, _ steps: [(String, [String: String])]) {
        guard
          let driver = FlowScriptDriver(
            flow: "Keywords", inputs: ["import": "hello"],
            environment: ["protocol": answer ? "true" : "false"], showsRoutes: \(routes))
        else { fatalError("the driver did not start") }
        for (event, fields) in steps where !driver.send(event, fields: fields) {
          print("not taken: \\(event)")
        }
        for record in driver.records { print(record) }
        print("---")
      }
      \(runs.joined(separator: "\n"))

      """
  }

  /// The runner's trace of each run, each followed by `---`.
  static func runnerTrace(_ module: ValidatedModule) throws -> [String] {
    var lines: [String] = []
    for run in KeywordModule.runs {
      var (walkthrough, effects) = try Walkthrough.start(
        module: module, flow: "Keywords", inputs: ["import": .string("hello")],
        environment: ["protocol": .bool(run.protocolAnswer)])
      lines += TraceRenderer.lines(effects)
      for step in run.steps {
        let fields = step.fields.sorted { $0.key < $1.key }.map {
          WalkthroughCommand.Field($0.key, $0.value)
        }
        effects = try walkthrough.apply(try walkthrough.input(event: step.event, fields: fields))
        lines += TraceRenderer.lines(effects)
      }
      lines.append("---")
    }
    return lines
  }

  /// Builds the UIKit and SwiftUI models as static libraries with their modules in `directory`.
  static func buildModels(in directory: URL) throws {
    for (name, folder) in [("UIKit", "Tests/UIKitModel"), ("SwiftUI", "Tests/SwiftUIModel")] {
      let url = Repository.url(folder)
      let sources = try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
      let (status, output) = try Tool.run(
        [
          "swiftc", "-swift-version", "6", "-parse-as-library", "-static", "-emit-library",
          "-module-name", name, "-emit-module", "-emit-module-path",
          directory.appendingPathComponent("\(name).swiftmodule").path,
          "-I", directory.path, "-L", directory.path,
          "-o", directory.appendingPathComponent("lib\(name).a").path,
        ] + sources, in: directory)
      try #require(status == 0, "the \(name) model does not compile:\n\(output.prefix(2000))")
    }
  }

  @Test func aModuleNamedWithKeywordsCompilesAndRunsAsTheRunnerDoes() throws {
    let result = FlowCompiler.validate(KeywordModule.files)
    #expect(result.diagnostics.sorted.isEmpty, "\(result.diagnostics.sorted)")
    let module = try #require(result.module)
    let files = SwiftGenerator.generate(module, scriptDriver: true)
    let coordinator = try #require(files.first { $0.path == "KeywordsCoordinator.swift" })
    #expect(coordinator.contents.contains("case `default`(`class`: Int, `case`: Choice)"))
    let trace = try Self.runnerTrace(module)
    for routes in [false, true] {
      let compilation = try GeneratedCompilation(
        files, extra: [("main.swift", Self.main(routes: routes))], prefix: "flowc-keywords")
      defer { compilation.remove() }
      try Self.buildModels(in: compilation.directory)
      let executable = compilation.directory.appendingPathComponent("keywords").path
      let folder = compilation.directory.path
      let (status, output) = try Tool.run(
        [
          "swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", folder, "-L", folder,
          "-lSwiftUI", "-lUIKit", "-o", executable,
        ] + compilation.paths)
      try #require(status == 0, "\(output.prefix(3000))")
      let (runStatus, printed) = try Tool.run([executable], includingStandardOutput: true)
      #expect(runStatus == 0)
      #expect(printed.split(separator: "\n").map(String.init) == trace, "routes: \(routes)")
    }
  }
}
