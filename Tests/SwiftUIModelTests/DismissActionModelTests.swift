import SwiftUI
import Testing

/// `@Environment(\.dismiss)` where the model evaluated the view: it pops a pushed view,
/// dismisses a presentation's content, and does nothing elsewhere.
@MainActor @Suite("SwiftUI model: DismissAction", .serialized)
struct DismissActionModelTests {
  @Test func inAPushedViewItPopsIt() {
    let store = Store()
    store.path = [1, 2]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.tap("Close"))
    #expect(store.writes == ["path [1]"])
  }

  @Test func inAViewBelowTheTopItPopsItAndWhatIsAbove() throws {
    let store = Store()
    store.path = [1, 2, 3]
    let hosted = SwiftUIModel.host(RootView(store: store))
    let below = try #require(hosted.frontStack?.screens[1].buttons.first)
    below.action()
    #expect(store.writes == ["path []"])
  }

  @Test func inASheetsRootItDismissesTheSheet() {
    let store = Store()
    store.path = [1]
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.tap("Done"))
    #expect(store.writes == ["sheet nil"])
    #expect(store.dismissCount == 1)
    #expect(store.path == [1])
  }

  @Test func itDismissesEvenWhenInteractiveDismissIsDisabled() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    store.isSheetLocked = true
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.tap("Done"))
    #expect(store.writes == ["sheet nil"])
  }

  @Test func inAViewPushedInASheetItPopsTheSheetsStack() {
    let store = Store()
    store.sheet = SheetItem(id: 7)
    store.sheetPath = ["a", ""]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.frontScreen.texts == ["Untitled"])
    #expect(hosted.tap("Back"))
    #expect(store.writes == ["sheetPath [\"a\"]"])
    #expect(store.dismissCount == 0)
  }

  @Test func inTheCoverItDismissesTheCover() {
    let store = Store()
    store.isCoverPresented = true
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.tap("Close"))
    #expect(store.writes == ["cover false"])
  }

  @Test func atTheRootItDoesNothing() {
    @MainActor final class Log { var actions: [String] = [] }
    struct Root: View {
      let log: Log
      @Environment(\.dismiss) var dismiss
      var body: some View {
        Button("Dismiss") {
          log.actions.append("\(dismiss)")
          dismiss()
        }
      }
    }
    let log = Log()
    let hosted = SwiftUIModel.host(Root(log: log))
    #expect(hosted.tap("Dismiss"))
    #expect(log.actions == ["DismissAction(none)"])
  }

  @Test func onceTheViewIsGoneItDoesNothing() throws {
    let store = Store()
    store.path = [1, 2]
    let hosted = SwiftUIModel.host(RootView(store: store))
    let close = try #require(hosted.frontScreen.buttons.first)
    hosted.tapBack()
    close.action()
    #expect(store.writes == ["path [1]"])
  }
}

/// Apple: "the action applies to the environment where you declared it".
@MainActor @Suite("SwiftUI model: DismissAction's environment", .serialized)
struct DismissActionEnvironmentTests {
  /// A pushed screen that reads `dismiss` itself and calls it from its sheet's content.
  struct Presenter: View {
    let store: Store
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Text("Presenter")
        .sheet(item: store.sheetBinding) { _ in
          Button("Dismiss from the sheet") { dismiss() }
        }
    }
  }

  struct Root: View {
    let store: Store

    var body: some View {
      NavigationStack(path: store.pathBinding) {
        Text("Root")
          .navigationDestination(for: Int.self) { _ in Presenter(store: store) }
      }
    }
  }

  @Test func itIsThePresentersWhenTheSheetsContentCallsIt() {
    let store = Store()
    store.path = [1]
    store.sheet = SheetItem(id: 7)
    let hosted = SwiftUIModel.host(Root(store: store))
    #expect(hosted.presentations.count == 1)
    #expect(hosted.tap("Dismiss from the sheet"))
    #expect(store.writes == ["path []"])
    #expect(hosted.presentations.isEmpty)
  }
}
