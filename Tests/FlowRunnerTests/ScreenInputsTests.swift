import FlowRunner
import FlowSpec
import FlowTestSupport
import Testing

/// `FlowMachine.screenInputs`: the top screen's inputs as `flowc serve`'s page shows them,
/// evaluated in the frame that shows it, redacted as an `update` line is, nil where a value is
/// not known yet.
@Suite("Screen inputs")
struct ScreenInputsTests {
  private static let lock = """
    flow: Lock
    context:
      pin: { type: Int, default: 1234, sensitive: true }
      tries: { type: Int, default: 0 }
    environment: { owner: String }
    results: { opened: {} }
    start: pad
    screens:
      pad:
        inputs: { masked: pin, tries: tries, owner: owner }
        events: { entered: {}, open: {} }
        on:
          entered: { set: { tries: "tries + 1" } }
          open: { finish: opened }
    """

  private func inputs(_ harness: MachineHarness) -> [String] {
    harness.machine.screenInputs(in: harness.state, environment: harness.environment).map {
      "\($0.name): \($0.value.map(\.description) ?? "nil")"
    }
  }

  @Test func theTopScreensInputsAreEvaluatedInItsOwnFrame() throws {
    var harness = try MachineHarness(
      LiveScreenFixtures.notes, LiveScreenFixtures.editor, flow: "Notes")
    #expect(inputs(harness) == [#"title: "untitled""#, "count: 0"])
    try harness.send("open")
    try harness.send("edit")
    // The child's form, in the child's frame.
    #expect(inputs(harness) == [#"draft: "untitled""#])
  }

  @Test func aSensitiveValueIsRedactedAndAnUnknownOneIsNil() throws {
    var harness = try MachineHarness(
      Self.lock, flow: "Lock", environment: ["owner": .string("ana")])
    try harness.send("entered")
    #expect(inputs(harness) == ["masked: <sensitive>", "tries: 1", #"owner: "ana""#])
    harness.environment = [:]
    #expect(inputs(harness) == ["masked: <sensitive>", "tries: 1", "owner: nil"])
    try harness.send("open")
    #expect(inputs(harness).isEmpty, "the root flow has finished")
  }
}
