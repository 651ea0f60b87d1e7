import FlowSpec
import Testing

@testable import FlowPaths

@Suite("Paths: a guard's nodes are walked in the order FlowSpec walks them")
struct TypedExpressionReadsTests {
  @Test func theNodesComeInForEachNodesOrder() throws {
    // Unary and binary nodes at several depths, both sides: the order decides a handler's reads
    // and a guard problem's nodes, and so which problems are shared.
    let module = try PathFixtures.module(
      """
      flow: F
      types: { Tier: [basic, plus, pro] }
      inputs: { limit: Int }
      context: { n: { type: Int, default: 0 } }
      environment: { tier: Tier, on: Bool }
      start: a
      screens:
        a:
          view: AViewController
          events: { go: { amount: Int } }
          on:
            go:
              - { when: "!(tier == .basic) && (event.amount > n + 1 || on) && limit - n >= 2", push: b }
              - push: b
        b:
          view: BViewController
      """)
    let condition = try #require(module.flows[0].screens[0].handlers[0].transitions[0].condition)
    var expected: [TypedExpression] = []
    condition.forEachNode { expected.append($0) }
    var walked: [TypedExpression] = []
    condition.forEachNodeInOrder { walked.append($0) }
    #expect(expected.count > 10)
    #expect(walked == expected)
  }
}
