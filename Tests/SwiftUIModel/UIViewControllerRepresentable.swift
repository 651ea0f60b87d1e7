import UIKit

/// A view that represents a UIKit view controller.
///
/// Modelled: the model makes the controller and the coordinator once for the place in the tree
/// (`makeCoordinator`, `makeUIViewController(context:)`), then calls
/// `updateUIViewController(_:context:)` at every evaluation; the node is the controller.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context in which SwiftUI calls the methods of this representable.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Cleans up the presented view controller (and coordinator) in anticipation of their
  /// removal.
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view controller
  /// to other parts of your SwiftUI interface.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
  /// Does nothing by default.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}

  /// Declares the content and behavior of this view: a representable has none.
  public var body: Never { fatalError("a representable has no body") }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// Creates no coordinator.
  public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// Environment data that describes the current state of the system.
  public var environment: EnvironmentValues
}
