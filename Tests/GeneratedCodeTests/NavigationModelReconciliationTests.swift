import Foundation
import Testing

@testable import GeneratedTabbedPhotos

/// SwiftUI's writes through the bindings of a `FlowNavigationModel` reach the session once, and
/// only as the session allows; the session's operations are plain values in the model.
@MainActor
@Suite("Navigation model reconciliation")
struct NavigationModelReconciliationTests {
  @Test func routeBoxesCarryTheShowingAndBuildTheirContentWhenAsked() throws {
    let run = ModelSession()
    let home = run.show("home", .root)
    let detail = run.show("detail", .push)
    #expect(run.model.stacks.count == 1)
    let stack = run.model.stacks[0]
    #expect(stack.root == home && stack.path == [detail] && stack.presentation == nil)
    #expect(home.flow == "Demo" && home.screen == "home" && detail.id == home.id + 1)
    #expect(run.session.topShowing == detail.id)
    #expect(detail.makeContent() as? String == "detail")
  }

  @Test func aPathShortenedBySeveralIsOnePopEachTopFirst() {
    let run = ModelSession.fourDeep()
    let path = run.model.stacks[0].path
    run.model.userSetPath([path[0]], ofStack: 0)
    #expect(run.names == [["a", "b"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.suffix(2) == ["pop", "pop"])
    // The same write again, and the model's own path written back: nothing.
    let count = run.recorder.records.count
    run.model.userSetPath([path[0]], ofStack: 0)
    run.model.userSetPath(run.model.stacks[0].path, ofStack: 0)
    #expect(run.recorder.records.count == count && run.names == [["a", "b"]])
  }

  @Test func aPathEmptiedPopsToTheRoot() {
    let run = ModelSession.fourDeep()
    run.model.userSetPath([], ofStack: 0)
    #expect(run.names == [["a"]] && run.sessionNames == [["a"]])
    #expect(run.recorder.records.suffix(3) == ["pop", "pop", "pop"])
  }

  @Test func aLongerOrReorderedPathIsAMismatchNotApplied() {
    let run = ModelSession.fourDeep()
    let path = run.model.stacks[0].path
    // A route of a showing the session never made (a sender made by app code).
    let other = FlowRouteBox(FlowSender<Int> { _ in .handled }) { "other" }.route
    run.model.userSetPath(path + [other], ofStack: 0)
    run.model.userSetPath(path.reversed(), ofStack: 0)
    run.model.userSetPath([path[1]], ofStack: 0)
    let mismatches = run.recorder.records.filter { $0.hasPrefix("navigation mismatch") }
    #expect(mismatches.count == 3)
    #expect(run.names == [["a", "b", "c", "d"]] && run.sessionNames == run.names)
    #expect(!run.recorder.records.contains("pop"))
  }

  @Test func aStackUnderAPresentationIsNotPopped() {
    let run = ModelSession.fourDeep()
    run.show("sheet", .present(run.frame, .standard, node: "sheet"))
    run.model.userSetPath([], ofStack: 0)
    #expect(run.names == [["a", "b", "c", "d"], ["sheet"]] && run.sessionNames == run.names)
    #expect(run.recorder.records.last?.hasPrefix("navigation mismatch") == true)
  }

  @Test func aSheetSetToNilIsOneDismissal() throws {
    let run = ModelSession()
    run.show("a", .root)
    let root = run.show("sheet", .present(run.frame, .standard, node: "sheet"))
    run.show("inside", .push)
    let presented = try #require(run.model.stacks.last)
    #expect(presented.id == root.id && presented.presentation == .standard)
    run.model.userDismissedStack(presented.id)
    #expect(run.names == [["a"]] && run.sessionNames == [["a"]])
    #expect(run.recorder.records.last == "dismiss")
    let count = run.recorder.records.count
    run.model.userDismissedStack(presented.id)
    run.model.userDismissedStack(0)
    #expect(run.recorder.records.count == count)
  }

  @Test func aSheetTheSessionCannotDismissStays() {
    let run = ModelSession()
    run.show("a", .root)
    let locked = FlowPresentation(style: .sheet, detents: [], allowsSwipe: false)
    let root = run.show("locked", .present(run.frame, locked, node: "locked"))
    run.model.userDismissedStack(root.id)
    #expect(run.names == [["a"], ["locked"]] && run.sessionNames == run.names)
    #expect(!run.recorder.records.contains("dismiss"))
    #expect(run.recorder.records.last?.hasPrefix("navigation mismatch") == true)
  }

  @Test func theSessionsOwnOperationsAreWrittenOnceEachAndDoNotEcho() {
    let run = ModelSession.fourDeep()
    run.session.popTo("b", for: run.frame)
    #expect(run.names == [["a", "b"]])
    run.session.clearTopStack(of: run.frame)
    let x = run.show("x", .replace)
    #expect(run.names == [["x"]] && run.model.stacks[0].root == x)
    let count = run.recorder.records.count
    run.model.userSetPath(run.model.stacks[0].path, ofStack: 0)
    #expect(run.recorder.records.count == count)
  }
}
