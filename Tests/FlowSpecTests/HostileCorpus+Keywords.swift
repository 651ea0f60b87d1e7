import Testing

extension HostileCorpus {
  /// Names Swift or YAML read as words of their own: Swift's keywords are names (the generated
  /// code escapes them; `KeywordNameTests` compiles and runs such a module), while the words a
  /// transition, an expression or YAML reads otherwise are refused at the name.
  static let keywords: [HostileCase] = [
    HostileCase(
      name: "Swift keywords as an event, a result and an environment value",
      expectation: .valid,
      bytes: text {
        photoEditing.replacingOccurrences(of: "picked", with: "continue")
          .replacingOccurrences(of: "cancelled", with: "default")
          .replacingOccurrences(of: "canPost", with: "class")
      }),
    HostileCase(
      name: "a screen named close, the navigation keyword",
      expectation: .firstError(
        .invalidIdentifier, at: .init(line: line(of: "  select:"), column: 3)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "\n  select:\n", with: "\n  close:\n")
          .replacingOccurrences(of: "start: select", with: "start: close")
      }),
    HostileCase(
      name: "a screen input named self",
      expectation: .firstError(.invalidIdentifier),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "inputs: { album: album }", with: "inputs: { self: album }")
      }),
    HostileCase(
      name: "a flow named Null, which YAML reads as null",
      expectation: .firstError(.wrongNodeKind, at: .init(line: line(of: "flow:"), column: 7)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "flow: PhotoEditing", with: "flow: Null")
      }),
  ]
}
