#if canImport(Glibc)
  import Glibc

  private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    Glibc.read(descriptor, buffer, count)
  }
  private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(descriptor, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    Darwin.read(descriptor, buffer, count)
  }
  private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(descriptor, buffer, count)
  }
#endif

/// The server's two byte streams: messages in (framed by a `MessageFramer`), messages out.
///
/// One thread reads and writes. Reading waits with `poll`, so the server can wait for input and
/// for its debounce deadline at once.
struct Connection {
  /// What waiting for input gave.
  enum Input {
    /// Events completed by the bytes read.
    case events([MessageFramer.Event])
    /// Nothing arrived before the timeout.
    case timedOut
    /// The input is closed (or unreadable): the client is gone.
    case closed
  }

  let input: Int32
  let output: Int32
  private var framer: MessageFramer
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// Whether writing failed: the client no longer reads.
  private(set) var outputClosed = false

  init(input: Int32, output: Int32, maxMessageBytes: Int) {
    self.input = input
    self.output = output
    framer = MessageFramer(maxBodyBytes: maxMessageBytes)
  }

  /// Whether a message is partly read.
  var isInsideMessage: Bool { framer.isInsideMessage }

  /// Waits up to `milliseconds` (forever when nil) for input, and reads what is there.
  mutating func read(waitingAtMost milliseconds: Int?) -> Input {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, Int32(clamping: milliseconds ?? -1))
      if ready == 0 { return .timedOut }
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      break
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return .closed }
      return .events(framer.feed(chunk[0..<count]))
    }
  }

  /// Writes `bytes` to standard error, ignoring failures (a log line is not worth stopping for).
  static func writeToStandardError(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemWrite(2, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  /// Writes one message with its `Content-Length` header. A failed write marks the output closed.
  mutating func write(_ message: JSON) {
    guard !outputClosed else { return }
    let body = message.bytes
    let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    var written = 0
    while written < frame.count {
      let count = frame.withUnsafeBytes {
        systemWrite(output, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        outputClosed = true
        return
      }
      written += count
    }
  }
}
