import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One TCP connection to a served prototype, for the tests that hold connections open: sends
/// bytes as they are, reads responses one at a time (by their `Content-Length`), and tells when
/// the server closed the connection.
final class RawConnection {
  let socket: Int32
  private var received: [UInt8] = []
  private(set) var closedByServer = false

  init(_ server: ServedPrototype) throws {
    socket = server.connect()
    guard socket >= 0 else {
      throw ServedPrototype.ServeError(description: "cannot connect to port \(server.port)")
    }
  }

  deinit { close(socket) }

  /// Sends `text`; false when the server no longer takes it.
  @discardableResult
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(socket, $0.baseAddress, $0.count, 0)
        #endif
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// The next response (status, head, body; the head only for a `HEAD` request), or nil when
  /// none came within `seconds` (or the connection closed first).
  func response(within seconds: Double = 10, headOnly: Bool = false) -> ServedPrototype.Reply? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if let reply = takeResponse(headOnly: headOnly) { return reply }
      guard read(until: deadline) else { return nil }
    }
  }

  /// Whether the server closes the connection within `seconds` (what it sends first is read
  /// and kept).
  func closes(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !closedByServer {
      guard read(until: deadline) || closedByServer else { return false }
    }
    return true
  }

  private func read(until deadline: Date) -> Bool {
    let left = deadline.timeIntervalSinceNow
    guard left > 0, !closedByServer else { return false }
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, Int32(left * 1000) + 1) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = recv(socket, &buffer, buffer.count, 0)
    if count <= 0 {
      closedByServer = true
      return false
    }
    received += buffer[0..<count]
    return true
  }

  private func takeResponse(headOnly: Bool) -> ServedPrototype.Reply? {
    guard let end = received.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
    let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
    let length =
      head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
    let isInterim = head.hasPrefix("HTTP/1.1 1")
    let bodyLength = isInterim || headOnly ? 0 : length
    guard received.count >= end.upperBound + bodyLength else { return nil }
    let body = String(
      decoding: received[end.upperBound..<(end.upperBound + bodyLength)], as: UTF8.self)
    received.removeSubrange(0..<(end.upperBound + bodyLength))
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return ServedPrototype.Reply(status: status, headers: head, body: body)
  }
}
