// libFuzzer entry point: the bytes are one expression, lexed and parsed as a flow file's `when`
// or `set` value would be. Syntax errors are expected outcomes; crashes and hangs are findings.
import FlowSpec

/// libFuzzer calls this once an input; it returns 0 (the input may be kept in the corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpressions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // The loader hands the parser valid UTF-8 only.
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let start = SourceLocation(line: 3, column: 12)
  let range = SourceRange(
    file: "Fuzz.flow.yaml", start: start,
    end: SourceLocation(line: 3, column: 12 + text.unicodeScalars.count))
  // Shifted columns (a plain one-line scalar) and unmappable ones (a multi-line scalar), with the
  // escapes a single-quoted scalar would have.
  let escapes = text.unicodeScalars.enumerated().filter { $0.element == "'" }.map(\.offset)
  for origin in [
    ExpressionParser.Origin(range: range, columnShift: 11, escapes: escapes),
    ExpressionParser.Origin(range: range, columnShift: nil),
  ] {
    var diagnostics = Diagnostics()
    let expression = ExpressionParser.parse(text, origin: origin, diagnostics: &diagnostics)
    if expression == nil && !diagnostics.hasErrors {
      fatalError("fuzz invariant: no expression and no error for \(text.debugDescription)")
    }
    // The file the expression came from: `    when: '...'` on line 3.
    let file = SourceFile(
      path: "Fuzz.flow.yaml",
      bytes: Array("flow: Fuzz\nstart: a\n    when: '".utf8) + bytes + [39, 10])
    _ = DiagnosticRenderer(files: [file], colors: false).render(diagnostics).count
  }
  return 0
}
