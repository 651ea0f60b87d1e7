import FlowRunner
import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: a search leaves out the system backs, swipes down and backs that repeat a state")
struct SearchTreeTests {
  /// A search of `limit` states from the starts of the synthetic module's first flow, stepping
  /// every system back or not.
  static func search(_ context: PlanningContext, limit: Int, leavesOut: Bool) throws
    -> SearchTree
  {
    let planner = try RootPlanner(context: context, root: "Flow0", strategy: .transitions)
    var tree = SearchTree(context: context, cache: MoveCache(), coarse: false, limit: limit)
    tree.leavesOutRepeats = leavesOut
    tree.run(from: planner.sources(planner.starts)) { _, _ in .goOn }
    return tree
  }

  @Test(arguments: [300, 5_000])
  func theNodesLeftOutRepeatAStateAlreadyReached(limit: Int) throws {
    // Every screen after the first handles `cancel` with a plain `back`, so every state with a
    // screen to go back to has a system back that leads where `cancel` led; and a child flow is
    // presented, so a swipe down from any of its screens leads where the swipe down from its
    // first screen led.
    let module = try PathFixtures.validate(SyntheticModule.files(flows: 3, screens: 20))
    let context = PlanningContext(module: module)
    let leaving = try Self.search(context, limit: limit, leavesOut: true)
    let stepping = try Self.search(context, limit: limit, leavesOut: false)
    // The limit counts the nodes left out: both stop at the same point.
    #expect(leaving.count == stepping.nodes.count)
    #expect(leaving.truncated == stepping.truncated)
    #expect(leaving.nodes.count < stepping.nodes.count)
    for input in [MachineInput.systemBack, .systemDismiss, .event("cancel", payload: [:])] {
      #expect(
        leaving.nodes.filter { $0.move?.input == input }.count
          < stepping.nodes.filter { $0.move?.input == input }.count)
    }
    // The nodes kept are those of stepping every move, in the same order; each left out is a
    // system back or swipe down that takes no goal, or a `cancel` that pops the screen the move
    // before pushed (taking only its own transition, which `first` did not pick), to a state an
    // earlier node reached.
    var seen = Set<StateKey>()
    var kept = leaving.nodes[...]
    var poppedOnly = 0
    for node in stepping.nodes {
      let key = StateKey(node.state, context: context, coarse: false)
      defer { seen.insert(key) }
      if let next = kept.first, next.state == node.state, next.effects == node.effects {
        kept = kept.dropFirst()
        continue
      }
      let popsOnly = node.move?.shape?.popsOnly == true
      if popsOnly { poppedOnly += 1 }
      #expect(node.move?.input == .systemBack || node.move?.input == .systemDismiss || popsOnly)
      #expect(seen.contains(key))
      #expect(
        node.effects.compactMap(Coverage.Key.init) == (popsOnly ? [node.move?.predicted] : []))
    }
    #expect(kept.isEmpty)
    #expect(poppedOnly > 0)
  }

  @Test func onlyABackThatDoesNothingButPopIsOneToLeaveOut() throws {
    // `popsOnly` (`PlanningContext.TransitionShape`): the only alternative, unguarded, of an
    // event without fields, setting nothing and calling no action, going back.
    let module = try PathFixtures.module(
      """
      flow: F
      context:
        n: { type: Int, default: 0 }
      actions:
        track: {}
      start: a
      screens:
        a:
          view: AViewController
          events:
            go: {}
          on:
            go: { push: b }
        b:
          view: BViewController
          events:
            plain: {}
            acting: {}
            setting: {}
            guarded: {}
            carrying: { reason: String }
          on:
            plain: back
            acting: { do: { track: {} }, back: true }
            setting: { set: { n: 1 }, back: true }
            guarded:
              - when: n == 0
                back: true
              - stay: true
            carrying: back
      """)
    let context = PlanningContext(module: module)
    let flow = try #require(module.flows.first { $0.name == "F" })
    let screen = try #require(flow.screens.first { $0.name == "b" })
    func popsOnly(_ event: String, index: Int = 0) -> Bool? {
      guard let handler = screen.handlers.first(where: { $0.event == event }),
        let signature = screen.events.first(where: { $0.name == event })
      else { return nil }
      return context.transition(
        index, of: handler, in: flow, hasFields: !signature.parameters.isEmpty)?
        .popsOnly
    }
    #expect(popsOnly("plain") == true)
    for event in ["acting", "setting", "guarded", "carrying"] { #expect(popsOnly(event) == false) }
    #expect(popsOnly("guarded", index: 1) == false)
  }

  @Test func aBackIsSteppedWhereThePushBeforeSetAFieldAGuardReads() throws {
    // `go` pushes `b` and sets `n`, which `end`'s guard reads: `close` pops back to `a` with
    // another `n` than the state before, a state of its own, from which `end` finishes.
    let module = try PathFixtures.module(
      """
      flow: F
      context:
        n: { type: Int, default: 0 }
      results:
        done: {}
      start: a
      screens:
        a:
          view: AViewController
          events:
            go: {}
            end: {}
          on:
            go: { set: { n: 1 }, push: b }
            end:
              - when: n == 1
                finish: done
              - stay: true
        b:
          view: BViewController
          events:
            close: {}
          on:
            close: back
      """)
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: "F", strategy: .transitions)
    var tree = SearchTree(context: context, cache: MoveCache(), coarse: false, limit: 100)
    tree.run(from: planner.sources(planner.starts)) { _, _ in .goOn }
    #expect(tree.nodes.contains { $0.move?.input == .event("close", payload: [:]) })
    #expect(tree.nodes.contains { $0.state.finished?.result == "done" })
  }

  @Test func aSystemBackIsSteppedWhereTheEventsBackSetsAFieldAGuardReads() throws {
    // `undo` goes back and sets `n`, which `go`'s guard reads: the state it leads to is not the
    // one a system back leads to, which is stepped.
    let module = try PathFixtures.module(
      """
      flow: F
      context:
        n: { type: Int, default: 0 }
      results:
        done: {}
      start: a
      screens:
        a:
          view: AViewController
          events:
            go: {}
          on:
            go:
              - when: n == 0
                push: b
              - finish: done
        b:
          view: BViewController
          events:
            undo: {}
          on:
            undo: { set: { n: 1 }, back: true }
      """)
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: "F", strategy: .transitions)
    var tree = SearchTree(context: context, cache: MoveCache(), coarse: false, limit: 100)
    tree.run(from: planner.sources(planner.starts)) { _, _ in .goOn }
    #expect(tree.count == tree.nodes.count)
    #expect(tree.nodes.contains { $0.move?.input == .systemBack })
  }

  @Test func aSwipeDownOfAStackTheActiveFlowPresentedIsStepped() throws {
    // `F` presents `m` itself: a swipe down leaves it on `a` with its own node and values, so
    // the swipes down from `m` and from `m2` are both stepped.
    let module = try PathFixtures.module(
      """
      flow: F
      start: a
      screens:
        a:
          view: AViewController
          events:
            open: {}
          on:
            open: { present: m }
        m:
          view: MViewController
          events:
            next: {}
          on:
            next: { push: m2 }
        m2:
          view: M2ViewController
          events:
            close: {}
          on:
            close: back
      """)
    let context = PlanningContext(module: module)
    let planner = try RootPlanner(context: context, root: "F", strategy: .transitions)
    var counts: [Int] = []
    for leavesOut in [true, false] {
      var tree = SearchTree(context: context, cache: MoveCache(), coarse: false, limit: 100)
      tree.leavesOutRepeats = leavesOut
      tree.run(from: planner.sources(planner.starts)) { _, _ in .goOn }
      counts.append(tree.nodes.filter { $0.move?.input == .systemDismiss }.count)
    }
    #expect(counts[0] == counts[1])
    #expect(counts[0] >= 2)
  }
}
