extension DiagnosticRenderer {
  /// The diagnostics as one JSON document:
  /// `{"diagnostics": [{"severity", "code", "message", "file", "line", "column", "endLine",
  /// "endColumn", "notes": [...]}], "errors": N, "warnings": N}`. Keys in a fixed order.
  public static func json(_ diagnostics: Diagnostics) -> String {
    var out = "{\n  \"diagnostics\": ["
    for (index, diagnostic) in diagnostics.sorted.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "    {\"severity\": \(string(diagnostic.severity.rawValue)), "
      out += "\"code\": \(string(diagnostic.code.rawValue)), "
      out += "\"message\": \(string(diagnostic.message)), "
      out += location(diagnostic.range) + ", \"notes\": ["
      out += diagnostic.notes.map { note in
        "{\"message\": \(string(note.message))" + (note.range.map { ", " + location($0) } ?? "")
          + "}"
      }.joined(separator: ", ")
      out += "]}"
    }
    out += diagnostics.all.isEmpty ? "],\n" : "\n  ],\n"
    out +=
      "  \"errors\": \(diagnostics.errorCount),\n  \"warnings\": \(diagnostics.warningCount)\n}\n"
    return out
  }

  private static func location(_ range: SourceRange) -> String {
    "\"file\": \(string(range.file)), \"line\": \(range.start.line), \"column\": \(range.start.column), "
      + "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column)"
  }

  static func string(_ text: String) -> String { JSON.string(text) }
}
