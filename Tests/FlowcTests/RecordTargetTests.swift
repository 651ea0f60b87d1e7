import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `--record FILE` (and `:save FILE`, which writes the same way) does to what is there: a
/// regular file is replaced and keeps its mode, a symbolic link is followed and stays, a stream
/// is written through, anything else and the module's flow files are refused.
final class RecordTargetTests: XCTestCase {
  private var folder: URL!
  private var flowFile: URL { folder.appendingPathComponent("Tiny.flow.yaml") }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-target-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(NonRegularFileTests.flow.utf8).write(to: flowFile)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `flowc run FOLDER --record path` with one step.
  private func record(_ path: String) throws -> FlowcRun {
    let run = try FlowcRun.run(
      ["run", folder.path, "--record", path], stdin: "next\n", timeout: 20)
    XCTAssertFalse(run.timedOut, "flowc waited")
    return run
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    return info.st_mode & 0o7777
  }

  func testARewrittenFileKeepsItsMode() throws {
    let path = folder.appendingPathComponent("private.walkthrough").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(chmod(path, 0o600), 0)
    let run = try record(path)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(mode(path), 0o600)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.hasSuffix("\nnext\n"), text)
  }

  func testASymbolicLinkIsFollowedAndStays() throws {
    let target = folder.appendingPathComponent("target.walkthrough").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder.appendingPathComponent("link.walkthrough").path
    XCTAssertEqual(symlink("target.walkthrough", link), 0)
    let run = try record(link)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link), "target.walkthrough")
    XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasSuffix("\nnext\n"))
  }

  func testAStreamNamedIsWrittenThrough() throws {
    let file = folder.appendingPathComponent("file.walkthrough").path
    XCTAssertEqual(try record(file).status, 0)
    let script = try String(contentsOfFile: file, encoding: .utf8)
    // Through a link of the test's own to /dev/stdout: were the stream ever replaced again, the
    // link would be, never the machine's /dev/stdout.
    let link = folder.appendingPathComponent("stdout.walkthrough").path
    XCTAssertEqual(symlink("/dev/stdout", link), 0)
    let stdout = try record(link)
    XCTAssertEqual(stdout.status, 0, stdout.stderr)
    XCTAssertTrue(stdout.stdout.contains(script), stdout.stdout)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "/dev/stdout")

    // A character device is written through too (by a link of the test's own, again): /dev/full
    // refuses the bytes, and stays the device it is.
    let full = folder.appendingPathComponent("full.walkthrough").path
    XCTAssertEqual(symlink("/dev/full", full), 0)
    let intoFull = try record(full)
    XCTAssertEqual(intoFull.status, 2)
    XCTAssertEqual(intoFull.stderr, "error: cannot write \(full): No space left on device\n")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: full), "/dev/full")

    let fifo = folder.appendingPathComponent("stream.walkthrough").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    // Nobody reads the FIFO: an error, not a wait.
    let unread = try record(fifo)
    XCTAssertEqual(unread.status, 2)
    XCTAssertEqual(unread.stderr, "error: cannot write \(fifo): no process reads the FIFO\n")
    // A reader (kept from seeing the end early by a writer of its own until flowc is done).
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(reader, 0)
    defer { close(reader) }
    let keeper = open(fifo, O_WRONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(keeper, 0)
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
    let read = try record(fifo)
    close(keeper)
    XCTAssertEqual(read.status, 0, read.stderr)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = Glibc.read(reader, &buffer, buffer.count), count > 0 {
      bytes += buffer[0..<count]
    }
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), script)
    var info = stat()
    XCTAssertEqual(lstat(fifo, &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO was replaced")
  }

  func testOtherKindsAndTheModulesFlowFilesAreRefused() throws {
    let directory = folder.appendingPathComponent("folder.walkthrough").path
    XCTAssertEqual(mkdir(directory, 0o755), 0)
    let intoDirectory = try record(directory)
    XCTAssertEqual(intoDirectory.status, 2)
    XCTAssertEqual(
      intoDirectory.stderr,
      "error: cannot write \(directory): it is a directory, not a regular file or a stream\n")

    let socketPath = folder.appendingPathComponent("s.walkthrough").path
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
    let intoSocket = try record(socketPath)
    XCTAssertEqual(intoSocket.status, 2)
    XCTAssertEqual(
      intoSocket.stderr,
      "error: cannot write \(socketPath): it is a socket, not a regular file or a stream\n")

    let intoFlow = try record(flowFile.path)
    XCTAssertEqual(intoFlow.status, 2)
    XCTAssertEqual(
      intoFlow.stderr,
      "error: cannot write \(flowFile.path): it is a flow file of the module; "
        + "save the script under another name\n")
    XCTAssertEqual(try String(contentsOf: flowFile, encoding: .utf8), NonRegularFileTests.flow)
    // A link to a flow file is the flow file.
    let link = folder.appendingPathComponent("flow.walkthrough").path
    XCTAssertEqual(symlink(flowFile.path, link), 0)
    let throughLink = try record(link)
    XCTAssertEqual(throughLink.status, 2)
    XCTAssertTrue(
      throughLink.stderr.contains("it is a flow file of the module"), throughLink.stderr)
    XCTAssertEqual(try String(contentsOf: flowFile, encoding: .utf8), NonRegularFileTests.flow)
  }
}
