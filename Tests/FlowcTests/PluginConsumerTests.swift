import FlowTestSupport
import Foundation
import XCTest

/// The plugins as a consumer uses them: a package that depends on this one by path. The build
/// plugin's diagnostics point at the YAML line and fail `swift build`; the command plugin writes
/// generated code into the package. Slow (it builds flowc for the consumer), so it is one test.
final class PluginConsumerTests: XCTestCase {
  private func swift(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
    try Tool.run(["swift"] + arguments, in: directory, includingStandardOutput: true)
  }

  func testAConsumerPackageBuildsWithThePlugins() throws {
    let consumer = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-consumer-\(UUID())")
    defer { try? FileManager.default.removeItem(at: consumer) }
    let identity = Repository.root.lastPathComponent.lowercased()
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Consumer",
        dependencies: [.package(path: "\(Repository.root.path)")],
        targets: [
          .target(name: "Bad", plugins: [.plugin(name: "FlowcBuildPlugin", package: "\(identity)")]),
          .target(name: "Good"),
        ]
      )

      """,
      "Sources/Bad/Bad.swift": "enum Bad {}\n",
      "Sources/Bad/Checkout.flow.yaml": """
      flow: Checkout
      results:
        cancelled: {}
      start: cart
      screens:
        cart:
          events: { close: {} }
          on: { close: back }

      """,
      "Sources/Good/Good.swift": "enum Good {}\n",
      "Sources/Good/Good.flow.yaml": """
      flow: Good
      start: home
      screens:
        home:
          events: { refresh: {} }
          on: { refresh: home }

      """,
    ]
    for (path, text) in files {
      let url = consumer.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let (buildStatus, buildOutput) = try swift(["build", "--target", "Bad"], in: consumer)
    XCTAssertNotEqual(buildStatus, 0, "an invalid flow must fail the build")
    XCTAssertTrue(
      buildOutput.contains("Sources/Bad/Checkout.flow.yaml:8:18: error: `back` from `cart`"),
      String(buildOutput.suffix(3000)))

    let (status, output) = try swift(
      [
        "package", "--allow-writing-to-package-directory", "generate-coordinators", "--target",
        "Good",
      ],
      in: consumer)
    XCTAssertEqual(status, 0, String(output.suffix(3000)))
    let generated = consumer.appendingPathComponent("Sources/Good/Generated")
    let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
    XCTAssertEqual(names, ["FlowSupport.swift", "GoodCoordinator.swift"])
  }
}
