import FlowRunner
import Foundation
import Testing
import UIKit

/// Random sequences of events, user gestures and main-queue turns, run through every
/// Example's generated coordinators on the UIKit model: events arrive while transitions run,
/// the user swipes back (finishing or cancelling, with events racing the swipe) and swipes
/// sheets down, screens put up alerts and the user answers them, and taps tabs (TabbedPhotos).
/// Whenever the model is idle, UIKit shows exactly the session's stacks, and logged, raised and
/// mismatched nothing.
///
/// The seeds are fixed (`0x5EED0000` and up, one a case, printed); `FLOWC_PROPERTY_SEED=N
/// FLOWC_PROPERTY_COUNT=1 swift test --filter UIKitPropertyTests` replays one.
@MainActor
@Suite("Random sequences on the UIKit model", .serialized)
struct UIKitPropertyTests {
  /// The seeds to run: the fixed ones, or the one `FLOWC_PROPERTY_SEED` names.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if environment["FLOWC_PROPERTY_SEED"] != nil { return [PropertySettings.seed] }
    return (0..<PropertySettings.count(25)).map { 0x5EED_0000 + UInt64($0) }
  }

  @Test(arguments: ExampleScript.all)
  func uikitShowsTheSessionWheneverIdle(script: ExampleScript) throws {
    let (requested, inputs, environment) = try script.start()
    let flow = try WalkthroughStart.pickFlow(
      in: try script.validatedModule(), requested: requested.isEmpty ? nil : requested)
    // The events of every script of the module, with their values.
    var pool: [(String, [String: String])] = []
    // The environment answers any script of the module gives, each chosen at random.
    var answers: [String: [String]] = [:]
    for other in ExampleScript.all where other.module == script.module {
      for field in try other.start().environment {
        answers[field.name, default: []].append(field.text)
      }
      for (_, _, command) in try other.steps() {
        switch command {
        case .event(let name, let fields): pool.append((name, fields.texts))
        case .environment(let fields):
          for field in fields { answers[field.name, default: []].append(field.text) }
        default: break
        }
      }
    }
    for seed in Self.seeds {
      print("UIKitPropertyTests: \(script) seed \(seed)")
      let run = try #require(
        UIKitRun.start(
          script.module, flow: flow, inputs: inputs.texts, environment: environment.texts))
      var random = SplitMix64(seed: seed)
      for (name, texts) in answers.sorted(by: { $0.key < $1.key }) {
        run.driver.answer(name, texts[random.below(texts.count)])
      }
      var alert: UIAlertController?
      run.settle("\(script) seed \(seed) start")
      for step in 0..<60 {
        let place = "\(script) seed \(seed) step \(step)"
        switch random.below(13) {
        case 0..<5:
          let (name, fields) = pool[random.below(pool.count)]
          _ = run.driver.send(name, fields: fields)
        case 5:
          if let navigation = run.topNavigation { UIKitModel.tapBack(in: navigation) }
        case 6:
          guard let navigation = run.topNavigation,
            UIKitModel.beginInteractivePop(in: navigation)
          else { break }
          if random.below(2) == 0 {
            let (name, fields) = pool[random.below(pool.count)]
            _ = run.driver.send(name, fields: fields)
          }
          UIKitModel.endInteractivePop(in: navigation, finishing: random.below(2) == 0)
        case 7:
          if let presented = run.topPresented { UIKitModel.swipeDown(presented) }
        case 8:
          // The top screen puts up an alert, when UIKit would let it.
          guard UIKitModel.isIdle,
            run.topPresented == nil || run.topPresented is UINavigationController,
            let screen = run.driver.topScreen as? UIViewController,
            run.visible.last?.last == ObjectIdentifier(screen),
            screen.presentedViewController == nil
          else { break }
          let shown = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
          shown.addAction(UIAlertAction(title: "OK", style: .default))
          screen.present(shown, animated: true)
          alert = shown
        case 9:
          if let shown = alert, UIKitModel.tap("OK", in: shown) { alert = nil }
        case 10:
          UIKitModel.runOneTurn()
        case 11:
          // A tap on a tab (a tab container only): refused on the selected tab and under a modal.
          if let tabBar = run.tabBar, let count = tabBar.viewControllers?.count {
            UIKitModel.tapTab(at: random.below(count), in: tabBar)
          }
        default:
          run.settle(place)
        }
      }
      if let shown = alert {
        UIKitModel.runUntilIdle()
        UIKitModel.tap("OK", in: shown)
      }
      run.settle("\(script) seed \(seed) end")
    }
  }
}
