import FlowPaths
import FlowRunner
import FlowSpec
import Testing

@Suite("Paths: guards")
struct GuardPathTests {
  /// Every alternative of every guarded list of the module's flows.
  static func guardedAlternatives(_ module: ValidatedModule) -> [Coverage.Key] {
    var keys: [Coverage.Key] = []
    for flow in module.flows {
      if flow.start.count > 1, flow.start.contains(where: { $0.condition != nil }) {
        keys += flow.start.indices.map {
          Coverage.Key.startChoice(flow: flow.name, index: $0)
        }
      }
      for screen in flow.screens {
        for handler in screen.allHandlers
        where handler.transitions.contains(where: { $0.condition != nil }) {
          keys += handler.transitions.indices.map {
            Coverage.Key(flow: flow.name, screen: screen.name, event: handler.event, index: $0)
          }
        }
      }
    }
    return keys
  }

  @Test(arguments: PathFixtures.examples)
  func everyAlternativeOfTheExamplesIsChosen(example: String) throws {
    let module = try PathFixtures.example(example)
    let reports = try PathPlanner.report(module, strategy: .guards)
    #expect(reports.flatMap(\.unreached).isEmpty)
    let (coverage, failure) = PathFixtures.coverage(of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    let missed = Self.guardedAlternatives(module).filter { !coverage.taken.contains($0) }
    #expect(missed.isEmpty, "never chosen: \(missed)")
  }

  /// A screen whose `go` and `pick` have three alternatives each; `second` is written in place
  /// of `go`'s second guard, `guest` in place of `pick`'s.
  static func flow(second: String = "glag", guest: String = "glag") -> String {
    """
    flow: G
    types:
      Role: [admin, guest]
    environment:
      flag: Bool
      glag: Bool
      role: Role
    start: a
    screens:
      a:
        view: AViewController
        events:
          go: {}
          pick: {}
        on:
          go:
            - when: flag
              push: b
            - when: \(second)
              push: c
            - push: b
          pick:
            - when: role == .admin
              push: b
            - when: \(guest)
              push: c
            - push: b
      b:
        view: BViewController
      c:
        view: CViewController

    """
  }

  /// The lines of the validator's `unreachable-alternative` errors for `text`.
  static func validatorLines(_ text: String) -> [Int] {
    let result = FlowCompiler.validate([SourceFile(path: "G.flow.yaml", text: text)])
    return result.diagnostics.all.filter { $0.code == .unreachableAlternative }.map(
      \.range.start.line)
  }

  /// The lines of the planner's unreached alternatives, `change` applied to the valid module
  /// first.
  static func plannerLines(_ change: (inout [Transition], inout [Transition]) -> Void) throws
    -> [Int]
  {
    var module = try PathFixtures.validate([
      SourceFile(path: "G.flow.yaml", text: flow())
    ])
    var go = module.flows[0].screens[0].handlers[0].transitions
    var pick = module.flows[0].screens[0].handlers[1].transitions
    change(&go, &pick)
    module.flows[0].screens[0].handlers[0].transitions = go
    module.flows[0].screens[0].handlers[1].transitions = pick
    let reports = try PathPlanner.report(module, strategy: .guards)
    return reports.flatMap(\.unreached).map(\.range.start.line)
  }

  @Test func anAlternativeThatCannotHoldIsWhereTheValidatorSaysSo() throws {
    // The validator rejects these lists; the planner, given the same guards in a module, finds
    // by trying values that no path chooses the same alternatives.
    #expect(Self.validatorLines(Self.flow()).isEmpty)
    #expect(try Self.plannerLines { _, _ in }.isEmpty)

    let sameCondition = Self.validatorLines(Self.flow(second: "flag"))
    #expect(sameCondition.count == 1)
    #expect(
      try Self.plannerLines { go, _ in
        go[1].condition?.kind = .environment("flag")
      } == sameCondition)

    let alwaysFalse = Self.validatorLines(Self.flow(second: "false"))
    #expect(alwaysFalse.count == 1)
    #expect(
      try Self.plannerLines { go, _ in
        go[1].condition?.kind = .literal(.bool(false))
      } == alwaysFalse)

    // `role == .admin` and `role == .guest` cover the enum: a third alternative is never tried.
    let afterEveryCase = Self.validatorLines(Self.flow(guest: "role == .guest"))
    #expect(afterEveryCase.count == 1)
    #expect(
      try Self.plannerLines { _, pick in
        guard var guest = pick[0].condition, let range = pick[1].condition?.range,
          case .binary(let op, let role, var value) = guest.kind
        else { return }
        value.kind = .enumCase(type: "Role", name: "guest")
        guest.kind = .binary(op, role, value)
        guest.range = range
        pick[1].condition = guest
      } == afterEveryCase)
  }

  @Test func aContradictionTheValidatorAcceptsIsReportedAtItsTransition() throws {
    let text = Self.flow(second: "glag && !glag")
    #expect(Self.validatorLines(text).isEmpty)
    let module = try PathFixtures.module(text)
    let report = try #require(try PathPlanner.report(module, strategy: .guards).first)
    #expect(report.unreached.map(\.goal) == ["G.a go #2"])
    #expect(report.unreached.map(\.range.start.line) == [19])
    #expect(report.warnings.first?.hasPrefix("F0.flow.yaml:19:") == true)
  }

  @Test func payloadsAndContextAreSolvedFor() throws {
    // A number above a literal, a string equal to what the flow holds, an optional that is nil.
    let module = try PathFixtures.module(
      """
      flow: S
      inputs:
        current: String
      context:
        seen: { type: Int, default: 0 }
      start: a
      screens:
        a:
          view: AViewController
          events:
            send: { amount: Int, name: String, note: String? }
          on:
            send:
              - when: event.amount > 41 && event.amount < 43
                set: { seen: event.amount }
                push: b
              - when: event.name == current
                push: c
              - when: event.note == nil
                push: d
              - stay: true
        b:
          view: BViewController
          events:
            again: {}
          on:
            again:
              - when: seen == 42
                push: c
        c:
          view: CViewController
        d:
          view: DViewController

      """)
    let reports = try PathPlanner.report(module, strategy: .guards)
    #expect(reports.flatMap(\.unreached).isEmpty)
    let (coverage, failure) = PathFixtures.coverage(of: reports.flatMap(\.paths), in: module)
    #expect(failure == nil)
    #expect(Self.guardedAlternatives(module).allSatisfy(coverage.taken.contains))
    let script = reports.flatMap(\.paths).map(\.script).joined()
    #expect(script.contains("send amount=42"))
  }
}
