/// One HTTP request as the server read it: its method, the path and the query of its target, its
/// headers in order and its body (chunked bodies decoded).
struct HTTPRequest: Sendable {
  var method: String
  var path: String
  /// What follows the target's `?` (empty without one), undecoded.
  var query: String
  var version: String
  /// The headers in the order sent, names as sent.
  var headers: [(name: String, value: String)]
  var body: [UInt8] = []

  /// The values of the header `name` (compared without case), in order.
  func values(_ name: String) -> [String] {
    let name = name.lowercased()
    return headers.filter { $0.name.lowercased() == name }.map(\.value)
  }

  /// The value of the header `name` (the first, when sent more than once); nil when absent.
  func header(_ name: String) -> String? { values(name).first }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`,
  /// HTTP/1.0 only with `Connection: keep-alive`.
  var keepsAlive: Bool {
    let tokens = values("connection").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingSpaces.lowercased()
    }
    if tokens.contains("close") { return false }
    return version == "HTTP/1.1" || tokens.contains("keep-alive")
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
