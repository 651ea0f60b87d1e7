import FlowPaths
import FlowRunner
import FlowSpec
import Testing

@Suite("Paths: the synthetic benchmark module")
struct SyntheticPathTests {
  @Test func transitionsTakeEveryTransition() throws {
    // Three flows, each presenting the next from two nodes: every result of a child must be
    // reached once from each node, through the whole child flow.
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    let reports = try PathPlanner.report(module, strategy: .transitions)
    let (coverage, failure) = PathFixtures.coverage(of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    #expect(coverage.missed.isEmpty, "never taken: \(coverage.missed)")
    #expect(coverage.transitionFigure.total == 189)
    #expect(
      reports.map(\.summary) == [
        "Flow0: \(reports[0].paths.count) paths take 189 of 189 transitions (100%)"
      ])
  }

  @Test func guardsChooseBothAlternativesOfEveryPick() throws {
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 2, screens: 12))
    let reports = try PathPlanner.report(module, strategy: .guards)
    #expect(reports.flatMap(\.unreached).isEmpty)
    let (coverage, failure) = PathFixtures.coverage(of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    let alternatives = GuardPathTests.guardedAlternatives(module)
    #expect(alternatives.count == 2 * 11 * 2)
    #expect(alternatives.allSatisfy(coverage.taken.contains))
  }
}
