/// How long `flowc serve` waits for a client and how many it serves at once (docs/serve.md,
/// "Limits"). A client that breaks a limit is answered with an error (or dropped) and its
/// connection closed; every other client is served as before.
public struct ServerLimits: Sendable, Equatable {
  /// How long a connection may wait without starting a request (before its first request, or
  /// between two), in seconds; then it is closed.
  public var idleTimeout: Double
  /// How long a request may take to arrive, from its first byte to the end of its body, in
  /// seconds; then it gets a 408 and the connection is closed.
  public var readTimeout: Double
  /// How long a request's answer may take to come from the prototype, in seconds; then it gets
  /// a 503 and the connection is closed.
  public var answerTimeout: Double
  /// How many connections are served at once; one more is answered 503 and closed.
  public var connections: Int
  /// The largest request head (request line and headers), in bytes; beyond it a 431.
  public var headBytes: Int

  /// The limits `flowc serve` uses.
  public static let standard = ServerLimits(
    idleTimeout: 15, readTimeout: 10, answerTimeout: 30, connections: 64, headBytes: 16 * 1024)

  /// Creates limits.
  public init(
    idleTimeout: Double, readTimeout: Double, answerTimeout: Double, connections: Int,
    headBytes: Int
  ) {
    self.idleTimeout = idleTimeout
    self.readTimeout = readTimeout
    self.answerTimeout = answerTimeout
    self.connections = connections
    self.headBytes = headBytes
  }

  /// The standard limits, with those the environment variable `variable` gives instead
  /// (`FLOWC_SERVE_IDLE_TIMEOUT`, `FLOWC_SERVE_READ_TIMEOUT`, `FLOWC_SERVE_ANSWER_TIMEOUT` in
  /// seconds, `FLOWC_SERVE_CONNECTIONS`); a value that is not a positive number is a message
  /// naming it.
  public static func from(
    environment variable: (String) -> String?
  ) -> Result<ServerLimits, Problem> {
    var limits = standard
    let seconds: [(String, WritableKeyPath<ServerLimits, Double>)] = [
      ("FLOWC_SERVE_IDLE_TIMEOUT", \.idleTimeout), ("FLOWC_SERVE_READ_TIMEOUT", \.readTimeout),
      ("FLOWC_SERVE_ANSWER_TIMEOUT", \.answerTimeout),
    ]
    for (name, path) in seconds {
      guard let text = variable(name) else { continue }
      guard let value = Double(text), value > 0, value <= 86_400 else {
        return .failure(Problem(description: "\(name) must be a number of seconds, not `\(text)`"))
      }
      limits[keyPath: path] = value
    }
    if let text = variable("FLOWC_SERVE_CONNECTIONS") {
      guard let value = Int(text), (1...1024).contains(value) else {
        return .failure(
          Problem(description: "FLOWC_SERVE_CONNECTIONS must be between 1 and 1024, not `\(text)`"))
      }
      limits.connections = value
    }
    return .success(limits)
  }

  /// A limit given in the environment that is not a number.
  public struct Problem: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }
}
