/// The escaping of flow-file names written as Swift identifiers: a name that is a Swift keyword
/// (`continue`, `default`, `class`) is written between backticks (`` `continue` ``), every other
/// name as it is.
///
/// Names are validated ASCII identifiers (`Identifier`), so a keyword is the only thing a name
/// can hold that Swift would read differently; the backticks make it an ordinary identifier in
/// every place the generated code puts a name: an enum case, a property, a function, an argument
/// label, a parameter, a type. A name used only inside a longer identifier (`enterContinue`,
/// `contextDefault`) or in a string literal is not escaped.
public enum SwiftIdentifier {
  /// The keywords Swift reads as syntax where an identifier could stand: the keywords of
  /// declarations, statements and expressions, and `_`. Contextual keywords (`open`, `some`,
  /// `async`, `get`, `nonisolated`, `consuming`...) are ordinary identifiers in the places flowc
  /// emits names, and are written as they are.
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "Type", "Protocol", "_",
  ]

  /// `name` as a Swift identifier: between backticks when it is a keyword.
  public static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `name` as the argument label of a call (`f(class: 1)`): Swift takes every keyword there
  /// but `inout`, and warns about needless backticks, so only `inout` gets them.
  public static func argumentLabel(_ name: String) -> String {
    name == "inout" ? "`inout`" : name
  }
}
