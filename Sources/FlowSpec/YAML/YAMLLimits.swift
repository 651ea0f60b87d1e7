/// The loader's resource limits: what keeps hostile input from costing time or memory.
public struct YAMLLimits: Sendable, Equatable {
  /// The largest file accepted, in bytes.
  public var maxFileBytes: Int
  /// The deepest nesting of maps and lists accepted.
  public var maxDepth: Int
  /// The most nodes all aliases together may expand to.
  public var maxAliasExpansion: Int

  /// Creates limits.
  public init(maxFileBytes: Int, maxDepth: Int, maxAliasExpansion: Int) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
  }

  /// 16 MiB a file, 64 levels of nesting, 10,000 nodes reached through aliases.
  ///
  /// A flow file nests at most about ten levels; these limits leave ample room for real files and
  /// reject hostile ones (alias bombs, 200,000 nested lists) after reading little of them.
  public static let `default` = YAMLLimits(
    maxFileBytes: 16 << 20, maxDepth: 64, maxAliasExpansion: 10_000)
}
