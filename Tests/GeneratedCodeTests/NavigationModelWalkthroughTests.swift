import FlowRunner
import FlowSpec
import Foundation
import Testing

/// Every walkthrough of every Example, run through the generated coordinators on their
/// `FlowNavigationModel` (the SwiftUI navigator) and through the runner. A script's `:back` is
/// SwiftUI writing the top stack's path shorter (consecutive ones as one write of a path
/// shortened by several), `:dismiss` SwiftUI setting the sheet's item to nil, `:tab NAME`
/// SwiftUI writing the tab view's selection; every other line also writes the same value again,
/// and every stack's path (every tab's) and the selected tab are written back as the model holds
/// them. After every line the model holds exactly the session's stacks (by identity), stacks as
/// long as the runner's, the runner's selected tab and each other tab's stacks, and the records
/// equal the runner's: each write reached the session once, and no write of the model's own
/// echoed back.
@MainActor
@Suite("Walkthroughs on the navigation model")
struct NavigationModelWalkthroughTests {
  nonisolated static let scripts = ExampleScript.all

  @Test(arguments: scripts, [false, true])
  func theModelIsTheSessionAfterEveryLine(script: ExampleScript, showsRoutes: Bool) throws {
    let start = try script.walkthroughStart()
    let (inputs, environment) = (start.inputs, start.environment)
    var (walkthrough, effects) = try start.begin()
    let driver = try #require(
      ModelRun.start(
        script.module, flow: start.flow, inputs: inputs.texts, environment: environment.texts,
        showsRoutes: showsRoutes))
    #expect(driver.records == TraceRenderer.lines(effects), "start of \(script)")
    check(driver, walkthrough, "start of \(script)", showsRoutes: showsRoutes)
    let steps = try script.steps()
    var index = 0
    while index < steps.count {
      let (number, line, command) = steps[index]
      let place = "\(script.path):\(number + 1): \(line)"
      let before = driver.records.count
      var expected: [String] = []
      switch command {
      case .event(let name, let fields):
        expected = TraceRenderer.lines(
          try walkthrough.apply(try walkthrough.input(event: name, fields: fields)))
        #expect(driver.send(name, fields: fields.texts), "\(place): not taken")
      case .back:
        // Consecutive `:back` lines are one write of a path shortened by all of them, when
        // the top stack's path has that many screens.
        var count = 1
        while index + count < steps.count, case .back = steps[index + count].command {
          count += 1
        }
        let path = (driver.modelStacks.last?.routes.count ?? 1) - 1
        if count > path { count = 1 }
        for _ in 0..<count { expected += TraceRenderer.lines(try walkthrough.apply(.systemBack)) }
        let top = try #require(driver.modelStacks.last)
        driver.popTop(count)
        #expect(Array(driver.records[before...]) == expected, "\(place): the first write")
        // The same write again (SwiftUI may write a binding twice): nothing more happens.
        driver.writePath(Array(top.routes.dropFirst().dropLast(count)), ofStack: top.id)
        index += count - 1
      case .dismiss:
        expected = TraceRenderer.lines(try walkthrough.apply(.systemDismiss))
        let top = try #require(driver.modelStacks.last)
        driver.writeDismissed(top.id)
        #expect(Array(driver.records[before...]) == expected, "\(place): the first write")
        driver.writeDismissed(top.id)
      case .environment(let fields):
        for (name, value) in try walkthrough.parseEnvironment(fields) {
          walkthrough.answer(name, value)
        }
        for field in fields { driver.answer(field.name, field.text) }
      case .selectTab(let name):
        expected = TraceRenderer.lines(try walkthrough.apply(.selectTab(name)))
        let tabs = walkthrough.state.tabBar?.tabs ?? []
        let index = try #require(tabs.firstIndex(of: name), "\(place): no tab \(name)")
        driver.writeSelectedTab(index)
        #expect(Array(driver.records[before...]) == expected, "\(place): the first write")
        driver.writeSelectedTab(index)
      case .undo, .stack, .context, .help, .quit:
        break
      }
      driver.echoEveryPath()
      #expect(Array(driver.records[before...]) == expected, "\(place)")
      check(driver, walkthrough, place, showsRoutes: showsRoutes)
      index += 1
    }
  }

  /// The model holds the session's stacks, as long as the runner's, showing the runner's
  /// screens. With `showsRoutes`, every screen is a route box whose view the flow's `Views`
  /// build, and the model shows the boxes' routes.
  func check(
    _ driver: any ModelDriving, _ walkthrough: Walkthrough, _ place: String, showsRoutes: Bool
  ) {
    let model = driver.modelStacks
    if showsRoutes {
      let routes = model.map { $0.routes.map(Optional.init) }
      #expect(routes == driver.sessionRoutes, "\(place): the model shows other routes")
      #expect(
        model.allSatisfy { $0.objects.allSatisfy { $0 == nil } },
        "\(place): a screen is not a route box")
    } else {
      let objects = model.map { $0.objects.map { $0.map(ObjectIdentifier.init) } }
      let session = driver.sessionStacks.map { $0.map { Optional(ObjectIdentifier($0)) } }
      #expect(objects == session, "\(place): the model holds other screens than the session")
    }
    let screens = walkthrough.shownScreens
    if showsRoutes {
      #expect(model.map(\.screens) == screens, "\(place): the model shows other screens")
    }
    #expect(
      model.map(\.routes.count) == walkthrough.state.stacks.map(\.count),
      "\(place): the model's stacks differ from the runner's")
    #expect(model.map(\.isPresented) == model.indices.map { $0 > 0 }, "\(place)")
    Self.checkTabs(driver, walkthrough, place)
    let mismatches = driver.records.filter { $0.hasPrefix("navigation mismatch") }
    #expect(mismatches.isEmpty, "\(place): \(mismatches)")
  }

  /// The model's tabs are the runner's: the same tab selected, each other tab's stacks as long
  /// as the runner keeps them (a tab not started yet, one empty stack), and the selected tab's
  /// stacks the model's `stacks`.
  static func checkTabs(_ driver: any ModelDriving, _ walkthrough: Walkthrough, _ place: String) {
    let tabs = driver.modelTabs
    guard let bar = walkthrough.state.tabBar else {
      #expect(tabs.isEmpty && driver.modelSelectedTab == nil, "\(place): the model has tabs")
      return
    }
    #expect(driver.modelSelectedTab == bar.selected, "\(place): another tab is selected")
    #expect(tabs.count == bar.tabs.count, "\(place): the model has other tabs")
    for (index, stacks) in tabs.enumerated() {
      let counts = stacks.map(\.routes.count)
      if index == bar.selected {
        #expect(
          stacks.map(\.routes) == driver.modelStacks.map(\.routes),
          "\(place): the selected tab's stacks are not the model's stacks")
      } else {
        let parked = bar.parkedStacks(ofTab: index)?.map(\.count) ?? [0]
        #expect(counts == parked, "\(place): tab \(bar.tabs[index]) differs from the runner's")
      }
    }
  }
}
