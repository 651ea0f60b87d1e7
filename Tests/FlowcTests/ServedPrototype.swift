import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc serve` running on a free loopback port, for a test: started with `--port 0`, its port
/// read from the line it prints, stopped with SIGTERM (or killed, if it does not stop).
final class ServedPrototype {
  let process: Process
  let port: Int
  private let output: Pipe

  /// Starts `flowc serve` with `arguments` (the flow paths and options) in `directory`, with
  /// `environment` added to the test's (`FLOWC_SERVE_IDLE_TIMEOUT=1`, ...).
  init(
    _ arguments: [String], in directory: URL = Repository.root, environment: [String: String] = [:]
  ) throws {
    process = Tool.process()
    process.executableURL = FlowcRun.executable
    process.arguments = ["serve"] + arguments + ["--port", "0"]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first line: `Serving FLOW at http://127.0.0.1:PORT/ (Ctrl-C stops)`.
    var line = Data()
    let handle = output.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      guard !chunk.isEmpty else { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
      let port = Int(text[range].dropFirst("127.0.0.1:".count).dropLast())
    else {
      process.terminate()
      throw ServeError(description: "flowc serve printed no address: \(text)")
    }
    self.port = port
  }

  struct ServeError: Error, CustomStringConvertible {
    var description: String
  }

  /// Stops the server with SIGTERM and returns its exit status (SIGKILL after 10 s).
  @discardableResult
  func stop() -> Int32 {
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  deinit { stop() }

  /// An HTTP response: status and body.
  struct Reply {
    var status: Int
    var headers: String
    var body: String

    /// The body as a JSON object.
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }
  }

  /// Sends `GET path`.
  func get(_ path: String) throws -> Reply {
    try raw(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
  }

  /// Sends `POST path` with `body`.
  func post(_ path: String, _ body: String) throws -> Reply {
    try post(path, bytes: Array(body.utf8))
  }

  /// Sends `POST path` with the bytes `body`.
  func post(_ path: String, bytes body: [UInt8]) throws -> Reply {
    let head =
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
      + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
    return try raw(Array(head.utf8) + body)
  }

  /// Sends `request` as it is on a new connection and reads the response until the server
  /// closes it (or 10 s pass). A server that drops the connection gives status 0. With
  /// `closing`, the connection's sending side is closed after the request (a body cut short).
  func raw(_ request: [UInt8], closing: Bool = false) throws -> Reply {
    let socket = Self.connect(port)
    guard socket >= 0 else { throw ServeError(description: "cannot connect to port \(port)") }
    defer { close(socket) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var sent = 0
    while sent < request.count {
      let count = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
      // The server may answer (413) and close before reading everything.
      if count <= 0 { break }
      sent += count
    }
    if closing { shutdown(socket, Int32(SHUT_WR)) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else {
      return Reply(status: 0, headers: "", body: text)
    }
    let head = String(text[..<split.lowerBound])
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return Reply(status: status, headers: head, body: String(text[split.upperBound...]))
  }

  /// A new connection to the server (a socket), or -1.
  func connect() -> Int32 { Self.connect(port) }

  /// The server's resident memory in KiB (`VmRSS` in /proc), nil where there is no /proc.
  var residentKiB: Int? {
    guard
      let status = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }

  /// How many descriptors the server has open (its sockets among them), nil where there is no
  /// /proc.
  var openDescriptors: Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd"))?
      .count
  }

  private static func connect(_ port: Int) -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { return -1 }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Glibc)
          Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
          Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard connected == 0 else {
      close(socket)
      return -1
    }
    return socket
  }
}
