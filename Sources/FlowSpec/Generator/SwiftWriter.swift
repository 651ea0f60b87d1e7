/// Builds Swift source text line by line with consistent indentation: the generators' only way of
/// producing code (no templates, so every emitted token comes from a typed model).
public struct SwiftWriter: Sendable {
  /// The text so far.
  public private(set) var text = ""
  private var level = 0

  /// Creates an empty writer.
  public init() {}

  /// Appends one line at the current indentation (an empty line stays empty).
  public mutating func line(_ content: String = "") {
    text += content.isEmpty ? "\n" : String(repeating: "  ", count: level) + content + "\n"
  }

  /// Appends `opening`, the body one level deeper, then `closing`.
  public mutating func block(
    _ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void
  ) {
    line(opening)
    level += 1
    body(&self)
    level -= 1
    line(closing)
  }

  /// Appends a `///` documentation comment, one line of `///` per line of text.
  public mutating func documentation(_ text: String) {
    for part in SwiftLiteral.documentationLines(text) { line(part.isEmpty ? "///" : "/// \(part)") }
  }
}
