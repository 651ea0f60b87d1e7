// Mixing, as an app does: a UIKit scene showing a SwiftUI view in a UIHostingController, and a
// SwiftUI view showing a UIKit view controller through UIViewControllerRepresentable.
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIHostingController(rootView: DetailView(number: 2))
    window.makeKeyAndVisible()
    self.window = window
  }
}

struct LegacyScreen: UIViewControllerRepresentable {
  let title: String

  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: UIViewController())
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {
    uiViewController.title = title
  }
}

struct Coordinated: UIViewControllerRepresentable {
  final class Coordinator {
    var updates = 0
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    context.coordinator.updates += 1
  }
}

struct MixedView: View {
  var body: some View {
    LegacyScreen(title: "Legacy")
    Coordinated()
    AnyView(Text("Erased"))
  }
}
