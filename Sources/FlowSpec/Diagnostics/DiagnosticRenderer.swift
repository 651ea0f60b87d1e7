/// Renders diagnostics as text: `path:line:column: error: message [code]`, the source line, a caret
/// under the range, then notes. Pure: the caller decides where the text goes and whether to colour.
public struct DiagnosticRenderer: Sendable {
  private let sources: [String: SourceLines]
  private let colors: Bool

  /// Creates a renderer over the module's files (for source lines), with or without ANSI colour.
  ///
  /// Given `diagnostics`, only the files they point into are indexed: a clean module of thousands
  /// of files costs nothing to render.
  public init(files: [SourceFile], colors: Bool, for diagnostics: Diagnostics? = nil) {
    var wanted: Set<String>?
    if let diagnostics {
      var paths = Set<String>()
      for diagnostic in diagnostics.all {
        paths.insert(diagnostic.range.file)
        for note in diagnostic.notes { if let range = note.range { paths.insert(range.file) } }
      }
      wanted = paths
    }
    var sources: [String: SourceLines] = [:]
    for file in files where wanted?.contains(file.path) ?? true {
      sources[file.path] = SourceLines(file.bytes)
    }
    self.sources = sources
    self.colors = colors
  }

  /// One diagnostic, with its snippet and notes, ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    let label =
      switch diagnostic.severity {
      case .error: paint("error:", "1;31")
      case .warning: paint("warning:", "1;33")
      }
    out += paint("\(diagnostic.range.description):", "1") + " \(label) "
    out += paint(diagnostic.message, "1") + " [\(diagnostic.code.rawValue)]\n"
    out += snippet(diagnostic.range)
    for note in diagnostic.notes {
      if let range = note.range {
        out += paint("\(range.description):", "1") + " \(paint("note:", "1;36")) \(note.message)\n"
      } else {
        out += "\(paint("note:", "1;36")) \(note.message)\n"
      }
    }
    return out
  }

  /// All diagnostics in order, then a summary line such as `2 errors, 1 warning`.
  public func render(_ diagnostics: Diagnostics) -> String {
    var out = diagnostics.sorted.map(render).joined()
    if diagnostics.dropped > 0 {
      out += "note: \(diagnostics.dropped) more diagnostics were not shown\n"
    }
    return out
  }

  /// `N errors, M warnings`, in words.
  public static func summary(_ diagnostics: Diagnostics) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return
      "\(count(diagnostics.errorCount, "error")), \(count(diagnostics.warningCount, "warning"))"
  }

  private func paint(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The widest snippet line shown, in characters.
  public static let maxSnippetWidth = 200

  private func snippet(_ range: SourceRange) -> String {
    guard let lines = sources[range.file], let text = lines.text(ofLine: range.start.line) else {
      return ""
    }
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: number.count)
    var scalars = Array(text.unicodeScalars)
    var startIndex = min(max(range.start.column - 1, 0), scalars.count)
    let endColumn = range.end.line == range.start.line ? range.end.column : scalars.count + 1
    var width = max(1, min(endColumn - 1, scalars.count) - startIndex)
    // A very long line (minified or hostile input) is shown as a window around the column.
    if scalars.count > Self.maxSnippetWidth {
      let from = max(
        0, min(startIndex - Self.maxSnippetWidth / 4, scalars.count - Self.maxSnippetWidth))
      let to = min(scalars.count, from + Self.maxSnippetWidth)
      let lead: [Unicode.Scalar] = from > 0 ? ["…"] : []
      let trail: [Unicode.Scalar] = to < scalars.count ? ["…"] : []
      startIndex = startIndex - from + lead.count
      width = max(1, min(width, to - (startIndex - lead.count + from)))
      scalars = lead + scalars[from..<to] + trail
    }
    let shown = String(String.UnicodeScalarView(scalars))
    // Keep tabs so the caret lines up under the same characters.
    let padding = String(
      String.UnicodeScalarView(scalars[..<startIndex].map { $0 == "\t" ? "\t" : " " }))
    let marker = "^" + String(repeating: "~", count: width - 1)
    return " \(number) | \(shown)\n \(gutter) | \(padding)\(paint(marker, "1;32"))\n"
  }
}
