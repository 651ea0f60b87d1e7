import Testing

extension HostileCorpus {
  /// Names and numbers that validated, then gave generated code that did not compile or could not
  /// be written: names past the length limit (in keys and values), a megabyte name (whose message
  /// must stay short), names the generated code declares or uses, and decimals past a Double.
  static let namesAndNumbers: [HostileCase] = [
    HostileCase(
      name: "an undefined screen name of 100 characters",
      expectation: .firstError(.undefinedReference),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "start: select", with: "start: s" + String(repeating: "e", count: 99))
      }),
    HostileCase(
      name: "a flow name of 100 characters", expectation: .valid,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "flow: PhotoEditing", with: "flow: P" + String(repeating: "x", count: 99))
      }),
    // 195 characters validated, then `PNAMECoordinator.swift` could not be written.
    HostileCase(
      name: "a flow name of 195 characters",
      expectation: .firstError(.invalidIdentifier, at: .init(line: line(of: "flow:"), column: 7)),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "flow: PhotoEditing", with: "flow: P" + String(repeating: "x", count: 194))
      }),
    HostileCase(
      name: "a 1 MB flow name", expectation: .firstError(.invalidIdentifier),
      timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "flow: PhotoEditing", with: "flow: P" + String(repeating: "x", count: 1 << 20))
      }),
    HostileCase(
      name: "a screen name of 1,000 characters as a key",
      expectation: .firstError(.invalidIdentifier),
      bytes: text {
        photoEditing + "  s" + String(repeating: "e", count: 999) + ": { view: V }\n"
      }),
    // libyaml reads a plain key of at most 1,024 characters; `? ` spells a longer one.
    HostileCase(
      name: "a 1 MB screen name as an explicit key", expectation: .firstError(.invalidIdentifier),
      timeLimit: megabytes,
      bytes: text {
        photoEditing + "  ? s" + String(repeating: "e", count: 1 << 20) + "\n  : { view: V }\n"
      }),
    HostileCase(
      name: "a field name of 1,000 characters as a key",
      expectation: .firstError(.invalidIdentifier),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  canPost: Bool", with: "  c" + String(repeating: "a", count: 999) + ": Bool")
      }),
    HostileCase(
      name: "a 1 MB unknown explicit key", expectation: .firstError(.unknownKey),
      timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "description:", with: "? d" + String(repeating: "e", count: 1 << 20) + "\n:")
      }),
    HostileCase(
      name: "a 1 MB app type name", expectation: .firstError(.invalidType), timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "album: Album ", with: "album: A" + String(repeating: "l", count: 1 << 20) + " ")
      }),
    HostileCase(
      name: "a 1 MB string literal that does not type-check",
      expectation: .firstError(.typeMismatch), timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "    type: String\n    default: \"'none'\"",
          with: "    type: Int\n    default: \"'" + String(repeating: "n", count: 1 << 20) + "'\"")
      }),
    // Names the generated code declares or uses validated, then did not compile.
    HostileCase(
      name: "an app type named FlowValue",
      expectation: .firstError(
        .invalidIdentifier, at: .init(line: line(of: "  album:"), column: 3)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "album: Album ", with: "album: FlowValue ")
      }),
    HostileCase(
      name: "an environment value named session",
      expectation: .firstError(
        .invalidIdentifier, at: .init(line: line(of: "  canPost:"), column: 3)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "canPost", with: "session")
      }),
    HostileCase(
      name: "an action named fatalError",
      expectation: .firstError(
        .invalidIdentifier, at: .init(line: line(of: "  savePost:"), column: 3)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "savePost", with: "fatalError")
      }),
    HostileCase(
      name: "an enum named ISO8601DateFormatter", expectation: .firstError(.invalidIdentifier),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "inputs:\n", with: "types:\n  ISO8601DateFormatter: [a, b]\ninputs:\n")
      }),
    // A decimal past a Double's range validated, then generated `Double(inf)`.
    HostileCase(
      name: "a Double default of 400 digits", expectation: .firstError(.expressionSyntax),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  photo: Photo                 # unset",
          with: "  ratio: { type: Double, default: \"1" + String(repeating: "0", count: 400)
            + ".0\" }\n  photo: Photo                 # unset")
      }),
    HostileCase(
      name: "a Double of 1 MB digits in a guard", expectation: .firstError(.expressionSyntax),
      timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  photo: Photo                 # unset",
          with: "  ratio: { type: Double, default: \"9" + String(repeating: "9", count: 1 << 20)
            + ".5\" }\n  photo: Photo                 # unset")
      }),
    HostileCase(
      name: "the largest finite Double literal", expectation: .valid,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  photo: Photo                 # unset",
          with: "  ratio: { type: Double, default: \"179769313486231570"
            + String(repeating: "0", count: 291) + ".0\" }\n  photo: Photo                 # unset")
      }),
  ]
}
