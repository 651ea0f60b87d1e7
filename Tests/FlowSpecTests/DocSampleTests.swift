import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Every Swift sample in the README and docs/ is compiled: each ```` ```swift ```` block says how,
/// in an HTML comment on the line before it, and the test does exactly that.
///
/// - `<!-- sample: app EXAMPLE -->`: app code, type-checked in Swift 6 mode with warnings as
///   errors, together with the generated code of `Examples/EXAMPLE`, the app code the sample
///   leaves out (`Fixtures/DocSamples/EXAMPLE.swift`) and the UIKit and SwiftUI models
///   (`Tests/UIKitModel`, `Tests/SwiftUIModel`, with Apple's signatures), so the generated
///   code's SwiftUI part is compiled too.
/// - `<!-- sample: manifest -->`: a whole `Package.swift`, loaded by `swift package dump-package`.
@Suite("Documentation samples")
struct DocSampleTests {
  /// A Swift block of a Markdown file, and what its marker says it is.
  struct Sample: CustomStringConvertible {
    var file: String
    var line: Int
    var marker: [String]
    var text: String
    var description: String { "\(file):\(line)" }
  }

  /// The Markdown files whose samples are compiled.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.url("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// Every ```` ```swift ```` block of `file`, with the words of the marker before it (empty when
  /// there is none).
  static func samples(in file: String) throws -> [Sample] {
    let lines = try String(contentsOf: Repository.url(file), encoding: .utf8)
      .components(separatedBy: "\n")
    var samples: [Sample] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == "```swift" else { continue }
      var marker: [String] = []
      let before = index > 0 ? lines[index - 1] : ""
      if before.hasPrefix("<!-- sample:"), before.hasSuffix("-->") {
        marker = before.dropFirst("<!-- sample:".count).dropLast("-->".count)
          .split(separator: " ").map(String.init)
      }
      let start = index + 1
      var end = start
      while end < lines.count, lines[end] != "```" { end += 1 }
      samples.append(
        Sample(
          file: file, line: index + 1, marker: marker,
          text: lines[start..<end].joined(separator: "\n") + "\n"))
      index = end
    }
    return samples
  }

  static func allSamples() throws -> [Sample] {
    try documents().flatMap(samples(in:))
  }

  @Test func everySwiftSampleSaysHowItIsCompiled() throws {
    let samples = try Self.allSamples()
    #expect(!samples.isEmpty)
    for sample in samples {
      let known =
        sample.marker == ["manifest"] || (sample.marker.first == "app" && sample.marker.count == 2)
      #expect(
        known,
        "\(sample): a ```swift block needs <!-- sample: app EXAMPLE --> or <!-- sample: manifest --> on the line before it"
      )
    }
  }

  @Test func appSamplesTypeCheckWithTheGeneratedCode() throws {
    let samples = try Self.allSamples().filter { $0.marker.first == "app" }
    #expect(!samples.isEmpty)
    for sample in samples {
      let example = sample.marker[1]
      let (status, output) = try Self.typecheck(sample.text, example: example)
      #expect(status == 0, "\(sample) does not compile:\n\(output)")
      // An error planted in the sample fails: the sample itself was compiled.
      let (planted, _) = try Self.typecheck(
        sample.text + "let planted: Int = \"not an Int\"\n", example: example)
      #expect(planted != 0, "\(sample): a planted error was not reported")
    }
  }

  @Test func manifestSamplesLoad() throws {
    let samples = try Self.allSamples().filter { $0.marker == ["manifest"] }
    #expect(!samples.isEmpty)
    for sample in samples {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "flowc-manifest-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      try Data(sample.text.utf8).write(to: directory.appendingPathComponent("Package.swift"))
      let (status, output) = try Tool.run(["swift", "package", "dump-package"], in: directory)
      #expect(status == 0, "\(sample) is not a package manifest SwiftPM loads:\n\(output)")
    }
  }

  /// Type-checks `sample` with the generated code of `Examples/EXAMPLE`, the app code it leaves
  /// out, and the UIKit and SwiftUI models.
  static func typecheck(_ sample: String, example: String) throws -> (Int32, String) {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Examples/\(example)").path
    ).filter { $0.hasSuffix(".flow.yaml") }.sorted().map { name in
      SourceFile(
        path: name,
        text: try String(
          contentsOf: Repository.url("Examples/\(example)/\(name)"), encoding: .utf8))
    }
    let module = try #require(FlowCompiler.validate(sources).module)
    let prelude = try String(
      contentsOf: Repository.url("Tests/FlowSpecTests/Fixtures/DocSamples/\(example).swift"),
      encoding: .utf8)
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module),
      extra: [("AppCode.swift", prelude), ("Sample.swift", sample)], prefix: "flowc-sample")
    defer { compilation.remove() }
    return try Tool.run(
      GeneratedCompilation.typecheckCommand + ["-I", try SwiftUIStandIn.shared.get().path]
        + compilation.paths)
  }
}

/// The UIKit model (`Tests/UIKitModel`, docs/uikit-model.md: Apple's signatures, and the
/// behaviour the navigator's tests rely on), built as a module where a test needs it.
enum UIKitStandIn {
  /// Emits `UIKit.swiftmodule` into `directory`, so that `-I directory` finds it.
  static func build(in directory: URL) throws {
    let folder = Repository.url("Tests/UIKitModel")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    let (status, output) = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name",
        "UIKit", "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
      ] + sources, in: directory)
    try #require(status == 0, "the UIKit model does not compile:\n\(output)")
  }
}
