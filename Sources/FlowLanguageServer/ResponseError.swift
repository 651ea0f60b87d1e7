/// A JSON-RPC error answered to a request: the code and message of the response's `error`.
public struct ResponseError: Error, Sendable, Equatable {
  /// The error code (JSON-RPC's own, or the LSP's).
  public var code: Int
  /// What went wrong, for the user or the log.
  public var message: String

  /// Creates an error.
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The message is not JSON.
  public static func parseError(_ message: String) -> Self { .init(code: -32700, message: message) }
  /// The JSON is not a request, or the request is not allowed now.
  public static func invalidRequest(_ message: String) -> Self {
    .init(code: -32600, message: message)
  }
  /// The server has no such method.
  public static func methodNotFound(_ method: String) -> Self {
    .init(code: -32601, message: "unknown method \(method)")
  }
  /// The parameters do not have the shape the method needs.
  public static func invalidParams(_ message: String) -> Self {
    .init(code: -32602, message: message)
  }
  /// A request other than `initialize` came before it.
  public static let serverNotInitialized = Self(
    code: -32002, message: "the server is not initialized (send initialize first)")
  /// The client cancelled the request before the server answered it.
  public static let requestCancelled = Self(code: -32800, message: "the request was cancelled")
  /// The request is valid but the server refuses it (a rename to a name that is taken).
  public static func requestFailed(_ message: String) -> Self {
    .init(code: -32803, message: message)
  }

  /// The response's `error` member.
  var json: JSON { ["code": .int(code), "message": .string(message)] }
}
