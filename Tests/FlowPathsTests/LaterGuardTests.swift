import FlowPaths
import FlowRunner
import FlowSpec
import Testing

/// Values chosen in one step that a guard reads later: in a child's start list, in the guards of a
/// child's result handlers, in a guard of the same flow further on. The planner tries them where
/// they are chosen.
@Suite("Paths: values a later guard reads")
struct LaterGuardTests {
  /// The warnings of `--strategy guards` on the module, after checking that its scripts pass and
  /// choose every guarded alternative when there are none.
  static func guardWarnings(_ module: ValidatedModule) throws -> [String] {
    let reports = try PathPlanner.report(module, strategy: .guards)
    let (coverage, failure) = PathFixtures.coverage(of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    let warnings = reports.flatMap(\.warnings)
    if warnings.isEmpty {
      let missed = GuardPathTests.guardedAlternatives(module).filter {
        !coverage.taken.contains($0)
      }
      #expect(missed.isEmpty, "never chosen: \(missed)")
    }
    return warnings
  }

  static let plans = """
    flow: P
    types:
      Plan: [basic, pro]
    context:
      plan: { type: Plan, default: .basic }
    start: home
    screens:
      home:
        view: HomeViewController
        events:
          choose: { plan: Plan }
        on:
          choose:
            set: { plan: event.plan }
            push: settings
      settings:
        flow: C
        inputs: { plan: plan }
        on:
          done: stay

    """

  static let planChild = """
    flow: C
    inputs:
      plan: Plan
    results:
      done: {}
    start:
      - when: plan == .pro
        to: pro
      - to: basic
    screens:
      pro:
        view: ProViewController
        events:
          close: {}
        on:
          close: { finish: done }
      basic:
        view: BasicViewController
        events:
          close: {}
        on:
          close: { finish: done }

    """

  @Test func aPayloadHandedToAChildsStartListIsTried() throws {
    let module = try PathFixtures.module(Self.plans, Self.planChild)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func aPayloadStoredAndHandedToAChildLaterIsTried() throws {
    // The field is set by one event and handed to the child by another.
    let parent = Self.plans.replacingOccurrences(
      of: "        set: { plan: event.plan }\n        push: settings\n",
      with: "        set: { plan: event.plan }\n        push: next\n"
    ).replacingOccurrences(
      of: "  settings:\n",
      with: """
          next:
            view: NextViewController
            events:
              open: {}
            on:
              open: settings
          settings:

        """)
    #expect(parent.contains("push: next"))
    let module = try PathFixtures.module(parent, Self.planChild)
    #expect(try Self.guardWarnings(module) == [])
  }

  static let padParent = """
    flow: P
    environment:
      isPad: Bool
    start: home
    screens:
      home:
        view: HomeViewController
        events:
          open: {}
        on:
          open: { present: picker }
      picker:
        flow: C
        on:
          done:
            - when: isPad
              push: summary
            - push: detail
      summary:
        view: SummaryViewController
      detail:
        view: DetailViewController

    """

  static let picker = """
    flow: C
    results:
      done: {}
    start: choose
    screens:
      choose:
        view: ChooseViewController
        events:
          pick: {}
        on:
          pick: { finish: done }

    """

  @Test func anEnvironmentValueAResultHandlersGuardReadsIsTried() throws {
    let module = try PathFixtures.module(Self.padParent, Self.picker)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func anEnvironmentValueTheResultHandlerOfAGrandparentReadsIsTried() throws {
    // C's result handler finishes C itself: P's guard decides.
    let middle = """
      flow: C
      results:
        done: {}
      start: inner
      screens:
        inner:
          flow: D
          on:
            finished: { finish: done }

      """
    let inner = Self.picker.replacingOccurrences(of: "flow: C", with: "flow: D")
      .replacingOccurrences(of: "done", with: "finished")
    let module = try PathFixtures.module(Self.padParent, middle, inner)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func aResultPayloadAResultHandlersGuardReadsIsTried() throws {
    let parent = Self.padParent.replacingOccurrences(
      of: "when: isPad", with: "when: event.count > 2")
    let child = Self.picker.replacingOccurrences(of: "done: {}", with: "done: { count: Int }")
      .replacingOccurrences(of: "pick: {}", with: "pick: { count: Int }")
      .replacingOccurrences(
        of: "{ finish: done }", with: "{ finish: { done: { count: event.count } } }")
    let module = try PathFixtures.module(parent, child)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func anEnvironmentValueAChildsInputIsGivenIsTried() throws {
    let parent = Self.plans.replacingOccurrences(
      of: "context:\n  plan: { type: Plan, default: .basic }\n",
      with: "environment:\n  plan: Plan\n"
    ).replacingOccurrences(
      of: "        set: { plan: event.plan }\n", with: ""
    )
    .replacingOccurrences(of: "choose: { plan: Plan }", with: "choose: {}")
    let module = try PathFixtures.module(parent, Self.planChild)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func aPayloadStoredInAFieldALaterGuardReadsIsTried() throws {
    let module = try PathFixtures.module(
      """
      flow: S
      context:
        count: { type: Int, default: 0 }
      start: a
      screens:
        a:
          view: AViewController
          events:
            send: { count: Int }
          on:
            send: { set: { count: event.count }, push: b }
        b:
          view: BViewController
          events:
            go: {}
          on:
            go:
              - when: count > 5
                push: c
              - push: d
        c:
          view: CViewController
        d:
          view: DViewController

      """)
    #expect(try Self.guardWarnings(module) == [])
  }

  @Test func aRootInputALaterGuardReadsIsTried() throws {
    let module = try PathFixtures.module(
      """
      flow: S
      types:
        Role: [guest, admin]
      inputs:
        role: Role
      start: a
      screens:
        a:
          view: AViewController
          events:
            go: {}
          on:
            go:
              - when: role == .admin
                push: b
              - push: c
        b:
          view: BViewController
        c:
          view: CViewController

      """)
    #expect(try Self.guardWarnings(module) == [])
  }
}
