import Testing

@testable import GeneratedOrderDetail
@testable import GeneratedRestaurants

/// A navigator that keeps what it was asked to present, and how.
@MainActor
final class PresentationRecorder: GeneratedOrderDetail.FlowNavigator {
  var presented: [GeneratedOrderDetail.FlowPresentation] = []
  var plainPresents = 0
  func push(_ screen: AnyObject) {}
  func present(_ screen: AnyObject) { plainPresents += 1 }
  func present(_ screen: AnyObject, as presentation: GeneratedOrderDetail.FlowPresentation) {
    presented.append(presentation)
  }
  func setStack(_ screens: [AnyObject]) {}
  func pop() {}
  func popTo(_ screen: AnyObject) {}
  func dismiss(count: Int) {}
}

/// A navigator written before presentations existed: it only has `present(_:)`.
@MainActor
final class PlainNavigator: GeneratedOrderDetail.FlowNavigator {
  var presents = 0
  func push(_ screen: AnyObject) {}
  func present(_ screen: AnyObject) { presents += 1 }
  func setStack(_ screens: [AnyObject]) {}
  func pop() {}
  func popTo(_ screen: AnyObject) {}
  func dismiss(count: Int) {}
}

/// The generated side of `present: { screen, style, detents, swipeToDismiss }` and `dismissed`
/// (the walkthroughs' differential tests check the records; these check the session and the
/// navigator).
@MainActor
@Suite("Generated presentations")
struct GeneratedPresentationTests {
  /// Starts Orders as a manager on a session over `navigator`, opens an order and its refund form.
  private func openRefundForm(on navigator: any GeneratedOrderDetail.FlowNavigator) throws -> (
    GeneratedOrderDetail.FlowSession, GeneratedOrderDetail.FlowScriptDriver, OrdersCoordinator
  ) {
    let made = GeneratedOrderDetail.FlowScriptDriver(
      flow: "Orders", inputs: [:], environment: ["role": "manager"])
    let driver = try #require(made)
    let session = GeneratedOrderDetail.FlowSession(navigator: navigator)
    session.addObserver(driver)
    let coordinator = OrdersCoordinator(
      inputs: .init(), screens: driver, environment: driver, actions: driver, children: driver)
    coordinator.start(session: session)
    func send(_ event: String, _ fields: [String: String] = [:]) throws {
      let screen = try #require(session.topScreen as? GeneratedOrderDetail.FlowScriptScreen)
      #expect(screen.deliver(event, fields))
    }
    try send("selected", ["order": "order-1"])
    try send("refund")
    return (session, driver, coordinator)
  }

  @Test func theNavigatorIsToldThePresentation() throws {
    let navigator = PresentationRecorder()
    let (session, driver, coordinator) = try openRefundForm(on: navigator)
    #expect(
      navigator.presented == [
        GeneratedOrderDetail.FlowPresentation(
          style: .formSheet, detents: [.medium, .large], allowsSwipe: true)
      ])
    #expect(navigator.plainPresents == 0)
    #expect(session.canDismiss)
    #expect(
      driver.records.suffix(1) == [
        "present refundForm (style: formSheet, detents: [medium, large])"
      ])
    _ = coordinator
  }

  @Test func aNavigatorWithoutPresentationsStillPresents() throws {
    let navigator = PlainNavigator()
    let (session, _, coordinator) = try openRefundForm(on: navigator)
    #expect(navigator.presents == 1)
    #expect(session.canDismiss)
    _ = coordinator
  }

  @Test func systemDidDismissRunsTheDismissedTransitions() throws {
    let (session, driver, coordinator) = try openRefundForm(on: PlainNavigator())
    let before = driver.records.count
    session.systemDidDismiss()
    #expect(
      Array(driver.records[before...]) == [
        "dismiss", "Orders.refundForm: dismissed -> transition 1",
        "action refundAbandoned(order: Order(order-1))",
      ])
    #expect(!session.canDismiss)
    _ = coordinator
  }

  @Test func aSwipeThePresentationForbidsChangesNothing() throws {
    let made = GeneratedRestaurants.FlowScriptDriver(flow: "Root", inputs: [:], environment: [:])
    let driver = try #require(made)
    #expect(driver.send("search", fields: ["criteria": "paris"]))
    #expect(driver.records.last == "present spinner (style: overFullScreen)")
    #expect(!driver.session.canDismiss)
    let before = driver.records
    driver.swipe()
    #expect(driver.records == before)
    // The spinner is still the top screen: its events are taken.
    #expect(driver.send("cancel", fields: [:]))
  }
}
