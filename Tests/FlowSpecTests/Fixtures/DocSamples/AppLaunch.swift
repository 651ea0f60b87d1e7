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
  // Names alone: a record's `description` holds its values (an email among them).
  func flowDidRecord(_ record: FlowRecord) {
    guard case .transition(let flow, let screen, let event, _, _) = record else { return }
    lines.append("\(flow).\(screen).\(event)")
  }
  func rootEnded(_ withoutOutcome: Bool) { lines.append("root ended") }
  func answerIgnored(_ reason: FlowIgnoredReason) { lines.append("answer ignored: \(reason)") }
}

@MainActor
final class AuthDependencies: AuthCoordinator.Screens, AuthCoordinator.Facts,
  AuthCoordinator.Actions, AuthCoordinator.Children
{
  func makeWelcome(send: FlowSender<AuthCoordinator.WelcomeEvent>) -> AnyObject {
    UIViewController()
  }
  func makeSignUpForm(
    send: FlowSender<AuthCoordinator.SignUpFormEvent>
  ) -> AnyObject {
    UIViewController()
  }
  func makeLogInForm(send: FlowSender<AuthCoordinator.LogInFormEvent>)
    -> AnyObject
  {
    UIViewController()
  }
  func makeAuthenticating(
    email: String, send: FlowSender<AuthCoordinator.AuthenticatingEvent>
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

/// The app's navigation bar styling, told what each navigation controller shows.
final class NavigationBarStyler: NSObject, UINavigationControllerDelegate {
  static let shared = NavigationBarStyler()
}
