extension String {
  /// The text with every `target` replaced (the core does without Foundation).
  func replacingAll(_ target: String, _ replacement: String) -> String {
    guard !target.isEmpty else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
