import FlowPaths
import FlowRunner
import FlowSpec
import Testing

@Suite("Paths: the Examples")
struct ExamplePathTests {
  @Test(arguments: PathFixtures.examples, PathStrategy.allCases)
  func everyPlannedScriptPasses(example: String, strategy: PathStrategy) throws {
    let module = try PathFixtures.example(example)
    let paths = try PathPlanner.plan(module, strategy: strategy)
    #expect(!paths.isEmpty || strategy == .guards)
    let (_, failure) = PathFixtures.coverage(of: paths, in: module)
    #expect(failure == nil)
  }

  @Test(arguments: PathFixtures.examples)
  func transitionsTakeEveryTransition(example: String) throws {
    let module = try PathFixtures.example(example)
    let reports = try PathPlanner.report(module, strategy: .transitions)
    let (coverage, failure) = PathFixtures.coverage(
      of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    #expect(coverage.missed.isEmpty, "never taken: \(coverage.missed)")
    #expect(coverage.transitionFigure.total > 0)
    #expect(reports.flatMap(\.unreached).isEmpty)
  }
}
