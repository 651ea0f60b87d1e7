import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc lsp` running for a test, driven over its standard input and output as an editor would:
/// messages framed with `Content-Length`, read back by a background reader. Every wait has a
/// timeout, and the server is killed when the client goes away, so a hang fails a test instead
/// of the suite.
final class LanguageClient: @unchecked Sendable {
  /// A JSON object, as JSONSerialization gives it.
  typealias Object = [String: Any]

  let process: Process
  private let input: Pipe
  private let output: Pipe
  private let errors: Pipe
  private let condition = NSCondition()
  /// Messages received and not yet taken by a wait.
  private var received: [Object] = []
  /// Bodies that were not JSON objects (a server bug, reported by `assertNothingMalformed`).
  private var malformed: [String] = []
  private var outputEnded = false
  private var stderrText = Data()
  private var nextID = 1
  /// The root folder's path, as the server sees it.
  let root: URL

  /// Starts `flowc lsp` (with `arguments` after `lsp`) for the workspace folder `root`.
  init(root: URL, arguments: [String] = []) throws {
    self.root = root.standardizedFileURL
    process = Tool.process()
    process.executableURL = FlowcRun.executable
    process.arguments = ["lsp"] + arguments
    process.currentDirectoryURL = root
    input = Pipe()
    output = Pipe()
    errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let reader = output.fileHandleForReading
    Thread.detachNewThread { [self] in readMessages(from: reader) }
    let errorReader = errors.fileHandleForReading
    Thread.detachNewThread { [self] in
      let data = errorReader.readDataToEndOfFile()
      condition.withLock { stderrText = data }
    }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// What the server wrote on standard error (complete once it has exited).
  var standardError: String { condition.withLock { String(decoding: stderrText, as: UTF8.self) } }

  private func readMessages(from handle: FileHandle) {
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer += chunk
      while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
        let header = String(
          decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard
          let lengthLine = header.split(separator: "\r\n").first(where: {
            $0.lowercased().hasPrefix("content-length:")
          }),
          let length = Int(
            lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else {
          condition.withLock { malformed.append("header: \(header)") }
          buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
          continue
        }
        guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        condition.withLock {
          if let object = try? JSONSerialization.jsonObject(with: body) as? Object {
            received.append(object)
          } else {
            malformed.append(String(decoding: body, as: UTF8.self))
          }
          condition.broadcast()
        }
      }
    }
    condition.withLock {
      outputEnded = true
      condition.broadcast()
    }
  }

  // MARK: Sending

  /// Writes raw bytes to the server's input.
  func write(_ bytes: Data) {
    try? input.fileHandleForWriting.write(contentsOf: bytes)
  }

  /// Sends a JSON object with its `Content-Length` header.
  func send(_ message: Object) {
    let body = try! JSONSerialization.data(withJSONObject: message)
    write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: Object = [:]) {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends a request and returns its id, without waiting for the answer.
  @discardableResult
  func sendRequest(_ method: String, _ params: Any = [String: Any]()) -> Int {
    let id = condition.withLock {
      nextID += 1
      return nextID
    }
    send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return id
  }

  /// Sends a request and waits for its response (nil when none comes in time).
  func request(_ method: String, _ params: Any = [String: Any](), timeout: TimeInterval = 20)
    -> Object?
  {
    let id = sendRequest(method, params)
    return response(to: id, timeout: timeout)
  }

  /// The result of a request (fails the test and gives nil on an error or no answer).
  func result(
    _ method: String, _ params: Any = [String: Any](), file: StaticString = #filePath,
    line: UInt = #line
  ) -> Any? {
    guard let response = request(method, params) else {
      XCTFail("no response to \(method)", file: file, line: line)
      return nil
    }
    if let error = response["error"] {
      XCTFail("\(method) failed: \(error)", file: file, line: line)
      return nil
    }
    return response["result"]
  }

  /// Closes the server's input (the client disappears, or is done).
  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  // MARK: Receiving

  /// Waits for the first unread message that `matches`, and takes it.
  func next(timeout: TimeInterval = 20, where matches: (Object) -> Bool) -> Object? {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
      if outputEnded || !condition.wait(until: deadline) {
        if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
        return nil
      }
    }
  }

  /// The response to request `id`.
  func response(to id: Int, timeout: TimeInterval = 20) -> Object? {
    next(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  /// The next diagnostics pushed for `path` (relative to the root), as `publishDiagnostics`
  /// params.
  func diagnostics(for path: String, timeout: TimeInterval = 20) -> [Object]? {
    let uri = uri(path)
    let message = next(timeout: timeout) {
      ($0["method"] as? String) == "textDocument/publishDiagnostics"
        && (($0["params"] as? Object)?["uri"] as? String) == uri
    }
    return (message?["params"] as? Object)?["diagnostics"] as? [Object]
  }

  /// Every unread message now, taken.
  func drain() -> [Object] {
    condition.withLock {
      defer { received.removeAll() }
      return received
    }
  }

  /// Bodies that were not JSON objects.
  var malformedOutput: [String] { condition.withLock { malformed } }

  /// Waits for the server to exit; its status, or nil if it is still running after `timeout`
  /// (then it is killed).
  func waitForExit(timeout: TimeInterval = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return process.terminationStatus
  }

  // MARK: The protocol's steps

  /// The `file:` URI of a path relative to the root (or of an absolute path).
  func uri(_ path: String) -> String {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    return url.absoluteString
  }

  /// `initialize` with `capabilities` and the root as workspace folder, then `initialized`;
  /// returns the initialize result.
  @discardableResult
  func initialize(capabilities: Object = [:]) -> Object? {
    let result =
      self.result(
        "initialize",
        [
          "processId": NSNull(), "rootUri": root.absoluteString, "capabilities": capabilities,
          "workspaceFolders": [["uri": root.absoluteString, "name": root.lastPathComponent]],
        ]) as? Object
    notify("initialized")
    return result
  }

  /// `didOpen` of a file under the root with its text on disk (or `text`).
  func open(_ path: String, text: String? = nil, version: Int = 1) {
    let text = text ?? (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": uri(path), "languageId": "yaml", "version": version, "text": text ?? "",
        ]
      ])
  }

  /// `didChange` replacing the whole text.
  func replace(_ path: String, with text: String, version: Int) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri(path), "version": version],
        "contentChanges": [["text": text]],
      ])
  }

  /// `didChange` replacing a range (0-based line and character, in the negotiated encoding).
  func edit(
    _ path: String, from start: (Int, Int), to end: (Int, Int), with text: String, version: Int
  ) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri(path), "version": version],
        "contentChanges": [
          [
            "range": [
              "start": ["line": start.0, "character": start.1],
              "end": ["line": end.0, "character": end.1],
            ],
            "text": text,
          ]
        ],
      ])
  }

  /// `TextDocumentPositionParams` for a path and 0-based position.
  func at(_ path: String, _ line: Int, _ character: Int) -> Object {
    ["textDocument": ["uri": uri(path)], "position": ["line": line, "character": character]]
  }

  /// `shutdown` then `exit`; the exit status.
  func shutDown() -> Int32? {
    _ = request("shutdown")
    notify("exit")
    return waitForExit()
  }
}

/// Positions in a text: the 0-based line and UTF-16 character where a string first occurs.
extension String {
  func position(of needle: String, after: String? = nil) -> (line: Int, character: Int)? {
    var searchStart = startIndex
    if let after, let found = range(of: after) { searchStart = found.upperBound }
    guard let found = range(of: needle, range: searchStart..<endIndex) else { return nil }
    let before = self[startIndex..<found.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? startIndex
    return (line, self[lineStart..<found.lowerBound].utf16.count)
  }
}
