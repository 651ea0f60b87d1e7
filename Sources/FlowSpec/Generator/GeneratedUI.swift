/// The UI frameworks the generated code serves (`flowc generate --ui`): each part is compiled
/// only where its framework exists (`#if canImport(...)`), so `both` suits every app.
public enum GeneratedUI: String, Sendable, CaseIterable {
  /// `UIKitFlowNavigator` only: screens are view controllers.
  case uikit
  /// The SwiftUI navigation model and views only, and each flow's routes and `Views`.
  case swiftui
  /// Both (the default).
  case both

  /// Whether the UIKit adapter is generated.
  var includesUIKit: Bool { self != .swiftui }

  /// Whether the SwiftUI navigation model, views and each flow's routes are generated.
  var includesSwiftUI: Bool { self != .uikit }

  /// Whether the runtime template's file `name` belongs in the generated support file.
  func includes(template name: String) -> Bool {
    switch name {
    case "UIKitFlowNavigator.swift": includesUIKit
    case "FlowRoute.swift", "FlowNavigationModel.swift", "FlowNavigationView.swift":
      includesSwiftUI
    default: true
    }
  }
}
