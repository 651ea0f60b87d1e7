import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@testable import GeneratedAppLaunch

/// A sensitive value reaches the app unchanged and never reaches an observer: the generated
/// `Auth` coordinator passes the typed password to `logIn`, and its record shows `<sensitive>`.
@MainActor
@Suite("Generated coordinators redact sensitive values")
struct SensitiveValueTests {
  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  final class App: AuthCoordinator.Screens, AuthCoordinator.Facts, AuthCoordinator.Actions,
    AuthCoordinator.Children
  {
    var welcome: FlowSender<AuthCoordinator.WelcomeEvent>?
    var logInForm: FlowSender<AuthCoordinator.LogInFormEvent>?
    var loggedIn: [(email: String, password: String)] = []

    func makeWelcome(send: FlowSender<AuthCoordinator.WelcomeEvent>)
      -> AnyObject
    {
      welcome = send
      return NSObject()
    }
    func makeSignUpForm(send: FlowSender<AuthCoordinator.SignUpFormEvent>)
      -> AnyObject
    { NSObject() }
    func makeLogInForm(send: FlowSender<AuthCoordinator.LogInFormEvent>)
      -> AnyObject
    {
      logInForm = send
      return NSObject()
    }
    func makeAuthenticating(
      email: String, send: FlowSender<AuthCoordinator.AuthenticatingEvent>
    ) -> AnyObject { NSObject() }
    func createAccount(email: String, password: String) {}
    func logIn(email: String, password: String) { loggedIn.append((email, password)) }
  }

  final class Navigator: FlowNavigator {
    func push(_ screen: AnyObject) {}
    func present(_ screen: AnyObject) {}
    func setStack(_ screens: [AnyObject]) {}
    func pop() {}
    func popTo(_ screen: AnyObject) {}
    func dismiss(count: Int) {}
  }

  @Test func theActionGetsTheRealPasswordAndTheRecordThePlaceholder() throws {
    let app = App()
    let session = FlowSession(navigator: Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let auth = AuthCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    auth.start(session: session)
    try #require(app.welcome != nil)
    app.welcome?(.logInTapped)
    app.logInForm?(.submitted(email: "ada@example.com", password: "correct-horse"))
    #expect(app.loggedIn.map(\.password) == ["correct-horse"])
    #expect(
      recorder.lines.contains(#"action logIn(email: "ada@example.com", password: <sensitive>)"#))
    #expect(!recorder.lines.contains { $0.contains("correct-horse") })
    _ = auth
  }

  /// The record of an ignored event names its case, never its payload: a password sent while
  /// paused does not reach an observer.
  @Test func anIgnoredEventsRecordShowsNoPayload() throws {
    let app = SensitiveValueTests.App()
    let session = FlowSession(navigator: SensitiveValueTests.Navigator())
    let recorder = SensitiveValueTests.Recorder()
    session.addObserver(recorder)
    let auth = AuthCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    auth.start(session: session)
    app.welcome?(.logInTapped)
    auth.pause()
    let delivery = app.logInForm?(
      .submitted(email: "ada@example.com", password: "correct-horse"))
    #expect(delivery == .ignored(.paused))
    #expect(recorder.lines.last == "Auth.logInForm: submitted ignored: the flow is paused")
    #expect(!recorder.lines.joined().contains("correct-horse"))
    #expect(app.loggedIn.isEmpty)
  }
}

/// The generated records of a module with a sensitive input, context field, action parameter,
/// child input, event payload and result payload are the runner's trace, line for line: the
/// generated code, compiled with `swiftc` and driven by its script driver, against `FlowMachine`.
@Suite("Generated records redact as the runner does")
struct SensitiveRecordParityTests {
  static let files = [
    SourceFile(
      path: "Door.flow.yaml",
      text: """
        flow: Door
        inputs: { token: { type: Int, sensitive: true } }
        context:
          pin: { type: Int?, sensitive: true }
          tries: { type: Int, default: 0 }
        actions: { unlock: { pin: { type: Int, sensitive: true }, tries: Int } }
        results: { opened: { pin: { type: Int?, sensitive: true } } }
        start: closed
        screens:
          closed:
            view: ClosedViewController
            events: { knock: {}, open: {} }
            on:
              knock: keypad
              open: { finish: { opened: { pin: pin } } }
          keypad:
            flow: Keypad
            inputs: { expected: token }
            on:
              entered:
                - when: "event.pin == token"
                  set: { pin: event.pin }
                  do: { unlock: { pin: event.pin, tries: tries } }
                - set: { tries: "tries + 1" }
        """),
    SourceFile(
      path: "Keypad.flow.yaml",
      text: """
        flow: Keypad
        inputs: { expected: { type: Int, sensitive: true } }
        results: { entered: { pin: { type: Int, sensitive: true } } }
        start: pad
        screens:
          pad:
            view: PadViewController
            events: { typed: { pin: { type: Int, sensitive: true } } }
            on:
              typed: { finish: { entered: { pin: event.pin } } }
        """),
  ]

  /// The script: a wrong PIN, the right one, then open.
  static let steps: [(event: String, fields: [String: String])] = [
    ("knock", [:]), ("typed", ["pin": "1111"]), ("knock", [:]), ("typed", ["pin": "4242"]),
    ("open", [:]),
  ]

  @Test func theCompiledRecordsAreTheRunnersTrace() throws {
    let result = FlowCompiler.validate(Self.files)
    #expect(result.diagnostics.sorted.isEmpty, "\(result.diagnostics.sorted.map(\.message))")
    let module = try #require(result.module)
    // The runner.
    let machine = FlowMachine(module: module)
    var (state, effects) = try machine.start(
      flow: "Door", inputs: ["token": .int(4242)], environment: [:])
    var trace = TraceRenderer.lines(effects)
    for step in Self.steps {
      let payload = step.fields.mapValues { Value.int(Int($0)!) }
      (state, effects) = try machine.step(
        state, .event(step.event, payload: payload), environment: [:])
      trace += TraceRenderer.lines(effects)
    }
    #expect(trace.contains("set pin = <sensitive>"))
    #expect(trace.contains("start child flow Keypad(expected: <sensitive>) at `keypad`"))
    #expect(!trace.joined().contains("4242") && !trace.joined().contains("1111"))
    // The generated code.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-sensitive-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for file in SwiftGenerator.generate(module, scriptDriver: true) {
      let url = directory.appendingPathComponent(file.path)
      try Data(file.contents.utf8).write(to: url)
      paths.append(url.path)
    }
    let steps = Self.steps.map { step in
      let fields = step.fields.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
      return "_ = driver.send(\"\(step.event)\", fields: [\(fields.isEmpty ? ":" : fields)])"
    }
    let main = directory.appendingPathComponent("main.swift")
    try Data(
      """
      let driver = FlowScriptDriver(flow: "Door", inputs: ["token": "4242"], environment: [:])!
      \(steps.joined(separator: "\n"))
      print(driver.records.joined(separator: "\\n"))

      """.utf8
    ).write(to: main)
    let executable = directory.appendingPathComponent("door").path
    let (status, output) = try Tool.run(
      ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-o", executable] + paths + [
        main.path
      ])
    try #require(status == 0, "\(output.prefix(2000))")
    let (runStatus, records) = try Tool.run([executable], includingStandardOutput: true)
    #expect(runStatus == 0)
    #expect(records.split(separator: "\n").map(String.init) == trace)
  }
}
