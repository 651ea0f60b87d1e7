import FlowRunner
import FlowSpec
import Testing

/// Sensitive values are used by the runner and never shown: effects, the echoed line, the JSON
/// trace, the final state, `:context`, `:env` and value errors show `<sensitive>`.
@Suite("Sensitive values in the runner")
struct RedactionTests {
  /// A lock opened with a PIN equal to the sensitive input `token`; everything about it is
  /// sensitive but `attempts` and `email`.
  static let vault = """
    flow: Vault
    inputs: { token: { type: String, sensitive: true } }
    context:
      pin: { type: String?, sensitive: true }
      attempts: { type: Int, default: 0 }
    environment: { apiKey: { type: String, sensitive: true } }
    actions:
      unlock: { key: { type: String, sensitive: true }, pin: { type: String, sensitive: true } }
    results: { opened: { pin: { type: String?, sensitive: true } } }
    start: lock
    screens:
      lock:
        view: LockViewController
        events:
          entered: { pin: { type: String, sensitive: true }, code: { type: Int, sensitive: true } }
          open: {}
        on:
          entered:
            - when: "event.pin == token"
              set: { pin: event.pin }
              do: { unlock: { key: apiKey, pin: event.pin } }
            - set: { attempts: "attempts + 1" }
          open: { finish: { opened: { pin: pin } } }
    """

  /// The secrets of `vault`'s runs: none may be printed.
  static let secrets = ["s3cret", "0000", "k3y", "4242", "4343", "not-a-number"]

  private func run(_ lines: [String], json: Bool = false) throws -> (String, ScriptRun.Outcome) {
    let result = FlowCompiler.validate([SourceFile(path: "Vault.flow.yaml", text: Self.vault)])
    #expect(result.diagnostics.sorted.isEmpty)
    let module = try #require(result.module)
    var output = ""
    let outcome = ScriptRun(options: .init(scriptName: "s.txt", jsonTrace: json)) {
      output += $0
    }.run(
      WalkthroughStart(
        module: module, flow: "Vault", inputs: [.init("token", "s3cret")],
        environment: [.init("apiKey", "k3y")]),
      lines: lines)
    return (output, outcome)
  }

  private func expectNoSecret(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for secret in Self.secrets {
      #expect(!text.contains(secret), "\(secret) shown", sourceLocation: sourceLocation)
    }
  }

  @Test func theTraceTheEchoAndTheResultShowThePlaceholderAndTheGuardUsesTheValue() throws {
    let (output, outcome) = try run([
      "entered pin=0000 code=4242", "entered pin=s3cret code=\"4343\"", ":context", "open",
    ])
    #expect(outcome.status == 0)
    expectNoSecret(output)
    #expect(
      output == """
          start Vault(token: <sensitive>)
          set stack [lock]
        > entered pin=<sensitive> code=<sensitive>
          Vault.lock: entered -> transition 2 (no earlier guard held)
          set attempts = 1
        > entered pin=<sensitive> code=<sensitive>
          Vault.lock: entered -> transition 1 (when event.pin == token)
          set pin = <sensitive>
          action unlock(key: <sensitive>, pin: <sensitive>)
        > :context
          Vault on lock
            input token = <sensitive>
            pin: String? = <sensitive>
            attempts: Int = 1
        > open
          Vault.lock: open -> transition 1
          Vault finished: opened(pin: <sensitive>)
        result: opened(pin: <sensitive>)

        """)
  }

  @Test func theJSONTraceShowsThePlaceholder() throws {
    let (output, outcome) = try run(
      ["entered pin=s3cret code=4242", ":env apiKey=k3y"], json: true)
    #expect(outcome.status == 0)
    expectNoSecret(output)
    #expect(output.contains(#""input": "entered pin=<sensitive> code=<sensitive>""#))
    #expect(
      output.contains(#""arguments": {"key": {"sensitive": true}, "pin": {"sensitive": true}}"#))
    #expect(output.contains(#""input": ":env apiKey=<sensitive>""#))
  }

  @Test func theFinalStateAndEnvironmentAnswersShowThePlaceholder() throws {
    let (output, _) = try run(["entered pin=s3cret code=1", ":env apiKey=k3y"])
    expectNoSecret(output)
    #expect(output.contains("> :env apiKey=<sensitive>\n  environment apiKey = <sensitive>\n"))
    #expect(output.contains("context:\n  Vault on lock\n    input token = <sensitive>\n"))
    #expect(output.contains("    pin: String? = <sensitive>\n"))
  }

  @Test func aValueThatDoesNotParseIsNotQuotedInTheError() throws {
    let (output, outcome) = try run(["entered pin=0000 code=not-a-number"])
    expectNoSecret(output + (outcome.error ?? ""))
    #expect(
      outcome.error == "s.txt:1:1: error: `code`: the value is not Int (not shown: sensitive)")
  }

  @Test func theMachineKeepsTheRealValues() throws {
    var harness = try MachineHarness(
      Self.vault, flow: "Vault", inputs: ["token": .string("s3cret")],
      environment: ["apiKey": .string("k3y")])
    try harness.send("entered", ["pin": .string("s3cret"), "code": .int(1)])
    #expect(harness.state.frames[0].context["pin"] == .string("s3cret"))
    #expect(harness.trace.contains("action unlock(key: <sensitive>, pin: <sensitive>)"))
    try harness.send("open")
    #expect(harness.state.finished?.payload == [NamedValue("pin", .string("s3cret"))])
  }

  @Test func aWronglyTypedSensitiveEnvironmentValueIsNotQuoted() throws {
    var harness = try MachineHarness(
      Self.vault, flow: "Vault", inputs: ["token": .string("s3cret")],
      environment: ["apiKey": .int(4242)])
    #expect(
      throws: MachineError.environmentType(
        name: "apiKey", expected: "String", found: "<sensitive>")
    ) {
      try harness.send("entered", ["pin": .string("s3cret"), "code": .int(1)])
    }
  }

  @Test func aWronglyTypedSensitiveInputIsNotQuoted() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Vault.flow.yaml", text: Self.vault)])
    let machine = FlowMachine(module: try #require(result.module))
    #expect(throws: MachineError.input("input `token` must be String, not <sensitive>")) {
      _ = try machine.start(
        flow: "Vault", inputs: ["token": .int(4242)], environment: [:])
    }
  }

  @Test func theEchoKeepsTheOtherValuesAsTheyParse() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Vault.flow.yaml", text: Self.vault)])
    let module = try #require(result.module)
    let (walkthrough, _) = try Walkthrough.start(
      module: module, flow: "Vault", inputs: ["token": .string("s3cret")], environment: [:])
    let line = #"1 code=4242 pin="a \"b\" #c""#
    let command = try #require(try WalkthroughCommand.parse(line))
    let shown = walkthrough.shownLine(line, command: command)
    #expect(shown == "1 code=<sensitive> pin=<sensitive>")
    let plain = "open"
    #expect(walkthrough.shownLine(plain, command: .event("open", fields: [])) == plain)
  }
}
