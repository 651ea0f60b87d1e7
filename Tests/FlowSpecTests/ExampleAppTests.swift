import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// The Examples' app code (`Examples/RepositoryList/SwiftUIApp`, a SwiftUI app from `@main` to
/// its screens) compiles as an app compiles it: with its flows' generated code (no script
/// driver), Swift 6, warnings as errors, against the UIKit and SwiftUI stand-ins (Apple's
/// signatures).
@Suite("Example app code")
struct ExampleAppTests {
  static func typecheck(example: String, app: String, planting error: Bool = false) throws -> (
    Int32, String
  ) {
    let module = try #require(FlowCompiler.validate(ExampleTests.files(of: example)).module)
    let folder = Repository.url("Examples/\(example)/\(app)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!names.isEmpty)
    var extra = try names.map { name in
      (
        name: name,
        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      )
    }
    if error { extra.append(("Planted.swift", "let planted: Int = \"not an Int\"\n")) }
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module), extra: extra, prefix: "flowc-example-app")
    defer { compilation.remove() }
    return try Tool.run(
      GeneratedCompilation.typecheckCommand + ["-I", try SwiftUIStandIn.shared.get().path]
        + compilation.paths)
  }

  @Test func theSwiftUIAppOfRepositoryListCompiles() throws {
    let (status, output) = try Self.typecheck(example: "RepositoryList", app: "SwiftUIApp")
    #expect(status == 0, "\(output)")
    // An error planted beside the app fails: the files were compiled, not skipped.
    let (planted, _) = try Self.typecheck(
      example: "RepositoryList", app: "SwiftUIApp", planting: true)
    #expect(planted != 0)
  }
}
