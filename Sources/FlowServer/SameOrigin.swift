import Hummingbird

/// Keeps other sites' pages away from the prototype: a request whose `Host` names neither this
/// machine (`localhost`, an IP address) nor the `--host` value (a page of another site reaching
/// the server by DNS rebinding) is refused, and so is one whose `Origin` is not the server's
/// own (another site's page posting to it). Both get a 403 with a message.
@available(macOS 14, *)
struct SameOrigin<Context: RequestContext>: RouterMiddleware {
  /// The `--host` value.
  let host: String

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let authority = request.head.authority ?? ""
    guard Self.isLocal(authority, serving: host) else {
      return PrototypeServer.refusal(
        403, "the Host header names another site; open the address flowc serve printed")
    }
    if let origin = request.headers[.origin], origin != "http://" + authority {
      return PrototypeServer.refusal(403, "a request from another site's page is refused")
    }
    return try await next(request, context)
  }

  /// Whether `authority` (`HOST[:PORT]`) names this machine by address or `localhost`, or the
  /// host the server was asked to listen on.
  static func isLocal(_ authority: String, serving host: String) -> Bool {
    var name = Substring(authority)
    if name.hasPrefix("[") {
      // An IPv6 address: `[::1]:8080`.
      return name.contains("]")
    }
    if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
    let lowered = name.lowercased()
    if lowered == "localhost" || lowered == host.lowercased() { return true }
    return !name.isEmpty && name.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
  }
}
