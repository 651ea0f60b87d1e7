// A SwiftUI app as an app writes one: compiled by SwiftUIStandInTests against the SwiftUI and
// UIKit stand-ins (Swift 6, warnings as errors).
import Observation
import SwiftUI

struct Order: Identifiable, Hashable {
  let id: Int
}

enum Route: Hashable {
  case detail(Int)
  case settings
}

@MainActor @Observable final class Navigation {
  var path: [Route] = []
  var order: Order?
  var isSigningIn = false
}

@main
struct SampleApp: App {
  @State private var navigation = Navigation()

  var body: some Scene {
    WindowGroup {
      ContentView(navigation: navigation)
    }
  }
}

struct ContentView: View {
  @Bindable var navigation: Navigation

  var body: some View {
    NavigationStack(
      path: Binding(
        get: { @MainActor in navigation.path },
        set: { @MainActor in navigation.path = $0 })
    ) {
      Button("Open") { navigation.path.append(.detail(1)) }
        .navigationDestination(for: Route.self) { route in
          switch route {
          case .detail(let number): DetailView(number: number)
          case .settings: Text("Settings")
          }
        }
    }
    .sheet(
      item: $navigation.order,
      onDismiss: { print("dismissed") }
    ) { order in
      NavigationStack {
        Text("Order \(order.id)")
      }
      .presentationDetents([.medium, .large])
      .interactiveDismissDisabled()
    }
    .fullScreenCover(
      isPresented: Binding(
        get: { @MainActor in navigation.isSigningIn },
        set: { @MainActor in navigation.isSigningIn = $0 })
    ) {
      SignInView()
    }
  }
}

struct DetailView: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if number > 0 {
      Text("Detail \(number)")
    }
    Button("Close") { dismiss() }
  }
}

struct SignInView: View {
  @State private var path = NavigationPath()
  @State private var isShowingHelp = false

  var body: some View {
    NavigationStack(path: $path) {
      Group {
        Text("Sign in")
        Button("Help") { isShowingHelp = true }
      }
      .sheet(isPresented: $isShowingHelp) { Text("Help") }
    }
  }
}
