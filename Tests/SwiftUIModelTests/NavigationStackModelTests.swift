import SwiftUI
import Testing

/// The user's back button, edge swipe and back menu on the model's `NavigationStack`.
@MainActor @Suite("SwiftUI model: navigation stacks", .serialized)
struct NavigationStackModelTests {
  @Test func aPathIsShownThroughItsDestinations() throws {
    SwiftUIModel.reset()
    let store = Store()
    store.path = [1, 2]
    let hosted = SwiftUIModel.host(RootView(store: store))
    let stack = try #require(hosted.frontStack)
    #expect(stack.hasPathBinding)
    #expect(stack.path == [1, 2])
    #expect(stack.screens.map(\.texts) == [["Root"], ["Detail 1"], ["Detail 2"]])
    #expect(hosted.frontScreen.buttons.map(\.title) == ["Close"])
    #expect(hosted.presentations.isEmpty)
    #expect(SwiftUIModel.warnings.isEmpty)
  }

  @Test func theBackButtonWritesThePathShortenedByOne() {
    let store = Store()
    store.path = [1, 2, 3]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.tapBack())
    #expect(store.writes == ["path [1, 2]"])
    #expect(hosted.frontScreen.texts == ["Detail 2"])
  }

  @Test func anEdgeSwipeWritesOnlyWhenItFinishes() {
    let store = Store()
    store.path = [1, 2]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.swipeBack(finishing: false))
    #expect(store.writes.isEmpty)
    #expect(hosted.swipeBack())
    #expect(store.writes == ["path [1]"])
  }

  @Test func theBackMenuWritesThePathShortenedBySeveral() {
    let store = Store()
    store.path = [1, 2, 3]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.popFromBackMenu(to: 0))
    #expect(store.writes == ["path []"])
    #expect(hosted.frontScreen.texts == ["Root"])
    #expect(!hosted.popFromBackMenu(to: 0))
  }

  @Test func nothingIsPoppedAtTheRoot() {
    let store = Store()
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(!hosted.tapBack())
    #expect(!hosted.swipeBack())
    #expect(store.writes.isEmpty)
  }

  @Test func theSameWriteTwiceWritesTheSameValue() {
    let store = Store()
    store.path = [1, 2, 3]
    let hosted = SwiftUIModel.host(RootView(store: store))
    hosted.tapBack()
    #expect(hosted.repeatLastWrite())
    #expect(store.writes == ["path [1, 2]", "path [1, 2]"])
    #expect(store.path == [1, 2])
  }

  @Test func theBackGesturesReachTheStackInFront() {
    let store = Store()
    store.path = [1]
    store.sheet = SheetItem(id: 7)
    store.sheetPath = ["a", "b"]
    let hosted = SwiftUIModel.host(RootView(store: store))
    #expect(hosted.frontScreen.texts == ["Page b"])
    #expect(hosted.tapBack())
    #expect(store.writes == ["sheetPath [\"a\"]"])
    #expect(store.path == [1])
  }

  @Test func aValueWithoutADestinationIsAWarning() {
    SwiftUIModel.reset()
    struct Unknown: Hashable {}
    struct Pushing: View {
      @State var path = NavigationPath([Unknown()])
      var body: some View {
        NavigationStack(path: $path) { Text("Root") }
      }
    }
    let hosted = SwiftUIModel.host(Pushing())
    #expect(hosted.frontStack?.screens.count == 2)
    #expect(hosted.frontScreen.texts.isEmpty)
    #expect(SwiftUIModel.warnings.count == 1)
  }

  @Test func stateIsKeptFromOneEvaluationToTheNext() {
    struct Counter: View {
      @State var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          Button("Push") { path.append(path.count + 1) }
            .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
        }
      }
    }
    let hosted = SwiftUIModel.host(Counter())
    #expect(hosted.tap("Push"))
    #expect(hosted.frontScreen.texts == ["Pushed 1"])
    #expect(hosted.frontStack?.path == [AnyHashable(1)])
    #expect(hosted.tapBack())
    #expect(hosted.frontScreen.texts.isEmpty)
    #expect(hosted.frontStack?.path.isEmpty == true)
  }

  @Test func stateEndsWithItsView() {
    struct Counting: View {
      @State var count = 0
      var body: some View {
        Text("Count \(count)")
        Button("Add") { count += 1 }
      }
    }
    struct Root: View {
      @State var isPresented = true
      var body: some View {
        Button("Present") { isPresented = true }
          .sheet(isPresented: $isPresented) { Counting() }
      }
    }
    let hosted = SwiftUIModel.host(Root())
    #expect(hosted.tap("Add"))
    #expect(hosted.frontScreen.texts == ["Count 1"])
    #expect(hosted.swipeDown())
    #expect(hosted.tap("Present"))
    #expect(hosted.frontScreen.texts == ["Count 0"])
  }
}
