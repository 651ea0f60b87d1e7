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
