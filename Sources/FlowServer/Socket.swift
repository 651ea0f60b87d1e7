#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX socket calls the server makes: listening, accepting, reading with a deadline,
/// writing with a time limit, and closing so that the client reads the last answer.
enum Socket {
  /// A socket that could not be opened, bound or listened on.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Listens on `host` and `port` (0: a free port); returns the socket and the port.
  static func listen(host: String, port: Int) throws(Failure) -> (socket: Int32, port: Int) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_flags = AI_PASSIVE
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw Failure(description: String(cString: gai_strerror(status)))
    }
    defer { freeaddrinfo(first) }
    var failure = "no address"
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let info = next {
      next = info.pointee.ai_next
      let socket = systemSocket(info.pointee.ai_family, info.pointee.ai_socktype)
      guard socket >= 0 else {
        failure = lastError()
        continue
      }
      var on: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
      guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0,
        systemListen(socket, 128) == 0
      else {
        failure = lastError()
        close(socket)
        continue
      }
      return (socket, boundPort(socket))
    }
    throw Failure(description: failure)
  }

  /// The next connection, or nil when none came within `milliseconds`.
  static func accept(_ listener: Int32, waiting milliseconds: Int32) -> Int32? {
    guard wait(listener, milliseconds: milliseconds) else { return nil }
    let client = systemAccept(listener)
    guard client >= 0 else { return nil }
    _ = fcntl(client, F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return client
  }

  /// Whether `socket` has something to read (data, or the end) before `deadline`.
  static func wait(_ socket: Int32, until deadline: ContinuousClock.Instant) -> Bool {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return false }
      let (seconds, attoseconds) = left.components
      let milliseconds = min(Int64(seconds) * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 1000)
      if wait(socket, milliseconds: Int32(milliseconds)) { return true }
    }
  }

  private static func wait(_ socket: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }

  /// Reads what has arrived (at most `limit` bytes) onto `buffer`; the count read, 0 at the
  /// end, negative on an error.
  static func receive(_ socket: Int32, onto buffer: inout [UInt8], limit: Int) -> Int {
    var chunk = [UInt8](repeating: 0, count: min(limit, 16 * 1024))
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    if count > 0 { buffer += chunk[0..<count] }
    return count
  }

  /// Writes all of `bytes`, each write waiting at most `seconds` (`SO_SNDTIMEO`); false when
  /// the client does not take them.
  static func send(_ socket: Int32, _ bytes: [UInt8], seconds: Double) -> Bool {
    var limit = timeval(
      tv_sec: Int(seconds), tv_usec: .init((seconds - Double(Int(seconds))) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        systemSend(socket, $0.baseAddress, $0.count)
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Closes a connection whose client may still be sending: stops writing, then reads and
  /// drops what comes (at most 1 MiB, for at most `seconds`), so that the close does not reset
  /// the connection before the client read the answer.
  static func closeLingering(_ socket: Int32, seconds: Double) {
    shutdown(socket, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var dropped: [UInt8] = []
    var total = 0
    while total < 1024 * 1024, wait(socket, until: deadline) {
      dropped.removeAll(keepingCapacity: true)
      let count = receive(socket, onto: &dropped, limit: 16 * 1024)
      guard count > 0 else { break }
      total += count
    }
    close(socket)
  }

  private static func boundPort(_ socket: Int32) -> Int {
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    let family = Int32(address.ss_family)
    return withUnsafePointer(to: &address) { pointer -> Int in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin6_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  private static func systemSocket(_ family: Int32, _ type: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.socket(family, type | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      Darwin.socket(family, type, 0)
    #endif
  }

  private static func systemListen(_ socket: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.listen(socket, backlog)
    #else
      Darwin.listen(socket, backlog)
    #endif
  }

  private static func systemAccept(_ listener: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.accept(listener, nil, nil)
    #else
      Darwin.accept(listener, nil, nil)
    #endif
  }

  private static func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(socket, bytes, count, 0)
    #endif
  }
}
