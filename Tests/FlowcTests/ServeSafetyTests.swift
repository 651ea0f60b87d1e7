import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve` against bad requests: a batch of malformed, oversized and path-probing requests
/// sent to the running server, each answered with an error status (a JSON message where the API
/// answers), never a crash, with the server still walking the flow afterwards; requests from
/// other sites' pages refused.
final class ServeSafetyTests: XCTestCase {
  func testABatchOfBadRequestsGetsErrorsAndTheServerKeepsRunning() throws {
    let server = try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays"])
    let before = try server.get("/api/state").json["revision"] as? Int
    let posts: [(path: String, body: [UInt8], status: Int, message: String?)] = [
      ("/api/event", Array(#"{"event":"#.utf8), 400, "the body is not JSON"),
      ("/api/event", Array("[1, 2]".utf8), 400, "the body has the wrong type"),
      ("/api/event", Array(#"{"event": 5}"#.utf8), 400, "`event` has the wrong type"),
      ("/api/event", Array(#"{"fields": {}}"#.utf8), 400, "the body needs `event`"),
      (
        "/api/event", Array(#"{"event": "picked", "fields": {"photo": {"a": 1}}}"#.utf8), 400,
        nil
      ),
      ("/api/event", [0xFF, 0xFE, 0x7B, 0x7D], 400, nil),
      ("/api/event", Array(String(repeating: "[", count: 10_000).utf8), 400, nil),
      ("/api/event", Array(repeating: UInt8(ascii: "a"), count: 20_000), 413, nil),
      ("/api/script", Array(repeating: UInt8(ascii: "#"), count: 300_000), 413, nil),
      (
        "/api/event", Array(#"{"event": "nosuch"}"#.utf8), 422,
        "screen `select` has no event `nosuch`; available: picked, cancel"
      ),
      (
        "/api/event", Array(#"{"event": "picked", "fields": {"photo": "a", "x": 1}}"#.utf8), 422,
        "event `picked` has no field `x`"
      ),
      ("/api/back", [], 422, "nothing to go back to: the screen is the first of its stack"),
      ("/api/dismiss", [], 422, "nothing to dismiss: no stack is presented"),
      ("/api/tab", Array("{}".utf8), 400, "the body needs `tab`"),
      (
        "/api/tab", Array(#"{"tab": "feed"}"#.utf8), 422,
        "there is no tab bar: the root flow is not a tab container"
      ),
      ("/api/undo", [], 422, "nothing to undo"),
      ("/api/reset", Array(#"{"flow": "../../etc/passwd"}"#.utf8), 422, nil),
      ("/api/script", Array(":flow /etc/passwd\n".utf8), 422, nil),
      ("/api/environment", Array(#"{"environment": {"nope": 1}}"#.utf8), 422, nil),
    ]
    for post in posts {
      let reply = try server.post(post.path, bytes: post.body)
      XCTAssertEqual(
        reply.status, post.status, "\(post.path) \(post.body.prefix(40)): \(reply.body)")
      let message = reply.json["error"] as? String
      XCTAssertNotNil(message, "\(post.path): \(reply.body)")
      if let expected = post.message { XCTAssertEqual(message, expected) }
    }
    // No path reaches the file system: only the page and the API exist.
    for path in [
      "/../../etc/passwd", "/api/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
      "/Examples/PhotoEditing/PhotoEditing.flow.yaml", "/api/script/../../Package.swift",
      "//etc/passwd", "/api/state%00.yaml",
    ] {
      let reply = try server.get(path)
      XCTAssertEqual(reply.status, 404, path)
      XCTAssertFalse(reply.body.contains("root:") || reply.body.contains("flow:"), path)
    }
    // Requests that are not HTTP, or lie about their length, are dropped or refused.
    for request in [
      "HELLO\r\n\r\n", "GET / HTTP/9.9\r\n\r\n",
      "POST /api/event HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
      "POST /api/event HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"event\"",
      "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\n\r\n",
      "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 20_000) + "\r\n",
    ] {
      let reply = try server.raw(Array(request.utf8), closing: true)
      XCTAssertNotEqual(reply.status, 200, String(request.prefix(40)))
    }
    // Other sites' pages: by DNS rebinding (another Host), or posting from their origin.
    let event = #"{"event": "picked", "fields": {"photo": "a.jpg"}}"#
    for head in [
      "GET /api/state HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n",
      "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://evil.example\r\n"
        + "Content-Length: \(event.utf8.count)\r\n",
    ] {
      let reply = try server.raw(Array((head + "Connection: close\r\n\r\n" + event).utf8))
      XCTAssertEqual(reply.status, 403, head)
      XCTAssertNotNil(reply.json["error"] as? String, reply.body)
    }
    let origin = "Origin: http://127.0.0.1:\(server.port)\r\n"
    let same = try server.raw(
      Array(
        ("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(origin)"
          + "Connection: close\r\n\r\n").utf8))
    XCTAssertEqual(same.status, 200, "the page's own origin")
    // Nothing above changed the walkthrough, and it still walks.
    let after = try server.get("/api/state")
    XCTAssertEqual(after.json["revision"] as? Int, before)
    XCTAssertEqual((after.json["screen"] as? [String: Any])?["name"] as? String, "select")
    let reply = try server.post("/api/event", #"{"event": "picked", "fields": {"photo": "a.jpg"}}"#)
    XCTAssertEqual(reply.status, 200)
    XCTAssertEqual(server.stop(), 0)
  }
}
