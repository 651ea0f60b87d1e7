import Foundation
import Testing
import UIKit

@testable import GeneratedOrderDetail

/// `UIKitFlowNavigator` on its own, on the UIKit model: one UIKit call per operation, animation
/// chosen per operation, the app's delegates forwarded, screens that are containers presented as
/// they are, mismatches recorded, and nothing kept alive once a scene's flows have stopped.
@MainActor
@Suite("UIKitFlowNavigator", .serialized)
struct UIKitNavigatorBehaviourTests {
  /// The app's own navigation delegate: what it was told, with the animation flag.
  final class NavigationLog: NSObject, UINavigationControllerDelegate {
    var lines: [String] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      lines.append("willShow \(viewController.title ?? "?") animated \(animated)")
    }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      lines.append("didShow \(viewController.title ?? "?")")
    }
  }

  /// The app's delegate of a presented screen's presentation controller: refuses the swipe.
  final class KeepPresented: NSObject, UIAdaptivePresentationControllerDelegate {
    var attempts = 0
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    { false }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { attempts += 1 }
  }

  final class Records: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  /// A navigator in the key window, its root's delegate set by the app first.
  func navigator(delegate: NavigationLog? = nil) -> (UIKitFlowNavigator, UIWindow) {
    UIKitModel.reset()
    let root = UINavigationController()
    root.delegate = delegate
    let navigator = UIKitFlowNavigator(root: root)
    return (navigator, UIKitRun.window(root))
  }

  @Test func eachOperationIsOneCallWithItsOwnAnimation() {
    let log = NavigationLog()
    let (navigator, window) = navigator(delegate: log)
    #expect(navigator.navigationDelegate === log)
    let (a, b, c, d) = (screen("a"), screen("b"), screen("c"), screen("d"))
    navigator.setStack([a])
    UIKitModel.runUntilIdle()
    navigator.push(b)
    UIKitModel.runUntilIdle()
    #expect(
      log.lines == [
        "willShow a animated false", "didShow a", "willShow b animated true", "didShow b",
      ])
    log.lines = []
    // A restore of several screens: one UIKit call, not animated.
    navigator.withoutAnimation { navigator.setStack([a, b, c, d]) }
    #expect(window.rootViewController === navigator.root)
    #expect(navigator.root.viewControllers == [a, b, c, d])
    UIKitModel.runUntilIdle()
    #expect(log.lines == ["willShow d animated false", "didShow d"])
    log.lines = []
    // A pop of three screens: one UIKit call, animated.
    navigator.popTo(a)
    UIKitModel.runUntilIdle()
    #expect(log.lines == ["willShow a animated true", "didShow a"])
    #expect(navigator.root.viewControllers == [a])
    #expect(navigator.isIdle)
  }

  @Test func operationsWaitForEachOther() {
    let (navigator, _) = navigator()
    let (a, b, c) = (screen("a"), screen("b"), screen("c"))
    navigator.setStack([a])
    navigator.push(b)
    navigator.present(c)
    navigator.dismiss(count: 1)
    navigator.pop()
    #expect(!navigator.isIdle)
    UIKitModel.runUntilIdle()
    #expect(navigator.isIdle)
    #expect(navigator.root.viewControllers == [a])
    #expect(navigator.root.presentedViewController == nil)
    #expect(UIKitModel.warnings.isEmpty)
  }

  /// The navigator lets go of a stack once it is dismissed, by the flow or by the user.
  @Test func aDismissedStackIsFreed() {
    let (navigator, _) = navigator()
    navigator.setStack([screen("a")])
    weak var dismissed: UIViewController?
    weak var swiped: UIViewController?
    do {
      let form = screen("form")
      dismissed = form
      navigator.present(form)
      navigator.push(screen("more"))
      UIKitModel.runUntilIdle()
      navigator.dismiss(count: 1)
      UIKitModel.runUntilIdle()
      let sheet = screen("sheet")
      swiped = sheet
      navigator.present(sheet)
      UIKitModel.runUntilIdle()
      if let presented = navigator.root.presentedViewController {
        #expect(UIKitModel.swipeDown(presented))
      }
      UIKitModel.runUntilIdle()
    }
    #expect(navigator.root.presentedViewController == nil)
    #expect(dismissed == nil)
    #expect(swiped == nil)
  }

  @Test func containersAndAlertsArePresentedAsTheyAre() {
    let (navigator, _) = navigator()
    navigator.setStack([screen("a")])
    let picker = UINavigationController(rootViewController: screen("picked"))
    navigator.present(picker)
    UIKitModel.runUntilIdle()
    #expect(navigator.root.presentedViewController === picker)
    navigator.dismiss(count: 1)
    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    navigator.present(alert)
    UIKitModel.runUntilIdle()
    #expect(navigator.root.presentedViewController === alert)
    navigator.dismiss(count: 1)
    let form = screen("form")
    form.modalPresentationStyle = .formSheet
    navigator.present(form)
    UIKitModel.runUntilIdle()
    let wrapper = navigator.root.presentedViewController as? UINavigationController
    #expect(wrapper?.viewControllers == [form])
    #expect(wrapper?.modalPresentationStyle == .formSheet)
    #expect(UIKitModel.warnings.isEmpty && UIKitModel.exceptions.isEmpty)
  }

  @Test func theAppsPresentationDelegateIsAskedAboutASwipe() {
    let (navigator, _) = navigator()
    navigator.setStack([screen("a")])
    let picker = UINavigationController(rootViewController: screen("picked"))
    let keep = KeepPresented()
    picker.presentationController?.delegate = keep
    navigator.present(picker)
    UIKitModel.runUntilIdle()
    #expect(picker.presentationController?.delegate === navigator)
    #expect(!UIKitModel.swipeDown(picker))
    #expect(keep.attempts == 1)
    #expect(navigator.root.presentedViewController === picker)
  }

  @Test func whatUIKitCannotShowIsRecorded() {
    let (navigator, _) = navigator()
    let session = FlowSession(navigator: navigator)
    let records = Records()
    session.addObserver(records)
    navigator.session = session
    navigator.assertsOnMismatch = false
    navigator.setStack([screen("a")])
    navigator.push(NSObject())
    navigator.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet))
    navigator.push(screen("b"))
    UIKitModel.runUntilIdle()
    #expect(records.lines.count == 2)
    #expect(records.lines.allSatisfy { $0.hasPrefix("navigation mismatch: ") })
    #expect(
      records.lines.last?.hasSuffix("is presented as it is: it holds no other screen") == true)
  }

  /// Orders' screens as view controllers, held weakly here.
  final class Orders: OrdersCoordinator.Screens, OrdersCoordinator.Facts,
    OrdersCoordinator.Actions, OrdersCoordinator.Children
  {
    let role = UserRole.manager
    var select: FlowSender<OrdersCoordinator.OrderListEvent>?
    var refund: FlowSender<OrdersCoordinator.ManagerDetailEvent>?
    var screens: [() -> AnyObject?] = []

    func shown(_ screen: UIViewController) -> AnyObject {
      screens.append { [weak screen] in screen }
      return screen
    }
    func makeOrderList(send: FlowSender<OrdersCoordinator.OrderListEvent>) -> AnyObject {
      select = send
      return shown(UIViewController())
    }
    func makeNormalDetail(order: Order, send: FlowSender<OrdersCoordinator.NormalDetailEvent>)
      -> AnyObject
    { shown(UIViewController()) }
    func makeVipDetail(order: Order, send: FlowSender<OrdersCoordinator.VipDetailEvent>)
      -> AnyObject
    { shown(UIViewController()) }
    func makeManagerDetail(order: Order, send: FlowSender<OrdersCoordinator.ManagerDetailEvent>)
      -> AnyObject
    {
      refund = send
      return shown(UIViewController())
    }
    func makeRefundForm(order: Order, send: FlowSender<OrdersCoordinator.RefundFormEvent>)
      -> AnyObject
    { shown(UIViewController()) }
    func refundOrder(order: Order, amount: Double, reason: String) {}
    func refundAbandoned(order: Order) {}
  }

  /// A scene that goes away stops its root flow and lets go of its window: the coordinator, the
  /// session, the navigator, the navigation controllers and every screen are then freed.
  @Test func aSceneThatGoesAwayLeavesNothingAlive() {
    weak var coordinator: OrdersCoordinator?
    weak var session: FlowSession?
    weak var navigator: UIKitFlowNavigator?
    weak var root: UINavigationController?
    weak var presented: UIViewController?
    weak var app: Orders?
    var screens: [() -> AnyObject?] = []
    var ended = false
    do {
      UIKitModel.reset()
      let orders = Orders()
      let flows = UIKitFlowNavigator()
      let window = UIKitRun.window(flows.root)
      let running = FlowSession(navigator: flows)
      flows.session = running
      let started = OrdersCoordinator(
        inputs: .init(), screens: orders, environment: orders, actions: orders, children: orders)
      started.start(session: running) { outcome in ended = outcome == nil }
      orders.select?(.selected(order: Order(token: "o1")))
      orders.refund?(.refund)
      UIKitModel.runUntilIdle()
      presented = flows.root.presentedViewController
      #expect(presented != nil)
      // sceneDidDisconnect: the app stops its root flow and lets its scene go.
      started.stop()
      UIKitModel.runUntilIdle()
      #expect(window.rootViewController === flows.root)
      (coordinator, session, navigator, root, app) = (started, running, flows, flows.root, orders)
      screens = orders.screens
    }
    // The scene is gone, and its window with it.
    UIKitModel.reset()
    #expect(ended)
    #expect(screens.count == 3)
    #expect(coordinator == nil)
    #expect(session == nil)
    #expect(navigator == nil)
    #expect(root == nil)
    #expect(presented == nil)
    #expect(app == nil)
    #expect(screens.allSatisfy { $0() == nil })
  }
}
