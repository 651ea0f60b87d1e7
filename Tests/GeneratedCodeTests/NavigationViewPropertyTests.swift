import FlowRunner
import FlowSpec
import Foundation
import SwiftUI
import Testing

/// Random sequences run in lockstep through every Example's generated coordinators, shown by
/// their `FlowNavigationView` hosted on the SwiftUI model, and through the runner: events of the
/// module's scripts and the user's gestures (back button, finished and cancelled edge swipes,
/// picks in the back menu, sheets swiped down, taps on the tab bar of TabbedPhotos, each write
/// sometimes made twice by SwiftUI). After every step the records equal the runner's, the view
/// shows the model's paths, presentations and tabs, and SwiftUI warned of nothing.
///
/// The seeds are fixed (`0x5EED0000` and up, one a case, printed); `FLOWC_PROPERTY_SEED=N
/// FLOWC_PROPERTY_COUNT=1 swift test --filter NavigationViewPropertyTests` replays one.
@MainActor
@Suite("Random sequences on the SwiftUI model", .serialized)
struct NavigationViewPropertyTests {
  @Test(arguments: NavigationModelWalkthroughTests.scripts)
  func theViewShowsTheRunnerAfterEveryStep(script: ExampleScript) throws {
    let start = try script.walkthroughStart()
    let (inputs, environment) = (start.inputs, start.environment)
    var pool: [(String, [WalkthroughCommand.Field])] = []
    for other in ExampleScript.all where other.module == script.module {
      for (_, _, command) in try other.steps() {
        if case .event(let name, let fields) = command { pool.append((name, fields)) }
      }
    }
    for seed in NavigationModelPropertyTests.seeds {
      print("NavigationViewPropertyTests: \(script) seed \(seed)")
      SwiftUIModel.reset()
      var (walkthrough, _) = try start.begin()
      let started = ModelRun.start(
        script.module, flow: start.flow, inputs: inputs.texts, environment: environment.texts)
      let driver = try #require(started as? any ViewDriving)
      let hosted = try #require(driver.hostView())
      var random = SplitMix64(seed: seed)
      for step in 0..<60 {
        let place = "\(script) seed \(seed) step \(step)"
        let before = driver.records.count
        var expected: [String] = []
        var wrote = false
        let path = hosted.frontStack?.path.count ?? 0
        let tabs = walkthrough.state.tabBar?.tabs ?? []
        switch random.below(tabs.isEmpty ? 8 : 9) {
        case 0..<4:
          let (name, fields) = pool[random.below(pool.count)]
          guard let input = try? walkthrough.input(event: name, fields: fields),
            let effects = try? walkthrough.apply(input)
          else { break }
          expected = TraceRenderer.lines(effects)
          _ = driver.send(name, fields: fields.texts)
        case 4:
          // Not after the root flow finished: the runner takes no more input then.
          guard path > 0, let effects = try? walkthrough.apply(.systemBack) else { break }
          expected = TraceRenderer.lines(effects)
          wrote = random.below(2) == 0 ? hosted.tapBack() : hosted.swipeBack(finishing: true)
        case 5:
          // A cancelled swipe writes nothing.
          _ = hosted.swipeBack(finishing: false)
        case 6:
          guard path > 0, walkthrough.state.finished == nil else { break }
          let depth = random.below(path)
          for _ in depth..<path {
            expected += TraceRenderer.lines(try walkthrough.apply(.systemBack))
          }
          wrote = hosted.popFromBackMenu(to: depth)
        case 8:
          // A tap on a tab: the runner refuses the selected tab and any tab under a modal;
          // SwiftUI writes nothing for the first and lets no tap through the second.
          let index = random.below(tabs.count)
          let covered = !hosted.presentations.isEmpty
          if let effects = try? walkthrough.apply(.selectTab(tabs[index])) {
            expected = TraceRenderer.lines(effects)
          }
          wrote = hosted.tapTab(at: index) && !expected.isEmpty
          #expect(wrote || expected.isEmpty, "\(place): a tap the runner takes was refused")
          #expect(!covered || !wrote, "\(place): a tap went through a modal")
        default:
          guard let effects = try? walkthrough.apply(.systemDismiss) else {
            // The runner refuses the swipe: so does SwiftUI (a cover, or dismissal disabled).
            #expect(!hosted.swipeDown(), "\(place): a sheet the flow keeps was swiped down")
            break
          }
          expected = TraceRenderer.lines(effects)
          wrote = hosted.swipeDown()
          #expect(wrote, "\(place): the sheet cannot be swiped down")
        }
        if wrote, random.below(2) == 0 { hosted.repeatLastWrite() }
        hosted.update()
        #expect(Array(driver.records[before...]) == expected, "\(place)")
        check(hosted, driver, place)
      }
    }
  }

  /// The hosted view shows the model's stacks; SwiftUI warned of nothing.
  func check(_ hosted: SwiftUIModel.HostedView, _ driver: any ViewDriving, _ place: String) {
    let levels = [hosted.nodes] + hosted.presentations.map { $0.content ?? [] }
    let stacks = levels.map(SwiftUIModel.firstStack(in:))
    NavigationViewWalkthroughTests.checkTabs(hosted, driver, place)
    #expect(stacks.map { $0?.path ?? [] } == driver.modelPaths, "\(place): other paths shown")
    #expect(
      hosted.presentations.map { $0.style == .fullScreenCover } == driver.modelCovers,
      "\(place): other presentations shown")
    #expect(SwiftUIModel.warnings.isEmpty, "\(place): SwiftUI warned \(SwiftUIModel.warnings)")
    let mismatches = driver.records.filter { $0.hasPrefix("navigation mismatch") }
    #expect(mismatches.isEmpty, "\(place): \(mismatches)")
  }
}
