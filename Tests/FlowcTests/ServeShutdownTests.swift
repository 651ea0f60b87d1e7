import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve` stops on SIGTERM and SIGINT within a second or two, with exit status 0, even
/// while a request waits on an answer that never comes: here `GET /api/graph`, drawn by a fake
/// Graphviz `dot` first on the `PATH` that never answers (a flow file can no longer block a
/// request: files are read without blocking, `NonRegularFileTests`). Requests that wait on it
/// get a 503 once the answer timeout passes.
final class ServeShutdownTests: XCTestCase {
  private var base: URL!

  override func setUpWithError() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-stop-\(UUID())")
    try FileManager.default.createDirectory(
      at: base.appendingPathComponent("bin"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

  /// A server with a request that never gets its answer: the graph, drawn by a `dot` that sleeps
  /// (30 s, within `--graph-timeout 3600`).
  private func blockedServer() throws -> ServedPrototype {
    let flow = base.appendingPathComponent("Main.flow.yaml")
    try Data("flow: Main\nstart: one\nscreens:\n  one: {}\n".utf8).write(to: flow)
    let dot = base.appendingPathComponent("bin/dot").path
    try Data(
      "#!/bin/sh\necho $$ > '\(base.appendingPathComponent("pid").path)'\nexec sleep 30\n".utf8
    ).write(to: URL(fileURLWithPath: dot))
    chmod(dot, 0o755)
    let path =
      base.appendingPathComponent("bin").path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    let server = try ServedPrototype(
      [flow.path, "--graph-timeout", "3600"],
      environment: ["FLOWC_SERVE_ANSWER_TIMEOUT": "1", "PATH": path])
    XCTAssertEqual(try server.get("/api/revision").status, 200)
    XCTAssertEqual(
      try server.get("/api/graph").status, 503, "the graph is never drawn: answered 503")
    XCTAssertEqual(try server.get("/api/state").status, 200, "the rest of the API answers")
    return server
  }

  /// Whether the fake `dot` still runs (a process that ended but was not reaped yet counts as
  /// ended).
  private var dotRuns: Bool {
    guard
      let text = try? String(
        contentsOf: base.appendingPathComponent("pid"), encoding: .utf8),
      let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)),
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    else { return false }
    guard let close = stat.lastIndex(of: ")") else { return false }
    return !stat[close...].hasPrefix(") Z")
  }

  private func stops(_ server: ServedPrototype, on signal: Int32) -> (Int32, TimeInterval) {
    // One more request waiting on the graph while the signal comes.
    let waiting = try? RawConnection(server)
    waiting?.send("GET /api/graph HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    usleep(100_000)
    let started = Date()
    kill(server.process.processIdentifier, signal)
    let deadline = started.addingTimeInterval(10)
    while server.process.isRunning && Date() < deadline { usleep(20_000) }
    let elapsed = Date().timeIntervalSince(started)
    return (server.stop(), elapsed)
  }

  func testSIGTERMStopsAServerWhoseSessionIsBlocked() throws {
    let server = try blockedServer()
    let (status, elapsed) = stops(server, on: SIGTERM)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(server.process.terminationReason, .exit, "it exited, not killed")
    XCTAssertLessThan(elapsed, 5)
    XCTAssertFalse(dotRuns, "the server's Graphviz is stopped with it")
  }

  func testSIGINTStopsAServerWhoseSessionIsBlocked() throws {
    let server = try blockedServer()
    let (status, elapsed) = stops(server, on: SIGINT)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(server.process.terminationReason, .exit, "it exited, not killed")
    XCTAssertLessThan(elapsed, 5)
    XCTAssertFalse(dotRuns, "the server's Graphviz is stopped with it")
  }
}

/// A signal while `flowc serve` is still reading its flow files (a FIFO named on the command
/// line that nobody writes) ends it at once, with status 128 + the signal.
final class ServeStartInterruptTests: XCTestCase {
  func testSIGTERMWhileTheFlowFilesAreReadEndsTheProcess() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-start-\(UUID())")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    let fifo = base.appendingPathComponent("Waiting.flow.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let process = Tool.process()
    process.executableURL = FlowcRun.executable
    process.arguments = ["serve", fifo, "--port", "0"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(500_000)
    XCTAssertTrue(process.isRunning, "it waits on the FIFO")
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .exit, "it exited, not killed")
    XCTAssertEqual(process.terminationStatus, 128 + SIGTERM)
  }
}
