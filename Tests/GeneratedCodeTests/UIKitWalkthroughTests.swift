import FlowRunner
import FlowSpec
import Foundation
import Testing
import UIKit

/// Every walkthrough of every Example, run through the generated coordinators on the UIKit model
/// (`Tests/UIKitModel`, docs/uikit-model.md) and through the runner: a script's `:back` is the
/// user's back button or edge swipe, `:dismiss` a sheet swiped down. After every line, once the
/// model's main queue is idle, UIKit shows exactly the session's stacks (by identity), UIKit
/// logged and raised nothing, and the records equal the runner's.
@MainActor
@Suite("Walkthroughs on the UIKit model", .serialized)
struct UIKitWalkthroughTests {
  @Test(arguments: ExampleScript.all)
  func uikitShowsTheSessionAfterEveryLine(script: ExampleScript) throws {
    let start = try script.walkthroughStart()
    let (inputs, environment) = (start.inputs, start.environment)
    var (walkthrough, effects) = try start.begin()
    let run = try #require(
      UIKitRun.start(
        script.module, flow: start.flow, inputs: inputs.texts, environment: environment.texts))
    run.settle("start of \(script)")
    #expect(run.driver.records == TraceRenderer.lines(effects), "start of \(script)")
    for (number, line, command) in try script.steps() {
      let place = "\(script.path):\(number + 1): \(line)"
      let before = run.driver.records.count
      switch command {
      case .event(let name, let fields):
        effects = try walkthrough.apply(try walkthrough.input(event: name, fields: fields))
        #expect(run.driver.send(name, fields: fields.texts), "\(place): not taken")
      case .back:
        effects = try walkthrough.apply(.systemBack)
        let navigation = try #require(run.topNavigation)
        // Odd lines use the back button, even ones the edge swipe.
        if number % 2 == 1 {
          #expect(UIKitModel.tapBack(in: navigation), "\(place): no back button")
        } else {
          #expect(UIKitModel.beginInteractivePop(in: navigation), "\(place): no edge swipe")
          UIKitModel.endInteractivePop(in: navigation, finishing: true)
        }
      case .dismiss:
        effects = try walkthrough.apply(.systemDismiss)
        let presented = try #require(run.topPresented)
        #expect(UIKitModel.swipeDown(presented), "\(place): the sheet cannot be swiped")
      case .environment(let fields):
        for (name, value) in try walkthrough.parseEnvironment(fields) {
          walkthrough.answer(name, value)
        }
        for field in fields { run.driver.answer(field.name, field.text) }
        effects = []
      case .undo, .stack, .context, .help, .quit:
        effects = []
      case .selectTab(let name):
        effects = try walkthrough.apply(.selectTab(name))
        let tabs = start.module.flows.first { $0.name == start.flow }?.tabs ?? []
        let index = try #require(tabs.firstIndex(of: name), "\(place): no tab \(name)")
        let tabBar = try #require(run.tabBar, "\(place): the window shows no tab bar")
        #expect(UIKitModel.tapTab(at: index, in: tabBar), "\(place): the tab bar is covered")
      }
      run.settle(place)
      #expect(Array(run.driver.records[before...]) == TraceRenderer.lines(effects), "\(place)")
    }
  }
}
