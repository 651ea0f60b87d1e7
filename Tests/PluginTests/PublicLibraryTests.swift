import PluginLibraryFlows
import Testing

/// PluginLibraryFlows is a library target whose coordinators FlowcBuildPlugin generated with
/// `"access": "public"`: this module uses them as an app uses flows kept in a module of their own,
/// through the public API only (no `@testable`).
@MainActor
@Suite("Flows in a library target of their own")
struct PublicLibraryTests {
  /// The app's side: one object for both flows, so the Address child is the generated default.
  final class App: CheckoutCoordinator.Dependencies, AddressCoordinator.Dependencies {
    var checkout: PluginLibraryFlows.FlowSender<CheckoutCoordinator.CartEvent>?
    var submit: PluginLibraryFlows.FlowSender<AddressCoordinator.FormEvent>?
    var confirm: PluginLibraryFlows.FlowSender<CheckoutCoordinator.ReviewEvent>?
    var shownAddress: String?

    func makeCart(
      cart: Cart, send: PluginLibraryFlows.FlowSender<CheckoutCoordinator.CartEvent>
    ) -> AnyObject {
      checkout = send
      return Screen("cart")
    }
    func makeReview(
      address: String, send: PluginLibraryFlows.FlowSender<CheckoutCoordinator.ReviewEvent>
    ) -> AnyObject {
      shownAddress = address
      confirm = send
      return Screen("review")
    }
    func makeForm(send: PluginLibraryFlows.FlowSender<AddressCoordinator.FormEvent>) -> AnyObject {
      submit = send
      return Screen("form")
    }
  }

  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  final class Navigator: PluginLibraryFlows.FlowNavigator {
    var operations: [String] = []
    func push(_ screen: AnyObject) { operations.append("push \(screen)") }
    func present(_ screen: AnyObject) { operations.append("present \(screen)") }
    func setStack(_ screens: [AnyObject]) { operations.append("set \(screens.count)") }
    func pop() { operations.append("pop") }
    func popTo(_ screen: AnyObject) { operations.append("pop to \(screen)") }
    func dismiss(count: Int) { operations.append("dismiss \(count)") }
  }

  final class Recorder: PluginLibraryFlows.FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: PluginLibraryFlows.FlowRecord) {
      lines.append(record.description)
    }
  }

  @Test func anotherModuleRunsTheFlowsThroughTheirPublicAPI() {
    let app = App()
    let navigator = Navigator()
    let session = PluginLibraryFlows.FlowSession(navigator: navigator)
    let recorder = Recorder()
    session.addObserver(recorder)
    let checkout = CheckoutCoordinator(
      inputs: CheckoutCoordinator.Inputs(cart: Cart(items: ["tea"])), screens: app,
      environment: app, actions: app, children: app)
    var outcomes: [String] = []
    checkout.start(session: session) { outcome in
      if case .placed(let address)? = outcome { outcomes.append(address) }
    }
    app.checkout?(.checkout)
    app.submit?(.submit(address: "1 Quay St"))
    #expect(app.shownAddress == "1 Quay St")
    app.confirm?(.confirm)

    #expect(outcomes == ["1 Quay St"])
    #expect(navigator.operations == ["set 1", "push form", "pop to cart", "push review"])
    #expect(recorder.lines.first == "start Checkout(cart: Cart(1 items))")
    #expect(recorder.lines.contains("start child flow Address at `address`"))
  }
}
