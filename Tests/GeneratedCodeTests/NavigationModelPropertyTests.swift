import FlowRunner
import FlowSpec
import Foundation
import Testing

/// Random sequences run in lockstep through every Example's generated coordinators on their
/// `FlowNavigationModel` and through the runner: events of the module's scripts, SwiftUI
/// writing the top stack's path shortened by one or more screens, setting a sheet's item to nil
/// (refused, as a mismatch, where the runner refuses the swipe), selecting a tab of TabbedPhotos
/// (refused where the runner refuses it: the selected tab changes nothing, a tab under a modal
/// is a mismatch), writing the same value twice, and every stack's path and the selected tab read
/// back as the model holds them. After every step the records equal the runner's and the model
/// holds exactly the session's stacks, as long as the runner's, and the runner's tabs.
/// Each sequence runs twice: with the script driver's screens, and with every screen its flow's
/// route, built through the flow's `Views`.
///
/// The seeds are fixed (`0x5EED0000` and up, one a case, printed); `FLOWC_PROPERTY_SEED=N
/// FLOWC_PROPERTY_COUNT=1 swift test --filter NavigationModelPropertyTests` replays one.
@MainActor
@Suite("Random sequences on the navigation model")
struct NavigationModelPropertyTests {
  /// The seeds to run: the fixed ones, or the one `FLOWC_PROPERTY_SEED` names.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if environment["FLOWC_PROPERTY_SEED"] != nil { return [PropertySettings.seed] }
    return (0..<PropertySettings.count(25)).map { 0x5EED_0000 + UInt64($0) }
  }

  @Test(arguments: NavigationModelWalkthroughTests.scripts, [false, true])
  func theModelIsTheRunnerAfterEveryStep(script: ExampleScript, showsRoutes: Bool) throws {
    let start = try script.walkthroughStart()
    let (inputs, environment) = (start.inputs, start.environment)
    // The events of every script of the module, with their values.
    var pool: [(String, [WalkthroughCommand.Field])] = []
    for other in ExampleScript.all where other.module == script.module {
      for (_, _, command) in try other.steps() {
        if case .event(let name, let fields) = command { pool.append((name, fields)) }
      }
    }
    for seed in Self.seeds {
      print("NavigationModelPropertyTests: \(script) seed \(seed)")
      var (walkthrough, _) = try start.begin()
      let driver = try #require(
        ModelRun.start(
          script.module, flow: start.flow, inputs: inputs.texts, environment: environment.texts,
          showsRoutes: showsRoutes))
      var random = SplitMix64(seed: seed)
      for step in 0..<60 {
        let place = "\(script) seed \(seed) step \(step)"
        let before = driver.records.count
        var expected: [String] = []
        let tabs = walkthrough.state.tabBar?.tabs ?? []
        switch random.below(tabs.isEmpty ? 7 : 8) {
        case 0..<4:
          let (name, fields) = pool[random.below(pool.count)]
          // An event the runner refuses (not the top screen's, the flow ended) is not sent.
          guard let input = try? walkthrough.input(event: name, fields: fields),
            let effects = try? walkthrough.apply(input)
          else { break }
          expected = TraceRenderer.lines(effects)
          _ = driver.send(name, fields: fields.texts)
        case 4, 5:
          // Not after the root flow finished: the runner takes no more input then.
          guard let top = driver.modelStacks.last, top.routes.count > 1,
            walkthrough.state.finished == nil
          else { break }
          let count = 1 + random.below(top.routes.count - 1)
          for _ in 0..<count { expected += TraceRenderer.lines(try walkthrough.apply(.systemBack)) }
          let path = Array(top.routes.dropFirst().dropLast(count))
          driver.writePath(path, ofStack: top.id)
          // The same write again (SwiftUI may write a binding twice for one change).
          if random.below(2) == 0 { driver.writePath(path, ofStack: top.id) }
        case 6:
          guard let top = driver.modelStacks.last, top.id != 0 else { break }
          if let effects = try? walkthrough.apply(.systemDismiss) {
            expected = TraceRenderer.lines(effects)
            driver.writeDismissed(top.id)
            if random.below(2) == 0 { driver.writeDismissed(top.id) }
          } else {
            // Refused by the runner: the model records a mismatch, and changes nothing.
            driver.writeDismissed(top.id)
            let records = Array(driver.records[before...])
            #expect(records.count == 1 && records[0].hasPrefix("navigation mismatch"), "\(place)")
            expected = records
          }
        case 7:
          let index = random.below(tabs.count)
          let selected = driver.modelSelectedTab == index
          if let effects = try? walkthrough.apply(.selectTab(tabs[index])) {
            expected = TraceRenderer.lines(effects)
            driver.writeSelectedTab(index)
            if random.below(2) == 0 { driver.writeSelectedTab(index) }
          } else {
            // Refused by the runner: the selected tab read back changes nothing; another under
            // a modal is a mismatch, and the model keeps the tab it shows.
            driver.writeSelectedTab(index)
            let records = Array(driver.records[before...])
            let mismatch = records.count == 1 && records[0].hasPrefix("navigation mismatch")
            #expect(selected ? records.isEmpty : mismatch, "\(place)")
            expected = records
          }
        default:
          break
        }
        driver.echoEveryPath()
        #expect(Array(driver.records[before...]) == expected, "\(place)")
        check(driver, walkthrough, place, showsRoutes: showsRoutes)
      }
    }
  }

  /// The model holds the session's stacks, as long as the runner's; with `showsRoutes`, the
  /// routes of the session's boxes, of the runner's screens.
  func check(
    _ driver: any ModelDriving, _ walkthrough: Walkthrough, _ place: String, showsRoutes: Bool
  ) {
    let model = driver.modelStacks
    if showsRoutes {
      #expect(
        model.map { $0.routes.map(Optional.init) } == driver.sessionRoutes,
        "\(place): the model shows other routes than the session's")
      let screens = walkthrough.shownScreens
      #expect(model.map(\.screens) == screens, "\(place): the model shows other screens")
    } else {
      let objects = model.map { $0.objects.map { $0.map(ObjectIdentifier.init) } }
      let session = driver.sessionStacks.map { $0.map { Optional(ObjectIdentifier($0)) } }
      #expect(objects == session, "\(place): the model holds other screens than the session")
    }
    #expect(
      model.map(\.routes.count) == walkthrough.state.stacks.map(\.count),
      "\(place): the model's stacks differ from the runner's")
    NavigationModelWalkthroughTests.checkTabs(driver, walkthrough, place)
  }
}
