import Foundation
import SwiftUI
import Testing

@testable import GeneratedTabbedPhotos

/// A screen that shows its name and closes itself with `@Environment(\.dismiss)`.
private struct ClosingScreen: View {
  let name: String
  // Qualified: AppExtensionNameTests declares an `Environment` of its own in this module.
  @SwiftUI.Environment(\.dismiss) private var dismiss

  var body: some View {
    Text(name)
    Button("Close") { dismiss() }
  }
}

/// Route boxes of SwiftUI views shown by `FlowNavigationView` on the SwiftUI model: views are
/// built through the destinations, and a screen's own `dismiss` reaches the session once, as the
/// session allows.
@MainActor
@Suite("Navigation view and dismiss", .serialized)
struct NavigationViewDismissTests {
  static func closing(_ name: String) -> AnyView { AnyView(ClosingScreen(name: name)) }

  @Test func pushedScreensAreBuiltThroughTheDestinationsAndDismissPopsOnce() throws {
    SwiftUIModel.reset()
    let run = ModelSession()
    run.show("a", .root, view: Self.closing)
    run.show("b", .push, view: Self.closing)
    run.show("c", .push, view: Self.closing)
    let hosted = SwiftUIModel.host(FlowNavigationView(model: run.model))
    let shown = run.recorder.records.count
    let stack = try #require(hosted.frontStack)
    #expect(stack.screens.map(\.texts) == [["a"], ["b"], ["c"]])
    #expect(hosted.tap("Close"))
    #expect(run.names == [["a", "b"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.dropFirst(shown) == ["pop"])
    #expect(hosted.repeatLastWrite())
    #expect(run.recorder.records.dropFirst(shown) == ["pop"])
    #expect(hosted.frontScreen.texts == ["b"])
    #expect(SwiftUIModel.warnings.isEmpty)
  }

  @Test func aSheetsRootDismissesItsSheetOnce() throws {
    SwiftUIModel.reset()
    let run = ModelSession()
    run.show("a", .root, view: Self.closing)
    let sheet = FlowPresentation(style: .formSheet, detents: [.medium], allowsSwipe: true)
    run.show("sheet", .present(run.frame, sheet, node: "sheet"), view: Self.closing)
    let hosted = SwiftUIModel.host(FlowNavigationView(model: run.model))
    let shown = run.recorder.records.count
    let presented = try #require(hosted.presentations.first)
    #expect(hosted.presentations.count == 1 && presented.style == .sheet)
    #expect(presented.detents == [.medium] && !presented.isInteractiveDismissDisabled)
    #expect(hosted.frontScreen.texts == ["sheet"])
    #expect(hosted.tap("Close"))
    #expect(run.names == [["a"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.dropFirst(shown) == ["dismiss"])
    #expect(hosted.presentations.isEmpty)
    #expect(SwiftUIModel.warnings.isEmpty)
  }

  @Test func aCoverTheUserCannotSwipeIsKeptWhenItsScreenDismissesIt() throws {
    SwiftUIModel.reset()
    let run = ModelSession()
    run.show("a", .root, view: Self.closing)
    let cover = FlowPresentation(style: .fullScreen, detents: [], allowsSwipe: false)
    run.show("cover", .present(run.frame, cover, node: "cover"), view: Self.closing)
    let hosted = SwiftUIModel.host(FlowNavigationView(model: run.model))
    let shown = run.recorder.records.count
    #expect(hosted.presentations.map(\.style) == [.fullScreenCover])
    #expect(!hosted.swipeDown())
    #expect(hosted.tap("Close"))
    // The session refuses: the model keeps the cover, which SwiftUI shows again.
    #expect(run.names == [["a"], ["cover"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.count == shown + 1)
    #expect(run.recorder.records.last?.hasPrefix("navigation mismatch") == true)
    #expect(hosted.presentations.map(\.style) == [.fullScreenCover])
  }

  @Test func aPresentationInsideAPresentationIsNested() throws {
    SwiftUIModel.reset()
    let run = ModelSession()
    run.show("a", .root, view: Self.closing)
    run.show("first", .present(run.frame, .standard, node: "first"), view: Self.closing)
    run.show("inside", .push, view: Self.closing)
    let cover = FlowPresentation(style: .overFullScreen, detents: [], allowsSwipe: false)
    run.show("second", .present(run.frame, cover, node: "second"), view: Self.closing)
    let hosted = SwiftUIModel.host(FlowNavigationView(model: run.model))
    let shown = run.recorder.records.count
    #expect(hosted.presentations.map(\.style) == [.sheet, .fullScreenCover])
    #expect(hosted.frontScreen.texts == ["second"])
    run.session.dismiss(run.frame)
    hosted.update()
    #expect(hosted.presentations.map(\.style) == [.sheet])
    #expect(hosted.frontStack?.screens.map(\.texts) == [["first"], ["inside"]])
    #expect(hosted.swipeBack())
    #expect(run.names == [["a"], ["first"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.dropFirst(shown) == ["dismiss", "pop"])
    #expect(SwiftUIModel.warnings.isEmpty)
  }
}
