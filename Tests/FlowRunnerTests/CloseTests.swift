import FlowRunner
import FlowSpec
import FlowTestSupport
import Testing

/// `close` pops the screen where it was pushed and dismisses its stack where it is the root of a
/// stack this flow presented (docs/semantics.md, "An event").
@Suite("close")
struct CloseTests {
  @Test func closePopsAPushedScreenAndDismissesAPresentedOne() throws {
    var h = try MachineHarness(CloseFixtures.receipt, flow: "Receipt")
    try h.send("push")
    #expect(try h.send("close") == ["Receipt.detail: close -> transition 1", "pop"])
    #expect(h.stacks == "[summary]")
    try h.send("show")
    #expect(h.stacks == "[summary] / [detail]")
    #expect(try h.send("close") == ["Receipt.detail: close -> transition 1", "dismiss"])
    #expect(h.stacks == "[summary]")
    #expect(h.frames == "Receipt@summary")
  }

  @Test func closeAboveAPresentedRootPopsFirst() throws {
    var h = try MachineHarness(CloseFixtures.receipt, flow: "Receipt")
    try h.send("show")
    try h.send("more")
    #expect(try h.send("close") == ["Receipt.extra: close -> transition 1", "pop"])
    #expect(h.stacks == "[summary] / [detail]")
    #expect(try h.send("close").last == "dismiss")
    #expect(h.frames == "Receipt@summary")
  }
}
