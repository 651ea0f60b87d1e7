import FlowTestSupport
import Foundation
import XCTest

/// `flowc generate` end to end.
final class GenerateCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-gen-\(UUID())")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testGeneratesThenLeavesCurrentFilesAloneAndChecks() throws {
    let first = try FlowcRun.run(["generate", "Examples/PhotoEditing", "--output", folder.path])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout, "3 files: 3 written, 0 unchanged\n")
    let second = try FlowcRun.run(["generate", "Examples/PhotoEditing", "--output", folder.path])
    XCTAssertEqual(second.stdout, "3 files: 0 written, 3 unchanged\n")
    let current = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", folder.path, "--check",
    ])
    XCTAssertEqual(current.status, 0)
    XCTAssertEqual(current.stdout, "3 generated files are current\n")
    let feed = folder.appendingPathComponent("FeedCoordinator.swift")
    try (String(contentsOf: feed, encoding: .utf8) + "// edited\n").write(
      to: feed, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("FlowSupport.swift"))
    let stale = try FlowcRun.run([
      "generate", "Examples/PhotoEditing", "--output", folder.path, "--check",
    ])
    XCTAssertEqual(stale.status, 1)
    XCTAssertEqual(stale.stdout, "missing: FlowSupport.swift\nstale: FeedCoordinator.swift\n")
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("FlowSupport.swift").path))
  }

  func testTheCheckedInGoldenCopyIsCurrent() throws {
    let run = try FlowcRun.run([
      "generate", "Examples/Restaurants", "--output", "Tests/GeneratedExamples/Restaurants",
      "--check", "--script-driver",
    ])
    XCTAssertEqual(run.status, 0, run.stdout)
  }

  func testAnInvalidModuleWritesNothing() throws {
    let run = try FlowcRun.run([
      "generate", "Tests/FlowSpecTests/Fixtures/Diagnostics/illegal-back.flow.yaml", "--output",
      folder.path,
    ])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("[illegal-back]"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testAFileFlowcDidNotGenerateIsNeverOverwritten() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let mine = folder.appendingPathComponent("FlowSupport.swift")
    try Data("// my own\n".utf8).write(to: mine)
    let run = try FlowcRun.run(["generate", "Examples/PhotoEditing", "--output", folder.path])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.stderr, "error: not overwriting files flowc did not generate: FlowSupport.swift\n")
    XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "// my own\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["FlowSupport.swift"])
  }

  /// A module with a tab container generates a coordinator for the container, whose start
  /// shows the tab bar, next to one for each tab's flow.
  func testATabContainerGeneratesItsCoordinator() throws {
    let run = try FlowcRun.run(["generate", "Examples/TabbedPhotos", "--output", folder.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(
      names,
      [
        "FeedCoordinator.swift", "FlowSupport.swift", "PhotoAppCoordinator.swift",
        "PhotoEditingCoordinator.swift", "ProfileCoordinator.swift",
      ])
    let container = try String(
      contentsOf: folder.appendingPathComponent("PhotoAppCoordinator.swift"), encoding: .utf8)
    XCTAssertTrue(
      container.contains(
        #"[FlowTab(name: "feed", title: "Feed"), FlowTab(name: "profile", title: "Profile")]"#),
      container)
  }
}
