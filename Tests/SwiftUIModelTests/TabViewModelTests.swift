import SwiftUI
import Testing

/// `TabView`: one tab a child of its content, labelled by `tabItem`, selected by `tag`; the
/// user's taps write the selection.
@MainActor @Suite("SwiftUI model: tab views", .serialized)
struct TabViewModelTests {
  /// The app's selection, with every write SwiftUI makes logged.
  @MainActor final class Selection {
    var tab = "feed"
    var writes: [String] = []
    var isSheetPresented = false
    var path: [Int] = [1]

    var binding: Binding<String> {
      Binding(
        get: { @MainActor in self.tab },
        set: { @MainActor in
          self.writes.append($0)
          self.tab = $0
        })
    }

    var sheetBinding: Binding<Bool> {
      Binding(
        get: { @MainActor in self.isSheetPresented },
        set: { @MainActor in self.isSheetPresented = $0 })
    }

    var pathBinding: Binding<[Int]> {
      Binding(get: { @MainActor in self.path }, set: { @MainActor in self.path = $0 })
    }
  }

  /// A tab whose taps live in its state.
  struct Tally: View {
    @State var taps = 0

    var body: some View {
      Text("\(taps)")
      Button("Tap") { taps += 1 }
    }
  }

  /// Two tabs, a stack in the first and a tally in the second, with a sheet over the tab view.
  struct Tabs: View {
    let selection: Selection

    var body: some View {
      TabView(selection: selection.binding) {
        NavigationStack(path: selection.pathBinding) {
          Text("Feed root")
            .navigationDestination(for: Int.self) { Text("Photo \($0)") }
        }
        .tabItem { Text("Feed") }
        .tag("feed")
        Tally()
          .tabItem { Text("Profile") }
          .tag("profile")
      }
      .sheet(isPresented: selection.sheetBinding) { Text("Sheet") }
    }
  }

  /// A tab a name, with `ForEach`, and no selection binding.
  struct OwnSelection: View {
    let names: [String]

    var body: some View {
      TabView {
        ForEach(names, id: \.self) { name in
          Text("\(name) content").tabItem { Text(name) }
        }
      }
    }
  }

  @Test func eachChildIsATabAndTheTaggedOneIsShown() throws {
    let selection = Selection()
    let hosted = SwiftUIModel.host(Tabs(selection: selection))
    let bar = try #require(hosted.tabBar)
    #expect(bar.tabs.map(\.label) == [["Feed"], ["Profile"]])
    #expect(bar.tabs.map(\.tag) == ["feed", "profile"])
    #expect(bar.selected == 0)
    #expect(hosted.frontStack?.path == [1])
    #expect(hosted.frontScreen.texts == ["Photo 1"])
    selection.tab = "profile"
    hosted.update()
    #expect(hosted.tabBar?.selected == 1 && hosted.frontStack == nil)
    #expect(hosted.frontScreen.texts == ["0"])
  }

  @Test func aTapOnAnotherTabWritesItsTagOnce() {
    let selection = Selection()
    let hosted = SwiftUIModel.host(Tabs(selection: selection))
    #expect(hosted.tapTab("Profile"))
    #expect(selection.writes == ["profile"])
    #expect(hosted.tabBar?.selected == 1)
    #expect(hosted.repeatLastWrite())
    #expect(selection.writes == ["profile", "profile"])
  }

  /// SwiftUI does not say what a tap on the tab shown does to its selection: the model writes
  /// nothing (and leaves the tab's stack as it is).
  @Test func aTapOnTheTabShownWritesNothing() {
    let selection = Selection()
    let hosted = SwiftUIModel.host(Tabs(selection: selection))
    #expect(hosted.tapTab(at: 0))
    #expect(selection.writes.isEmpty && selection.path == [1])
  }

  @Test func noTapReachesTheTabBarUnderASheet() {
    let selection = Selection()
    selection.isSheetPresented = true
    let hosted = SwiftUIModel.host(Tabs(selection: selection))
    #expect(!hosted.tapTab(at: 1))
    #expect(selection.writes.isEmpty && hosted.tabBar?.selected == 0)
  }

  /// A refused selection (the app keeps its value) shows the tab the binding reads.
  @Test func aSelectionTheAppKeepsShowsItsTab() {
    let selection = Selection()
    let refusing = Binding<String>(get: { @MainActor in selection.tab }, set: { _ in })
    let hosted = SwiftUIModel.host(
      TabView(selection: refusing) {
        Text("A").tabItem { Text("A") }.tag("feed")
        Text("B").tabItem { Text("B") }.tag("profile")
      })
    #expect(hosted.tapTab(at: 1))
    #expect(hosted.tabBar?.selected == 0 && hosted.frontScreen.texts == ["A"])
  }

  @Test func eachTabKeepsItsStateWhileAnotherIsShown() {
    let selection = Selection()
    let hosted = SwiftUIModel.host(Tabs(selection: selection))
    #expect(hosted.tapTab("Profile") && hosted.tap("Tap") && hosted.tap("Tap"))
    #expect(hosted.tapTab("Feed") && hosted.tapTab("Profile"))
    #expect(hosted.frontScreen.texts == ["2"])
  }

  @Test func aTabViewWithoutABindingKeepsItsOwnSelection() {
    let hosted = SwiftUIModel.host(OwnSelection(names: ["a", "b", "c"]))
    #expect(hosted.tabBar?.tabs.map(\.label) == [["a"], ["b"], ["c"]])
    #expect(hosted.frontScreen.texts == ["a content"])
    #expect(hosted.tapTab("c"))
    #expect(hosted.tabBar?.selected == 2 && hosted.frontScreen.texts == ["c content"])
    #expect(!hosted.tapTab(at: 3) && !hosted.tapTab("d"))
  }
}
