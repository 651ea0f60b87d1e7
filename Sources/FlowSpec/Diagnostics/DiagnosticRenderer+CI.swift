extension DiagnosticRenderer {
  /// GitHub Actions workflow commands: one `::error file=...,line=...::message` line a diagnostic,
  /// so the run shows each as an annotation at its line. Notes are folded into the message, one
  /// line each; the message's own text is shown as `TerminalText` shows it (a CR LF in a flow name
  /// reads `\r\n`), and the command escaped as `WorkflowCommand` escapes it, so each diagnostic
  /// is exactly one line.
  public static func github(_ diagnostics: Diagnostics) -> String {
    diagnostics.sorted.map { diagnostic in
      let range = diagnostic.range
      let properties = [
        ("file", range.file), ("line", String(range.start.line)),
        ("col", String(range.start.column)),
        ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
        ("title", "flowc \(diagnostic.code.rawValue)"),
      ]
      let notes = diagnostic.notes.map { note in
        "\n" + (note.range.map { "\(TerminalText.escaped($0.description)): " } ?? "")
          + "note: \(TerminalText.escaped(note.message))"
      }.joined()
      return WorkflowCommand.line(
        diagnostic.severity.rawValue, properties: properties,
        message: TerminalText.escaped(diagnostic.message) + notes)
    }.joined()
  }

  /// SARIF 2.1.0: one run of the `flowc` tool, its rules (every diagnostic code), and a result per
  /// diagnostic with its region and related locations for notes. Keys in a fixed order.
  public static func sarif(_ diagnostics: Diagnostics, version: String) -> String {
    let rules = DiagnosticCode.allCases.map { code in
      JSON.object([
        ("id", JSON.string(code.rawValue)),
        ("defaultConfiguration", JSON.object([("level", JSON.string(level(code.severity)))])),
      ])
    }
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })
    let results = diagnostics.sorted.map { diagnostic in
      var pairs: [(String, String)] = [
        ("ruleId", JSON.string(diagnostic.code.rawValue)),
        ("ruleIndex", String(ruleIndex[diagnostic.code] ?? 0)),
        ("level", JSON.string(level(diagnostic.severity))),
        ("message", JSON.object([("text", JSON.string(diagnostic.message))])),
        ("locations", JSON.array([location(diagnostic.range)])),
      ]
      let related = diagnostic.notes.enumerated().compactMap { index, note -> String? in
        guard let range = note.range else { return nil }
        return JSON.object([
          ("id", String(index)), ("message", JSON.object([("text", JSON.string(note.message))])),
          ("physicalLocation", physicalLocation(range)),
        ])
      }
      if !related.isEmpty { pairs.append(("relatedLocations", JSON.array(related))) }
      return JSON.object(pairs)
    }
    let driver = JSON.object([
      ("name", "\"flowc\""), ("version", JSON.string(version)),
      ("informationUri", JSON.string("https://github.com/flowc/flowc")),
      ("rules", JSON.array(rules)),
    ])
    let run = JSON.object([
      ("tool", JSON.object([("driver", driver)])), ("results", JSON.array(results)),
    ])
    return JSON.object([
      ("$schema", JSON.string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", "\"2.1.0\""), ("runs", JSON.array([run])),
    ]) + "\n"
  }

  private static func level(_ severity: Diagnostic.Severity) -> String {
    severity == .error ? "error" : "warning"
  }

  private static func location(_ range: SourceRange) -> String {
    JSON.object([("physicalLocation", physicalLocation(range))])
  }

  private static func physicalLocation(_ range: SourceRange) -> String {
    JSON.object([
      ("artifactLocation", JSON.object([("uri", JSON.string(range.file))])),
      (
        "region",
        JSON.object([
          ("startLine", String(range.start.line)), ("startColumn", String(range.start.column)),
          ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
        ])
      ),
    ])
  }
}
