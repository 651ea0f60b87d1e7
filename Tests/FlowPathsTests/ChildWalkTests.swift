import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: a child flow's walk replayed instead of searched again")
struct ChildWalkTests {
  /// The reports of every root flow, with walks replayed or not, and how many replays there were.
  static func reports(_ module: ValidatedModule, strategy: PathStrategy, replaysWalks: Bool)
    throws -> (reports: [PathReport], replays: Int)
  {
    let context = PlanningContext(module: module)
    var reports: [PathReport] = []
    var replays = 0
    let found = module.rootFlows.map(\.name)
    for root in found.isEmpty ? module.flows.map(\.name) : found {
      var planner = try RootPlanner(
        context: context, root: root, strategy: strategy, replaysWalks: replaysWalks)
      reports.append(planner.plan())
      replays += planner.walks.replays
    }
    return (reports, replays)
  }

  @Test func theSyntheticModulesPathsAreThoseOfSearchingEveryTime() throws {
    // Flow2 is entered from four nodes of Flow1 (two nodes, each entered from two of Flow0's):
    // the farthest way out of it is searched once and replayed after.
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    for strategy in [PathStrategy.transitions, .guards] {
      let replayed = try Self.reports(module, strategy: strategy, replaysWalks: true)
      let searched = try Self.reports(module, strategy: strategy, replaysWalks: false)
      // `guards` has no goal at a child's result here (its handlers have no guards).
      #expect(strategy == .guards || replayed.replays > 0)
      #expect(searched.replays == 0)
      #expect(replayed.reports.flatMap(\.paths) == searched.reports.flatMap(\.paths))
      #expect(replayed.reports.map(\.summary) == searched.reports.map(\.summary))
    }
  }

  @Test(arguments: PathFixtures.examples, PathStrategy.allCases)
  func theExamplesPathsAreThoseOfSearchingEveryTime(example: String, strategy: PathStrategy)
    throws
  {
    let module = try PathFixtures.example(example)
    let replayed = try Self.reports(module, strategy: strategy, replaysWalks: true)
    let searched = try Self.reports(module, strategy: strategy, replaysWalks: false)
    #expect(replayed.reports.flatMap(\.paths) == searched.reports.flatMap(\.paths))
  }
}
