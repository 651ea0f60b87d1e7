import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve`'s HTTP edge cases, over raw sockets: hosts that are not this machine in any
/// spelling, a second `Host`, absolute-form targets; chunked bodies good and malformed, and
/// transfer codings it does not take; `HEAD`, methods a path does not take, `Expect:
/// 100-continue` and requests sent back to back on one connection.
final class ServeEdgeCaseTests: XCTestCase {
  private var server: ServedPrototype!

  override func setUpWithError() throws {
    server = try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays"])
  }

  override func tearDown() { server = nil }

  private func send(_ head: String, body: String = "") throws -> ServedPrototype.Reply {
    try server.raw(Array((head + "Connection: close\r\n\r\n" + body).utf8))
  }

  func testForeignHostsAndAbsoluteTargetsAreRefused() throws {
    let port = server.port
    for (head, status) in [
      ("GET /api/state HTTP/1.1\r\nHost: [evil.example]\r\n", 403),
      ("GET /api/state HTTP/1.1\r\nHost: [evil.example]:\(port)\r\n", 403),
      ("GET /api/state HTTP/1.1\r\nHost: [::1]evil.example\r\n", 403),
      ("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)@evil.example\r\n", 403),
      ("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1.evil.example\r\n", 403),
      ("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n", 400),
      ("GET /api/state HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1\r\n", 400),
      ("GET /api/state HTTP/1.1\r\n", 400),
      ("GET http://evil.example/api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n", 400),
      ("GET http://127.0.0.1:\(port)/api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n", 400),
      ("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n", 400),
      ("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n", 400),
    ] {
      let reply = try send(head)
      XCTAssertEqual(reply.status, status, head)
      XCTAssertNotNil(reply.json["error"] as? String, "\(head): \(reply.body)")
      XCTAssertFalse(reply.body.contains("\"revision\""), head)
    }
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST"] {
      XCTAssertEqual(try send("GET /api/state HTTP/1.1\r\nHost: \(host)\r\n").status, 200, host)
    }
  }

  func testChunkedBodiesAndOtherCodings() throws {
    let head = "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    let event = #"{"event": "nosuch"}"#
    let good = String(event.utf8.count, radix: 16) + ";note=x\r\n" + event + "\r\n0\r\n\r\n"
    var reply = try send(head + "Transfer-Encoding: chunked\r\n", body: good)
    XCTAssertEqual(reply.status, 422, "a chunked body is read: \(reply.body)")
    for body in ["ZZ\r\n{}\r\n0\r\n\r\n", "2\r\n{}}\r\n0\r\n\r\n", "-2\r\n{}\r\n0\r\n\r\n"] {
      reply = try send(head + "Transfer-Encoding: chunked\r\n", body: body)
      XCTAssertEqual(reply.status, 400, body)
      XCTAssertEqual(reply.json["error"] as? String, "the chunked body is malformed")
    }
    for coding in ["identity", "gzip", "gzip, chunked", "chunked, chunked"] {
      reply = try send(head + "Transfer-Encoding: \(coding)\r\n", body: "{}")
      XCTAssertEqual(reply.status, 501, coding)
      XCTAssertTrue(
        (reply.json["error"] as? String)?.hasPrefix(
          "Transfer-Encoding `\(coding)` is not supported")
          ?? false, reply.body)
    }
    reply = try send(head + "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n", body: "{}")
    XCTAssertEqual(reply.status, 400)
    for length in ["2, 3", "+2", "0x2", " "] {
      reply = try send(head + "Content-Length: \(length)\r\n", body: "{}")
      XCTAssertEqual(reply.status, 400, length)
      XCTAssertEqual(reply.json["error"] as? String, "Content-Length is not one number of bytes")
    }
  }

  func testHeadOtherMethodsContinueAndKeepAlive() throws {
    let page = try server.get("/")
    let connection = try RawConnection(server)
    connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let head = try XCTUnwrap(connection.response(headOnly: true))
    XCTAssertEqual(head.status, 200)
    XCTAssertTrue(head.headers.contains("Content-Length: \(page.body.utf8.count)"), head.headers)
    XCTAssertTrue(head.headers.contains("Content-Type: text/html"), head.headers)
    // No body came: the next response on the same connection is read right after the head.
    connection.send("GET /api/revision HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    XCTAssertEqual(connection.response()?.body, "{\"revision\": 0}\n")

    for (request, allow) in [
      ("PUT /api/state", "GET, HEAD"), ("POST /api/state", "GET, HEAD"),
      ("GET /api/event", "POST"), ("DELETE /", "GET, HEAD"),
    ] {
      let reply = try send(request + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n")
      XCTAssertEqual(reply.status, 405, request)
      XCTAssertTrue(reply.headers.contains("Allow: \(allow)\r\n"), reply.headers)
    }
    XCTAssertEqual(try send("HEAD /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n").status, 404)

    // Expect: 100-continue gets the interim answer, then the real one.
    let body = #"{"event": "picked", "fields": {"photo": "a.jpg"}}"#
    let asking = try RawConnection(server)
    asking.send(
      "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n")
    XCTAssertEqual(asking.response()?.status, 100)
    asking.send(body)
    XCTAssertEqual(asking.response()?.status, 200)

    // Three requests in one write: three answers, in order.
    let pipelined = try RawConnection(server)
    pipelined.send(
      String(repeating: "GET /api/revision HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", count: 2)
        + "GET /api/revision HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    for _ in 0..<3 { XCTAssertEqual(pipelined.response()?.body, "{\"revision\": 1}\n") }
    XCTAssertTrue(pipelined.closes(within: 3))
    XCTAssertEqual(server.stop(), 0)
  }
}
