/// The server's routes: a method and an exact path each (no part of a path is a parameter, and
/// none names a file), with the largest body the route reads. `HEAD` is answered as `GET`
/// without the body; a known path asked with another method gets a 405 with `Allow`, any other
/// path a 404.
struct RouteTable: Sendable {
  /// Answers a request (its body already read).
  typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// One route.
  struct Route: Sendable {
    var method: String
    var path: String
    var bodyLimit: Int
    var handle: Handler
  }

  private(set) var routes: [Route] = []

  /// Adds `GET path` (and `HEAD path`).
  mutating func get(_ path: String, _ handle: @escaping Handler) {
    routes.append(Route(method: "GET", path: path, bodyLimit: 0, handle: handle))
  }

  /// Adds `POST path`, whose body may have up to `limit` bytes.
  mutating func post(
    _ path: String, limit: Int = PrototypeServer.requestLimit, _ handle: @escaping Handler
  ) {
    routes.append(Route(method: "POST", path: path, bodyLimit: limit, handle: handle))
  }

  /// The route for `method` and `path`, or the refusal.
  func route(_ method: String, _ path: String) -> Result<Route, Refusal> {
    let asked = method == "HEAD" ? "GET" : method
    let matching = routes.filter { $0.path == path }
    if let route = matching.first(where: { $0.method == asked }) { return .success(route) }
    guard !matching.isEmpty else {
      return .failure(Refusal(response: .refusal(404, "no such page: \(path)")))
    }
    var allowed = matching.map(\.method)
    if allowed.contains("GET") { allowed.append("HEAD") }
    let allow = allowed.joined(separator: ", ")
    var response = HTTPResponse.refusal(405, "\(path) takes \(allow), not \(method)")
    response.headers.append(("Allow", allow))
    return .failure(Refusal(response: response))
  }

  /// A request no route takes.
  struct Refusal: Error {
    var response: HTTPResponse
  }
}
