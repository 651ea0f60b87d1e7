import FlowPaths
import FlowSpec

/// `flowc generate --tests`'s pure core: a validated module and paths through its flows in,
/// Swift Testing files out: `FlowTestDoubles.swift` and one `NAMEFlowTests.swift` for each
/// flow some path starts, in module order.
///
/// Each path is carried out by the runner here, and what it did after the start and every step
/// (navigation operations, action calls, the root's outcome) is written into the test as what
/// the generated coordinators must do: the runner is the oracle. A path planned with its child
/// flows stood in (`TestPath.standInsFor`) is carried out on the module with those stand-ins
/// (`ChildStandIns`), and its test on doubles of those children.
public enum TestSuiteGenerator {
  /// The test files for `paths`; `testedModule` is the module holding the generated
  /// coordinators, which the tests import with `@testable import`. A path the runner refuses
  /// throws its located error.
  public static func generate(
    _ module: ValidatedModule, paths: [TestPath], testedModule: String
  ) throws(TestGenerationError) -> [GeneratedFile] {
    let plain = plainModule(module)
    var alone: [String: ValidatedModule] = [:]
    var recorded: [RecordedPath] = []
    for path in paths {
      var runs = plain
      if let flow = path.standInsFor {
        if alone[flow] == nil { alone[flow] = ChildStandIns.module(plain, standingInFor: flow) }
        runs = alone[flow] ?? plain
      }
      let run = try RecordedPath(path, module: runs)
      if let flow = path.standInsFor, run.flow != flow {
        throw TestGenerationError(
          source: path.source, line: nil,
          message: "the path was planned for `\(flow)` but starts `\(run.flow)`")
      }
      recorded.append(run)
    }
    var files: [GeneratedFile] = []
    if let support = GeneratedFile(
      path: TestSupportFile.name,
      contents: TestSupportFile.contents(
        testedModule: testedModule,
        standIns: paths.contains { $0.standInsFor != nil }
          && module.flows.contains { $0.screens.contains { $0.childFlow != nil } }))
    {
      files.append(support)
    }
    for flow in module.flows {
      let flowPaths = recorded.filter { $0.flow == flow.name }
      guard let first = flowPaths.first else { continue }
      let standIns = first.path.standInsFor != nil
      if let mixed = flowPaths.first(where: { ($0.path.standInsFor != nil) != standIns }) {
        throw TestGenerationError(
          source: mixed.path.source, line: nil,
          message:
            "the paths of `\(flow.name)` must all run its child flows or all stand in for them")
      }
      let writer = FlowTestsWriter(
        module: module, flow: flow, paths: flowPaths, testedModule: testedModule,
        standIns: standIns)
      if let file = GeneratedFile(path: "\(writer.suiteName).swift", contents: writer.generate()) {
        files.append(file)
      }
    }
    return files
  }

  /// `module` with no sensitive declarations: the runner's effects then hold the values the
  /// coordinators hand to actions and to the root's outcome, which the doubles receive.
  private static func plainModule(_ module: ValidatedModule) -> ValidatedModule {
    var result = module
    for index in result.flows.indices {
      result.flows[index].inputs = plain(result.flows[index].inputs)
      result.flows[index].context = plain(result.flows[index].context)
      result.flows[index].environment = plain(result.flows[index].environment)
      result.flows[index].actions = plain(result.flows[index].actions)
      result.flows[index].results = plain(result.flows[index].results)
      for screen in result.flows[index].screens.indices {
        result.flows[index].screens[screen].events = plain(
          result.flows[index].screens[screen].events)
      }
    }
    return result
  }

  private static func plain(_ fields: [Field]) -> [Field] {
    fields.map { field in
      var field = field
      field.isSensitive = false
      return field
    }
  }

  private static func plain(_ signatures: [Signature]) -> [Signature] {
    signatures.map { signature in
      var signature = signature
      signature.parameters = plain(signature.parameters)
      return signature
    }
  }
}
