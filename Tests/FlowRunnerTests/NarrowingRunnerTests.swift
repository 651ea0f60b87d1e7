import FlowRunner
import FlowSpec
import Testing

/// The runner on guards that narrow optionals: a narrowed value is read as it is, in the
/// conjuncts after its test and in `set`, `do` and `finish`; a nil one takes the next alternative.
@Suite("Narrowed optionals in the runner")
struct NarrowingRunnerTests {
  static let basket = """
    flow: Basket
    inputs: { coupon: Int? }
    context:
      order: Int?
      total: { type: Int, default: 0 }
    environment: { discount: Int? }
    actions: { charge: { amount: Int, coupon: Int } }
    results: { paid: { order: Int, total: Int } }
    start: cart
    screens:
      cart:
        events: { add: { order: Int? }, pay: {} }
        on:
          add:
            - when: event.order != nil && event.order > 0
              set: { order: event.order, total: event.order + total }
            - stay
          pay:
            - when: order != nil && coupon != nil && discount != nil
              do: { charge: { amount: total - discount, coupon: coupon } }
              finish: { paid: { order: order, total: total } }
            - stay
    """

  @Test func narrowedValuesAreReadWhereTheirGuardHeld() throws {
    var h = try MachineHarness(
      Self.basket, flow: "Basket", inputs: ["coupon": .int(7)],
      environment: ["discount": .int(2)])
    #expect(
      try h.send("add", ["order": .null]) == [
        "Basket.cart: add -> transition 2 (no earlier guard held)"
      ])
    #expect(
      try h.send("pay") == ["Basket.cart: pay -> transition 2 (no earlier guard held)"])
    #expect(
      try h.send("add", ["order": .int(5)]) == [
        "Basket.cart: add -> transition 1 (when event.order != nil && event.order > 0)",
        "set order = 5", "set total = 5",
      ])
    #expect(
      try h.send("pay") == [
        "Basket.cart: pay -> transition 1 (when order != nil && coupon != nil && discount != nil)",
        "action charge(amount: 3, coupon: 7)", "Basket finished: paid(order: 5, total: 5)",
      ])
  }

  @Test func aNilInputOrEnvironmentValueTakesTheNextAlternative() throws {
    var h = try MachineHarness(
      Self.basket, flow: "Basket", inputs: ["coupon": .null], environment: ["discount": .int(2)])
    try h.send("add", ["order": .int(1)])
    #expect(
      try h.send("pay") == ["Basket.cart: pay -> transition 2 (no earlier guard held)"])
  }
}
