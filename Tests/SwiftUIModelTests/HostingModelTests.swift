import SwiftUI
import Testing

/// An app launched by the model, a hosting controller's view, and a UIKit view controller in
/// a SwiftUI tree.
@MainActor @Suite("SwiftUI model: hosting", .serialized)
struct HostingModelTests {
  /// A UIKit screen shown in SwiftUI, counting the model's calls.
  final class Counter {
    var made = 0
    var updated = 0
    var dismantled = 0
  }

  struct LegacyScreen: UIViewControllerRepresentable {
    let counter: Counter

    func makeCoordinator() -> Counter { counter }

    func makeUIViewController(context: Context) -> UINavigationController {
      context.coordinator.made += 1
      return UINavigationController(rootViewController: UIViewController())
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {
      context.coordinator.updated += 1
    }

    static func dismantleUIViewController(
      _ uiViewController: UINavigationController, coordinator: Counter
    ) {
      coordinator.dismantled += 1
    }
  }

  /// Shows the legacy screen while `isShown`.
  struct Switching: View {
    let counter: Counter
    @State var isShown = true

    var body: some View {
      if isShown {
        LegacyScreen(counter: counter)
      }
      Button("Toggle") { isShown.toggle() }
    }
  }

  struct Sample: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          Text("Home")
        }
      }
    }
  }

  @Test func launchingAnAppHostsItsWindowGroup() throws {
    SwiftUIModel.reset()
    let hosted = try #require(SwiftUIModel.launch(Sample()))
    #expect(SwiftUIModel.launched === hosted)
    #expect(hosted.frontScreen.texts == ["Home"])
    #expect(hosted.frontStack?.hasPathBinding == false)
    #expect(!hosted.tapBack())
  }

  @Test func aHostingControllersRootViewCanBeHosted() {
    let store = Store()
    store.path = [3]
    let controller = UIHostingController(rootView: RootView(store: store))
    let hosted = SwiftUIModel.host(controller.rootView)
    #expect(hosted.frontScreen.texts == ["Detail 3"])
  }

  @Test func aRepresentableIsMadeOnceAndUpdatedAtEachEvaluation() throws {
    let counter = Counter()
    let hosted = SwiftUIModel.host(LegacyScreen(counter: counter))
    guard case .controller(let first) = try #require(hosted.nodes.first) else {
      Issue.record("no controller node")
      return
    }
    hosted.update()
    guard case .controller(let second) = try #require(hosted.nodes.first) else {
      Issue.record("no controller node")
      return
    }
    #expect(first === second)
    #expect(first is UINavigationController)
    #expect(counter.made == 1)
    #expect(counter.updated == 2)
  }

  @Test func aRepresentableLeavingTheTreeIsDismantledAndMadeAgainOnReturn() {
    let counter = Counter()
    let hosted = SwiftUIModel.host(Switching(counter: counter))
    #expect(hosted.tap("Toggle"))
    #expect(counter.dismantled == 1)
    #expect(hosted.tap("Toggle"))
    #expect(counter.made == 2)
    #expect(counter.dismantled == 1)
  }
}
