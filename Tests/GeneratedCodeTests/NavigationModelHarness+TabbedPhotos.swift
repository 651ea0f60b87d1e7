import Foundation

@testable import GeneratedTabbedPhotos

// TabbedPhotos on its `FlowNavigationModel`: the one Example with a tab container, so the one
// driver with tabs (`ModelDriving`'s tab members; the others have none).

extension ModelStack {
  /// A stack of a `FlowNavigationModel` of TabbedPhotos.
  init(_ stack: GeneratedTabbedPhotos.FlowStackModel) {
    self.init(
      id: stack.id, routes: stack.routes.map(\.id), objects: stack.routes.map(\.object),
      isPresented: stack.presentation != nil,
      screens: stack.routes.map { "\($0.flow).\($0.screen)" })
  }
}

extension GeneratedTabbedPhotos.FlowScriptDriver: ModelDriving {
  private var model: GeneratedTabbedPhotos.FlowNavigationModel? {
    session.navigator as? GeneratedTabbedPhotos.FlowNavigationModel
  }
  var modelStacks: [ModelStack] { (model?.stacks ?? []).map(ModelStack.init) }
  var sessionStacks: [[AnyObject]] { session.screenStacks }
  var sessionRoutes: [[Int?]] {
    session.screenStacks.map { $0.map { ($0 as? GeneratedTabbedPhotos.FlowRouteBox)?.route.id } }
  }
  var modelSelectedTab: Int? { model?.selectedTab }
  var modelTabs: [[ModelStack]] {
    (model?.tabs ?? []).map { $0.stacks.map(ModelStack.init) }
  }
  func writePath(_ routes: [Int], ofStack id: Int) {
    let known = (model?.stacks ?? []).flatMap(\.routes)
    model?.userSetPath(routes.compactMap { id in known.first { $0.id == id } }, ofStack: id)
  }
  func writePath(_ routes: [Int], ofStack id: Int, inTab tab: Int) {
    guard let model, model.tabs.indices.contains(tab) else { return }
    let known = model.tabs[tab].stacks.flatMap(\.routes)
    model.userSetPath(
      routes.compactMap { id in known.first { $0.id == id } }, ofStack: id, inTab: tab)
  }
  func writeDismissed(_ id: Int) { model?.userDismissedStack(id) }
  func writeSelectedTab(_ index: Int) { model?.userSelectedTab(index) }
}
