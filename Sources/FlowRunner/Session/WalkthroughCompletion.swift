import FlowSpec

/// What tab completion offers at the walkthrough's prompt, by the position of the word typed:
/// the first word completes to an event or a `:` command; after an event, to its fields not
/// given yet (`speed=`); after `field=`, to that field's values (enum cases, `true`/`false`,
/// `nil` for an optional).
public enum WalkthroughCompletion {
  /// The completions of the word being typed at the end of `line` (the text before the cursor).
  ///
  /// Each completion replaces the word's part after its last space or `=`, as a line editor
  /// splits words: after `speed=e` it is `economy`, not `speed=economy`.
  public static func candidates(_ line: String, in walkthrough: Walkthrough) -> [String] {
    let endsWord = line.last.map { $0 == " " || $0 == "\t" } ?? true
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let current = endsWord ? "" : (words.popLast() ?? "")
    let offered = options(current, after: words, in: walkthrough)
    let fragment =
      current.split(separator: "=", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    return offered.filter { $0.hasPrefix(fragment) }
  }

  private static func options(_ current: String, after words: [String], in walkthrough: Walkthrough)
    -> [String]
  {
    let module = walkthrough.machine.module
    guard let first = words.first else {
      return walkthrough.availableEvents.map(\.name) + PromptCommand.allNames
    }
    let field = current.firstIndex(of: "=").map { String(current[..<$0]) }
    switch first {
    case ":tab":
      return words.count == 1 ? walkthrough.state.tabBar?.tabs ?? [] : []
    case ":env":
      guard let field else {
        let given = Set(words.dropFirst().compactMap(name(of:)))
        return environmentNames(walkthrough).filter { !given.contains($0) }.map { $0 + "=" }
      }
      return walkthrough.environmentType(field).map {
        ValueChoices.completions(for: $0, in: module)
      } ?? []
    default:
      guard !first.hasPrefix(":"), let signature = walkthrough.signature(of: first) else {
        return []
      }
      guard let field else {
        let given = Set(words.dropFirst().compactMap(name(of:)))
        return signature.parameters.map(\.name).filter { !given.contains($0) }.map { $0 + "=" }
      }
      guard let parameter = signature.parameters.first(where: { $0.name == field }) else {
        return []
      }
      return ValueChoices.completions(for: parameter.type, in: module)
    }
  }

  /// The name of a `name=value` word.
  private static func name(of word: String) -> String? {
    word.firstIndex(of: "=").map { String(word[..<$0]) }
  }

  /// The environment values the running flows declare, then those of every other flow, once each.
  private static func environmentNames(_ walkthrough: Walkthrough) -> [String] {
    let machine = walkthrough.machine
    let running = walkthrough.state.frames.reversed().compactMap { machine.flow(of: $0) }
    var seen = Set<String>()
    return (running + machine.module.flows).flatMap { $0.environment.map(\.name) }.filter {
      seen.insert($0).inserted
    }
  }
}

/// The values a prompt offers for a type, numbered, and the choice a number picks.
public enum ValueChoices {
  /// The closed set of values of `type`: Bool's two, an enum's cases, with `nil` after them for
  /// an optional; none for other types (a string, a number, an app value).
  public static func offered(for type: ValueType, in module: ValidatedModule) -> [String] {
    switch type {
    case .bool: return ["true", "false"]
    case .enumeration(let name): return module.enums.first { $0.name == name }?.cases ?? []
    case .optional(let wrapped):
      let inner = offered(for: wrapped, in: module)
      return inner.isEmpty ? [] : inner + ["nil"]
    default: return []
    }
  }

  /// What completion offers for a value of `type`: the values `offered`, and `nil` for any
  /// optional.
  public static func completions(for type: ValueType, in module: ValidatedModule) -> [String] {
    let values = offered(for: type, in: module)
    if case .optional = type, !values.contains("nil") { return values + ["nil"] }
    return values
  }

  /// The choices as a prompt lists them: ` [1. economy, 2. express]`; empty for no choices.
  public static func hint(_ choices: [String]) -> String {
    guard !choices.isEmpty else { return "" }
    return " ["
      + choices.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: ", ")
      + "]"
  }

  /// The value `text` picks among `choices`: a choice's number (from 1) picks that choice; any
  /// other text, a choice's own name included, is itself.
  public static func picked(_ text: String, among choices: [String]) -> String {
    let trimmed = text.trimmingCharacters(in: " ")
    guard !choices.contains(trimmed), let number = Int(trimmed), number >= 1,
      number <= choices.count
    else { return text }
    return choices[number - 1]
  }
}
