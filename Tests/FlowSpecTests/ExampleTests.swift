import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Every Example module validates without any diagnostic.
@Suite("Examples")
struct ExampleTests {
  static let modules: [String] = {
    let root = Repository.url("Examples")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return entries.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
  }()

  static func files(of module: String) -> [SourceFile] {
    let directory = Repository.url("Examples/\(module)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
      let data = (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
      return SourceFile(path: "Examples/\(module)/\(name)", bytes: [UInt8](data))
    }
  }

  @Test func thereIsAModulePerSeedScenarioAndTheTabBarApp() {
    #expect(
      Self.modules == [
        "AppLaunch", "EventCreation", "OrderDetail", "PhotoEditing", "RepositoryList",
        "Restaurants", "TabbedPhotos",
      ])
  }

  @Test(arguments: modules)
  func validatesWithoutDiagnostics(module: String) {
    let files = Self.files(of: module)
    #expect(!files.isEmpty)
    let result = FlowCompiler.validate(files)
    let text = DiagnosticRenderer(files: files, colors: false).render(result.diagnostics)
    #expect(result.diagnostics.all.isEmpty, "\(text)")
    #expect(result.module != nil)
  }
}
