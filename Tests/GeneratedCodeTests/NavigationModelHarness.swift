import FlowRunner
import Foundation
import Testing

@testable import GeneratedAppLaunch
@testable import GeneratedEventCreation
@testable import GeneratedOrderDetail
@testable import GeneratedPhotoEditing
@testable import GeneratedRepositoryList
@testable import GeneratedRestaurants
@testable import GeneratedTabbedPhotos

/// One stack of a module's `FlowNavigationModel`, as the tests compare it.
struct ModelStack {
  /// The stack's id (0 for the root stack).
  var id: Int
  /// Its routes' numbers, bottom first.
  var routes: [Int]
  /// The screen objects its routes stand for, bottom first (the script driver's screens are
  /// not route boxes: the model numbers them and keeps them).
  var objects: [AnyObject?]
  /// Whether it was presented (the root stack is not).
  var isPresented: Bool
  /// Its routes' screens, bottom first, as `FLOW.SCREEN`.
  var screens: [String]
}

extension Walkthrough {
  /// The runner's stacks as the model's routes name their screens, `FLOW.SCREEN`, bottom first.
  var shownScreens: [[String]] {
    state.stacks.map { stack in
      stack.entries.map { entry in
        "\(state.frames.first { $0.id == entry.frame }?.flow ?? "?").\(entry.screen)"
      }
    }
  }
}

/// What the navigation model's tests need of a module's script driver running on its
/// `FlowNavigationModel`: the model's stacks, the session's, and SwiftUI's writes.
@MainActor
protocol ModelDriving: ScriptDriving {
  /// The model's stacks, the root stack first.
  var modelStacks: [ModelStack] { get }
  /// The session's stacks.
  var sessionStacks: [[AnyObject]] { get }
  /// The numbers of the routes of the session's screens that are route boxes (nil for others).
  var sessionRoutes: [[Int?]] { get }
  /// SwiftUI writes the path of stack `id`: the routes with these numbers, each one the model
  /// holds (an unknown number is left out).
  func writePath(_ routes: [Int], ofStack id: Int)
  /// SwiftUI sets the item of the presented stack `id` to nil.
  func writeDismissed(_ id: Int)
  /// The index of the model's selected tab; nil without tabs.
  var modelSelectedTab: Int? { get }
  /// Each tab's stacks, in tab-bar order; empty without tabs.
  var modelTabs: [[ModelStack]] { get }
  /// SwiftUI writes the tab view's selection: the user tapped the tab at `index`.
  func writeSelectedTab(_ index: Int)
  /// SwiftUI writes the path of stack `id` of the tab at `tab`.
  func writePath(_ routes: [Int], ofStack id: Int, inTab tab: Int)
}

extension ModelDriving {
  /// SwiftUI writes the path of the top stack without its last `count` screens.
  func popTop(_ count: Int) {
    guard let top = modelStacks.last else { return }
    writePath(Array(top.routes.dropFirst().dropLast(count)), ofStack: top.id)
  }

  /// Every stack's path written back as the model holds it, every tab's too, and the selected
  /// tab (the model's own writes read back by SwiftUI's bindings).
  func echoEveryPath() {
    for stack in modelStacks { writePath(Array(stack.routes.dropFirst()), ofStack: stack.id) }
    for (tab, stacks) in modelTabs.enumerated() {
      for stack in stacks {
        writePath(Array(stack.routes.dropFirst()), ofStack: stack.id, inTab: tab)
      }
    }
    if let modelSelectedTab { writeSelectedTab(modelSelectedTab) }
  }

  /// A module without a tab container has no tabs.
  var modelSelectedTab: Int? { nil }
  var modelTabs: [[ModelStack]] { [] }
  func writeSelectedTab(_ index: Int) {}
  func writePath(_ routes: [Int], ofStack id: Int, inTab tab: Int) {}
}

/// A module's coordinators started by its script driver on its `FlowNavigationModel`.
@MainActor
enum ModelRun {
  /// Starts a run of `module`'s `flow`.
  static func start(
    _ module: String, flow: String, inputs: [String: String], environment: [String: String],
    showsRoutes: Bool = false
  ) -> (any ModelDriving)? {
    switch module {
    case "AppLaunch":
      let model = GeneratedAppLaunch.FlowNavigationModel()
      return GeneratedAppLaunch.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "EventCreation":
      let model = GeneratedEventCreation.FlowNavigationModel()
      return GeneratedEventCreation.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "OrderDetail":
      let model = GeneratedOrderDetail.FlowNavigationModel()
      return GeneratedOrderDetail.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "PhotoEditing":
      let model = GeneratedPhotoEditing.FlowNavigationModel()
      return GeneratedPhotoEditing.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "RepositoryList":
      let model = GeneratedRepositoryList.FlowNavigationModel()
      return GeneratedRepositoryList.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "Restaurants":
      let model = GeneratedRestaurants.FlowNavigationModel()
      return GeneratedRestaurants.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    case "TabbedPhotos":
      let model = GeneratedTabbedPhotos.FlowNavigationModel()
      return GeneratedTabbedPhotos.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: model,
        showsRoutes: showsRoutes
      ).map { driver in
        model.session = driver.session
        return driver
      }
    default:
      return nil
    }
  }
}

extension GeneratedAppLaunch.FlowScriptDriver: ModelDriving {
  private var model: GeneratedAppLaunch.FlowNavigationModel? {
    session.navigator as? GeneratedAppLaunch.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedAppLaunch.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}

extension GeneratedEventCreation.FlowScriptDriver: ModelDriving {
  private var model: GeneratedEventCreation.FlowNavigationModel? {
    session.navigator as? GeneratedEventCreation.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedEventCreation.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}

extension GeneratedOrderDetail.FlowScriptDriver: ModelDriving {
  private var model: GeneratedOrderDetail.FlowNavigationModel? {
    session.navigator as? GeneratedOrderDetail.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedOrderDetail.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}

extension GeneratedPhotoEditing.FlowScriptDriver: ModelDriving {
  private var model: GeneratedPhotoEditing.FlowNavigationModel? {
    session.navigator as? GeneratedPhotoEditing.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedPhotoEditing.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}

extension GeneratedRepositoryList.FlowScriptDriver: ModelDriving {
  private var model: GeneratedRepositoryList.FlowNavigationModel? {
    session.navigator as? GeneratedRepositoryList.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedRepositoryList.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}

extension GeneratedRestaurants.FlowScriptDriver: ModelDriving {
  private var model: GeneratedRestaurants.FlowNavigationModel? {
    session.navigator as? GeneratedRestaurants.FlowNavigationModel
  }
  var modelStacks: [ModelStack] {
    (model?.stacks ?? []).map { stack in
      ModelStack(
        id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
        isPresented: stack.presentation != nil,
        screens: stack.routes.map { "\($0.flow).\($0.screen)" })
    }
  }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedRestaurants.FlowRouteBox)?.route.id } }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
}
