import FlowPaths
import FlowSpec
import FlowTestGeneration
import FlowTestSupport
import Foundation
import Testing

/// The tests `flowc generate --tests` writes for every Example (for the paths the planner finds
/// with the transitions strategy, the default) are checked in under
/// `Tests/GeneratedExampleTests/<Example>/`, where SwiftPM compiles and runs them (the
/// `Generated<Example>Tests` targets): these tests keep them equal to what the generator writes
/// now. `FLOWC_RECORD=1` re-records them.
@Suite("Generated tests golden files")
struct GeneratedTestsGoldenTests {
  @Test(arguments: ExampleModules.names)
  func generatedTestsMatchTheCheckedInCopy(example name: String) throws {
    let module = try ExampleModules.module(name)
    let files = try TestSuiteGenerator.generate(
      module, paths: try TestPath.planned(module, strategy: .transitions),
      testedModule: "Generated\(name)")
    let folder = Repository.url("Tests/GeneratedExampleTests/\(name)")
    for file in files {
      let failure = Golden.check(file.contents, against: folder.appendingPathComponent(file.path))
      #expect(failure == nil, "\(failure ?? "")")
    }
    let present = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(present) == Set(files.map(\.path)), "stale generated tests in \(folder.path)")
  }

  /// Every Example has a test target for its generated tests in Package.swift.
  @Test func everyExampleHasItsTestTarget() throws {
    let manifest = try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)
    for name in ExampleModules.names {
      #expect(manifest.contains("\"\(name)\""), "Package.swift lacks \(name)")
    }
    #expect(manifest.contains("path: \"Tests/GeneratedExampleTests/\\(name)\""))
  }

  @Test func generationIsDeterministic() throws {
    let module = try ExampleModules.module("Restaurants")
    let paths = try ExampleModules.paths("Restaurants")
    let first = try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
    let second = try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
    #expect(first == second)
    #expect(first.map(\.path) == ["FlowTestDoubles.swift", "RootFlowTests.swift"])
  }

  /// The planner's paths: a suite for every flow, planned with the flows it starts stood in
  /// (`ChildStandIns`), so that no suite walks another flow's screens.
  @Test func plannedPathsGiveEveryFlowASuiteWithItsChildrenStoodIn() throws {
    let module = try ExampleModules.module("Restaurants")
    let paths = try TestPath.planned(module, strategy: .transitions)
    let files = try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
    #expect(
      files.map(\.path) == [
        "FlowTestDoubles.swift", "BookingFlowTests.swift", "LoadingFlowTests.swift",
        "RestaurantsFlowTests.swift", "RootFlowTests.swift",
      ])
    #expect(
      paths.allSatisfy { path in path.standInsFor.map { path.name.hasPrefix($0 + "-") } == true })
    #expect(
      paths.allSatisfy {
        $0.summary.hasPrefix(
          "Planned by `flowc paths --strategy transitions` with its child flows stood in: ")
      })
    let root = try #require(files.first { $0.path == "RootFlowTests.swift" }).contents
    // Root's tests build none of Restaurants' screens: a stand-in sends its outcomes.
    #expect(root.contains("final class RestaurantsStandIn"))
    #expect(!root.contains("RestaurantsCoordinator.Screens"))
  }

  /// A planned path answers the environment values its flows read, and a suite sets only those
  /// its flows read (`Answers` has no others): `cameraRoll` is Feed's, not PhotoEditing's.
  @Test func answersTheFlowsDoNotReadAreLeftOut() throws {
    let module = try ExampleModules.module("PhotoEditing")
    let paths = try TestPath.planned(module, strategy: .transitions)
    let own = paths.filter { $0.name.hasPrefix("PhotoEditing-") }
    #expect(!own.isEmpty)
    #expect(!own.contains { $0.lines.contains(":env cameraRoll=cameraRoll") })
    #expect(
      paths.contains {
        $0.name.hasPrefix("Feed-") && $0.lines.contains(":env cameraRoll=cameraRoll")
      })
    let files = try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
    let suite = try #require(files.first { $0.path == "PhotoEditingFlowTests.swift" }).contents
    #expect(suite.contains("app.answers.canPost = true"))
    #expect(!suite.contains("cameraRoll"))
  }
}
