import FlowTestSupport
import Foundation
import XCTest

/// The README's promises: its example is a valid flow, it has exactly two set-up commands, and CI
/// runs the second one.
final class ReadmeTests: XCTestCase {
  private func readme() throws -> String {
    try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
  }

  private func blocks(_ language: String, in text: String) -> [String] {
    text.components(separatedBy: "```\(language)\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
  }

  func testTheExampleFlowIsValid() throws {
    let yaml = try XCTUnwrap(blocks("yaml", in: readme()).first)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Checkout.flow.yaml")
    try Data(yaml.utf8).write(to: file)
    XCTAssertLessThanOrEqual(yaml.split(separator: "\n").count, 25)
    let run = try FlowcRun.run(["validate", "--warnings-as-errors", file.path])
    XCTAssertEqual(run.status, 0, run.stderr)
  }

  func testTwoSetUpCommandsAndCIRunsTheTestCommand() throws {
    let commands = blocks("sh", in: try readme()).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    XCTAssertEqual(commands.count, 2, "\(commands)")
    XCTAssertTrue(commands.allSatisfy { $0.hasPrefix("scripts/install-dependencies && ") })
    XCTAssertTrue(commands[0].contains("swift run flowc"))
    let ci = try String(contentsOf: Repository.url(".ci/run"), encoding: .utf8)
    XCTAssertTrue(
      ci.split(separator: "\n").contains { $0 == commands[1] }, "CI must run: \(commands[1])")
    // The main job's command names a bundled example that exists.
    let example = try XCTUnwrap(commands[0].split(separator: " ").last)
    XCTAssertTrue(FileManager.default.fileExists(atPath: Repository.url(String(example)).path))
  }
}
