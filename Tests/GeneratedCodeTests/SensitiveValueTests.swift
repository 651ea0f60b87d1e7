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

  final class App: AuthCoordinator.Screens, AuthCoordinator.Environment, AuthCoordinator.Actions,
    AuthCoordinator.Children
  {
    var welcome: (@MainActor (AuthCoordinator.WelcomeEvent) -> Void)?
    var logInForm: (@MainActor (AuthCoordinator.LogInFormEvent) -> Void)?
    var loggedIn: [(email: String, password: String)] = []

    func makeWelcome(send: @escaping @MainActor (AuthCoordinator.WelcomeEvent) -> Void)
      -> AnyObject
    {
      welcome = send
      return NSObject()
    }
    func makeSignUpForm(send: @escaping @MainActor (AuthCoordinator.SignUpFormEvent) -> Void)
      -> AnyObject
    { NSObject() }
    func makeLogInForm(send: @escaping @MainActor (AuthCoordinator.LogInFormEvent) -> Void)
      -> AnyObject
    {
      logInForm = send
      return NSObject()
    }
    func makeAuthenticating(
      email: String, send: @escaping @MainActor (AuthCoordinator.AuthenticatingEvent) -> Void
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
}
