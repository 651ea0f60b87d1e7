import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// `--access public` and `package`: the generated module compiles as a library of its own, another
/// module uses its API, and the runtime's plumbing is out of that module's reach.
@Suite("Access levels of the generated API")
struct GeneratedAccessTests {
  /// The app code a client module writes: the whole API an app needs, and nothing more.
  static let client = """
    import Flows

    @MainActor final class App: AppCoordinator.Dependencies, AuthCoordinator.Dependencies {
      var isLoggedIn: Bool { false }
      func endSession() {}
      func makeHome(send: FlowSender<AppCoordinator.HomeEvent>) -> AnyObject {
        App()
      }
      func makeSettings(send: FlowSender<AppCoordinator.SettingsEvent>)
        -> AnyObject { App() }
      func makeWelcome(send: FlowSender<AuthCoordinator.WelcomeEvent>)
        -> AnyObject { App() }
      func makeSignUpForm(send: FlowSender<AuthCoordinator.SignUpFormEvent>)
        -> AnyObject { App() }
      func makeLogInForm(send: FlowSender<AuthCoordinator.LogInFormEvent>)
        -> AnyObject { App() }
      func makeAuthenticating(
        email: String, send: FlowSender<AuthCoordinator.AuthenticatingEvent>
      ) -> AnyObject { App() }
      func createAccount(email: String, password: String) {}
      func logIn(email: String, password: String) {}
    }

    @MainActor final class Navigator: FlowNavigator {
      func push(_ screen: AnyObject) {}
      func present(_ screen: AnyObject) {}
      func setStack(_ screens: [AnyObject]) {}
      func pop() {}
      func popTo(_ screen: AnyObject) {}
      func dismiss(count: Int) {}
    }

    @MainActor final class SheetNavigator: FlowNavigator {
      var styles: [FlowPresentationStyle] = []
      var detents: [[FlowSheetDetent]] = []
      func push(_ screen: AnyObject) {}
      func present(_ screen: AnyObject) {}
      func present(_ screen: AnyObject, as presentation: FlowPresentation) {
        styles.append(presentation.style)
        detents.append(presentation.detents)
        _ = presentation.allowsSwipe
      }
      func setStack(_ screens: [AnyObject]) {}
      func pop() {}
      func popTo(_ screen: AnyObject) {}
      func dismiss(count: Int) {}
    }

    @MainActor final class Analytics: FlowObserver {
      func flowDidRecord(_ record: FlowRecord) { print(record.description) }
    }

    @MainActor final class SignedIn: AuthFlow {
      func start(_ start: FlowStart<AuthCoordinator.Outcome>) {
        start.finish(.signedIn(user: User(token: start.node)))
      }
      func pause() {}
      func resume() {}
    }

    @MainActor func run() -> AppCoordinator {
      let app = App()
      let session = FlowSession(navigator: Navigator())
      session.addObserver(Analytics())
      let coordinator = AppCoordinator(
        inputs: AppCoordinator.Inputs(), screens: app, environment: app, actions: app, children: app)
      coordinator.start(session: session) { _ in }
      coordinator.pause()
      coordinator.resume()
      _ = (session.canGoBack, session.canDismiss, session.topScreen, session.flowLimit)
      session.systemDidPop()
      session.systemDidDismiss()
      Navigator().present(App(), as: .standard)
      SheetNavigator().present(
        App(), as: FlowPresentation(style: .pageSheet, detents: [.medium, .large], allowsSwipe: false))
      coordinator.stop()
      let child: any AuthFlow = app.makeAuth(inputs: AuthCoordinator.Inputs())
      _ = child
      let preview = FlowSender<AppCoordinator.HomeEvent> { _ in .ignored(.paused) }
      if case .ignored(let reason) = preview(.openSettings) { print(reason.description) }
      return coordinator
    }

    """

  /// Plumbing a client tries to reach, one attempt a line; each must fail to compile. (FlowSender's
  /// internal `init(showing:_:)` is reached through its internal `showing`: swiftc 6.3 crashes
  /// after the right error when a trailing closure is given to that initializer from outside.)
  static let plumbing = [
    "coordinator.flowWasCancelled()",
    "coordinator.childWasCancelled()",
    "session.record(\"x\")",
    "session.step {}",
    "session.stop(coordinator)",
    "session.show(coordinator, named: \"home\", for: coordinator, .root)",
    "_ = FlowSession.Placement.root",
    "_ = FlowStart<AuthCoordinator.Outcome>(session: session, placement: .root, node: \"auth\") { _ in }",
    "_ = flowDescription(1)",
    "let frame: any FlowFrame = coordinator",
    "_ = FlowSender<Int> { _ in .handled }.showing",
    "let sender: FlowSender<Int> = session.sender(\"home\", of: coordinator)",
    "_ = FlowPresentation.standard.written",
    "coordinator.stackWasSwipedAway(presentedFor: \"home\")",
  ]

  /// Emits the AppLaunch module generated at `access` as `Flows` (with a public `User`) into a
  /// new folder; compiles `client` against it.
  static func compile(
    access: GeneratedAccess, client text: String
  ) throws -> (emitted: (status: Int32, output: String), client: (status: Int32, output: String)) {
    let module = try #require(FlowCompiler.validate(ExampleTests.files(of: "AppLaunch")).module)
    let user =
      "public struct User: Sendable, CustomStringConvertible {\n  public var token: String\n"
      + "  public var description: String { token }\n"
      + "  public init(token: String) { self.token = token }\n}\n"
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module, access: access), extra: [("User.swift", user)],
      prefix: "flowc-access")
    defer { compilation.remove() }
    let folder = compilation.directory.path
    let package = access == .package ? ["-package-name", "App"] : []
    let emitted = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
        "-enable-upcoming-feature", "ExistentialAny", "-emit-module", "-module-name", "Flows",
        "-emit-module-path", folder + "/Flows.swiftmodule",
      ] + package + compilation.paths)
    let clientPath = folder + "/Client.swift"
    try Data(text.utf8).write(to: URL(fileURLWithPath: clientPath))
    let client = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck",
        "-I", folder,
      ] + package + [clientPath])
    return (emitted, client)
  }

  @Test(arguments: [GeneratedAccess.public, .package])
  func anotherModuleUsesTheAPIButNotThePlumbing(_ access: GeneratedAccess) throws {
    // One function an attempt, each on one line, so that each error is found at its line (and
    // one attempt's errors cannot hide another's).
    let lines = Self.plumbing.enumerated().map { index, attempt in
      "@MainActor func attempt\(index)(_ coordinator: AppCoordinator, _ session: FlowSession) { "
        + attempt + " }"
    }
    let attempts = Self.client + lines.joined(separator: "\n") + "\n"
    let good = try Self.compile(access: access, client: Self.client)
    #expect(good.emitted.status == 0, "\(good.emitted.output)")
    #expect(good.client.status == 0, "\(good.client.output)")

    let bad = try Self.compile(access: access, client: attempts)
    #expect(bad.client.status != 0)
    let firstLine = Self.client.split(separator: "\n", omittingEmptySubsequences: false).count
    for (offset, attempt) in Self.plumbing.enumerated() {
      let location = "Client.swift:\(firstLine + offset):"
      let error = bad.client.output.split(separator: "\n").first {
        $0.contains(location) && $0.contains("error:")
      }
      #expect(error != nil, "`\(attempt)` compiled from another module:\n\(bad.client.output)")
    }
  }

  /// The default, internal, writes no access modifier at all: the generated code reads as before.
  @Test func internalWritesNoModifiers() throws {
    let module = try #require(FlowCompiler.validate(ExampleTests.files(of: "AppLaunch")).module)
    for file in SwiftGenerator.generate(module) {
      #expect(!file.contents.contains("public "), "\(file.path)")
      #expect(!file.contents.contains("package "), "\(file.path)")
    }
  }
}
