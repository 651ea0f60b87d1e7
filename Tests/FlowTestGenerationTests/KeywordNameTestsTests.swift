import FlowSpec
import FlowTestGeneration
import FlowTestSupport
import Foundation
import Testing

/// The tests `generate --tests` writes for a module named with Swift keywords (`KeywordModule`)
/// escape the names as the coordinators do: they type-check against the module's generated code
/// (Swift 6, warnings as errors).
@Suite("Generated tests of a module named with Swift keywords")
struct KeywordNameTestsTests {
  @Test func theGeneratedTestsOfAKeywordModuleTypeCheck() throws {
    let module = try #require(FlowCompiler.validate(KeywordModule.files).module)
    let tests = try TestSuiteGenerator.generate(
      module, paths: try TestPath.planned(module, strategy: .transitions), testedModule: "KW")
    let doubles = try #require(tests.first { $0.path == "KeywordsFlowTests.swift" })
    #expect(doubles.contents.contains("case `return`(`inout`: Int"))
    let code = try GeneratedCompilation(SwiftGenerator.generate(module), prefix: "flowc-kw-code")
    defer { code.remove() }
    let folder = code.directory.path
    let (status, output) = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
        "-enable-testing", "-emit-module", "-module-name", "KW", "-emit-module-path",
        code.directory.appendingPathComponent("KW.swiftmodule").path,
      ] + code.paths, in: code.directory)
    try #require(status == 0, "\(output.prefix(3000))")
    let suites = try GeneratedCompilation(tests, prefix: "flowc-kw-tests")
    defer { suites.remove() }
    let (testStatus, testOutput) = try Tool.run(
      GeneratedCompilation.typecheckCommand + [
        "-I", folder, "-Xfrontend", "-disable-cross-import-overlays",
      ] + suites.paths)
    #expect(testStatus == 0, "\(testOutput.prefix(3000))")
  }
}
