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

/// Tabs as an app writes them before iOS 18's `Tab`: one child a tab, labelled by `tabItem`,
/// selected by `tag`, some made by `ForEach`.
struct TabsView: View {
  struct Section: Identifiable {
    let id: String
  }

  @State private var selection = "home"
  let sections = [Section(id: "news"), Section(id: "mail")]

  var body: some View {
    TabView(selection: $selection) {
      Text("Home").tabItem { Text("Home") }.tag("home")
      ForEach(sections) { section in
        Text(section.id).tabItem { Text(section.id) }.tag(section.id)
      }
      ForEach(0..<2, id: \.self) { number in
        Text("\(number)").tabItem { Text("\(number)") }.tag("\(number)", includeOptional: false)
      }
    }
  }
}

/// A tab view that keeps its own selection.
struct PlainTabsView: View {
  var body: some View {
    TabView {
      Text("One").tabItem { Text("One") }
      Text("Two").tabItem { Text("Two") }
    }
  }
}
