import Foundation
import Testing

@testable import GeneratedAppLaunch

/// A child flow is reached through its own protocol (`AuthFlow`), so the app can replace it: a
/// `Children` factory returns a hand-written double, and every factory it does not write builds
/// the generated coordinator.
@MainActor
@Suite("Child flows can be replaced")
struct ChildSubstitutionTests {
  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  final class Navigator: FlowNavigator {
    var operations: [String] = []
    func push(_ screen: AnyObject) { operations.append("push \(screen)") }
    func present(_ screen: AnyObject) { operations.append("present \(screen)") }
    func setStack(_ screens: [AnyObject]) { operations.append("set \(screens.map { "\($0)" })") }
    func pop() { operations.append("pop") }
    func popTo(_ screen: AnyObject) { operations.append("pop to \(screen)") }
    func dismiss(count: Int) { operations.append("dismiss \(count)") }
  }

  /// A screen that prints as its name.
  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  /// Stands in for the Auth flow: it shows nothing, notes how it was started, and signs in either
  /// at once or when the test says.
  final class AuthDouble: AuthFlow {
    let finishesAtOnce: Bool
    var started: FlowStart<AuthCoordinator.Outcome>?
    var starts = 0
    var isPaused = false

    init(finishesAtOnce: Bool) { self.finishesAtOnce = finishesAtOnce }

    func start(_ start: FlowStart<AuthCoordinator.Outcome>) {
      started = start
      starts += 1
      if finishesAtOnce { start.finish(.signedIn(user: User(token: "double"))) }
    }
    func pause() { isPaused = true }
    func resume() { isPaused = false }
  }

  /// App's dependencies; its only child factory returns the double.
  final class App: AppCoordinator.Screens, AppCoordinator.Facts, AppCoordinator.Actions,
    AppCoordinator.Children
  {
    let auth: AuthDouble
    var isLoggedIn = false
    var signOut: FlowSender<AppCoordinator.SettingsEvent>?
    var openSettings: FlowSender<AppCoordinator.HomeEvent>?

    init(auth: AuthDouble) { self.auth = auth }

    func makeAuth(inputs: AuthCoordinator.Inputs) -> any AuthFlow { auth }
    func makeHome(send: FlowSender<AppCoordinator.HomeEvent>) -> AnyObject {
      openSettings = send
      return Screen("home")
    }
    func makeSettings(send: FlowSender<AppCoordinator.SettingsEvent>)
      -> AnyObject
    {
      signOut = send
      return Screen("settings")
    }
    func endSession() {}
  }

  /// Everything one flow and its child need, in one object: it writes no factory, so `makeAuth`
  /// is the default, which builds the generated `AuthCoordinator`.
  final class Everything: AppCoordinator.Dependencies, AuthCoordinator.Dependencies {
    var isLoggedIn = false
    func makeHome(send: FlowSender<AppCoordinator.HomeEvent>) -> AnyObject {
      Screen("home")
    }
    func makeSettings(send: FlowSender<AppCoordinator.SettingsEvent>)
      -> AnyObject
    { Screen("settings") }
    func endSession() {}
    func makeWelcome(send: FlowSender<AuthCoordinator.WelcomeEvent>)
      -> AnyObject
    { Screen("welcome") }
    func makeSignUpForm(send: FlowSender<AuthCoordinator.SignUpFormEvent>)
      -> AnyObject
    { Screen("signUpForm") }
    func makeLogInForm(send: FlowSender<AuthCoordinator.LogInFormEvent>)
      -> AnyObject
    { Screen("logInForm") }
    func makeAuthenticating(
      email: String, send: FlowSender<AuthCoordinator.AuthenticatingEvent>
    ) -> AnyObject { Screen("authenticating") }
    func createAccount(email: String, password: String) {}
    func logIn(email: String, password: String) {}
  }

  @Test func aDoubleThatFinishesAtOnceHandsItsOutcomeToTheParent() {
    let double = AuthDouble(finishesAtOnce: true)
    let app = App(auth: double)
    let navigator = Navigator()
    let session = FlowSession(navigator: navigator)
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = AppCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinator.start(session: session)

    #expect(double.started?.node == "auth")
    #expect(navigator.operations == ["set [\"home\"]"])
    #expect(
      recorder.lines == [
        "start App", "App start -> choice 2 (no earlier guard held)",
        "App.auth: signedIn -> transition 1",
        "set stack [home]",
      ])
  }

  @Test func aDoubleThatFinishesLaterIsPausedWithItsParentAndStartedAgain() throws {
    let double = AuthDouble(finishesAtOnce: false)
    let app = App(auth: double)
    let navigator = Navigator()
    let session = FlowSession(navigator: navigator)
    let coordinator = AppCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinator.start(session: session)
    let start = try #require(double.started)
    #expect(navigator.operations.isEmpty, "the double shows nothing")

    coordinator.pause()
    #expect(double.isPaused, "pausing the parent pauses its running child")
    coordinator.resume()
    #expect(!double.isPaused)

    start.finish(.signedIn(user: User(token: "later")))
    #expect(navigator.operations == ["set [\"home\"]"])

    app.openSettings?(.openSettings)
    #expect(navigator.operations == ["set [\"home\"]", "push settings"])
    app.signOut?(.signOut)
    #expect(double.starts == 2, "sign-out starts the Auth flow again, through the same factory")
  }

  @Test func aFactoryTheAppDoesNotWriteBuildsTheGeneratedCoordinator() {
    let everything = Everything()
    let child = everything.makeAuth(inputs: .init())
    #expect(child is AuthCoordinator)

    let navigator = Navigator()
    let session = FlowSession(navigator: navigator)
    let coordinator = AppCoordinator(
      inputs: .init(), screens: everything, environment: everything, actions: everything,
      children: everything)
    coordinator.start(session: session)
    #expect(navigator.operations == ["set [\"welcome\"]"])
  }
}
