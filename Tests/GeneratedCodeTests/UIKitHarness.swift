import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing
import UIKit

@testable import GeneratedAppLaunch
@testable import GeneratedEventCreation
@testable import GeneratedOrderDetail
@testable import GeneratedPhotoEditing
@testable import GeneratedRepositoryList
@testable import GeneratedRestaurants
@testable import GeneratedTabbedPhotos

/// What the UIKit tests need of a module's script driver running on its `UIKitFlowNavigator`.
@MainActor
protocol UIKitDriving: ScriptDriving {
  /// The session's stacks, as its model has them.
  var screenStacks: [[AnyObject]] { get }
  /// The session's top screen.
  var topScreen: AnyObject? { get }
  /// Whether the navigator has brought every operation to UIKit.
  var navigatorIsIdle: Bool { get }
}

extension GeneratedAppLaunch.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedAppLaunch.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedEventCreation.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedEventCreation.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedOrderDetail.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedOrderDetail.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedPhotoEditing.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedPhotoEditing.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedRepositoryList.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedRepositoryList.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedRestaurants.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedRestaurants.UIKitFlowNavigator)?.isIdle == true
  }
}
extension GeneratedTabbedPhotos.FlowScriptDriver: UIKitDriving {
  var screenStacks: [[AnyObject]] { session.screenStacks }
  var topScreen: AnyObject? { session.topScreen }
  var navigatorIsIdle: Bool {
    (session.navigator as? GeneratedTabbedPhotos.UIKitFlowNavigator)?.isIdle == true
  }
}

/// A module's coordinators started by its script driver on its `UIKitFlowNavigator`, in the
/// UIKit model's key window.
@MainActor
struct UIKitRun {
  let driver: any UIKitDriving
  let root: UINavigationController
  let window: UIWindow

  /// Starts a run of `module`'s `flow`; the model is reset first.
  static func start(
    _ module: String, flow: String, inputs: [String: String], environment: [String: String]
  ) -> UIKitRun? {
    UIKitModel.reset()
    switch module {
    case "AppLaunch":
      let navigator = GeneratedAppLaunch.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedAppLaunch.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "EventCreation":
      let navigator = GeneratedEventCreation.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedEventCreation.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "OrderDetail":
      let navigator = GeneratedOrderDetail.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedOrderDetail.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "PhotoEditing":
      let navigator = GeneratedPhotoEditing.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedPhotoEditing.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "RepositoryList":
      let navigator = GeneratedRepositoryList.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedRepositoryList.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "Restaurants":
      let navigator = GeneratedRestaurants.UIKitFlowNavigator()
      let window = UIKitRun.window(navigator.root)
      return GeneratedRestaurants.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        // A mismatch fails the test through its record (`settle`), not by stopping the run.
        navigator.assertsOnMismatch = false
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    case "TabbedPhotos":
      // A tab container makes its tab bar controller as it starts: the window shows it after.
      let navigator = GeneratedTabbedPhotos.UIKitFlowNavigator()
      navigator.assertsOnMismatch = false
      return GeneratedTabbedPhotos.FlowScriptDriver(
        flow: flow, inputs: inputs, environment: environment, navigator: navigator
      ).map { driver in
        navigator.session = driver.session
        let window = UIKitRun.window(navigator.rootViewController)
        return UIKitRun(driver: driver, root: navigator.root, window: window)
      }
    default:
      return nil
    }
  }

  /// A key window whose root is `root`.
  static func window(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// The window's root view controller (for a tab container, its selected tab's navigation
  /// controller) and what is presented over it, bottom first.
  var chain: [UIViewController] {
    let shown = window.rootViewController
    var chain: [UIViewController] = [tabBar?.selectedViewController ?? shown ?? root]
    while let next = chain[chain.count - 1].presentedViewController { chain.append(next) }
    return chain
  }

  /// The topmost navigation controller shown: where the user's back gesture goes.
  var topNavigation: UINavigationController? {
    chain.last { $0 is UINavigationController } as? UINavigationController
  }

  /// The tab bar controller the window shows, if the root flow is a tab container.
  var tabBar: UITabBarController? { window.rootViewController as? UITabBarController }

  /// The topmost presented view controller, if any.
  var topPresented: UIViewController? { chain.count > 1 ? chain[chain.count - 1] : nil }

  /// The session's stacks, as object identities.
  var model: [[ObjectIdentifier]] {
    driver.screenStacks.map { $0.map(ObjectIdentifier.init) }
  }

  /// The stacks UIKit shows (alerts the screens put up left out), as object identities.
  var visible: [[ObjectIdentifier]] {
    UIKitModel.visibleControllers()
      .filter { !($0.count == 1 && $0[0] is UIAlertController) }
      .map { $0.map(ObjectIdentifier.init) }
  }

  /// Runs the main queue until UIKit is idle, then checks that it shows the session's model,
  /// that the navigator has nothing left to do, and that UIKit logged or raised nothing.
  func settle(_ context: @autoclosure () -> String) {
    UIKitModel.runUntilIdle()
    #expect(driver.navigatorIsIdle, "\(context()): the navigator still waits")
    #expect(visible == model, "\(context()): UIKit shows other screens than the session's")
    #expect(UIKitModel.warnings.isEmpty, "\(context()): UIKit logged \(UIKitModel.warnings)")
    #expect(UIKitModel.exceptions.isEmpty, "\(context()): UIKit raised \(UIKitModel.exceptions)")
    let mismatches = driver.records.filter { $0.hasPrefix("navigation mismatch") }
    #expect(mismatches.isEmpty, "\(context()): \(mismatches)")
  }
}

/// A walkthrough script of an Example: how it starts, and its lines.
struct ExampleScript: CustomStringConvertible, Sendable {
  var module: String
  var path: String
  var description: String { path }

  /// Every walkthrough of every Example.
  static let all: [ExampleScript] = WalkthroughDifferentialTests.scripts.map {
    ExampleScript(module: $0.module, path: $0.path)
  }

  /// The script's lines.
  func lines() throws -> [String] {
    try String(contentsOf: Repository.url(path), encoding: .utf8).components(separatedBy: "\n")
  }

  /// The flow, inputs and environment its start lines (`:flow`, `:input`, `:env`) give.
  func start() throws -> (
    flow: String, inputs: [WalkthroughCommand.Field], environment: [WalkthroughCommand.Field]
  ) {
    let header = try ScriptHeader.read(try lines())
    return (
      header.flow?.name ?? "", header.inputs.map(\.field.field),
      header.environment.map(\.field.field)
    )
  }

  /// The lines after the start lines that are steps or commands (not `expect` lines), with their
  /// 0-based line numbers.
  func steps() throws -> [(number: Int, line: String, command: WalkthroughCommand)] {
    let lines = try lines()
    let header = try ScriptHeader.read(lines)
    var steps: [(number: Int, line: String, command: WalkthroughCommand)] = []
    for (number, line) in lines.enumerated().dropFirst(header.bodyStart) {
      switch try ScriptLine.parse(line) {
      case .command(let command)?: steps.append((number, line, command))
      case .environment(let fields)?:
        steps.append((number, line, .environment(fields.map(\.field))))
      default: break
      }
    }
    return steps
  }

  /// The module's validated flows.
  /// How `flowc run --script` starts it: its module validated, the flow its start lines pick,
  /// and the inputs and environment answers they give.
  func walkthroughStart() throws -> WalkthroughStart {
    let (flow, inputs, environment) = try start()
    let module = try validatedModule()
    return WalkthroughStart(
      module: module,
      flow: try WalkthroughStart.pickFlow(in: module, requested: flow.isEmpty ? nil : flow),
      inputs: inputs, environment: environment)
  }

  func validatedModule() throws -> ValidatedModule {
    let folder = Repository.url("Examples/\(module)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
        SourceFile(
          path: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
      }
    return try #require(FlowCompiler.validate(files).module)
  }
}

extension [WalkthroughCommand.Field] {
  /// The fields as a dictionary of texts.
  var texts: [String: String] { Dictionary(uniqueKeysWithValues: map { ($0.name, $0.text) }) }
}
