import SwiftUI
import Testing

/// Sheets and full-screen covers: the user's swipe down, `onDismiss`, and
/// `interactiveDismissDisabled(_:)`.
@MainActor @Suite("SwiftUI model: presentations", .serialized)
struct PresentationModelTests {
  @Test func aPresentedSheetHasItsOwnStack() throws {
    SwiftUIModel.reset()
    let store = Store()
    store.sheet = SheetItem(id: 7)
    store.sheetPath = ["a"]
    let hosted = SwiftUIModel.host(RootView(store: store))
    let sheet = try #require(hosted.presentations.first)
    #expect(hosted.presentations.count == 1)
    #expect(sheet.style == .sheet)
    #expect(sheet.detents == [.medium, .large])
    #expect(!sheet.isInteractiveDismissDisabled)
    #expect(hosted.frontStack?.screens.map(\.texts) == [["Sheet 7"], ["Page a"]])
    #expect(SwiftUIModel.warnings.isEmpty)
  }

  @Test func aSwipeDownWritesNilThenCallsOnDismiss() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.swipeDown())
    #expect(store.writes == ["sheet nil"])
    #expect(store.dismissCount == 1)
    #expect(hosted.presentations.isEmpty)
    #expect(!hosted.swipeDown())
  }

  @Test func interactiveDismissDisabledRefusesTheSwipe() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    store.isSheetLocked = true
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.presentations.first?.isInteractiveDismissDisabled == true)
    #expect(!hosted.swipeDown())
    #expect(store.writes.isEmpty)
    #expect(store.dismissCount == 0)
  }

  @Test func aFullScreenCoverCannotBeSwipedDown() {
    let store = Store()
    store.isCoverPresented = true
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.presentations.map(\.style) == [.fullScreenCover])
    #expect(!hosted.swipeDown())
    #expect(store.writes.isEmpty)
  }

  @Test func onDismissRunsOnceWhenTheAppTakesTheSheetAway() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(RootView(store: store))
    store.sheet = nil
    hosted.update()
    hosted.update()
    #expect(store.dismissCount == 1)
    #expect(store.writes.isEmpty)
  }

  @Test func anotherItemIsAnotherSheet() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(RootView(store: store))
    store.sheet = SheetItem(id: 8)
    hosted.update()
    #expect(store.dismissCount == 1)
    #expect(hosted.frontStack?.screens.first?.texts == ["Sheet 8"])
  }

  @Test func theSameDismissalTwiceCallsOnDismissOnce() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(RootView(store: store))
    hosted.swipeDown()
    #expect(hosted.repeatLastWrite())
    #expect(store.writes == ["sheet nil", "sheet nil"])
    #expect(store.dismissCount == 1)
  }

  @Test func twoPresentationsAtOnceShowTheFirstAndWarn() {
    SwiftUIModel.reset()
    let store = Store()
    store.sheet = SheetItem(id: 7)
    store.isCoverPresented = true
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.presentations.map(\.style) == [.sheet])
    #expect(SwiftUIModel.warnings.count == 1)
  }

  @Test func isPresentedSheetsAndItemCoversWork() {
    struct Both: View {
      @State var isPresented = true
      @State var item: SheetItem? = nil
      var body: some View {
        Text("Base")
          .sheet(isPresented: $isPresented) {
            Button("Cover") { item = SheetItem(id: 1) }
              .fullScreenCover(item: $item) { Text("Cover \($0.id)") }
          }
      }
    }
    let hosted = SwiftUIModel.host(Both())
    #expect(hosted.presentations.map(\.style) == [.sheet])
    #expect(hosted.tap("Cover"))
    #expect(hosted.presentations.map(\.style) == [.sheet, .fullScreenCover])
    #expect(hosted.frontScreen.texts == ["Cover 1"])
    #expect(!hosted.swipeDown())
  }
}

/// What the model does not write: the app's own changes are not echoed back.
@MainActor @Suite("SwiftUI model: the app's own writes", .serialized)
struct AppWriteModelTests {
  @Test func theAppsOwnChangesAreNotWrittenBack() {
    let store = Store()
    let hosted = SwiftUIModel.host(RootView(store: store))
    store.path = [1, 2]
    store.sheet = SheetItem(id: 3)
    store.sheetPath = ["a"]
    hosted.update()
    store.path = []
    store.sheet = nil
    hosted.update()
    #expect(store.writes.isEmpty)
    #expect(store.dismissCount == 1)
  }

  @Test func aSheetOnAPoppedScreenGoesAwayWithIt() {
    struct Root: View {
      let store: Store
      var body: some View {
        NavigationStack(path: store.pathBinding) {
          Text("Root")
            .navigationDestination(for: Int.self) { _ in
              Text("Pushed")
                .sheet(item: store.sheetBinding, onDismiss: { store.dismissCount += 1 }) {
                  Text("Sheet \($0.id)")
                }
            }
        }
      }
    }
    let store = Store()
    store.path = [1]
    store.sheet = SheetItem(id: 3)
    let hosted = SwiftUIModel.host(Root(store: store))
    #expect(hosted.frontScreen.texts == ["Sheet 3"])
    store.path = []
    hosted.update()
    #expect(hosted.presentations.isEmpty)
    #expect(store.dismissCount == 1)
    #expect(store.writes.isEmpty)
  }

  @Test func bindableMakesBindingsToAnObservableObject() {
    struct Root: View {
      @Bindable var navigation: ObservedNavigation
      var body: some View {
        NavigationStack(path: $navigation.path) {
          Text("Root").navigationDestination(for: Int.self) { Text("Page \($0)") }
        }
      }
    }
    let navigation = ObservedNavigation()
    let hosted = SwiftUIModel.host(Root(navigation: navigation))
    #expect(hosted.frontScreen.texts == ["Page 2"])
    #expect(hosted.tapBack())
    #expect(navigation.path == [1])
  }
}
