import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@testable import GeneratedAppLaunch
@testable import GeneratedEventCreation
@testable import GeneratedOrderDetail
@testable import GeneratedPhotoEditing
@testable import GeneratedRepositoryList
@testable import GeneratedRestaurants
@testable import GeneratedTabbedPhotos

/// What the differential test needs of each module's generated `FlowScriptDriver`.
@MainActor
protocol ScriptDriving: AnyObject {
  var records: [String] { get }
  func send(_ event: String, fields: [String: String]) -> Bool
  func back()
  func swipe()
  func selectTab(_ name: String) -> Bool
  func answer(_ name: String, _ text: String)
}

extension GeneratedAppLaunch.FlowScriptDriver: ScriptDriving {}
extension GeneratedEventCreation.FlowScriptDriver: ScriptDriving {}
extension GeneratedOrderDetail.FlowScriptDriver: ScriptDriving {}
extension GeneratedPhotoEditing.FlowScriptDriver: ScriptDriving {}
extension GeneratedRepositoryList.FlowScriptDriver: ScriptDriving {}
extension GeneratedRestaurants.FlowScriptDriver: ScriptDriving {}
extension GeneratedTabbedPhotos.FlowScriptDriver: ScriptDriving {}

/// Every walkthrough of every Example, run step by step through the runner and through the compiled
/// generated coordinators: after each line both must have reported the same records (navigation
/// operations, context changes, action calls with arguments, child flows, results), system back and
/// swipe included. Between them the scripts take every transition (WalkthroughGoldenTests checks).
@MainActor
@Suite("Generated coordinators behave exactly like the runner")
struct WalkthroughDifferentialTests {
  typealias Factory =
    @MainActor (String, [String: String], [String: String]) -> (any ScriptDriving)?

  static let drivers: [String: Factory] = [
    "AppLaunch": { GeneratedAppLaunch.FlowScriptDriver(flow: $0, inputs: $1, environment: $2) },
    "EventCreation": {
      GeneratedEventCreation.FlowScriptDriver(flow: $0, inputs: $1, environment: $2)
    },
    "OrderDetail": { GeneratedOrderDetail.FlowScriptDriver(flow: $0, inputs: $1, environment: $2) },
    "PhotoEditing": {
      GeneratedPhotoEditing.FlowScriptDriver(flow: $0, inputs: $1, environment: $2)
    },
    "RepositoryList": {
      GeneratedRepositoryList.FlowScriptDriver(flow: $0, inputs: $1, environment: $2)
    },
    "Restaurants": { GeneratedRestaurants.FlowScriptDriver(flow: $0, inputs: $1, environment: $2) },
    "TabbedPhotos": {
      GeneratedTabbedPhotos.FlowScriptDriver(flow: $0, inputs: $1, environment: $2)
    },
  ]

  struct Script: CustomStringConvertible, Sendable {
    var module: String
    var path: String
    var description: String { path }
  }

  nonisolated static let scripts: [Script] = {
    let examples = Repository.url("Examples")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    return modules.sorted().flatMap { module in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: examples.appendingPathComponent(module).path)) ?? []
      return names.sorted().filter { $0.hasSuffix(".walkthrough") }.map {
        Script(module: module, path: "Examples/\(module)/\($0)")
      }
    }
  }()

  @Test func thereAreScriptsForEveryModule() {
    #expect(Set(Self.scripts.map(\.module)) == Set(Self.drivers.keys))
  }

  @Test(arguments: scripts)
  func sameRecordsAfterEveryLine(script: Script) throws {
    let example = ExampleScript(module: script.module, path: script.path)
    let (flow, inputs, environment) = try example.start()
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Examples/\(script.module)").path
    ).filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
      SourceFile(
        path: name,
        bytes: [UInt8](try Data(contentsOf: Repository.url("Examples/\(script.module)/\(name)"))))
    }
    let module = try #require(FlowCompiler.validate(files).module)
    let start = WalkthroughStart(
      module: module,
      flow: try WalkthroughStart.pickFlow(in: module, requested: flow.isEmpty ? nil : flow),
      inputs: inputs, environment: environment)
    var (walkthrough, effects) = try start.begin()
    let driver = try #require(
      Self.drivers[script.module]?(
        start.flow, Dictionary(uniqueKeysWithValues: inputs.map { ($0.name, $0.text) }),
        Dictionary(uniqueKeysWithValues: environment.map { ($0.name, $0.text) })))
    #expect(driver.records == TraceRenderer.lines(effects), "start of \(script.path)")
    for (number, line, command) in try example.steps() {
      let before = driver.records.count
      switch command {
      case .event(let name, let fields):
        effects = try walkthrough.apply(try walkthrough.input(event: name, fields: fields))
        let delivered = driver.send(
          name, fields: Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.text) }))
        #expect(
          delivered, "\(script.path):\(number + 1): the generated screen did not take `\(line)`")
      case .back:
        effects = try walkthrough.apply(.systemBack)
        driver.back()
      case .dismiss:
        effects = try walkthrough.apply(.systemDismiss)
        driver.swipe()
      case .selectTab(let name):
        effects = try walkthrough.apply(.selectTab(name))
        #expect(
          driver.selectTab(name),
          "\(script.path):\(number + 1): the generated code refused `\(line)`")
      case .environment(let fields):
        for (name, value) in try walkthrough.parseEnvironment(fields) {
          walkthrough.answer(name, value)
        }
        for field in fields { driver.answer(field.name, field.text) }
        effects = []
      case .undo:
        Issue.record("\(script.path) uses :undo, which generated coordinators do not have")
        return
      case .stack, .context, .help, .quit:
        effects = []
      }
      #expect(
        Array(driver.records[before...]) == TraceRenderer.lines(effects),
        "\(script.path):\(number + 1): \(line)")
    }
  }
}
