import FlowSpec
import Foundation
import Testing

/// The hostile corpus for outputs: modules whose names, titles, descriptions, guards and file
/// names carry text built to break out of an output, each rendered through every renderer.
@Suite("Hostile input: every output")
struct HostileOutputTests {
  /// A hostile module: a file name and its YAML (double-quoted YAML strings carry the escapes).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String = "Hostile.flow.yaml"
    var yaml: String
    /// Whether the module validates (then the diagrams and the generated code are checked too).
    var valid = true
    var testDescription: String { name }
  }

  /// A valid module with `text` (already in YAML double-quoted escapes) in every free-text place.
  static func everywhere(_ name: String, _ text: String, file: String = "Hostile.flow.yaml") -> Case
  {
    Case(
      name: name, file: file,
      yaml: """
        flow: Hostile
        description: "\(text)"
        results: { done: {} }
        start: s
        screens:
          s:
            title: "\(text)"
            events: { go: { note: String } }
            on:
              go:
                - { when: "event.note == '\(text)'", finish: done }
                - { finish: done }

        """)
  }

  static let texts: [(String, String)] = [
    ("CR LF and a forged annotation", "A\\r\\n::error file=App.swift,line=1::FORGED"),
    ("U+0600 then a quote and attributes", "\\u0600\\\" URL=\\\"javascript:alert(1)\\\" x=\\\""),
    ("U+0600 then a backslash and a quote", "\\u0600\\\\\\\" URL=\\\\\\\"javascript:x\\\\\\\""),
    ("ESC, BEL, CSI and OSC", "\\e[2J\\e]0;pwned\\a\\x9b31m"),
    ("every line terminator", "a\\rb\\nc\\r\\nd\\Ne\\Lf\\Pg\\vh\\fi"),
    ("bidirectional overrides", "admin\\u202E\\u2066// later\\u2069\\u2066"),
    ("Mermaid entities and directives", "#quot; &amp; <b>x</b> `c` | %%{init: {}}%%"),
    ("DOT escapes and entities", "\\\\N \\\\G \\\\l &lt; \\\\"),
    ("Swift comment and literal breakers", "*/ \\\\(x) \\\" #error(\\\"x\\\")"),
  ]

  static let cases: [Case] =
    texts.map { everywhere($0.0, $0.1) }
    + [
      everywhere("a file name with a line break", "x", file: "Evil\n#error(\"x\")\n.flow.yaml"),
      everywhere("a file name with CR LF and a separator", "x", file: "E\r\nvil\u{2028}.flow.yaml"),
    ]
    + texts.map { name, text in
      Case(
        name: "an invalid flow name: \(name)",
        yaml:
          "flow: \"\(text)\"\nresults: { done: {} }\nstart: s\nscreens:\n  s: { events: { go: {} }, on: { go: { finish: done } } }\n",
        valid: false
      )
    }

  /// Whether `text` holds an unsafe scalar other than the line feeds between its lines.
  static func hasUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.isUnsafeInOutput && $0 != "\n" }
  }

  @Test(arguments: cases)
  func everyOutputKeepsItsShape(_ hostile: Case) throws {
    let file = SourceFile(path: hostile.file, text: hostile.yaml)
    let result = FlowCompiler.validate([file])
    let diagnostics = result.diagnostics
    #expect((result.module != nil) == hostile.valid, "\(diagnostics.all.map(\.message))")

    let text = DiagnosticRenderer(files: [file], colors: false).render(diagnostics)
    #expect(!Self.hasUnsafe(text), "text: \(text)")
    for line in text.split(separator: "\n") {
      #expect(
        line.hasPrefix(" ") || line.hasPrefix("Evil\\n") || line.hasPrefix("E\\r\\n")
          || line.hasPrefix(hostile.file) || line.hasPrefix("note:"), "text: \(line)")
    }

    let github = DiagnosticRenderer.github(diagnostics)
    #expect(!Self.hasUnsafe(github))
    let annotations = github.split(separator: "\n")
    #expect(annotations.count == diagnostics.all.count)
    #expect(annotations.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })

    for json in [
      DiagnosticRenderer.json(diagnostics), DiagnosticRenderer.sarif(diagnostics, version: "0"),
    ] {
      #expect(!Self.hasUnsafe(json))
      let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
      #expect(parsed is [String: Any])
    }

    guard let module = result.module else { return }
    let diagram = FlowDiagram(module: module, root: nil, showsLegend: false)
    #expect(!Self.hasUnsafe(diagram.mermaid))
    #expect(!Self.hasUnsafe(diagram.dot))
    // Each node and edge is one statement on one line (after the node and edge defaults).
    let statements = diagram.dot.split(separator: "\n").filter { $0.hasSuffix("];") }
    #expect(statements.count == 2 + 3 + 3)
    #expect(diagram.mermaid.split(separator: "\n").count == 3 + 3 + 3)

    for generated in SwiftGenerator.generate(module, scriptDriver: true) {
      #expect(!Self.hasUnsafe(generated.contents), "\(generated.path)")
      let lines = generated.contents.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[0].hasPrefix(GeneratedFile.marker), "\(generated.path)")
      #expect(lines[1].isEmpty, "\(generated.path): the header is one line")
      #expect(
        !lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#error") },
        "\(generated.path)")
    }
  }
}
