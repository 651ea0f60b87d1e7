import FlowRunner
import FlowSpec
import FlowTestSupport
import Testing

/// A presented flow whose first node is a child flow (issue 32, item 1): the child's finish
/// leaves the stack presented for the flow that still runs, and every navigation the flow makes
/// next happens there (docs/semantics.md, "Finishing").
@Suite("A presented flow whose first node is a child")
struct PresentedStartTests {
  private func harness() throws -> MachineHarness {
    let f = PresentedStartFixtures.self
    return try MachineHarness(f.p, f.c, f.d, f.e, f.w, flow: "P")
  }

  /// The case: `replace` after the child finished shows the screen in the modal, not on
  /// the presenter's root stack.
  @Test func replaceAfterTheFirstChildFinishesStaysInTheModal() throws {
    var h = try harness()
    try h.send("open")
    #expect(h.stacks == "[home] / [dScreen]")
    #expect(
      try h.send("next") == [
        "D.dScreen: next -> transition 1", "D finished: next", "C.first: next -> transition 1",
        "set stack [second]",
      ])
    #expect(h.stacks == "[home] / [second]")
    #expect(h.frames == "P@modal > C@second")
    // The modal is still the one presented for `C`: `C`'s finish dismisses it.
    #expect(try h.send("close").contains("dismiss"))
    #expect(h.stacks == "[home]")
    #expect(h.frames == "P@home")
  }

  @Test func pushAfterTheFirstChildFinishesSetsTheModalsStack() throws {
    var h = try harness()
    try h.send("open")
    #expect(try h.send("pushed").last == "set stack [second]")
    #expect(h.stacks == "[home] / [second]")
    // Push, popTo, back and system back from there stay in the modal.
    #expect(try h.send("deeper") == ["C.second: deeper -> transition 1", "push third"])
    #expect(try h.send("top") == ["C.third: top -> transition 1", "pop to second"])
    try h.send("deeper")
    #expect(try h.send("up") == ["C.third: up -> transition 1", "pop"])
    try h.send("deeper")
    #expect(try h.send(.systemBack) == ["pop"])
    #expect(h.stacks == "[home] / [second]")
  }

  @Test func aFurtherChildAfterTheFirstShowsItsScreenInTheModal() throws {
    for event in ["further", "pushedFurther"] {
      var h = try harness()
      try h.send("open")
      #expect(
        try h.send(event).suffix(2) == ["start child flow E at `more`", "set stack [eScreen]"])
      #expect(h.stacks == "[home] / [eScreen]")
      // `E`'s finish empties the modal again; `C`'s finish then dismisses it.
      #expect(
        try h.send("done") == [
          "E.eScreen: done -> transition 1", "E finished: done", "C.more: done -> transition 1",
          "dismiss", "C finished: closed", "P.modal: closed -> transition 1",
        ])
      #expect(h.stacks == "[home]")
    }
  }

  @Test func aChildPushedLaterPopsBackToItsParentsScreen() throws {
    var h = try harness()
    try h.send("open")
    try h.send("pushed")
    try h.send("again")
    #expect(h.stacks == "[home] / [second, dScreen]")
    #expect(
      try h.send("next") == [
        "D.dScreen: next -> transition 1", "pop to second", "D finished: next",
        "C.again: next -> transition 1",
      ])
    try h.send("again")
    #expect(
      try h.send("left").suffix(4) == [
        "C.again: left -> transition 1", "dismiss", "C finished: closed",
        "P.modal: closed -> transition 1",
      ])
    #expect(h.stacks == "[home]")
  }

  @Test func finishAfterTheFirstChildFinishesDismissesTheModalOnce() throws {
    var h = try harness()
    try h.send("open")
    #expect(
      try h.send("left") == [
        "D.dScreen: left -> transition 1", "D finished: left", "C.first: left -> transition 1",
        "dismiss", "C finished: closed", "P.modal: closed -> transition 1",
      ])
    #expect(h.stacks == "[home]")
    #expect(h.frames == "P@home")
  }

  /// `W`'s first node is `C`, whose first node is `D`: each finish leaves the stack presented for
  /// `W` to the flow below, and `W`'s own finish dismisses it.
  @Test func nestedFirstChildrenEachLeaveTheStackToTheFlowBelow() throws {
    var h = try harness()
    try h.send("wrap")
    try h.send("next")
    #expect(h.stacks == "[home] / [second]")
    #expect(try h.send("close").suffix(2) == ["W.c: closed -> transition 1", "set stack [last]"])
    #expect(h.stacks == "[home] / [last]")
    #expect(try h.send("end").contains("dismiss"))
    #expect(h.stacks == "[home]")
  }

  @Test func aSwipeEndsTheFlowsOfTheModal() throws {
    var h = try harness()
    try h.send("open")
    try h.send("next")
    #expect(try h.send(.systemDismiss) == ["dismiss", "C ended without a result"])
    #expect(h.frames == "P@home")
  }
}
