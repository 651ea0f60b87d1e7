import FlowRunner
import FlowSpec
import Hummingbird
import Logging

/// `flowc serve`: a clickable prototype of a flow module in the browser, over HTTP.
///
/// It serves one page (`PrototypePage`, held in the program: no file is served) and the JSON API
/// under it (docs/serve.md). Every change goes through the session's FlowRunner walkthrough. No
/// part of a request names a file: the flow files are those the command line named, read only by
/// the `ModuleSource`. Request bodies have size limits; a body that is not the JSON expected gets
/// a 400 with a message.
@available(macOS 14, *)
public struct PrototypeServer: Sendable {
  /// The largest body of an API request (an event, an answer, a start).
  public static let requestLimit = 16 * 1024
  /// The largest walkthrough script that can be opened.
  public static let scriptLimit = 256 * 1024

  let source: ModuleSource
  let module: ValidatedModule
  let start: WalkthroughStart
  let host: String
  let port: Int

  /// A server of `module` (read from `source`), starting the walkthrough `start`, on `host` and
  /// `port` (0: a free port).
  public init(
    source: ModuleSource, module: ValidatedModule, start: WalkthroughStart, host: String,
    port: Int
  ) {
    self.source = source
    self.module = module
    self.start = start
    self.host = host
    self.port = port
  }

  /// Serves until SIGINT or SIGTERM. `announce` is told the page's address once the server
  /// listens (with the port chosen when `port` is 0).
  public func run(announce: @escaping @Sendable (String) -> Void) async throws {
    let session = PrototypeSession(source: source, module: module, start: start)
    let host = self.host
    var logger = Logger(label: "flowc-serve")
    logger.logLevel = .error
    let app = Application(
      router: Self.router(session, host: host),
      configuration: .init(address: .hostname(host, port: port), serverName: "flowc"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        let shown = host.contains(":") ? "[\(host)]" : host
        announce("http://\(shown):\(port)/")
      },
      logger: logger)
    // Four looks a second: a change is taken once it stayed for one more look.
    let watching = Task {
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 250_000_000)
        await session.watch()
      }
    }
    defer { watching.cancel() }
    try await app.runService()
  }

  /// The page and the API.
  static func router(_ session: PrototypeSession, host: String) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: SameOrigin(host: host))
    router.get("/") { _, _ in
      Response(
        status: .ok,
        headers: [
          .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
          .contentSecurityPolicy:
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "connect-src 'self'; img-src 'self' data:; form-action 'none'",
        ],
        body: .init(byteBuffer: ByteBuffer(string: PrototypePage.html)))
    }
    router.get("/api/state") { _, _ in json(await session.state()) }
    router.get("/api/trace") { request, _ in
      json(await session.tracePage(query: request.uri.query ?? ""))
    }
    router.get("/api/revision") { _, _ in
      json(.init(status: 200, body: "{\"revision\": \(await session.revision)}"))
    }
    router.get("/api/graph") { _, _ in
      let svg: String
      switch await session.graphSVG() {
      case .success(let drawn): svg = drawn
      case .failure(let failure): return refusal(failure.status, failure.message)
      }
      return Response(
        status: .ok,
        headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(string: svg)))
    }
    router.get("/api/script") { _, _ in
      let (script, flow) = (await session.script(), await session.start.flow)
      let name =
        flow.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        ? flow : "walkthrough"
      return Response(
        status: .ok,
        headers: [
          .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
          .contentDisposition: "attachment; filename=\"\(name).walkthrough\"",
        ],
        body: .init(byteBuffer: ByteBuffer(string: script)))
    }
    router.post("/api/script") { request, _ in
      await withBody(request, limit: scriptLimit) { body in
        await session.open(script: body, name: "script")
      }
    }
    router.post("/api/event") { request, _ in
      await decoded(request, as: APIRequest.Event.self) { body in
        await session.send(
          body.event, fields: texts(body.fields), environment: texts(body.environment))
      }
    }
    let system: [(String, MachineInput, String)] = [
      ("back", .systemBack, ":back"), ("dismiss", .systemDismiss, ":dismiss"),
    ]
    for (path, input, line) in system {
      router.post("/api/\(path)") { request, _ in
        await decoded(request, as: APIRequest.System.self) { body in
          await session.system(input, line: line, environment: texts(body.environment))
        }
      }
    }
    router.post("/api/tab") { request, _ in
      await decoded(request, as: APIRequest.Tab.self) { body in
        await session.system(
          .selectTab(body.tab), line: ":tab \(body.tab)", environment: texts(body.environment))
      }
    }
    router.post("/api/undo") { request, _ in
      await decoded(request, as: APIRequest.System.self) { _ in await session.undo() }
    }
    router.post("/api/environment") { request, _ in
      await decoded(request, as: APIRequest.Environment.self) { body in
        await session.answer(texts(body.environment))
      }
    }
    router.post("/api/reset") { request, _ in
      await decoded(request, as: APIRequest.Reset.self) { body in
        await session.reset(
          flow: body.flow, inputs: body.inputs.map(texts), environment: body.environment.map(texts))
      }
    }
    return router
  }

  private static func texts(_ values: [String: APIRequest.Text]?) -> [String: String] {
    (values ?? [:]).mapValues(\.text)
  }

  /// A reply as a JSON response.
  static func json(_ reply: PrototypeSession.Reply) -> Response {
    Response(
      status: .init(code: reply.status),
      headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: reply.body + "\n")))
  }

  /// A refused request, as JSON.
  static func refusal(_ status: Int, _ message: String) -> Response {
    json(
      .init(
        status: status, body: JSON.object([("error", JSON.string(message)), ("question", "null")]))
    )
  }

  /// Reads the body, up to `limit` bytes (a larger one gets a 413), and answers with `handle`.
  static func withBody(
    _ request: Request, limit: Int, _ handle: ([UInt8]) async -> PrototypeSession.Reply
  ) async -> Response {
    var request = request
    let body: ByteBuffer
    do {
      body = try await request.collectBody(upTo: limit)
    } catch {
      return refusal(413, "the body is larger than \(limit) bytes")
    }
    return json(await handle(Array(body.readableBytesView)))
  }

  /// Reads the body as the JSON `type` (a 400 with a message when it is not) and answers with
  /// `handle`.
  static func decoded<T: Decodable>(
    _ request: Request, as type: T.Type, _ handle: (T) async -> PrototypeSession.Reply
  ) async -> Response {
    var request = request
    let body: ByteBuffer
    do {
      body = try await request.collectBody(upTo: requestLimit)
    } catch {
      return refusal(413, "the body is larger than \(requestLimit) bytes")
    }
    switch APIRequest.decode(type, from: Array(body.readableBytesView)) {
    case .success(let value): return json(await handle(value))
    case .failure(let failure): return refusal(400, failure.message)
    }
  }
}
