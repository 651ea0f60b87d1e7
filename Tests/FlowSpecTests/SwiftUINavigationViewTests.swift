import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// The runtime's SwiftUI part (`FlowNavigationView`, under `#if canImport(SwiftUI)`) cannot be
/// compiled against SwiftUI on Linux. It is type-checked here against the SwiftUI model
/// (`Tests/SwiftUIModel`, with SwiftUI's signatures), for every access level, in a module whose
/// flow takes the names the generated code must leave free.
@Suite("SwiftUI navigation view")
struct SwiftUINavigationViewTests {
  @Test(arguments: GeneratedAccess.allCases)
  func theViewTypeChecksAgainstSwiftUIsSignatures(access: GeneratedAccess) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-swiftui-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let module = try #require(
      FlowCompiler.validate([SourceFile(path: "A.flow.yaml", text: GeneratedNamesTests.flow)])
        .module)
    let support = try #require(
      SwiftGenerator.generate(module, access: access).first { $0.path == "FlowSupport.swift" })
    #expect(support.contents.contains("struct FlowNavigationView"))
    func typecheck(_ text: String) throws -> (Int32, String) {
      try Data(text.utf8).write(to: directory.appendingPathComponent("FlowSupport.swift"))
      return try Tool.run(
        [
          "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
          "-typecheck", "-I", try SwiftUIStandIn.shared.get().path, "-package-name", "Flows",
          "FlowSupport.swift",
        ], in: directory)
    }
    let (status, errors) = try typecheck(support.contents)
    #expect(status == 0, "\(errors)")
    // The same file with an error planted in the SwiftUI section must fail: proof that the
    // section was compiled, not skipped.
    let planted = support.contents.replacingOccurrences(
      of: "  import SwiftUI\n", with: "  import SwiftUI\n  let planted: Int = \"not an Int\"\n")
    #expect(planted != support.contents)
    #expect(try typecheck(planted).0 != 0)
  }
}
