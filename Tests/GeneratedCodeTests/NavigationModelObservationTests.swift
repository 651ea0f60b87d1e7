import Foundation
import Observation
import Testing

@testable import GeneratedTabbedPhotos

/// `FlowNavigationModel` is observable without the `@Observable` macro (its registrar calls are
/// written out, to spare every build the macro's plugin): a view that read `stacks`, `tabs` or
/// `selectedTab` is told when the session changes them, and not for a change it did not read.
@MainActor
@Suite("Observation of the navigation model")
struct NavigationModelObservationTests {
  /// A flag an observation's change handler sets (it runs on the thread that made the change).
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  /// TabbedPhotos' tab container started on a navigation model.
  static func start() throws -> (GeneratedTabbedPhotos.FlowScriptDriver, FlowNavigationModel) {
    let model = GeneratedTabbedPhotos.FlowNavigationModel()
    let started = GeneratedTabbedPhotos.FlowScriptDriver(
      flow: "PhotoApp", inputs: [:],
      environment: ["userName": "ana", "cameraRoll": "roll", "canPost": "true"],
      navigator: model)
    let driver = try #require(started)
    model.session = driver.session
    return (driver, model)
  }

  /// Whether `change` changes something `read` reads, as `withObservationTracking` sees it.
  static func changes(_ read: () -> Void, by change: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.isSet = true }
    change()
    return flag.isSet
  }

  @Test func aPushIsSeenByWhoReadTheStacks() throws {
    let (driver, model) = try Self.start()
    let seen = Self.changes(
      { _ = model.stacks }, by: { #expect(driver.send("selected", fields: ["photo": "beach.jpg"])) }
    )
    #expect(seen)
  }

  @Test func aTabSelectionIsSeenByWhoReadTheSelectedTab() throws {
    let (driver, model) = try Self.start()
    let seen = Self.changes(
      { _ = model.selectedTab }, by: { #expect(driver.session.systemDidSelectTab(1)) })
    #expect(seen && model.selectedTab == 1)
  }

  @Test func aChangeNotReadIsNotSeen() throws {
    let (driver, model) = try Self.start()
    let seen = Self.changes(
      { _ = model.selectedTab },
      by: { #expect(driver.send("selected", fields: ["photo": "beach.jpg"])) })
    #expect(!seen)
  }
}
