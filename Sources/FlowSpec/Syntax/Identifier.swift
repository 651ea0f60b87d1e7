/// The naming rules of flow files: ASCII Swift identifiers of the right case, never a name the
/// expression language or Swift cannot take. The one rule every part of flowc asks: the decoder,
/// `flowc init --flow NAME` (`StarterModule`) and the language server's rename.
///
/// A name that passes here cannot inject anything into generated code; one that is a Swift keyword
/// (`continue`, `default`) is written between backticks there (`SwiftIdentifier`).
public enum Identifier {
  /// Which case a kind of name must start with.
  public enum Case: Sendable {
    /// Flows and types.
    case upper
    /// Screens, events, fields, actions, results, parameters.
    case lower
  }

  /// The names no flow, type, screen, event, field, action or result can take, and why:
  /// `true`, `false` and `nil` are literals of the expression language and `event` its current
  /// event, so a field of that name could not be read; `self`, which as a parameter of a
  /// generated function (a screen's input, an action's argument) would hide the coordinator's
  /// own `self` in its body; `Any`, `Self`, `Type` and `Protocol` are Swift's own types
  /// (`Name.Type` and `Name.Protocol` are a type's metatypes), which an UpperCamelCase name (a flow
  /// or a type) would stand for. Every other Swift keyword is a fine name: the generated code
  /// escapes it.
  public static let reserved = Set([
    "true", "false", "nil", "event", "self", "Any", "Self", "Type", "Protocol",
  ]).union(yamlScalars)

  /// The other spellings of YAML's null and Booleans in the YAML 1.2 core schema, which flowc
  /// follows: written plainly they are not text, so no name can be spelt so (`flow: Null` holds
  /// null). YAML 1.1's `yes`, `no`, `on` and `off` are text in 1.2, and fine names.
  public static let yamlScalars: Set<String> = [
    "null", "Null", "NULL", "True", "TRUE", "False", "FALSE",
  ]

  /// The words a screen may not take besides `reserved`: the transition shorthands and
  /// navigation keywords a scalar transition is read as (`on: { close: back }`).
  public static let reservedScreenNames: [String] = ["back", "dismiss", "stay", "close"]

  /// The longest name, in characters. Names become file names (`NAMECoordinator+Screens12.swift`)
  /// and Swift identifiers; at 100 a file name stays far below the 255 bytes file systems allow.
  public static let maxLength = 100

  /// What is wrong with `name` as a name of the given case, or nil when it is fine.
  public static func problem(with name: String, case nameCase: Case) -> String? {
    // The rules are ASCII, so the UTF-8 bytes decide: any byte of a non-ASCII scalar fails them.
    var name = name
    if name.withUTF8({ isValid($0, case: nameCase) }) { return nil }
    let shape = name.withUTF8 { bytes -> (first: UInt8?, valid: Bool) in
      var valid = true
      for byte in bytes where !byte.isASCIILetter && !byte.isASCIIDigit {
        valid = false
        break
      }
      return (bytes.first, valid)
    }
    guard let first = shape.first else { return "a name cannot be empty" }
    guard shape.valid else {
      return "`\(name)` is not a valid name: use ASCII letters and digits only"
    }
    guard !first.isASCIIDigit else {
      return "`\(name)` is not a valid name: it must start with a letter"
    }
    switch nameCase {
    case .upper where !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first):
      return "`\(name)` must be UpperCamelCase (start with an uppercase letter)"
    case .lower where !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first):
      return "`\(name)` must be lowerCamelCase (start with a lowercase letter)"
    default:
      break
    }
    // Only ASCII letters and digits get here: bytes are characters.
    if name.utf8.count > maxLength {
      // The message shortens the name and gives its length.
      return "`\(name)` is too long: a name has at most \(maxLength) characters"
    }
    // Only ASCII letters and digits get here, so comparing bytes is comparing strings.
    if name.withUTF8({ reservedTable.contains($0) }) {
      if yamlScalars.contains(name) {
        return "`\(name)` is a reserved word: YAML reads it as null or a Boolean, not as a name"
      }
      return "`\(name)` is a reserved word"
    }
    return nil
  }

  /// What is wrong with `name` as a screen's name, or nil when it is fine: `problem(with:case:)`
  /// for a lowerCamelCase name, then the words a transition is read as.
  public static func problem(withScreenName name: String) -> String? {
    if let problem = problem(with: name, case: .lower) { return problem }
    if reservedScreenNames.contains(name) {
      return "`\(name)` is a transition shorthand and cannot name a screen; rename the screen "
        + "(for example `\(name)Screen`) and the transitions that name it"
    }
    return nil
  }

  /// True when the UTF-8 `bytes` are a valid name of the given case: exactly when
  /// `problem(with:case:)` finds nothing, and without building a string.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, case nameCase: Case) -> Bool {
    guard let first = bytes.first, bytes.count <= maxLength else { return false }
    switch nameCase {
    case .upper: guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
    case .lower: guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
    }
    for byte in bytes where !byte.isASCIILetter && !byte.isASCIIDigit { return false }
    return !reservedTable.contains(bytes)
  }

  /// Every reserved word, packed for byte comparisons.
  static let reservedTable = KeyTable(reserved.sorted())

  /// Names longer than this (in UTF-8 bytes) get no did-you-mean.
  static let maxSuggestedLength = 64

  /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
  public static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    // A typo is in a name someone typed: longer names get no suggestion, which keeps this linear
    // in the input however long a hostile name is.
    guard name.utf8.count <= maxSuggestedLength else { return nil }
    let limit = max(2, name.count / 3)
    var best: (String, Int)?
    for candidate in candidates where candidate.utf8.count <= maxSuggestedLength {
      let distance = editDistance(name.lowercased(), candidate.lowercased(), limit: limit)
      // Ties go to the name first in order, so the suggestion never depends on the candidates'
      // order (dictionary keys differ between runs).
      guard distance <= limit else { continue }
      if let current = best,
        distance > current.1 || (distance == current.1 && candidate >= current.0)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.0
  }

  /// Levenshtein distance, cut off just above `limit`.
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      current[0] = i
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
