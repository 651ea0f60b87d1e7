import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: the first search does not use itself up in child flows that hold no goal")
struct FirstSearchTests {
  @Test func aChildFlowIsEnteredOnlyWhenSomethingThereTakesAGoal() throws {
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    let context = PlanningContext(module: module)
    // A new index for each question: the goals an index is asked about may only shrink.
    func takesNothing(_ key: Coverage.Key, _ uncovered: Set<Coverage.Key>) -> Bool {
      GoalIndex(context: context, enabled: true).entryTakesNothing(key, uncovered: uncovered)
    }
    let all = Set(Coverage(module: module, root: "Flow0").all)
    let sub = Coverage.Key(flow: "Flow0", screen: "s5", event: "sub", index: 0)
    let cancelled = Coverage.Key(flow: "Flow0", screen: "child5", event: "cancelled", index: 0)
    let inChild = Coverage.Key(flow: "Flow1", screen: "s3", event: "cancel", index: 0)
    let inGrandchild = Coverage.Key(flow: "Flow2", screen: "s3", event: "cancel", index: 0)
    let ownFlow = Set(all.filter { $0.flow == "Flow0" && $0.screen != "child5" })
    #expect([sub, cancelled, inChild, inGrandchild].allSatisfy(all.contains))
    // Flow0's own goals elsewhere do not count; the child's, the grandchild's, and the results
    // the node handles do.
    #expect(takesNothing(sub, ownFlow))
    #expect(!takesNothing(sub, ownFlow.union([cancelled])))
    #expect(!takesNothing(sub, ownFlow.union([inChild])))
    #expect(!takesNothing(sub, ownFlow.union([inGrandchild])))
    #expect(!takesNothing(sub, all))
    // A transition that starts no child flow is not one to ask about.
    let pick = Coverage.Key(flow: "Flow0", screen: "s5", event: "pick", index: 0)
    #expect(!takesNothing(pick, []))
  }

  @Test func aSubtreeFoundWithoutGoalsIsNotAskedAgain() throws {
    // The goals an index is asked about only shrink: once no flow of a child's subtree holds
    // one, none will, and the index remembers it instead of asking each flow again.
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    let index = GoalIndex(context: PlanningContext(module: module), enabled: true)
    let all = Set(Coverage(module: module, root: "Flow0").all)
    let sub = Coverage.Key(flow: "Flow0", screen: "s5", event: "sub", index: 0)
    let ownFlow = Set(all.filter { $0.flow == "Flow0" && $0.screen != "child5" })
    let inGrandchild = Coverage.Key(flow: "Flow2", screen: "s3", event: "cancel", index: 0)
    let child = try #require(module.flows.firstIndex { $0.name == "Flow1" })
    #expect(!index.entryTakesNothing(sub, uncovered: ownFlow.union([inGrandchild])))
    #expect(!index.subtreeClear[child])
    #expect(index.entryTakesNothing(sub, uncovered: ownFlow))
    #expect(index.subtreeClear[child])
    #expect(index.entryTakesNothing(sub, uncovered: ownFlow))
    // The node's own results are asked about every time.
    let cancelled = Coverage.Key(flow: "Flow0", screen: "child5", event: "cancelled", index: 0)
    #expect(!index.entryTakesNothing(sub, uncovered: Set([cancelled])))
  }

  @Test func afterAWalkThroughAChildTheFirstSearchFindsTheNextChildNode() throws {
    // Each flow presents the next from three nodes; after the walk through a child (to its
    // result, then to its cancel) the next goal is the next child node, ten screens along. The
    // first search used to spend its states in the child and its own children, and in the
    // ancestors, and hand over to the searches by depth (8 times in 3 paths here).
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 6, screens: 30))
    var planner = try RootPlanner(
      context: PlanningContext(module: module), root: "Flow0", strategy: .transitions)
    let report = try planner.plan()
    #expect(report.unreached.isEmpty)
    #expect(planner.walks.replays > 0)
    #expect(planner.counts.first > 400)
    #expect(planner.counts.handedOver < report.paths.count)
  }
}
