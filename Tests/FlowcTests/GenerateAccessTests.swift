import FlowTestSupport
import Foundation
import XCTest

/// `flowc generate --access`, and the plugins' equivalent (`flowc.json`, read by
/// `flowc-plugin-tool`), end to end.
final class GenerateAccessTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-access-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func text(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  func testPublicDeclaresTheAPIPublicAndKeepsThePlumbingInternal() throws {
    let output = folder.appendingPathComponent("Flows")
    let run = try FlowcRun.run([
      "generate", "Examples/AppLaunch", "--output", output.path, "--access", "public",
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let app = try text("AppCoordinator.swift", in: output)
    XCTAssertTrue(app.contains("public final class AppCoordinator: FlowFrame {"))
    XCTAssertTrue(app.contains("  public func start(session: FlowSession,"))
    XCTAssertTrue(app.contains("  func flowWasCancelled() {"))
    let support = try text("FlowSupport.swift", in: output)
    XCTAssertTrue(support.contains("public final class FlowSession {"))
    XCTAssertTrue(support.contains("  func record("))
    XCTAssertFalse(support.contains("public func record("))
  }

  func testAnUnknownLevelIsAUsageError() throws {
    let run = try FlowcRun.run([
      "generate", "Examples/AppLaunch", "--output", folder.path, "--access", "open",
    ])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("'open'"), run.stderr)
    XCTAssertTrue(run.stderr.contains("'internal', 'package' or 'public'"), run.stderr)
  }

  /// Runs `flowc-plugin-tool` (built next to `flowc`) with `options` as a target's flowc.json.
  private func pluginTool(
    options: String?, extra: [String] = []
  ) throws -> (status: Int32, stderr: String) {
    var arguments = ["--named-after-sources"]
    if let options {
      let file = folder.appendingPathComponent("flowc.json")
      try Data(options.utf8).write(to: file)
      arguments += ["--options", file.path]
    }
    let output = folder.appendingPathComponent("Generated")
    arguments +=
      extra + [
        output.path, "Examples/AppLaunch/App.flow.yaml", "Examples/AppLaunch/Auth.flow.yaml",
      ]
    let tool = FlowcRun.executable.deletingLastPathComponent().appendingPathComponent(
      "flowc-plugin-tool")
    let run = try Tool.run([tool.path] + arguments, in: Repository.root)
    return (run.status, run.output)
  }

  func testThePluginToolReadsTheTargetsOptions() throws {
    let run = try pluginTool(options: #"{ "access": "package" }"#)
    XCTAssertEqual(run.status, 0, run.stderr)
    let app = try text("AppCoordinator.swift", in: folder.appendingPathComponent("Generated"))
    XCTAssertTrue(app.contains("package final class AppCoordinator"))

    let overridden = try pluginTool(
      options: #"{ "access": "package" }"#, extra: ["--access", "public"])
    XCTAssertEqual(overridden.status, 0, overridden.stderr)
    let again = try text("AppCoordinator.swift", in: folder.appendingPathComponent("Generated"))
    XCTAssertTrue(again.contains("public final class AppCoordinator"))
  }

  func testThePluginToolRefusesBadOptionsNamingTheFile() throws {
    let cases = [
      ("{ access: public }", "not valid JSON"),
      (#"{ "acess": "public" }"#, "unknown option `acess`"),
      (#"{ "access": "open" }"#, #"`access` must be "internal", "package" or "public""#),
      ("[1]", "the options are a JSON object"),
    ]
    for (options, message) in cases {
      let run = try pluginTool(options: options)
      XCTAssertEqual(run.status, 2, options)
      XCTAssertTrue(run.stderr.contains("flowc.json: " + message), run.stderr)
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }
  }
}
