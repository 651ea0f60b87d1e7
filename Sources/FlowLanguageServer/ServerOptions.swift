/// How the language server reads, waits and identifies itself.
public struct ServerOptions: Sendable {
  /// The name and version given in `serverInfo`.
  public var name: String
  /// The version given in `serverInfo`.
  public var version: String
  /// The longest message body accepted; a longer one is skipped and answered with an error.
  /// Twice the largest flow file (16 MB), so any flow file fits as JSON text with its escapes.
  public var maxMessageBytes: Int
  /// How long the input must stay quiet after a change before the module is validated again.
  public var quietMilliseconds: Int
  /// The longest a change waits for its diagnostics while input keeps coming.
  public var maxDelayMilliseconds: Int

  /// Creates options; the defaults are what `flowc lsp` uses.
  public init(
    name: String = "flowc", version: String, maxMessageBytes: Int = 32 << 20,
    quietMilliseconds: Int = 2, maxDelayMilliseconds: Int = 50
  ) {
    self.name = name
    self.version = version
    self.maxMessageBytes = maxMessageBytes
    self.quietMilliseconds = quietMilliseconds
    self.maxDelayMilliseconds = maxDelayMilliseconds
  }
}
