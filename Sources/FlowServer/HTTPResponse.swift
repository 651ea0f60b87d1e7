import FlowSpec

/// An HTTP response: a status, headers and a body. `HEAD` gets the same head without the body.
struct HTTPResponse: Sendable {
  var status: Int
  var headers: [(name: String, value: String)]
  var body: [UInt8]

  init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A text `body` of `type` (`text/html`, ...), not to be cached.
  init(status: Int = 200, type: String, _ body: String, headers: [(String, String)] = []) {
    self.init(
      status: status,
      headers: [("Content-Type", type + "; charset=utf-8"), ("Cache-Control", "no-store")]
        + headers.map { (name: $0.0, value: $0.1) },
      body: Array(body.utf8))
  }

  /// A JSON body.
  static func json(status: Int, _ body: String) -> HTTPResponse {
    HTTPResponse(status: status, type: "application/json", body + "\n")
  }

  /// A refused request: `{"error": message, "question": null}`.
  static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
    json(status: status, JSON.object([("error", JSON.string(message)), ("question", "null")]))
  }

  /// The bytes sent: the status line, the headers with `Content-Length` (and `Connection: close`
  /// when `closing`), and the body unless `headOnly`.
  func bytes(headOnly: Bool, closing: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n"
    if closing { head += "Connection: close\r\n" }
    head += "\r\n"
    return Array(head.utf8) + (headOnly ? [] : body)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: status < 400 ? "OK" : "Error"
    }
  }
}
