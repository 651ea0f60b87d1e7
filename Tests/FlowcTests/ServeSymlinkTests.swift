import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve` and symlinks (docs/serve.md, "Safety"): a flow file found in a served folder
/// that leads outside the folders and files named is not read, at the start (an error naming
/// it) or when it appears later (the page's problems name it); its lines are never shown. A
/// symlink that stays inside the served folders is served as the file it names.
final class ServeSymlinkTests: XCTestCase {
  private var folder: URL!
  private var outside: URL!

  override func setUpWithError() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-symlink-\(UUID())")
    folder = base.appendingPathComponent("served")
    outside = base.appendingPathComponent("outside")
    for url in [folder!, outside!] {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("Examples/PhotoEditing/PhotoEditing.flow.yaml"),
      to: folder.appendingPathComponent("PhotoEditing.flow.yaml"))
    try Data("secret-line: the contents of a file outside\n".utf8)
      .write(to: outside.appendingPathComponent("secret.txt"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
  }

  private func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
  }

  func testALinkOutsideTheServedFoldersIsRefusedAtTheStart() throws {
    for target in [outside.appendingPathComponent("secret.txt").path, "/etc/passwd"] {
      let name = "Evil.flow.yaml"
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      try link(name, to: target)
      let run = try FlowcRun.run(["serve", folder.path, "--port", "0"], timeout: 60)
      XCTAssertEqual(run.status, 2, run.stderr)
      XCTAssertTrue(
        run.stderr.contains(
          "error: \(folder.path)/Evil.flow.yaml leads outside the served folders (to "),
        run.stderr)
      XCTAssertFalse(run.stderr.contains("secret-line") || run.stderr.contains("root:"), run.stderr)
    }
  }

  func testALinkThatAppearsLaterIsNotReadAndOneInsideIsServed() throws {
    // Inside: a flow file that is a symlink to a file of another name in the served folder.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
    try Data("flow: Extra\nstart: one\nscreens:\n  one: {}\n".utf8)
      .write(to: folder.appendingPathComponent("more/extra.txt"))
    try link("Extra.flow.yaml", to: folder.appendingPathComponent("more/extra.txt").path)
    let server = try ServedPrototype([folder.path, "--flow", "Extra"])
    XCTAssertEqual(
      (try server.get("/api/state").json["screen"] as? [String: Any])?["name"] as? String, "one")
    let revision = try server.get("/api/state").json["revision"] as? Int ?? 0
    try link("Evil.flow.yaml", to: outside.appendingPathComponent("secret.txt").path)
    var state: [String: Any] = [:]
    for _ in 0..<200 {
      state = try server.get("/api/state").json
      if (state["revision"] as? Int ?? 0) > revision { break }
      usleep(50_000)
    }
    let problems = try XCTUnwrap(state["problems"] as? String, "\(state)")
    XCTAssertTrue(problems.contains("Evil.flow.yaml leads outside the served folders"), problems)
    XCTAssertFalse(problems.contains("secret-line"), problems)
    XCTAssertEqual(server.stop(), 0)
  }
}
