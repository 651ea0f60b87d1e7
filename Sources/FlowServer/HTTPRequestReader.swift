/// Reads HTTP/1.1 requests from one connection, within the server's limits: the head (request
/// line and headers) and then the body, with `Content-Length` or chunked. Anything it does not
/// take is a refusal with a message (the connection is closed after it): a target that is not a
/// path, a version other than 1.0 or 1.1, a missing or second `Host`, a `Transfer-Encoding`
/// other than chunked, a malformed chunked body, a head or body beyond its limit, a request
/// that does not arrive within the read timeout.
struct HTTPRequestReader {
  let socket: Int32
  let limits: ServerLimits
  /// Bytes read and not taken yet (the start of a next request, when a client sends several).
  private var buffer: [UInt8] = []
  /// When the request being read must have arrived.
  private var deadline = ContinuousClock.now

  init(socket: Int32, limits: ServerLimits) {
    self.socket = socket
    self.limits = limits
  }

  /// What reading gave.
  enum Outcome: Error {
    /// A request head; its body is read by `body(of:limit:)`.
    case head(HTTPRequest)
    /// The client closed, went quiet for the idle timeout, or broke off: nothing to answer.
    case gone
    /// A request refused: the answer to send before closing.
    case refused(HTTPResponse)
  }

  /// Waits (up to the idle timeout) for the next request and reads its head.
  mutating func head() -> Outcome {
    while buffer.first == UInt8(ascii: "\r") || buffer.first == UInt8(ascii: "\n") {
      buffer.removeFirst()
    }
    if buffer.isEmpty {
      let idle = ContinuousClock.now + .milliseconds(Int(limits.idleTimeout * 1000))
      guard Socket.wait(socket, until: idle),
        Socket.receive(socket, onto: &buffer, limit: limits.headBytes) > 0
      else { return .gone }
    }
    deadline = ContinuousClock.now + .milliseconds(Int(limits.readTimeout * 1000))
    var searched = 0
    while true {
      if let end = Self.find([13, 10, 13, 10], in: buffer, from: max(0, searched - 3)) {
        let head = Array(buffer[0..<end])
        buffer.removeSubrange(0..<(end + 4))
        return parse(head)
      }
      searched = buffer.count
      if buffer.count >= limits.headBytes {
        return .refused(
          .refusal(431, "the request head is larger than \(limits.headBytes) bytes"))
      }
      switch fill(limit: limits.headBytes - buffer.count) {
      case .some(let refusal): return refusal
      case .none: continue
      }
    }
  }

  /// Reads the body of `request` (at most `limit` bytes); `continueFirst` sends
  /// `100 Continue` first when the client waits for it.
  mutating func body(of request: HTTPRequest, limit: Int) -> Result<[UInt8], Outcome> {
    let encodings = request.values("transfer-encoding")
    let lengths = request.values("content-length")
    if !encodings.isEmpty {
      guard lengths.isEmpty else {
        return .failure(
          .refused(.refusal(400, "a request cannot have both Content-Length and Transfer-Encoding"))
        )
      }
      let encoding = encodings.joined(separator: ",").lowercased()
      guard encoding.split(separator: ",").map({ $0.trimmingSpaces }) == ["chunked"] else {
        return .failure(
          .refused(
            .refusal(
              501,
              "Transfer-Encoding `\(encodings.joined(separator: ", "))` is not supported: "
                + "send Content-Length or chunked")))
      }
      continueIfAsked(request)
      return chunked(limit: limit)
    }
    let values = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingSpaces }
    guard let text = values.first else { return .success([]) }
    guard values.allSatisfy({ $0 == text }), text.count <= 18,
      !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(text)
    else {
      return .failure(.refused(.refusal(400, "Content-Length is not one number of bytes")))
    }
    guard length <= limit else {
      return .failure(.refused(.refusal(413, "the body is larger than \(limit) bytes")))
    }
    if length > 0 { continueIfAsked(request) }
    if let refusal = need(length) { return .failure(refusal) }
    let body = Array(buffer[0..<length])
    buffer.removeSubrange(0..<length)
    return .success(body)
  }

  private mutating func continueIfAsked(_ request: HTTPRequest) {
    guard request.header("expect")?.lowercased() == "100-continue", buffer.isEmpty else { return }
    _ = Socket.send(
      socket, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), seconds: limits.readTimeout)
  }

  /// A chunked body: `SIZE[;extension]CRLF DATA CRLF` ... `0 CRLF`, trailers, `CRLF`.
  private mutating func chunked(limit: Int) -> Result<[UInt8], Outcome> {
    let malformed = Outcome.refused(.refusal(400, "the chunked body is malformed"))
    var body: [UInt8] = []
    while true {
      let line: [UInt8]
      switch self.line() {
      case .success(let taken): line = taken
      case .failure(let outcome): return .failure(outcome)
      }
      let digits = line.prefix { $0 != UInt8(ascii: ";") }
      guard !digits.isEmpty, digits.count <= 8,
        let size = Int(String(decoding: digits, as: UTF8.self), radix: 16),
        digits.allSatisfy({ Self.isHexDigit($0) })
      else { return .failure(malformed) }
      if size == 0 { break }
      guard body.count + size <= limit else {
        return .failure(.refused(.refusal(413, "the body is larger than \(limit) bytes")))
      }
      if let refusal = need(size + 2) { return .failure(refusal) }
      guard buffer[size] == 13, buffer[size + 1] == 10 else { return .failure(malformed) }
      body += buffer[0..<size]
      buffer.removeSubrange(0..<(size + 2))
    }
    // Trailers, up to an empty line; they are read and dropped.
    var trailers = 0
    while true {
      switch self.line() {
      case .success(let taken):
        if taken.isEmpty { return .success(body) }
        trailers += taken.count
        if trailers > limits.headBytes { return .failure(malformed) }
      case .failure(let outcome): return .failure(outcome)
      }
    }
  }

  /// The next line (without its CRLF), at most 1 KiB.
  private mutating func line() -> Result<[UInt8], Outcome> {
    var searched = 0
    while true {
      if let end = Self.find([13, 10], in: buffer, from: max(0, searched - 1)) {
        let line = Array(buffer[0..<end])
        buffer.removeSubrange(0..<(end + 2))
        return .success(line)
      }
      searched = buffer.count
      if buffer.count > 1024 {
        return .failure(.refused(.refusal(400, "the chunked body is malformed")))
      }
      if let refusal = fill(limit: 16 * 1024) { return .failure(refusal) }
    }
  }

  /// Reads until `count` bytes are in the buffer; the outcome when they do not come.
  private mutating func need(_ count: Int) -> Outcome? {
    while buffer.count < count {
      if let refusal = fill(limit: count - buffer.count) { return refusal }
    }
    return nil
  }

  /// Reads more before the deadline; the outcome when nothing more comes.
  private mutating func fill(limit: Int) -> Outcome? {
    guard Socket.wait(socket, until: deadline) else {
      let seconds = limits.readTimeout
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return .refused(.refusal(408, "the request did not arrive within \(shown) s"))
    }
    return Socket.receive(socket, onto: &buffer, limit: max(limit, 1)) > 0 ? nil : .gone
  }

  /// The request line and headers.
  private func parse(_ head: [UInt8]) -> Outcome {
    func refuse(_ status: Int, _ message: String) -> Outcome {
      .refused(.refusal(status, message))
    }
    var lines = Self.split(head)
    guard !lines.isEmpty else { return refuse(400, "the request has no request line") }
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
      return refuse(400, "the request line is not `METHOD /path HTTP/1.1`")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return version.hasPrefix("HTTP/")
        ? refuse(505, "HTTP version `\(version)` is not supported: send HTTP/1.1")
        : refuse(400, "the request line is not `METHOD /path HTTP/1.1`")
    }
    let target = parts[1]
    guard target.first == UInt8(ascii: "/"),
      target.allSatisfy({ $0 > 32 && $0 < 127 })
    else {
      return refuse(
        400, "the request target must be a path (`/api/state`), not an absolute URL or authority")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line[..<colon].allSatisfy(Self.isTokenByte)
      else {
        return refuse(400, "a header line is not `Name: value`")
      }
      let value = line[(colon + 1)...]
      guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
        return refuse(400, "a header value holds a control character")
      }
      headers.append(
        (
          String(decoding: line[..<colon], as: UTF8.self),
          Substring(String(decoding: value, as: UTF8.self)).trimmingSpaces
        ))
    }
    if headers.count > 100 { return refuse(431, "the request has more than 100 headers") }
    let beforeFragment = target.prefix { $0 != UInt8(ascii: "#") }
    let path = beforeFragment.prefix { $0 != UInt8(ascii: "?") }
    let query = beforeFragment.dropFirst(path.count + 1)
    let request = HTTPRequest(
      method: String(decoding: parts[0], as: UTF8.self),
      path: String(decoding: path, as: UTF8.self), query: String(decoding: query, as: UTF8.self),
      version: version, headers: headers)
    guard request.values("host").count == 1 else {
      return refuse(400, "the request needs exactly one Host header")
    }
    return .head(request)
  }

  /// The lines of a head, split at CRLF.
  private static func split(_ head: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = head.startIndex
    while let end = find([13, 10], in: head, from: start) {
      lines.append(head[start..<end])
      start = end + 2
    }
    lines.append(head[start...])
    return lines
  }

  private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// A byte of an HTTP token (a method, a header name).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
  }
}
