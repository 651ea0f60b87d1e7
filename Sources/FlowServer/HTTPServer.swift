import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server over POSIX sockets: one thread accepts, one thread serves each
/// connection (at most `limits.connections`; one more is answered 503 and closed), reading
/// requests with `HTTPRequestReader` and answering them with the route table's handlers.
///
/// A connection's thread never waits without a limit: for a request to start (the idle
/// timeout), to arrive (the read timeout), for its answer (the answer timeout), for the client to
/// take it (the read timeout again). Stopping never waits for a request: `stop` closes the
/// listening socket and waits at most `grace` seconds for answers being written.
final class HTTPServer: @unchecked Sendable {
  let routes: RouteTable
  let origin: SameOrigin
  let limits: ServerLimits
  private let listener: Int32
  /// The port listened on.
  let port: Int
  private let counts = Counts()

  /// Listens on `host` and `port` (0: a free port).
  init(routes: RouteTable, host: String, port: Int, limits: ServerLimits) throws(Socket.Failure) {
    self.routes = routes
    self.origin = SameOrigin(host: host)
    self.limits = limits
    (listener, self.port) = try Socket.listen(host: host, port: port)
  }

  /// Starts accepting connections, on a thread of its own.
  func start() {
    signal(SIGPIPE, SIG_IGN)
    OSThread.start { [self] in accepting() }
  }

  /// Stops accepting, and waits up to `grace` seconds for the answers being made or written.
  func stop(grace: Double) {
    counts.stopping()
    let deadline = ContinuousClock.now + .milliseconds(Int(grace * 1000))
    while counts.answering > 0 && ContinuousClock.now < deadline { usleep(10_000) }
  }

  private func accepting() {
    while !counts.isStopping {
      guard let client = Socket.accept(listener, waiting: 200) else { continue }
      guard counts.open(limit: limits.connections) else {
        // Beyond the limit: told so, and closed at once; the clients being served go on.
        let refusal = HTTPResponse.refusal(
          503, "too many connections (\(limits.connections)); try again when others closed")
        _ = Socket.send(client, refusal.bytes(headOnly: false, closing: true), seconds: 0.05)
        shutdown(client, Int32(SHUT_WR))
        close(client)
        continue
      }
      OSThread.start { [self] in
        serve(client)
        counts.closed()
      }
    }
    close(listener)
  }

  /// Serves the requests of one connection until it closes, breaks a limit or the server stops.
  private func serve(_ client: Int32) {
    var reader = HTTPRequestReader(socket: client, limits: limits)
    while !counts.isStopping {
      let request: HTTPRequest
      switch reader.head() {
      case .gone:
        close(client)
        return
      case .refused(let response): return finish(client, response)
      case .head(let head): request = head
      }
      if let refusal = origin.refusal(for: request) { return finish(client, refusal) }
      let route: RouteTable.Route
      switch routes.route(request.method, request.path) {
      case .failure(let refusal): return finish(client, refusal.response, to: request)
      case .success(let found): route = found
      }
      var complete = request
      switch reader.body(of: request, limit: route.bodyLimit) {
      case .success(let body): complete.body = body
      case .failure(.refused(let response)): return finish(client, response)
      case .failure:
        close(client)
        return
      }
      guard let response = answer(complete, with: route) else {
        return finish(
          client,
          .refusal(
            503, "the prototype did not answer within \(Int(limits.answerTimeout)) s; it is busy"))
      }
      let closing = !request.keepsAlive || counts.isStopping
      let sent = Socket.send(
        client, response.bytes(headOnly: request.method == "HEAD", closing: closing),
        seconds: limits.readTimeout)
      counts.answered()
      guard sent, !closing else { return Socket.closeLingering(client, seconds: 1) }
    }
    close(client)
  }

  /// The handler's answer, or nil when it did not come within the answer timeout (the
  /// handler goes on, and its answer is dropped).
  private func answer(_ request: HTTPRequest, with route: RouteTable.Route) -> HTTPResponse? {
    counts.answering(+1)
    let box = AnswerBox()
    Task {
      box.response = await route.handle(request)
      box.done.signal()
    }
    guard box.done.wait(timeout: .now() + limits.answerTimeout) == .success else {
      counts.answering(-1)
      return nil
    }
    return box.response
  }

  /// Sends a refusal and closes the connection.
  private func finish(_ client: Int32, _ response: HTTPResponse, to request: HTTPRequest? = nil) {
    _ = Socket.send(
      client, response.bytes(headOnly: request?.method == "HEAD", closing: true),
      seconds: limits.readTimeout)
    Socket.closeLingering(client, seconds: 1)
  }

  /// Where a handler's answer is put for the connection's thread, which waits on `done` (the
  /// write happens before the signal, the read after the wait, so the two never overlap).
  private final class AnswerBox: @unchecked Sendable {
    var response: HTTPResponse?
    let done = DispatchSemaphore(value: 0)
  }

  /// The connections open and the answers being made, behind a lock.
  private final class Counts: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var open = 0
    private var making = 0
    private var stopped = false

    private func locked<T>(_ body: () -> T) -> T {
      lock.wait()
      defer { lock.signal() }
      return body()
    }

    func open(limit: Int) -> Bool {
      locked {
        guard open < limit else { return false }
        open += 1
        return true
      }
    }

    func closed() { locked { open -= 1 } }
    func answering(_ change: Int) { locked { making += change } }
    func answered() { answering(-1) }
    var answering: Int { locked { making } }
    func stopping() { locked { stopped = true } }
    var isStopping: Bool { locked { stopped } }
  }
}
