import FlowRunner
import FlowSpec
import Foundation
import SwiftUI
import Testing

/// Every walkthrough of every Example, run through the generated coordinators on their
/// `FlowNavigationModel`, shown by their `FlowNavigationView` hosted on the SwiftUI model
/// (docs/swiftui-model.md), and through the runner. A script's `:back` is the user's back
/// button or edge swipe (consecutive ones a pick in the back menu), `:dismiss` a sheet swiped
/// down, `:tab NAME` a tap on the tab bar; every other gesture SwiftUI writes twice. After every
/// line the hosted view shows the model's stacks (one `NavigationStack` a level, its path the
/// model's routes, each presented level a sheet or a full-screen cover as its presentation
/// says; for a tab container, a tab view with one tab a tab, titled by it, the model's selected
/// tab shown and each tab's stack showing its path), SwiftUI warned of nothing, and the records
/// equal the runner's: each gesture reached the session once.
@MainActor
@Suite("Walkthroughs on the SwiftUI model", .serialized)
struct NavigationViewWalkthroughTests {
  @Test(arguments: NavigationModelWalkthroughTests.scripts, [false, true])
  func theViewShowsTheModelAfterEveryLine(script: ExampleScript, showsRoutes: Bool) throws {
    SwiftUIModel.reset()
    let start = try script.walkthroughStart()
    let (inputs, environment) = (start.inputs, start.environment)
    var (walkthrough, effects) = try start.begin()
    let started = ModelRun.start(
      script.module, flow: start.flow, inputs: inputs.texts, environment: environment.texts,
      showsRoutes: showsRoutes)
    let driver = try #require(started as? any ViewDriving)
    let hosted = try #require(driver.hostView())
    #expect(driver.records == TraceRenderer.lines(effects), "start of \(script)")
    check(hosted, driver, "start of \(script)", showsRoutes: showsRoutes)
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
        var count = 1
        while index + count < steps.count, case .back = steps[index + count].command {
          count += 1
        }
        let path = hosted.frontStack?.path.count ?? 0
        if count > path { count = 1 }
        for _ in 0..<count { expected += TraceRenderer.lines(try walkthrough.apply(.systemBack)) }
        if count > 1 {
          #expect(hosted.popFromBackMenu(to: path - count), "\(place): no back menu")
        } else if number % 2 == 1 {
          #expect(hosted.tapBack(), "\(place): no back button")
        } else {
          #expect(hosted.swipeBack(finishing: true), "\(place): no edge swipe")
        }
        if number % 3 != 0 { hosted.repeatLastWrite() }
        index += count - 1
      case .dismiss:
        expected = TraceRenderer.lines(try walkthrough.apply(.systemDismiss))
        #expect(hosted.swipeDown(), "\(place): the sheet cannot be swiped down")
        if number % 3 != 0 { hosted.repeatLastWrite() }
      case .environment(let fields):
        for (name, value) in try walkthrough.parseEnvironment(fields) {
          walkthrough.answer(name, value)
        }
        for field in fields { driver.answer(field.name, field.text) }
      case .selectTab(let name):
        expected = TraceRenderer.lines(try walkthrough.apply(.selectTab(name)))
        let tabs = walkthrough.state.tabBar?.tabs ?? []
        let index = try #require(tabs.firstIndex(of: name), "\(place): no tab \(name)")
        #expect(hosted.tapTab(at: index), "\(place): the tab bar is covered")
        if number % 3 != 0 { hosted.repeatLastWrite() }
      case .undo, .stack, .context, .help, .quit:
        break
      }
      hosted.update()
      #expect(Array(driver.records[before...]) == expected, "\(place)")
      check(hosted, driver, place, showsRoutes: showsRoutes)
      index += 1
    }
  }

  /// The hosted view shows the model's stacks, the model the session's and the runner's.
  /// With `showsRoutes`, each screen is the view its flow's `Views` built from its route.
  func check(
    _ hosted: SwiftUIModel.HostedView, _ driver: any ViewDriving, _ place: String,
    showsRoutes: Bool
  ) {
    let levels = [hosted.nodes] + hosted.presentations.map { $0.content ?? [] }
    let stacks = levels.map(SwiftUIModel.firstStack(in:))
    Self.checkTabs(hosted, driver, place)
    #expect(stacks.map { $0?.path ?? [] } == driver.modelPaths, "\(place): other paths shown")
    #expect(
      hosted.presentations.map { $0.style == .fullScreenCover } == driver.modelCovers,
      "\(place): other presentations shown")
    #expect(SwiftUIModel.warnings.isEmpty, "\(place): SwiftUI warned \(SwiftUIModel.warnings)")
    if showsRoutes {
      // Each route's view, built through its flow's `Views`, shows its screen's name.
      let shown = stacks.map { stack in (stack?.screens ?? []).map(\.texts) }
      #expect(
        shown == driver.modelStacks.map { $0.screens.map { [$0] } },
        "\(place): SwiftUI shows other screens than the model's routes")
      #expect(
        driver.modelStacks.map { $0.routes.map(Optional.init) } == driver.sessionRoutes,
        "\(place): the model holds other routes than the session")
    } else {
      // The script driver's screens are view controllers: each is shown where the session has
      // it.
      let shown = stacks.map { stack in
        (stack?.screens ?? []).compactMap { screen in
          screen.nodes.lazy.compactMap { node -> ObjectIdentifier? in
            if case .controller(let controller) = node { ObjectIdentifier(controller) } else { nil }
          }.first
        }
      }
      #expect(
        shown == driver.sessionStacks.map { $0.map(ObjectIdentifier.init) },
        "\(place): SwiftUI shows other screens than the session's")
      let objects = driver.modelStacks.map { $0.objects.map { $0.map(ObjectIdentifier.init) } }
      let session = driver.sessionStacks.map { $0.map { Optional(ObjectIdentifier($0)) } }
      #expect(objects == session, "\(place): the model holds other screens than the session")
    }
    let mismatches = driver.records.filter { $0.hasPrefix("navigation mismatch") }
    #expect(mismatches.isEmpty, "\(place): \(mismatches)")
  }

  /// The window shows a tab view exactly when the model has tabs: one tab a model tab, titled
  /// by it, the model's selected tab shown, and each tab's stack showing its root stack's path.
  static func checkTabs(
    _ hosted: SwiftUIModel.HostedView, _ driver: any ViewDriving, _ place: String
  ) {
    let tabs = driver.modelTabPaths
    guard let bar = hosted.tabBar else {
      #expect(tabs.isEmpty, "\(place): the model has tabs, the window no tab view")
      return
    }
    #expect(bar.tabs.map(\.label) == tabs.map { [$0.title] }, "\(place): other tabs shown")
    #expect(bar.selected == driver.modelSelectedTab, "\(place): another tab is shown")
    #expect(
      bar.tabs.map { SwiftUIModel.firstStack(in: $0.nodes)?.path ?? [] } == tabs.map(\.path),
      "\(place): a tab shows another path than the model's")
  }
}
