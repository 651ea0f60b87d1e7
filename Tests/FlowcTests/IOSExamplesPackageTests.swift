import FlowTestSupport
import Foundation
import XCTest

/// `scripts/ios-examples-package`, which the macOS workflow builds with xcodebuild: on Linux the
/// package is written and its manifest read; compiling it needs the iOS SDK.
final class IOSExamplesPackageTests: XCTestCase {
  func testTheScriptWritesAPackageWithATargetPerExample() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-ios-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = Repository.url("scripts/ios-examples-package").path
    let written = try Tool.run(["bash", script, folder.path], includingStandardOutput: true)
    XCTAssertEqual(written.status, 0, written.output)
    let dump = Process()
    dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dump.arguments = ["swift", "package", "dump-package"]
    dump.currentDirectoryURL = folder
    let output = Pipe()
    dump.standardOutput = output
    dump.standardError = FileHandle.nullDevice
    try dump.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    dump.waitUntilExit()
    XCTAssertEqual(dump.terminationStatus, 0)
    let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]]).compactMap {
      $0["name"] as? String
    }
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Tests/GeneratedExamples").path
    ).filter { !$0.hasPrefix(".") }
    XCTAssertEqual(Set(targets), Set(examples).union(["RepositoryListSwiftUIApp"]))
    // The SwiftUI app has its flows' generated code and its own files, not the test driver.
    let app = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Sources/RepositoryListSwiftUIApp").path)
    XCTAssertTrue(app.contains("RepositoriesApp.swift"))
    XCTAssertTrue(app.contains("RepositoryListCoordinator.swift"))
    XCTAssertFalse(app.contains("FlowScriptDriver.swift"))
    XCTAssertFalse(app.contains("AppTypes.swift"))
    let platforms = try XCTUnwrap(manifest["platforms"] as? [[String: Any]])
    XCTAssertEqual(platforms.first?["platformName"] as? String, "ios")
    for example in examples {
      XCTAssertTrue(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("Sources/\(example)/FlowSupport.swift").path))
    }
  }
}
