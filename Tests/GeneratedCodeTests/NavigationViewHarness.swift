import Foundation
import SwiftUI

@testable import GeneratedAppLaunch
@testable import GeneratedEventCreation
@testable import GeneratedOrderDetail
@testable import GeneratedPhotoEditing
@testable import GeneratedRepositoryList
@testable import GeneratedRestaurants
@testable import GeneratedTabbedPhotos

/// What the SwiftUI tests need of a module's script driver running on its
/// `FlowNavigationModel`: its `FlowNavigationView` hosted on the SwiftUI model.
@MainActor
protocol ViewDriving: ModelDriving {
  /// The module's `FlowNavigationView` of the driver's model, hosted in a window.
  func hostView() -> SwiftUIModel.HostedView?
  /// Each model stack's path, as the values a `NavigationStack` holds.
  var modelPaths: [[AnyHashable]] { get }
  /// Whether each presented stack is a full-screen cover (not a sheet).
  var modelCovers: [Bool] { get }
  /// Each tab's title and the path of its root stack, in tab-bar order; empty without tabs.
  var modelTabPaths: [(title: String, path: [AnyHashable])] { get }
}

extension ViewDriving {
  /// A module without a tab container has no tabs.
  var modelTabPaths: [(title: String, path: [AnyHashable])] { [] }
}

extension GeneratedTabbedPhotos.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedTabbedPhotos.FlowNavigationModel? {
    session.navigator as? GeneratedTabbedPhotos.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedTabbedPhotos.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
  var modelTabPaths: [(title: String, path: [AnyHashable])] {
    (navigationModel?.tabs ?? []).map { tab in
      (tab.tab.title, tab.stacks.first?.path.map(AnyHashable.init) ?? [])
    }
  }
}

extension GeneratedAppLaunch.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedAppLaunch.FlowNavigationModel? {
    session.navigator as? GeneratedAppLaunch.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedAppLaunch.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}

extension GeneratedEventCreation.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedEventCreation.FlowNavigationModel? {
    session.navigator as? GeneratedEventCreation.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedEventCreation.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}

extension GeneratedOrderDetail.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedOrderDetail.FlowNavigationModel? {
    session.navigator as? GeneratedOrderDetail.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedOrderDetail.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}

extension GeneratedPhotoEditing.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedPhotoEditing.FlowNavigationModel? {
    session.navigator as? GeneratedPhotoEditing.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedPhotoEditing.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}

extension GeneratedRepositoryList.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedRepositoryList.FlowNavigationModel? {
    session.navigator as? GeneratedRepositoryList.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedRepositoryList.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}

extension GeneratedRestaurants.FlowScriptDriver: ViewDriving {
  private var navigationModel: GeneratedRestaurants.FlowNavigationModel? {
    session.navigator as? GeneratedRestaurants.FlowNavigationModel
  }
  func hostView() -> SwiftUIModel.HostedView? {
    navigationModel.map { SwiftUIModel.host(GeneratedRestaurants.FlowNavigationView(model: $0)) }
  }
  var modelPaths: [[AnyHashable]] {
    (navigationModel?.stacks ?? []).map { $0.path.map(AnyHashable.init) }
  }
  var modelCovers: [Bool] {
    (navigationModel?.stacks ?? []).dropFirst().map { $0.presentation?.coversTheScreen == true }
  }
}
