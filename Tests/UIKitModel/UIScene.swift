import Foundation

// Scenes and windows: declared for the documentation's samples (type-checked against this
// module); only a window's root view controller and `makeKeyAndVisible` are modelled.

/// A scene of the app.
@MainActor open class UIScene: UIResponder {
  /// Options UIKit passes when it connects a scene.
  @MainActor open class ConnectionOptions: NSObject {}
}

/// A scene that shows windows.
@MainActor open class UIWindowScene: UIScene {}

/// The session of a scene.
@MainActor open class UISceneSession: NSObject {}

/// A window: its root view controller is the bottom of what it shows.
@MainActor open class UIWindow: UIView {
  /// The view controller at the bottom of the window.
  open var rootViewController: UIViewController?

  /// Creates a window in `windowScene`.
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

  /// Creates a window with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Shows the window and makes it the key window: the model's presentations happen in it.
  open func makeKeyAndVisible() {
    UIKitModel.keyWindow = self
  }
}

/// What a scene tells its delegate; both requirements are optional in UIKit.
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene is being added to the app.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was removed from the app (an iPad window closed, or the system reclaimed it).
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing: optional in UIKit.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing: optional in UIKit.
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// A scene delegate that manages a window; `window` is optional in UIKit.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  var window: UIWindow? { get set }
}
