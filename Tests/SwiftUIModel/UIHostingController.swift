import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// The model does not evaluate its view on its own: a test hosts `rootView`
/// (`SwiftUIModel.host(_:)`).
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
where Content: View {
  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  public var rootView: Content

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a hosting controller object from an archive and the specified SwiftUI view.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(coder: aDecoder)
  }

  /// The model has no archives: a hosting controller needs its root view.
  public required init?(coder aDecoder: NSCoder) { return nil }
}
