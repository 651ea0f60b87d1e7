import FlowPaths
import FlowSpec
import FlowTestGeneration
import Testing

/// The planned suites grow with the module, not with the nesting depth times the paths: each
/// flow's suite stands in for the flows it starts (`ChildStandIns`), so it walks only its own.
@Suite("Generated tests: suites in proportion to the module")
struct GeneratedSuiteSizeTests {
  /// `count` flows, each showing a screen whose `next` pushes the next flow as a child (the
  /// last's `next` finishes) and whose `quit` finishes: every flow finishes when its child does.
  static func ladder(_ count: Int) throws -> ValidatedModule {
    var files: [SourceFile] = []
    for index in 0..<count {
      let next =
        index + 1 < count
        ? "{ next: c, quit: { finish: done } } }\n  c: { flow: F\(index + 1), on: { done: { finish: done } } }"
        : "{ next: { finish: done }, quit: { finish: done } } }"
      let text = """
        flow: F\(index)
        results: { done: {} }
        start: s
        screens:
          s: { view: V, events: { next: {}, quit: {} }, on: \(next)

        """
      files.append(SourceFile(path: "F\(index).flow.yaml", bytes: Array(text.utf8)))
    }
    return try #require(FlowCompiler.validate(files).module)
  }

  /// The suites `generate --tests` writes for `module` (transitions).
  static func suites(_ module: ValidatedModule) throws -> [GeneratedFile] {
    let paths = try TestPath.planned(module, strategy: .transitions)
    return try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
  }

  /// The steps of the planned paths: their lines after the start.
  static func steps(_ module: ValidatedModule) throws -> Int {
    try TestPath.planned(module, strategy: .transitions).reduce(0) { total, path in
      total + path.lines.filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") }.count
    }
  }

  @Test func nestedFlowsGiveSuitesInProportionToTheirCount() throws {
    let size = { (count: Int) in
      try Self.suites(Self.ladder(count)).reduce(0) { $0 + $1.contents.utf8.count }
    }
    let (small, large) = (try size(10), try size(40))
    // Four times the flows: four times the text, give or take the shared support file (walking
    // every flow below from the root, the paths' text grew with the depth squared).
    #expect(large < small * 4, "10 flows: \(small) bytes, 40 flows: \(large) bytes")
    // The steps grow by the same count for each flow added: 20 more flows, twice the growth of
    // 10 more.
    let steps = try [10, 20, 40].map { try Self.steps(Self.ladder($0)) }
    #expect(steps[2] - steps[1] == 2 * (steps[1] - steps[0]), "10, 20, 40 flows: \(steps) steps")
    let files = try Self.suites(Self.ladder(3))
    #expect(
      files.map(\.path) == [
        "FlowTestDoubles.swift", "F0FlowTests.swift", "F1FlowTests.swift", "F2FlowTests.swift",
      ])
  }

  /// A flow's suite walks none of its children's screens: the child is a stand-in whose one
  /// screen, named after it, sends its outcomes, and the child's own screens are left to its
  /// own suite.
  @Test func aSuiteStandsInForTheFlowsItStarts() throws {
    let files = try Self.suites(Self.ladder(2))
    let parent = try #require(files.first { $0.path == "F0FlowTests.swift" }).contents
    #expect(
      parent.contains("final class F1StandIn: FlowTestChild<F1Coordinator.Outcome>, F1Flow {}"))
    #expect(parent.contains("app.send(F1Coordinator.Outcome.done)"))
    #expect(parent.contains(".push(screen: \"F1\")"))
    #expect(!parent.contains("F1Coordinator.SEvent"))
    let child = try #require(files.first { $0.path == "F1FlowTests.swift" }).contents
    #expect(child.contains("app.send(F1Coordinator.SEvent.next)"))
    let support = try #require(files.first { $0.path == "FlowTestDoubles.swift" }).contents
    #expect(support.contains("class FlowTestChild<Outcome>: FlowFrame, FlowChild {"))
  }

  /// The stand-in of a flow keeps its name, inputs and results, and has one screen named after
  /// it whose events are the results, each finishing with its payload.
  @Test func aStandInFinishesWithEachResult() throws {
    let parent = """
      flow: Parent
      results: { closed: {} }
      start: home
      screens:
        home: { view: H, events: { open: {} }, on: { open: c } }
        c:
          flow: Child
          inputs: { open: "false" }
          on: { done: { finish: closed }, failed: { finish: closed } }

      """
    let child = """
      flow: Child
      inputs: { open: Bool }
      context: { tries: { type: Int, default: 0 } }
      results: { done: { count: Int }, failed: {} }
      start: s
      screens:
        s:
          view: V
          events: { go: {} }
          on: { go: [{ when: open, finish: { done: { count: tries } } }, { finish: failed }] }

      """
    let module = try #require(
      FlowCompiler.validate([
        SourceFile(path: "Parent.flow.yaml", bytes: Array(parent.utf8)),
        SourceFile(path: "Child.flow.yaml", bytes: Array(child.utf8)),
      ]).module)
    let alone = ChildStandIns.module(module, standingInFor: "Parent")
    #expect(alone.flow(named: "Parent") == module.flow(named: "Parent"))
    #expect(alone.flows.map(\.name) == ["Child", "Parent"])
    let standIn = try #require(alone.flow(named: "Child"))
    #expect(standIn.inputs == module.flow(named: "Child")?.inputs)
    #expect(standIn.results == module.flow(named: "Child")?.results)
    #expect(standIn.context.isEmpty)
    #expect(standIn.screens.map(\.name) == ["Child"])
    #expect(standIn.screens[0].events.map(\.name) == ["done", "failed"])
    #expect(
      standIn.screens[0].handlers.map { $0.transitions.map(\.navigation) } == [
        [
          .finish(
            "done",
            payload: [
              NamedExpression(
                name: "count",
                value: TypedExpression(
                  .eventField("count"), type: .int, range: standIn.results[0].parameters[0].range))
            ])
        ],
        [.finish("failed", payload: [])],
      ])
    // The parent's paths take both outcomes, each in one step from `c`.
    let paths = try TestPath.planned(module, strategy: .transitions)
    let steps = paths.filter { $0.standInsFor == "Parent" }.flatMap(\.lines)
    #expect(steps.contains { $0.hasPrefix("done count=") })
    #expect(steps.contains("failed"))
    #expect(!steps.contains("go"))
  }
}
