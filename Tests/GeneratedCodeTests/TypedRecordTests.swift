import Foundation
import Testing

@testable import GeneratedAppLaunch

/// Records are typed values an analytics observer switches on: the kind, the flow, screen and
/// event, the transition's position, the fields with typed values, the navigation operation. The
/// password the `Auth` flow's action receives is held by no record: `.sensitive` stands in.
@MainActor
@Suite("Typed records")
struct TypedRecordTests {
  final class Recorder: FlowObserver {
    var records: [FlowRecord] = []
    func flowDidRecord(_ record: FlowRecord) { records.append(record) }
  }

  @Test func aLogInIsRecordedAsTypedParts() throws {
    let app = SensitiveValueTests.App()
    let session = FlowSession(navigator: SensitiveValueTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let auth = AuthCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    auth.start(session: session)
    app.welcome?(.logInTapped)
    app.logInForm?(.submitted(email: "ada@example.com", password: "correct-horse"))
    let email = FlowValue.string("ada@example.com")
    #expect(
      recorder.records == [
        .flowStarted(flow: "Auth", node: nil, inputs: []),
        .navigation(.setStack(screens: ["welcome"])),
        .transition(
          flow: "Auth", screen: "welcome", event: "logInTapped", index: 0, condition: nil),
        .navigation(.push(screen: "logInForm")),
        .transition(
          flow: "Auth", screen: "logInForm", event: "submitted", index: 0, condition: nil),
        .set(flow: "Auth", field: "email", value: email),
        .action(
          flow: "Auth", name: "logIn",
          arguments: [.init("email", email), .init("password", .sensitive)]),
        .navigation(.push(screen: "authenticating")),
      ])
    // The description is the runner's trace line.
    #expect(
      recorder.records.map(\.description) == [
        "start Auth", "set stack [welcome]", "Auth.welcome: logInTapped -> transition 1",
        "push logInForm", "Auth.logInForm: submitted -> transition 1",
        #"set email = "ada@example.com""#,
        #"action logIn(email: "ada@example.com", password: <sensitive>)"#, "push authenticating",
      ])
    _ = auth
  }

  @Test func pausedEventsAreIgnoredWithTheirReason() throws {
    let app = SensitiveValueTests.App()
    let session = FlowSession(navigator: SensitiveValueTests.Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let auth = AuthCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    auth.start(session: session)
    auth.pause()
    app.welcome?(.logInTapped)
    let ignored = FlowRecord.ignored(
      flow: "Auth", screen: "welcome", event: "logInTapped", reason: .paused)
    #expect(recorder.records.last == ignored)
    #expect(ignored.description == "Auth.welcome: logInTapped ignored: the flow is paused")
  }

  @Test func valuesDescribeThemselvesAsTheRunnerPrintsThem() {
    let values: [(FlowValue, String)] = [
      (.string("a \"b\"\n"), #""a \"b\"\n""#), (.int(-3), "-3"), (.double(2), "2.0"),
      (.bool(true), "true"), (.url(URL(string: "https://example.com/a")!), "https://example.com/a"),
      (.date(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00Z"),
      (.enumCase(type: "Tier", name: "basic"), ".basic"),
      (.app(type: "User", description: "User(u1)"), "User(u1)"),
      (.list([.int(1), .absent]), "[1, nil]"), (.absent, "nil"), (.sensitive, "<sensitive>"),
      (.optional(Int?.none) { .int($0) }, "nil"), (.list(["x"]) { .string($0) }, #"["x"]"#),
    ]
    for (value, text) in values { #expect(value.description == text) }
    #expect(
      FlowRecord.navigation(.dismiss(count: 2)).description == "dismiss 2"
        && FlowRecord.rootFinished(flow: "A", result: "done", payload: [.init("n", .int(1))])
          .description == "A finished: done(n: 1)"
    )
  }

  @Test func aNavigationDescribesItselfAsItsRecordsLine() {
    let operations: [(FlowNavigation, String)] = [
      (.push(screen: "detail"), "push detail"), (.pop, "pop"),
      (.popTo(screen: "list"), "pop to list"),
      (.setStack(screens: ["a", "b"]), "set stack [a, b]"), (.dismiss(count: 1), "dismiss"),
      (.tabs(names: ["feed", "me"]), "tabs [feed, me]"), (.selectTab(name: "me"), "select tab me"),
      (.present(screen: "editor", presentation: .standard), "present editor"),
    ]
    for (operation, text) in operations {
      #expect(operation.description == text)
      #expect(FlowRecord.navigation(operation).description == text)
    }
  }
}
