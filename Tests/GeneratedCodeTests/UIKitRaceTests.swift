import Foundation
import Testing
import UIKit

/// The races UIKit's timing makes possible, each driven through an Example's generated
/// coordinators on the UIKit model: after each, once the main queue is idle, UIKit shows the
/// session's stacks, and logged and raised nothing (`UIKitRun.settle`).
@MainActor
@Suite("Races with UIKit's transitions", .serialized)
struct UIKitRaceTests {
  func orders(role: String = "manager") throws -> UIKitRun {
    let run = try #require(
      UIKitRun.start(
        "OrderDetail", flow: "Orders", inputs: [:], environment: ["role": role]))
    run.settle("start")
    return run
  }

  /// Seed 002: the search answers before the spinner's presentation has ended. The dismiss
  /// waits for it, then the list is pushed.
  @Test func aFastLoadedDismissesTheSpinnerOnceItIsUp() throws {
    let run = try #require(
      UIKitRun.start("Restaurants", flow: "Root", inputs: [:], environment: [:]))
    run.settle("start")
    #expect(run.driver.send("search", fields: ["criteria": "paris-tonight"]))
    #expect(run.root.presentedViewController?.isBeingPresented == true)
    #expect(run.driver.send("loaded", fields: ["restaurants": "[chez-janou]"]))
    run.settle("after loaded")
    #expect(run.root.presentedViewController == nil)
    #expect(run.root.viewControllers.count == 2)
    #expect(run.driver.records.contains("dismiss"))
  }

  /// The same with the answer arriving on the next turn of the main queue, mid-transition.
  @Test func aLoadedOnTheNextTurnWaitsToo() throws {
    let run = try #require(
      UIKitRun.start("Restaurants", flow: "Root", inputs: [:], environment: [:]))
    run.settle("start")
    #expect(run.driver.send("search", fields: ["criteria": "paris-tonight"]))
    UIKitModel.runOneTurn()
    #expect(run.driver.send("failed", fields: ["message": "offline"]))
    run.settle("after failed")
    #expect(run.root.presentedViewController == nil)
  }

  /// A screen's alert is up when the flow pushes: the push happens under it.
  @Test func aPushGoesUnderAScreensAlert() throws {
    let run = try orders()
    let list = try #require(run.driver.topScreen as? UIViewController)
    let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    list.present(alert, animated: true)
    UIKitModel.runUntilIdle()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    run.settle("push under the alert")
    #expect(run.root.viewControllers.count == 2)
    #expect(run.root.presentedViewController === alert)
    #expect(UIKitModel.tap("OK", in: alert))
    run.settle("after the alert")
    #expect(run.root.presentedViewController == nil)
  }

  /// A screen's alert is up when the flow presents: the stack is presented over the alert,
  /// from the topmost controller, and dismissing it leaves the alert.
  @Test func aPresentGoesOverAScreensAlert() throws {
    let run = try orders()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    run.settle("detail")
    let detail = try #require(run.driver.topScreen as? UIViewController)
    let alert = UIAlertController(title: "Sync", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Later", style: .cancel))
    detail.present(alert, animated: true)
    #expect(run.driver.send("refund", fields: [:]))
    run.settle("present over the alert")
    #expect(run.root.presentedViewController === alert)
    #expect(alert.presentedViewController != nil)
    #expect(run.driver.send("close", fields: [:]))
    run.settle("dismiss down to the alert")
    #expect(run.root.presentedViewController === alert)
    #expect(alert.presentedViewController == nil)
    #expect(UIKitModel.tap("Later", in: alert))
    run.settle("after the alert")
  }

  /// The user's edge swipe is under way when the leaving screen sends an event: it is ignored
  /// (the screen is leaving), and the pop, once finished, removes that screen.
  @Test func anEventFromAScreenBeingSwipedAwayIsIgnored() throws {
    let run = try orders()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    run.settle("detail")
    #expect(UIKitModel.beginInteractivePop(in: run.root))
    #expect(run.driver.send("refund", fields: [:]))
    #expect(
      run.driver.records.last == "Orders.managerDetail: refund ignored: the screen is not on top")
    UIKitModel.endInteractivePop(in: run.root, finishing: true)
    run.settle("after the swipe")
    #expect(run.driver.screenStacks.map(\.count) == [1])
    #expect(run.driver.records.last == "pop")
  }

  /// A cancelled edge swipe changes nothing: the screen stays, and its events count again.
  @Test func aCancelledSwipeChangesNothing() throws {
    let run = try orders()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    run.settle("detail")
    let records = run.driver.records.count
    #expect(UIKitModel.beginInteractivePop(in: run.root))
    UIKitModel.endInteractivePop(in: run.root, finishing: false)
    run.settle("after the cancelled swipe")
    #expect(run.driver.records.count == records)
    #expect(run.driver.screenStacks.map(\.count) == [2])
    #expect(run.driver.send("refund", fields: [:]))
    run.settle("refund")
    #expect(run.driver.screenStacks.count == 2)
  }

  /// An event arriving during the swipe's transition, once the finger is lifted, queues its
  /// operation behind the pop's end (the back button's animation, the same).
  @Test func anOperationWaitsForTheUsersPop() throws {
    let run = try orders()
    #expect(UIKitModel.tapBack(in: run.root) == false)
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    run.settle("detail")
    #expect(UIKitModel.tapBack(in: run.root))
    // The list is on top again for the session only once the pop has ended.
    #expect(run.driver.send("refund", fields: [:]))
    #expect(
      run.driver.records.last == "Orders.managerDetail: refund ignored: the screen is not on top")
    run.settle("after back")
    #expect(run.driver.send("selected", fields: ["order": "o2"]))
    run.settle("again")
    #expect(run.driver.screenStacks.map(\.count) == [2])
  }

  /// A dismiss and the next present follow each other before UIKit has ended either
  /// transition: each waits for the one before.
  @Test func dismissThenPresentAtOnce() throws {
    let run = try orders()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    #expect(run.driver.send("refund", fields: [:]))
    run.settle("refund form")
    #expect(run.driver.send("close", fields: [:]))
    #expect(run.driver.send("refund", fields: [:]))
    #expect(run.driver.send("close", fields: [:]))
    #expect(run.driver.send("refund", fields: [:]))
    run.settle("closed and presented again, twice")
    #expect(run.driver.screenStacks.count == 2)
  }

  /// A sheet swiped down is reported once its dismissal has ended, by identity.
  @Test func aSwipedSheetIsReported() throws {
    let run = try orders()
    #expect(run.driver.send("selected", fields: ["order": "o1"]))
    #expect(run.driver.send("refund", fields: [:]))
    run.settle("refund form")
    let sheet = try #require(run.topPresented)
    #expect(UIKitModel.swipeDown(sheet))
    #expect(run.driver.send("close", fields: [:]))
    #expect(run.driver.records.last == "Orders.refundForm: close ignored: the screen is not on top")
    run.settle("swiped")
    #expect(run.driver.screenStacks.count == 1)
    // The form's `dismissed` transition runs after the swipe (OrderDetail's refundAbandoned).
    let tail = Array(run.driver.records.suffix(3))
    #expect(tail.first == "dismiss")
    #expect(tail.last == "action refundAbandoned(order: Order(o1))")
  }
}
