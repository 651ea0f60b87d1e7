// What the sample in docs/adopting-generated-code.md leaves to the app: its view controllers,
// its session store, its analytics, and the Auth flow's dependencies. Compiled with the sample
// and the generated code of Examples/AppLaunch by DocSampleTests.

import UIKit

final class HomeViewController: UIViewController {
  var onSettingsTapped: (() -> Void)?
}

final class SettingsViewController: UIViewController {
  var onSignOutTapped: (() -> Void)?
}

@MainActor
final class SessionStore {
  static let shared = SessionStore()
  var token: String?
}

@MainActor
final class Analytics: FlowObserver {
  static let shared = Analytics()
  private(set) var lines: [String] = []
  func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  func rootEnded(_ withoutOutcome: Bool) { lines.append("root ended") }
}

@MainActor
final class AuthDependencies: AuthCoordinator.Screens, AuthCoordinator.Facts,
  AuthCoordinator.Actions, AuthCoordinator.Children
{
  func makeWelcome(send: @escaping @MainActor (AuthCoordinator.WelcomeEvent) -> Void) -> AnyObject {
    UIViewController()
  }
  func makeSignUpForm(
    send: @escaping @MainActor (AuthCoordinator.SignUpFormEvent) -> Void
  ) -> AnyObject {
    UIViewController()
  }
  func makeLogInForm(send: @escaping @MainActor (AuthCoordinator.LogInFormEvent) -> Void)
    -> AnyObject
  {
    UIViewController()
  }
  func makeAuthenticating(
    email: String, send: @escaping @MainActor (AuthCoordinator.AuthenticatingEvent) -> Void
  ) -> AnyObject {
    UIViewController()
  }
  func createAccount(email: String, password: String) {}
  func logIn(email: String, password: String) {}
}

/// The app's signed-in user, which the Auth flow hands back; records show its `description`.
struct User: CustomStringConvertible {
  var email: String
  var description: String { "User(\(email))" }
}
