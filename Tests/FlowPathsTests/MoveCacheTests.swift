import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: the moves kept for a state are those found afresh")
struct MoveCacheTests {
  /// Whether two lists of moves have the same answers, inputs and predicted transitions, in the
  /// same order.
  static func same(_ one: [Move], _ other: [Move]) -> Bool {
    one.count == other.count
      && zip(one, other).allSatisfy { a, b in
        a.answers == b.answers && a.input == b.input && a.predicted == b.predicted
      }
  }

  /// Searches from every start of `root` (at most `limit` states) with one cache shared by the
  /// whole search, and checks at every state that the moves it gives are those a fresh cache
  /// finds; returns how many states were checked and how many of them the shared cache knew.
  static func check(_ module: ValidatedModule, root: String, limit: Int) throws -> (Int, Int) {
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: root, strategy: .transitions)
    let shared = MoveCache()
    var tree = SearchTree(context: context, cache: shared, coarse: false, limit: limit)
    tree.leavesOutRepeats = false
    var (checked, known) = (0, 0)
    tree.run(from: planner.sources(planner.starts)) { tree, index in
      let node = tree.nodes[index]
      let before = shared.nodeMoveCount
      let kept = context.moves(from: node.state, environment: node.environment, cache: shared)
      if shared.nodeMoveCount == before { known += 1 }
      let fresh = context.moves(
        from: node.state, environment: node.environment, cache: MoveCache())
      #expect(same(kept, fresh), "\(node.state.active.flow).\(node.state.active.node)")
      checked += 1
      return .goOn
    }
    return (checked, known)
  }

  @Test(arguments: PathFixtures.examples)
  func theExamplesMovesAreThoseFoundAfresh(example: String) throws {
    let module = try PathFixtures.example(example)
    let roots = module.rootFlows.map(\.name)
    var known = 0
    for root in roots.isEmpty ? module.flows.map(\.name) : roots {
      known += try Self.check(module, root: root, limit: 2_000).1
    }
    // The same node in the same circumstances comes back: its moves are kept, not assembled.
    #expect(known > 0)
  }

  @Test func aScreenOnStacksOfTwoSizesCanGoBackOnlyOnTheTaller() throws {
    // `b` is pushed on `a` (back applies) or replaces it (back does not): the same node with the
    // same values, whose moves differ.
    let module = try PathFixtures.module(
      """
      flow: F
      start: a
      screens:
        a:
          view: AViewController
          events: { go: {}, swap: {} }
          on: { go: { push: b }, swap: { replace: b } }
        b:
          view: BViewController
          events: { again: {} }
          on: { again: { push: a } }
      """)
    let (checked, known) = try Self.check(module, root: "F", limit: 50)
    #expect(checked > 4)
    #expect(known > 0)
  }

  @Test func handlersWithTheSameGuardsShareTheSolversAnswers() throws {
    // `a` and `b` pose the same guards (the same answers, shared); `c` the same shape with
    // another case, which must not be answered as `a` was.
    let module = try PathFixtures.module(
      """
      flow: F
      types: { Tier: [basic, plus, pro] }
      environment: { tier: Tier }
      start: a
      screens:
        a:
          view: AViewController
          events: { go: {} }
          on:
            go:
              - { when: tier == .basic, push: b }
              - push: c
        b:
          view: BViewController
          events: { go: {} }
          on:
            go:
              - { when: tier == .basic, push: c }
              - push: a
        c:
          view: CViewController
          events: { go: {} }
          on:
            go:
              - { when: tier == .pro, push: a }
              - push: b
      """)
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: "F", strategy: .transitions)
    let shared = MoveCache()
    var tree = SearchTree(context: context, cache: shared, coarse: false, limit: 200)
    tree.run(from: planner.sources(planner.starts)) { tree, index in
      let node = tree.nodes[index]
      let kept = context.moves(from: node.state, environment: node.environment, cache: shared)
      let fresh = context.moves(
        from: node.state, environment: node.environment, cache: MoveCache())
      #expect(Self.same(kept, fresh), "\(node.state.active.node)")
      return .goOn
    }
    // Each screen's event was solved for (with each answer in force), fewer problems were.
    #expect(Set(shared.moves.keys.map(\.place.node)) == [0, 1, 2])
    #expect(shared.solved.count < shared.moves.count)
    #expect(Set(shared.solved.keys.map(\.problem)).count == 2)
  }

  @Test func aNodeMetInManyCircumstancesKeepsItsMovesByHashAndFindsThem() throws {
    // A guard reads `n`, which counts up while the flow stays on `a`: every state there is new
    // circumstances, more than a node compares one by one (`MoveCache.Node.listed`), and the
    // moves kept for each must still be those of its own `n`.
    let module = try PathFixtures.module(
      """
      flow: F
      context: { n: { type: Int, default: 0 } }
      start: a
      screens:
        a:
          view: AViewController
          events: { up: {}, go: {} }
          on:
            up: { set: { n: n + 1 }, stay: true }
            go:
              - { when: n > 12, push: b }
              - stay: true
        b:
          view: BViewController
      """)
    let (checked, known) = try Self.check(module, root: "F", limit: 60)
    #expect(checked > MoveCache.Node.listed * 2)
    #expect(known > 0)
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: "F", strategy: .transitions)
    let shared = MoveCache()
    var tree = SearchTree(context: context, cache: shared, coarse: false, limit: 60)
    tree.run(from: planner.sources(planner.starts)) { tree, index in
      let node = tree.nodes[index]
      _ = context.moves(from: node.state, environment: node.environment, cache: shared)
      return .goOn
    }
    let met = try #require(shared.node(at: MoveCache.Place(flow: 0, node: 0)))
    #expect(met.count > MoveCache.Node.listed)
  }

  @Test func theSyntheticModulesMovesAreThoseFoundAfresh() throws {
    // Environment answers (`tier`), back and dismiss differ from state to state.
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    let (checked, known) = try Self.check(module, root: "Flow0", limit: 3_000)
    #expect(checked > 300)
    #expect(known > 0)
  }
}
