import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: the scripts written beside the search are those written in line")
struct PathScriptWriterTests {
  /// The nodes a planned path goes through, stepping the machine along its steps again: its
  /// start, and a node for each input with the answers changed before it.
  static func nodes(of path: PlannedPath, in context: PlanningContext) throws -> (
    start: PathStart, chain: [SearchNode]
  ) {
    var environment = Dictionary(uniqueKeysWithValues: path.environment.map { ($0.name, $0.value) })
    let (state, effects) = try context.machine.start(
      flow: path.flow,
      inputs: Dictionary(uniqueKeysWithValues: path.inputs.map { ($0.name, $0.value) }),
      environment: environment)
    let start = PathStart(
      inputs: path.inputs,
      node: SearchNode(state: state, environment: environment, move: nil, effects: effects))
    var chain: [SearchNode] = []
    var answers: [NamedValue] = []
    for step in path.steps {
      switch step {
      case .environment(let name, let value):
        answers.append(NamedValue(name, value))
        environment[name] = value
      case .input(let input):
        let (next, effects) = try context.machine.step(
          chain.last?.state ?? state, input, environment: environment, updates: false)
        chain.append(
          SearchNode(
            state: next, environment: environment,
            move: Move(answers: answers, input: input, predicted: nil), effects: effects))
        answers = []
      }
    }
    return (start, chain)
  }

  /// Plans `module`'s transitions and checks each script, and the coverage, against those written
  /// in line from the same nodes (as the shortest paths are): the writer's thread changes nothing.
  static func check(_ module: ValidatedModule) throws {
    let context = PlanningContext(module: module)
    let roots = module.rootFlows.isEmpty ? module.flows : module.rootFlows
    for root in roots.map(\.name) {
      var planner = try RootPlanner(context: context, root: root, strategy: .transitions)
      let report = try planner.plan()
      var coverage = Coverage(module: module, root: root)
      for (number, path) in report.paths.enumerated() {
        let (start, chain) = try nodes(of: path, in: context)
        for node in [start.node] + chain { coverage.record(node) }
        var body = PathScript.Body(start: start)
        body.append(along: chain, from: start.node, machine: context.machine)
        let inLine = PathScript(
          root: root, strategy: .transitions, number: number + 1, count: report.paths.count
        ).path(body, goals: path.goals, reads: context.environmentReads)
        #expect(inLine == path)
      }
      #expect(coverage == report.coverage)
    }
  }

  @Test(arguments: PathFixtures.examples)
  func theExamplesScriptsAreThoseWrittenInLine(example: String) throws {
    try Self.check(try PathFixtures.example(example))
  }

  @Test func theSyntheticModulesScriptsAreThoseWrittenInLine() throws {
    // Payloads of two fields, environment answers, actions, and child flows that finish.
    try Self.check(try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20)))
  }
}
