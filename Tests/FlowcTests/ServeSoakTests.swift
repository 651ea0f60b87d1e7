import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve` under a bounded soak, on loopback: 10,000 requests on one kept-alive
/// connection, one in ten a step (so the trace grows by 1,000 entries), with the server's
/// resident memory flat from the 2,000th request to the last; then idle and slow clients,
/// whose connections are all returned (the server's open descriptors back to where they were)
/// once the timeouts pass. Needs /proc (Linux); bounded at 120 s.
final class ServeSoakTests: XCTestCase {
  func testTenThousandRequestsKeepMemoryFlatAndConnectionsAreReturned() throws {
    let server = try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays"],
      environment: ["FLOWC_SERVE_IDLE_TIMEOUT": "1", "FLOWC_SERVE_READ_TIMEOUT": "1"])
    guard server.residentKiB != nil else { throw XCTSkip("needs /proc") }
    let connection = try RawConnection(server)
    let deadline = Date().addingTimeInterval(120)
    var warm = 0
    var steps = 0
    for index in 0..<10_000 {
      guard Date() < deadline else { return XCTFail("10,000 requests took over 120 s") }
      if index % 10 == 0 {
        let body =
          steps % 2 == 0 ? #"{"event": "picked", "fields": {"photo": "p\#(index).jpg"}}"# : ""
        let path = steps % 2 == 0 ? "/api/event" : "/api/back"
        connection.send(
          "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            + body)
        steps += 1
      } else {
        connection.send("GET /api/revision HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      }
      let reply = connection.response(within: 10)
      guard reply?.status == 200 else {
        return XCTFail("request \(index): \(reply?.status ?? 0) \(reply?.body.prefix(200) ?? "")")
      }
      if index == 2_000 { warm = server.residentKiB ?? 0 }
    }
    let last = server.residentKiB ?? 0
    let revision = try server.get("/api/revision").json["revision"] as? Int
    XCTAssertEqual(revision, 1_000, "every step was taken, and the trace grew with each")
    XCTAssertLessThan(
      last - warm, 16 * 1024, "resident \(warm) KiB at 2,000, \(last) KiB at 10,000")

    let descriptors = try XCTUnwrap(server.openDescriptors)
    var clients = try (0..<20).map { _ in try RawConnection(server) }
    for slow in try (0..<20).map({ _ in try RawConnection(server) }) {
      slow.send(
        "POST /api/script HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n"
          + String(repeating: "#", count: 60_000))
      clients.append(slow)
    }
    usleep(200_000)
    XCTAssertGreaterThanOrEqual(server.openDescriptors ?? 0, descriptors + 30)
    let returned = Date().addingTimeInterval(10)
    while (server.openDescriptors ?? 0) > descriptors && Date() < returned { usleep(100_000) }
    XCTAssertLessThanOrEqual(
      server.openDescriptors ?? 0, descriptors, "every idle and slow connection was closed")
    XCTAssertEqual(try server.get("/api/revision").status, 200)
    XCTAssertEqual(server.stop(), 0)
  }
}
