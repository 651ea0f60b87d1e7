#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps other sites' pages away from the prototype: a request whose `Host` names neither this
/// machine (`localhost`, an IPv4 or IPv6 address) nor the `--host` value (a page of another
/// site reaching the server by DNS rebinding) is refused, and so is one whose `Origin` is not
/// the server's own (another site's page posting to it). Both get a 403 with a message. (A
/// request with no `Host`, or two, never gets here: the reader refuses it with a 400.)
struct SameOrigin: Sendable {
  /// The `--host` value.
  let host: String

  /// The 403 for `request`, or nil when it may go on.
  func refusal(for request: HTTPRequest) -> HTTPResponse? {
    let authority = request.header("host") ?? ""
    guard Self.isLocal(authority, serving: host) else {
      return .refusal(
        403, "the Host header names another site; open the address flowc serve printed")
    }
    let origins = request.values("origin")
    if !origins.isEmpty, origins != ["http://" + authority] {
      return .refusal(403, "a request from another site's page is refused")
    }
    return nil
  }

  /// Whether `authority` (`HOST[:PORT]`) names this machine by address or `localhost`, or the
  /// host the server was asked to listen on.
  static func isLocal(_ authority: String, serving host: String) -> Bool {
    let name: Substring
    let port: Substring
    if authority.hasPrefix("[") {
      // An IPv6 address: `[::1]:8080`.
      guard let close = authority.firstIndex(of: "]") else { return false }
      name = authority[authority.index(after: authority.startIndex)..<close]
      port = authority[authority.index(after: close)...]
      guard isAddress(String(name), family: AF_INET6) else { return false }
    } else {
      let colon = authority.firstIndex(of: ":") ?? authority.endIndex
      name = authority[..<colon]
      port = authority[colon...]
      let lowered = name.lowercased()
      guard
        lowered == "localhost" || lowered == host.lowercased()
          || isAddress(String(name), family: AF_INET)
      else { return false }
    }
    guard !port.isEmpty else { return true }
    let digits = port.dropFirst()
    return port.first == ":" && !digits.isEmpty && digits.count <= 5
      && digits.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func isAddress(_ text: String, family: Int32) -> Bool {
    var storage = in6_addr()
    return !text.isEmpty && inet_pton(family, text, &storage) == 1
  }
}
