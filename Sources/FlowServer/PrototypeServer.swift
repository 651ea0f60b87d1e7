import FlowRunner
import FlowSpec

/// `flowc serve`: a clickable prototype of a flow module in the browser, over HTTP.
///
/// It serves one page (`PrototypePage`, held in the program: no file is served) and the JSON API
/// under it (docs/serve.md), over the small HTTP/1.1 server `HTTPServer`. Every change goes
/// through the session's FlowRunner walkthrough. No part of a request names a file: the flow
/// files are those the command line named, read only by the `ModuleSource`. Request bodies have
/// size limits; a body that is not the JSON expected gets a 400 with a message.
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
  let limits: ServerLimits

  /// A server of `module` (read from `source`), starting the walkthrough `start`, on `host` and
  /// `port` (0: a free port), within `limits`.
  public init(
    source: ModuleSource, module: ValidatedModule, start: WalkthroughStart, host: String,
    port: Int, limits: ServerLimits = .standard
  ) {
    self.source = source
    self.module = module
    self.start = start
    self.host = host
    self.port = port
    self.limits = limits
  }

  /// Serves until SIGINT or SIGTERM (blocked beforehand with `StopSignals.block()`), then
  /// returns within a second, whatever the requests are doing. `announce` is told the page's
  /// address once the server listens (with the port chosen when `port` is 0).
  public func run(announce: @Sendable (String) -> Void) throws {
    let session = PrototypeSession(source: source, module: module, start: start)
    let server: HTTPServer
    do {
      server = try HTTPServer(
        routes: Self.routes(session), host: host, port: port, limits: limits)
    } catch {
      throw ServeFailure(description: error.description)
    }
    server.start()
    let shown = host.contains(":") ? "[\(host)]" : host
    announce("http://\(shown):\(server.port)/")
    // Four looks a second: a change is taken once it stayed for one more look.
    let watching = Task.detached {
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 250_000_000)
        await session.watch()
      }
    }
    StopSignals.wait()
    watching.cancel()
    server.stop(grace: 1)
  }

  /// Why the server could not listen.
  public struct ServeFailure: Error, CustomStringConvertible {
    /// The system's reason.
    public var description: String
  }

  /// The page and the API, one route each.
  static func routes(_ session: PrototypeSession) -> RouteTable {
    var routes = RouteTable()
    routes.get("/") { _ in
      HTTPResponse(
        type: "text/html", PrototypePage.html,
        headers: [
          (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
              + "connect-src 'self'; img-src 'self' data:; form-action 'none'"
          )
        ])
    }
    routes.get("/api/state") { _ in json(await session.state()) }
    routes.get("/api/trace") { request in json(await session.tracePage(query: request.query)) }
    routes.get("/api/revision") { _ in
      json(.init(status: 200, body: "{\"revision\": \(await session.revision)}"))
    }
    routes.get("/api/graph") { _ in
      let svg: String
      switch await session.graphSVG() {
      case .success(let drawn): svg = drawn
      case .failure(let failure): return refusal(failure.status, failure.message)
      }
      return HTTPResponse(type: "image/svg+xml", svg)
    }
    routes.get("/api/script") { _ in
      let (script, flow) = (await session.script(), await session.start.flow)
      let name =
        flow.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        ? flow : "walkthrough"
      return HTTPResponse(
        type: "text/plain", script,
        headers: [("Content-Disposition", "attachment; filename=\"\(name).walkthrough\"")])
    }
    routes.post("/api/script", limit: scriptLimit) { request in
      json(await session.open(script: request.body, name: "script"))
    }
    routes.post("/api/event") { request in
      await decoded(request, as: APIRequest.Event.self) { body in
        await session.send(
          body.event, fields: texts(body.fields), environment: texts(body.environment))
      }
    }
    let system: [(String, MachineInput, String)] = [
      ("back", .systemBack, ":back"), ("dismiss", .systemDismiss, ":dismiss"),
    ]
    for (path, input, line) in system {
      routes.post("/api/\(path)") { request in
        await decoded(request, as: APIRequest.System.self) { body in
          await session.system(input, line: line, environment: texts(body.environment))
        }
      }
    }
    routes.post("/api/tab") { request in
      await decoded(request, as: APIRequest.Tab.self) { body in
        await session.system(
          .selectTab(body.tab), line: ":tab \(body.tab)", environment: texts(body.environment))
      }
    }
    routes.post("/api/undo") { request in
      await decoded(request, as: APIRequest.System.self) { _ in await session.undo() }
    }
    routes.post("/api/environment") { request in
      await decoded(request, as: APIRequest.Environment.self) { body in
        await session.answer(texts(body.environment))
      }
    }
    routes.post("/api/reset") { request in
      await decoded(request, as: APIRequest.Reset.self) { body in
        await session.reset(
          flow: body.flow, inputs: body.inputs.map(texts), environment: body.environment.map(texts))
      }
    }
    return routes
  }

  private static func texts(_ values: [String: APIRequest.Text]?) -> [String: String] {
    (values ?? [:]).mapValues(\.text)
  }

  /// A reply as a JSON response.
  static func json(_ reply: PrototypeSession.Reply) -> HTTPResponse {
    .json(status: reply.status, reply.body)
  }

  /// A refused request, as JSON.
  static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
    .refusal(status, message)
  }

  /// Reads the body as the JSON `type` (a 400 with a message when it is not) and answers with
  /// `handle`.
  static func decoded<T: Decodable>(
    _ request: HTTPRequest, as type: T.Type, _ handle: (T) async -> PrototypeSession.Reply
  ) async -> HTTPResponse {
    switch APIRequest.decode(type, from: request.body) {
    case .success(let value): return json(await handle(value))
    case .failure(let failure): return refusal(400, failure.message)
    }
  }
}
