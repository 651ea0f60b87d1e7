import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve`'s timeouts and limits, over raw sockets (docs/serve.md, "Limits"), with the
/// timeouts shortened through the environment so that the tests stay short: an idle connection
/// is closed, a request that stops arriving gets a 408, connections beyond the limit are refused
/// while the others are served, and bodies beyond their limit are refused before they are read.
final class ServeConnectionTests: XCTestCase {
  private func serve(_ environment: [String: String]) throws -> ServedPrototype {
    try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays"],
      environment: environment)
  }

  private let get = "GET /api/revision HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

  func testAnIdleConnectionIsClosedAfterTheIdleTimeout() throws {
    let server = try serve(["FLOWC_SERVE_IDLE_TIMEOUT": "1"])
    let silent = try RawConnection(server)
    let started = Date()
    XCTAssertTrue(silent.closes(within: 5), "a connection that never sends is closed")
    XCTAssertGreaterThan(Date().timeIntervalSince(started), 0.8)
    // Between two requests too: the first is answered, then the connection waits a second.
    let kept = try RawConnection(server)
    kept.send(get)
    XCTAssertEqual(kept.response()?.status, 200)
    XCTAssertTrue(kept.closes(within: 5), "a kept-alive connection left idle is closed")
    XCTAssertEqual(try server.get("/api/revision").status, 200)
    XCTAssertEqual(server.stop(), 0)
  }

  func testARequestThatStopsArrivingGetsA408() throws {
    let server = try serve(["FLOWC_SERVE_READ_TIMEOUT": "1"])
    // Most of a script body, then nothing.
    let body = try RawConnection(server)
    body.send(
      "POST /api/script HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 200000\r\n\r\n"
        + String(repeating: "#", count: 150_000))
    let reply = body.response(within: 5)
    XCTAssertEqual(reply?.status, 408, reply?.body ?? "no answer")
    XCTAssertEqual(reply?.json["error"] as? String, "the request did not arrive within 1 s")
    XCTAssertTrue(body.closes(within: 3))
    // A head sent a byte at a time, slower than the timeout allows in all.
    let slow = try RawConnection(server)
    let started = Date()
    for byte in "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: yes\r\n\r\n" {
      guard slow.send(String(byte)) else { break }
      usleep(100_000)
      if Date().timeIntervalSince(started) > 4 { break }
    }
    XCTAssertEqual(slow.response(within: 3)?.status, 408)
    XCTAssertLessThan(Date().timeIntervalSince(started), 4, "cut off at the read timeout")
    XCTAssertEqual(try server.get("/api/revision").status, 200)
  }

  func testConnectionsBeyondTheLimitAreRefusedAndTheOthersServed() throws {
    let server = try serve(["FLOWC_SERVE_CONNECTIONS": "4", "FLOWC_SERVE_IDLE_TIMEOUT": "30"])
    var held = try (0..<4).map { _ in try RawConnection(server) }
    for connection in held {
      connection.send(get)
      XCTAssertEqual(connection.response()?.status, 200)
    }
    // A fifth: told 503 (or dropped), never served.
    let extra = try RawConnection(server)
    extra.send(get)
    let refused = extra.response(within: 5)
    XCTAssertTrue(refused == nil || refused?.status == 503, refused?.headers ?? "")
    XCTAssertTrue(extra.closes(within: 5))
    // The four are still served.
    for connection in held {
      connection.send(get)
      XCTAssertEqual(connection.response()?.status, 200)
    }
    // Once they leave, new clients are served again.
    held.removeAll()
    var served = false
    let deadline = Date().addingTimeInterval(5)
    while !served && Date() < deadline {
      served = (try? server.get("/api/revision"))?.status == 200
      if !served { usleep(50_000) }
    }
    XCTAssertTrue(served, "served again once the others closed")
    XCTAssertEqual(server.stop(), 0)
  }

  func testBodiesBeyondTheirLimitAreRefusedBeforeTheyAreRead() throws {
    let server = try serve([:])
    // The Content-Length is enough: no byte of the body is sent.
    let announced = try RawConnection(server)
    announced.send(
      "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000000\r\n\r\n")
    let reply = announced.response(within: 5)
    XCTAssertEqual(reply?.status, 413)
    XCTAssertEqual(reply?.json["error"] as? String, "the body is larger than 16384 bytes")
    // A chunked body that grows past the script limit.
    let chunked = try RawConnection(server)
    chunked.send(
      "POST /api/script HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n")
    let chunk = String(repeating: "#", count: 0x8000)
    for _ in 0..<9 where chunked.send("8000\r\n" + chunk + "\r\n") {}
    XCTAssertEqual(chunked.response(within: 5)?.status, 413)
    // A head without end.
    let head = try RawConnection(server)
    head.send(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-A: b\r\n", count: 3000))
    XCTAssertEqual(head.response(within: 5)?.status, 431)
  }

  func testHalfSentBodiesHoldBoundedMemoryThatIsUsedAgain() throws {
    let server = try serve(["FLOWC_SERVE_READ_TIMEOUT": "1"])
    guard let before = server.residentKiB else { throw XCTSkip("needs /proc") }
    func round() -> Int {
      let clients = (0..<40).compactMap { _ in try? RawConnection(server) }
      for client in clients {
        client.send(
          "POST /api/script HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 262144\r\n\r\n"
            + String(repeating: "#", count: 250_000))
      }
      usleep(300_000)
      let peak = server.residentKiB ?? 0
      for client in clients { XCTAssertTrue(client.closes(within: 5)) }
      return peak
    }
    let first = round()
    let second = round()
    let after = server.residentKiB ?? 0
    // 40 clients of 250 KB each: about 10 MB held while they send, not more.
    XCTAssertLessThan(first - before, 64 * 1024, "\(before) KiB before, \(first) KiB held")
    XCTAssertLessThan(second - first, 16 * 1024, "the second round reuses the first's memory")
    XCTAssertLessThan(after - before, 64 * 1024)
    XCTAssertEqual(try server.get("/api/revision").status, 200)
  }
}
