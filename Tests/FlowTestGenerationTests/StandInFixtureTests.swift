import FlowSpec
import FlowTestGeneration
import FlowTestSupport
import Foundation
import Testing

/// The flows of `Tests/StandInFlows` (a child started at the root, one presented with a
/// `dismissed` handler, one pushed), their generated code (`Tests/GeneratedFixtures/StandIns`,
/// target `GeneratedStandIns`) and the tests `generate --tests` writes for them
/// (`Tests/GeneratedFixtureTests/StandIns`, target `GeneratedStandInsTests`, which SwiftPM
/// compiles and runs): these tests keep both equal to what the generators write now, and check
/// that the planned paths take a stand-in through each placement and a swipe.
@Suite("Generated tests: child flows stood in for, compiled and run")
struct StandInFixtureTests {
  static func module() throws -> ValidatedModule {
    let folder = Repository.url("Tests/StandInFlows")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
        SourceFile(
          path: "Tests/StandInFlows/\(name)",
          bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
      }
    return try #require(FlowCompiler.validate(files).module)
  }

  @Test func theGeneratedCodeAndTestsMatchTheCheckedInCopies() throws {
    let module = try Self.module()
    let code = SwiftGenerator.generate(module)
    let tests = try TestSuiteGenerator.generate(
      module, paths: try TestPath.planned(module, strategy: .transitions),
      testedModule: "GeneratedStandIns")
    for (files, folder) in [
      (code, "Tests/GeneratedFixtures/StandIns"), (tests, "Tests/GeneratedFixtureTests/StandIns"),
    ] {
      let url = Repository.url(folder)
      for file in files {
        let failure = Golden.check(file.contents, against: url.appendingPathComponent(file.path))
        #expect(failure == nil, "\(failure ?? "")")
      }
      let present = try FileManager.default.contentsOfDirectory(atPath: url.path)
      #expect(Set(present) == Set(files.map(\.path)), "stale files in \(folder)")
    }
    let shop = try #require(tests.first { $0.path == "ShopFlowTests.swift" }).contents
    // The stand-ins are shown at the root, presented, pushed, swiped away and finished.
    #expect(shop.contains("app.expect(navigation: [.setStack(screens: [\"SignIn\"])])"))
    #expect(shop.contains("app.expect(navigation: [.push(screen: \"Payment\")])"))
    #expect(shop.contains("app.expect(navigation: [.dismiss(count: 1)], calls: [.abandoned])"))
    #expect(shop.contains("app.send(PickerCoordinator.Outcome.picked(item: \"item\"))"))
  }
}
