/// How names of flows, screens and paths become Swift names in generated tests.
enum SwiftNaming {
  /// `select` -> `Select` (flow names are ASCII identifiers).
  static func upper(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// A test function's name for a path's name: `post-photo` -> `postPhoto`. Only ASCII letters
  /// and digits are kept; a name that would start with a digit, be empty, or be a keyword gets
  /// `path` around it.
  static func function(_ name: String) -> String {
    let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var result = ""
    for (index, word) in words.enumerated() {
      result += index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : upper(String(word))
    }
    if result.isEmpty || result.first?.isNumber == true { result = "path" + upper(result) }
    if keywords.contains(result) { result += "Path" }
    return result
  }

  /// Swift keywords a path's name might spell.
  private static let keywords: Set<String> = [
    "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while", "any", "some", "await", "async",
  ]
}
