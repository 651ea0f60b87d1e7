import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: the planner's shortcuts find the paths of running every search")
struct PlannerShortcutTests {
  /// The reports of every root flow, with the shortcuts or not, and how many child walks were
  /// replayed and searches skipped.
  static func reports(_ module: ValidatedModule, strategy: PathStrategy, shortcuts: Bool)
    throws -> (reports: [PathReport], replays: Int, skipped: Int, firstMoves: Int)
  {
    let context = PlanningContext(module: module)
    var reports: [PathReport] = []
    var (replays, skipped, firstMoves) = (0, 0, 0)
    let found = module.rootFlows.map(\.name)
    for root in found.isEmpty ? module.flows.map(\.name) : found {
      var planner = try RootPlanner(
        context: context, root: root, strategy: strategy, shortcuts: shortcuts)
      reports.append(try planner.plan())
      replays += planner.walks.replays
      skipped += planner.goals.skipped
      firstMoves += planner.counts.firstMoves
    }
    return (reports, replays, skipped, firstMoves)
  }

  @Test func theSyntheticModulesPathsAreThoseOfRunningEverySearch() throws {
    // A child is entered again and again in the same circumstances, and the farthest way out of
    // it is searched once and replayed after. At the end of a flow whose transitions and whose
    // child's are all taken, the search one flow deeper is skipped (with flows of 12 screens,
    // once: elsewhere the first search finds the goal).
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 4, screens: 12))
    for strategy in [PathStrategy.transitions, .guards] {
      let replayed = try Self.reports(module, strategy: strategy, shortcuts: true)
      let searched = try Self.reports(module, strategy: strategy, shortcuts: false)
      // `guards` has no goal at a child's result here (its handlers have no guards).
      #expect(strategy == .guards || replayed.replays > 0)
      #expect(strategy == .guards || replayed.skipped > 0)
      // Most first searches stop at a move of their source, found without a search tree.
      #expect(replayed.firstMoves > 0)
      #expect(searched.replays == 0 && searched.skipped == 0 && searched.firstMoves == 0)
      #expect(replayed.reports.flatMap(\.paths) == searched.reports.flatMap(\.paths))
      #expect(replayed.reports.map(\.summary) == searched.reports.map(\.summary))
    }
  }

  @Test func aWalksKeyTellsEveryPresentationApart() {
    // A walk is replayed only in the circumstances it was found in, the stacks' presentations
    // among them (`ChildWalk.Key`): their numbers must differ wherever the presentations do.
    let presentations = [
      Presentation.standard, Presentation(style: .pageSheet), Presentation(style: .formSheet),
      Presentation(style: .fullScreen), Presentation(style: .overFullScreen),
      Presentation(style: .popover), Presentation(allowsSwipe: false),
      Presentation(detents: [.medium]), Presentation(detents: [.large]),
      Presentation(detents: [.medium, .large]), Presentation(detents: [.large, .medium]),
    ]
    let numbers = presentations.map { presentation in
      var numbers: [Int] = []
      ChildWalk.Key.append(presentation, to: &numbers)
      return numbers
    }
    #expect(Set(numbers).count == presentations.count)
    var again: [Int] = []
    ChildWalk.Key.append(Presentation(detents: [.medium, .large]), to: &again)
    #expect(again == numbers[9])
  }

  @Test(arguments: PathFixtures.examples, PathStrategy.allCases)
  func theExamplesPathsAreThoseOfRunningEverySearch(example: String, strategy: PathStrategy)
    throws
  {
    let module = try PathFixtures.example(example)
    let replayed = try Self.reports(module, strategy: strategy, shortcuts: true)
    let searched = try Self.reports(module, strategy: strategy, shortcuts: false)
    #expect(replayed.reports.flatMap(\.paths) == searched.reports.flatMap(\.paths))
  }
}
