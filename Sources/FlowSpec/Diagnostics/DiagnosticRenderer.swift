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
    out += paint("\(shown(diagnostic.range.description)):", "1") + " \(label) "
    out += paint(shown(diagnostic.message), "1") + " [\(diagnostic.code.rawValue)]\n"
    out += snippet(diagnostic.range)
    for note in diagnostic.notes {
      let message = shown(note.message)
      if let range = note.range {
        out +=
          paint("\(shown(range.description)):", "1") + " \(paint("note:", "1;36")) \(message)\n"
      } else {
        out += "\(paint("note:", "1;36")) \(message)\n"
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

  /// Text from the module (paths, names and literals quoted in messages) as a terminal may show
  /// it (`TerminalText`).
  private func shown(_ text: String) -> String { TerminalText.escaped(text) }

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
    let line = TerminalText.escaped(String(String.UnicodeScalarView(scalars)))
    // Keep tabs, and count each escaped scalar as wide as its escape, so the caret lines up
    // under the same characters.
    var padding = ""
    for scalar in scalars[..<startIndex] {
      padding +=
        scalar == "\t" ? "\t" : String(repeating: " ", count: TerminalText.width(of: scalar))
    }
    // The range's scalars on the line, then columns past its end (an error at the end of a line).
    let end = max(startIndex, min(startIndex + width, scalars.count))
    let markerWidth =
      scalars[startIndex..<end].reduce(0) { $0 + TerminalText.width(of: $1) }
      + width - (end - startIndex)
    let marker = "^" + String(repeating: "~", count: markerWidth - 1)
    return " \(number) | \(line)\n \(gutter) | \(padding)\(paint(marker, "1;32"))\n"
  }
}
