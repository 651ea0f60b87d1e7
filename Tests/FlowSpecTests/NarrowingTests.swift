import FlowSpec
import Testing

/// A guard's `x != nil` narrows the optional `x` (an input, context field, environment value or
/// `event.x`) to its wrapped type in the conjuncts after it and in its transition's `set`, `do`
/// and `finish`; nowhere else.
@Suite("Narrowing optionals")
struct NarrowingTests {
  /// A flow with optional values of each kind, the action `ship(order: Int)`, the result
  /// `done(order: Int)` and the non-optional field `chosen`; `home`'s event `go` (payload
  /// `id: Int?`) takes `transition`.
  static func module(_ transition: String, start: String = "home") -> String {
    """
    flow: Order
    inputs: { coupon: Int? }
    context:
      order: Int?
      chosen: { type: Int, default: 0 }
    environment: { promo: Int? }
    actions: { ship: { order: Int } }
    results: { done: { order: Int } }
    start: \(start)
    screens:
      home:
        view: HomeViewController
        events: { go: { id: Int? } }
        on:
          go: \(transition)
    """
  }

  private func codes(_ transition: String, start: String = "home") -> [String] {
    validate(Self.module(transition, start: start)).diagnostics.sorted.filter {
      $0.severity == .error
    }.map(\.code.rawValue)
  }

  @Test(arguments: [
    "[{ when: order != nil, set: { chosen: order }, do: { ship: { order: order } }, finish: { done: { order: order } } }, stay]",
    "[{ when: coupon != nil, do: { ship: { order: coupon } } }, stay]",
    "[{ when: nil != promo, finish: { done: { order: promo } } }, stay]",
    "[{ when: event.id != nil, set: { chosen: event.id, order: event.id } }, stay]",
    "[{ when: event.id != nil && event.id > 3 && order != nil, set: { chosen: order + event.id } }, stay]",
    // The field `set` assigns is not narrowed in `do`, the other narrowed names still are.
    "[{ when: order != nil && promo != nil, set: { order: nil }, do: { ship: { order: promo } } }, stay]",
  ])
  func aGuardNarrowsItsAlternative(_ transition: String) {
    #expect(codes(transition) == [])
  }

  @Test(arguments: [
    // No guard, or a guard that does not prove the value.
    "{ do: { ship: { order: order } } }",
    "[{ when: order == nil, set: { chosen: order } }, stay]",
    "[{ when: order != nil || chosen > 1, set: { chosen: order } }, stay]",
    "[{ when: \"!(order == nil)\", set: { chosen: order } }, stay]",
    // Conjuncts before the test are not narrowed.
    "[{ when: event.id > 3 && event.id != nil, stay: true }, stay]",
    // The field `set` assigns is not narrowed in `do` and `finish`, which run after it.
    "[{ when: order != nil, set: { order: nil }, do: { ship: { order: order } } }, stay]",
    // Another alternative of the same event is not narrowed.
    "[{ when: order != nil, stay: true }, { do: { ship: { order: order } } }]",
  ])
  func whatNoGuardProvesIsNotNarrowed(_ transition: String) {
    #expect(codes(transition) == ["type-mismatch"])
  }

  @Test func aMismatchSaysHowToNarrow() throws {
    let result = validate(Self.module("{ do: { ship: { order: order } } }"))
    let mismatch = try #require(result.first(.typeMismatch))
    #expect(
      mismatch.notes.map(\.message).contains(
        "`order` may be nil here; a guard `when: order != nil` narrows it to `Int` in the "
          + "conjuncts after it and in its transition's `set`, `do` and `finish`"))
  }

  @Test func aStartGuardNarrowsTheConjunctsAfterIt() {
    #expect(codes("stay", start: "[{ when: coupon != nil && coupon > 2, to: home }, home]") == [])
    #expect(
      codes("stay", start: "[{ when: coupon > 2 && coupon != nil, to: home }, home]")
        == ["type-mismatch"])
  }

  @Test func aScreenInputIsNotNarrowed() {
    // A child flow's input is evaluated when the node is entered, not by a guard.
    let child = """
      flow: Child
      inputs: { order: Int }
      results: { over: {} }
      start: only
      screens:
        only:
          events: { close: {} }
          on: { close: { finish: over } }
      """
    let parent =
      Self.module("[{ when: order != nil, push: child }, stay]")
      + "\n  child:\n    flow: Child\n    inputs: { order: order }\n    on: { over: { replace: home } }\n"
    #expect(
      validate(parent, child).diagnostics.sorted.filter { $0.severity == .error }.map(\.code)
        == [.typeMismatch])
  }
}
