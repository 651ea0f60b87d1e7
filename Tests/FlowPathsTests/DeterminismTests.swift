import FlowPaths
import FlowRunner
import FlowSpec
import FlowTestSupport
import Testing

@Suite("Paths: the same on every run")
struct DeterminismTests {
  @Test(arguments: PathFixtures.examples, PathStrategy.allCases)
  func twoPlansAreEqual(example: String, strategy: PathStrategy) throws {
    let first = try PathPlanner.plan(PathFixtures.example(example), strategy: strategy)
    let second = try PathPlanner.plan(PathFixtures.example(example), strategy: strategy)
    #expect(first == second)
  }

  @Test(arguments: PathStrategy.allCases)
  func orderDetailsPathsAreTheGoldenOnes(strategy: PathStrategy) throws {
    let paths = try PathPlanner.plan(PathFixtures.example("OrderDetail"), strategy: strategy)
    let text = paths.map { "=== \($0.name).walkthrough\n\($0.script)" }.joined()
    let url = Repository.url("Tests/FlowPathsTests/Golden/OrderDetail-\(strategy.rawValue).txt")
    if let failure = Golden.check(text, against: url) { Issue.record("\(failure)") }
  }
}
