import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files found by searching a folder are checked for their kind before they are read: a FIFO
/// named `*.flow.yaml` or `*.walkthrough` is reported, never waited on, by `validate DIR`,
/// `test DIR` and `serve`; a stream the user names (`--script /dev/stdin`) is still read.
final class NonRegularFileTests: XCTestCase {
  static let flow = """
    flow: Tiny
    results:
      done: {}
    start: only
    screens:
      only:
        events:
          next: {}
        on:
          next: { finish: done }

    """

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-fifo-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.flow.utf8).write(to: folder.appendingPathComponent("Tiny.flow.yaml"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Makes a FIFO named `name` in the folder.
  private func fifo(_ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    XCTAssertEqual(mkfifo(path, 0o644), 0, String(cString: strerror(errno)))
    return path
  }

  func testValidateReportsAFIFOFoundInAFolder() throws {
    let path = try fifo("Stuck.flow.yaml")
    let run = try FlowcRun.run(["validate", folder.path], timeout: 20)
    XCTAssertFalse(run.timedOut, "validate waited on the FIFO")
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "error: cannot read \(path): it is a FIFO, not a regular file\n")
  }

  func testTestReportsAFIFOFoundInAFolder() throws {
    let script = try fifo("stuck.walkthrough")
    var run = try FlowcRun.run(["test", folder.path], timeout: 20)
    XCTAssertFalse(run.timedOut, "test waited on the FIFO")
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(
      run.stderr.contains("cannot read \(script): it is a FIFO, not a regular file"), run.stderr)
    XCTAssertEqual(unlink(script), 0)
    let flow = try fifo("Stuck.flow.yaml")
    run = try FlowcRun.run(["test", folder.path], timeout: 20)
    XCTAssertFalse(run.timedOut, "test waited on the FIFO")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(
      run.stderr.contains("cannot read \(flow): it is a FIFO, not a regular file"), run.stderr)
  }

  /// A file named on the command line may be a stream: `--script /dev/stdin` and a flow file
  /// `/dev/stdin` are read to their end.
  func testAStreamNamedExplicitlyIsRead() throws {
    let script = try FlowcRun.run(
      ["run", folder.path, "--script", "/dev/stdin"], stdin: "next\n", timeout: 20)
    XCTAssertFalse(script.timedOut)
    XCTAssertEqual(script.status, 0, script.stderr)
    let flow = try FlowcRun.run(["validate", "/dev/stdin"], stdin: Self.flow, timeout: 20)
    XCTAssertFalse(flow.timedOut)
    XCTAssertEqual(flow.status, 0, flow.stderr)
  }

  /// A flow file named on the command line, replaced by a FIFO while served: the reload reports
  /// it (a reload reads regular files only) and the API keeps answering.
  func testServeKeepsAnsweringWhenANamedFileBecomesAFIFO() throws {
    let file = folder.appendingPathComponent("Tiny.flow.yaml").path
    let server = try ServedPrototype([file])
    defer { server.stop() }
    let revision = try server.get("/api/state").json["revision"] as? Int ?? 0
    XCTAssertEqual(unlink(file), 0)
    _ = try fifo("Tiny.flow.yaml")
    var problems: String?
    for _ in 0..<200 where problems == nil {
      let state = try server.get("/api/state")
      guard state.status == 200 else { return XCTFail("the API stopped answering") }
      if let now = state.json["revision"] as? Int, now > revision {
        problems = state.json["problems"] as? String
      }
      usleep(50_000)
    }
    XCTAssertEqual(problems, "error: cannot read \(file): it is a FIFO, not a regular file\n")
  }

  /// The served folder gains a FIFO: the page shows the problem and the API keeps answering.
  func testServeKeepsAnsweringWithAFIFOInItsFolder() throws {
    let server = try ServedPrototype([folder.path])
    defer { server.stop() }
    let revision = try server.get("/api/state").json["revision"] as? Int ?? 0
    let path = try fifo("Stuck.flow.yaml")
    var problems: String?
    for _ in 0..<200 where problems == nil {
      let state = try server.get("/api/state")
      guard state.status == 200 else { return XCTFail("the API stopped answering") }
      if let now = state.json["revision"] as? Int, now > revision {
        problems = state.json["problems"] as? String
      }
      usleep(50_000)
    }
    XCTAssertEqual(problems, "error: cannot read \(path): it is a FIFO, not a regular file\n")
    let after = try server.get("/api/state")
    XCTAssertEqual(after.status, 200)
  }
}
