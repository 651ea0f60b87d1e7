import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve` stops on SIGTERM and SIGINT within a second or two, with exit status 0, even
/// while a request waits on a prototype that never answers: here a reload blocked reading a
/// FIFO named on the command line (a stream is read as the user named it) that no one writes.
/// Requests made meanwhile get a 503 once the answer timeout passes.
final class ServeShutdownTests: XCTestCase {
  private var base: URL!

  override func setUpWithError() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-stop-\(UUID())")
    try FileManager.default.createDirectory(
      at: base.appendingPathComponent("folder"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

  /// A server whose session is blocked: started on a FIFO (written once, for the start) and a
  /// folder; a change in the folder makes it read the FIFO again, which nobody writes.
  private func blockedServer() throws -> ServedPrototype {
    let fifo = base.appendingPathComponent("Extra.flow.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let other = base.appendingPathComponent("folder/Main.flow.yaml")
    try Data("flow: Main\nstart: one\nscreens:\n  one: {}\n".utf8).write(to: other)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      handle.write(Data("flow: Extra\nstart: two\nscreens:\n  two: {}\n".utf8))
      try? handle.close()
    }
    writer.start()
    let server = try ServedPrototype(
      [fifo, base.appendingPathComponent("folder").path, "--flow", "Main"],
      environment: ["FLOWC_SERVE_ANSWER_TIMEOUT": "1"])
    XCTAssertEqual(try server.get("/api/revision").status, 200)
    try Data("flow: Main\nstart: one\nscreens:\n  one: {}\n  unused: {}\n".utf8).write(to: other)
    // The reload now waits on the FIFO, and the session with it.
    var status = 200
    let deadline = Date().addingTimeInterval(10)
    while status == 200 && Date() < deadline {
      status = (try? server.get("/api/revision"))?.status ?? 0
      usleep(100_000)
    }
    XCTAssertEqual(status, 503, "the session is blocked, and requests are answered 503")
    return server
  }

  private func stops(_ server: ServedPrototype, on signal: Int32) -> (Int32, TimeInterval) {
    // One more request waiting on the session while the signal comes.
    let waiting = try? RawConnection(server)
    waiting?.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
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
  }

  func testSIGINTStopsAServerWhoseSessionIsBlocked() throws {
    let server = try blockedServer()
    let (status, elapsed) = stops(server, on: SIGINT)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(server.process.terminationReason, .exit, "it exited, not killed")
    XCTAssertLessThan(elapsed, 5)
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
