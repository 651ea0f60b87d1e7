import FlowRunner
import FlowSpec
import Testing

/// What the interactive walkthrough shows of a screen: the inputs it is shown with, and its
/// events with their payload fields, sensitive ones marked.
@Suite("State renderer: a screen's inputs and events")
struct StateRendererTests {
  static let account = """
    flow: Account
    inputs:
      user: String
    context:
      pin: { type: String, sensitive: true, default: "'0000'" }
    environment:
      theme: String
    start: profile
    screens:
      profile:
        inputs: { name: user, secret: pin, style: theme }
        events:
          save: { email: String, password: { type: String, sensitive: true } }
          lock: { pin: { type: String, sensitive: true } }
        on:
          save: stay
          lock: { set: { pin: event.pin }, stay: true }
    """

  private func start() throws -> Walkthrough {
    let files = [SourceFile(path: "Account.flow.yaml", text: Self.account)]
    let result = FlowCompiler.validate(files)
    let module = try #require(
      result.module,
      "\(DiagnosticRenderer(files: files, colors: false).render(result.diagnostics))")
    return try WalkthroughStart(
      module: module, flow: "Account", inputs: [.init("user", "ana")], environment: []
    ).begin().0
  }

  @Test func theScreenInputsAreShownAsTheyAreNow() throws {
    var walkthrough = try start()
    let renderer = StateRenderer(machine: walkthrough.machine, colors: false)
    // A sensitive value as the placeholder; the environment value not answered yet, unknown.
    #expect(
      renderer.screenInputs(walkthrough.state, environment: walkthrough.environment) == [
        "shows name = \"ana\"", "shows secret = <sensitive>", "shows style = ?",
      ])
    walkthrough.answer("theme", .string("dark"))
    #expect(
      renderer.screenInputs(walkthrough.state, environment: walkthrough.environment) == [
        "shows name = \"ana\"", "shows secret = <sensitive>", "shows style = \"dark\"",
      ])
  }

  @Test func sensitiveEventFieldsAreMarked() throws {
    let walkthrough = try start()
    let renderer = StateRenderer(machine: walkthrough.machine, colors: false)
    #expect(
      renderer.events(walkthrough.state) == [
        "1. save(email: String, password: String (sensitive))",
        "2. lock(pin: String (sensitive))",
      ])
  }
}
