import FlowPaths
import FlowSpec
import FlowTestSupport
import Testing

/// The planning budget (docs/paths.md, "The planning budget"): a hostile module stops at it with
/// a message naming what multiplies the states, the same way every time.
@Suite("Paths: the planning budget")
struct PlanningBudgetTests {
  /// A flow whose finish needs every one of `count` Bools set: 2^count states before it.
  static func wide(_ count: Int) -> String {
    var text = "flow: Wide\ncontext:\n"
    for index in 0..<count { text += "  b\(index): { type: Bool, default: \"false\" }\n" }
    text += "results: { done: {} }\nstart: home\nscreens:\n  home:\n    view: V\n    events:\n"
    for index in 0..<count { text += "      t\(index): {}\n" }
    text += "      end: {}\n    on:\n"
    for index in 0..<count { text += "      t\(index): { set: { b\(index): \"!b\(index)\" } }\n" }
    let all = (0..<count).map { "b\($0)" }.joined(separator: " && ")
    text +=
      "      end:\n        - when: \(all)\n          finish: done\n        - push: other\n  other: { view: O }\n"
    return text
  }

  private func module(_ text: String) throws -> ValidatedModule {
    try PathFixtures.module(text)
  }

  @Test(arguments: PathStrategy.allCases)
  func aHostileModuleStopsAtTheBudgetNamingWhatToReduce(strategy: PathStrategy) throws {
    let module = try module(Self.wide(16))
    var failure: PathPlanningError?
    do {
      _ = try PathPlanner.plan(module, strategy: strategy, budget: PlanningBudget(states: 2_000))
    } catch {
      failure = error
    }
    guard case .overBudget(let flow, let states, let reduce, let location)? = failure else {
      Issue.record("no budget error: \(String(describing: failure))")
      return
    }
    #expect(flow == "Wide")
    #expect(states == 2_000)
    #expect(location == "F0.flow.yaml:1:7")
    #expect(reduce.contains("16 input and context fields of `Wide` that guards read (b0, b1"))
    #expect(failure?.description.contains("raise the budget with --max-states") == true)
    #expect(failure?.diagnostic.hasPrefix("F0.flow.yaml:1:7: error: planning flow `Wide`") == true)
    // The same budget stops at the same place with the same message.
    #expect(
      throws: failure!,
      performing: {
        try PathPlanner.plan(module, strategy: strategy, budget: PlanningBudget(states: 2_000))
      })
  }

  @Test func everyExamplePlansWithinATenthOfTheDefault() throws {
    for example in PathFixtures.examples {
      for strategy in PathStrategy.allCases {
        let budget = PlanningBudget(states: PlanningBudget.defaultStates / 10)
        let paths = try PathPlanner.plan(
          PathFixtures.example(example), strategy: strategy, budget: budget)
        #expect(
          paths == (try PathPlanner.plan(PathFixtures.example(example), strategy: strategy)))
      }
    }
  }
}
