import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@Suite("Output escaping: Mermaid labels")
struct MermaidTextTests {
  @Test func theLabelIsOneQuotedLineWithNothingMermaidReads() {
    for text in HostileText.samples {
      let label = MermaidText.label(text)
      // Scalars: U+0600 and the closing quote are one `Character`.
      #expect(label.unicodeScalars.first == "\"" && label.unicodeScalars.last == "\"")
      let inner = String(String.UnicodeScalarView(label.unicodeScalars.dropFirst().dropLast()))
        .removingScalars("<br>")
      for special in ["\"", "<", ">", "&", "|", "`", "%", "\u{FB02}", "\u{B6}"] as [Unicode.Scalar]
      {
        #expect(!inner.unicodeScalars.contains(special), "\(special) in \(label)")
      }
      #expect(!inner.unicodeScalars.contains { $0.isUnsafeInOutput }, "\(label)")
    }
  }

  @Test func eachCharacterIsWrittenAsMermaidShowsIt() {
    #expect(MermaidText.label("plain") == "\"plain\"")
    #expect(MermaidText.label("a\"b") == "\"a#quot;b\"")
    #expect(MermaidText.label("\u{0600}\"") == "\"\u{0600}#quot;\"")
    #expect(MermaidText.label("a\r\nb\rc\nd\u{2028}e") == "\"a<br>b<br>c<br>d<br>e\"")
    #expect(MermaidText.label("#quot; <b>&") == "\"#35;quot; #lt;b#gt;#amp;\"")
    #expect(MermaidText.label("%%{init}%% `x` |") == "\"#37;#37;{init}#37;#37; #96;x#96; #124;\"")
    #expect(MermaidText.label("\u{1B}[31m") == "\"\\u{1B}[31m\"")
  }
}

@Suite("Output escaping: DOT strings")
struct DOTTextTests {
  /// The string Graphviz's lexer reads from a quoted DOT string, and whether the string's closing
  /// quote is its last character: `\"` is a quote, `\\` two backslashes kept for the label
  /// stage, a backslash before a line break joins lines.
  static func lex(_ quoted: String) -> (text: String, closedAtEnd: Bool) {
    var scalars = Array(quoted.unicodeScalars)
    guard scalars.first == "\"" else { return ("", false) }
    scalars.removeFirst()
    var text = ""
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" { return (text, index == scalars.count - 1) }
      if scalar == "\\", index + 1 < scalars.count,
        scalars[index + 1] == "\"" || scalars[index + 1] == "\\"
      {
        text += scalars[index + 1] == "\"" ? "\"" : "\\\\"
        index += 2
        continue
      }
      text.unicodeScalars.append(scalar)
      index += 1
    }
    return (text, false)
  }

  @Test func theStringEndsAtItsLastQuoteWhateverItHolds() {
    for text in HostileText.samples {
      let quoted = DOTText.quoted(text)
      #expect(Self.lex(quoted).closedAtEnd, "\(quoted)")
      #expect(!quoted.unicodeScalars.contains { $0.isUnsafeInOutput }, "\(quoted)")
    }
  }

  @Test func eachCharacterIsWrittenAsGraphvizShowsIt() {
    #expect(DOTText.quoted("plain") == "\"plain\"")
    #expect(DOTText.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(DOTText.quoted("\u{0600}\" URL=\"x\"") == "\"\u{0600}\\\" URL=\\\"x\\\"\"")
    #expect(DOTText.quoted("a\r\nb\rc\nd\u{2029}e") == "\"a\\nb\\nc\\nd\\ne\"")
    #expect(DOTText.quoted("&lt;") == "\"&amp;lt;\"")
    #expect(DOTText.quoted("\u{1B}") == "\"\\\\u{1B}\"")
  }

  /// Graphviz draws each label exactly as written: the text of the SVG is the text given.
  @Test func graphvizDrawsTheTextGiven() throws {
    guard Tool.isInstalled("dot") else { return }
    // Graphviz draws no text for an empty label, and one text element a line.
    let texts = HostileText.samples.filter {
      !$0.isEmpty && !$0.unicodeScalars.contains(where: \.isLineTerminator)
    }
    var dot = "digraph {\n"
    for (index, text) in texts.enumerated() {
      dot += "  n\(index) [label=\(DOTText.quoted(text))];\n"
    }
    dot += "}\n"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-dot-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("g.dot")
    try Data(dot.utf8).write(to: input)
    let output = directory.appendingPathComponent("g.svg")
    #expect(try Tool.runIsolated(["dot", "-Tsvg", "-o", output.path, input.path]) == 0)
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(!svg.contains("<a "))
    #expect(!svg.contains("href"))
    for text in texts {
      let shown = TerminalText.escaped(text)
      let xml = shown.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
      #expect(svg.contains(">\(xml)</text>"), "\(xml)")
    }
  }
}

@Suite("Output escaping: generated Swift comments")
struct SwiftCommentTests {
  @Test func commentTextIsOneLineWithNothingUnsafe() {
    for text in HostileText.samples {
      let comment = SwiftComment.text(text)
      #expect(!comment.unicodeScalars.contains { $0.isUnsafeInOutput }, "\(comment)")
    }
    #expect(SwiftComment.text("X\nfunc injected() {}") == "X\\nfunc injected() {}")
    #expect(SwiftComment.text("a\u{2028}b\u{85}c\u{202E}") == "a\\u{2028}b\\u{85}c\\u{202E}")
  }

  @Test func documentationBreaksLinesOnEveryTerminatorAndEscapesTheRest() {
    #expect(
      SwiftComment.documentationLines("one\r\ntwo\rthree\u{2028}four\u{85}five  \n\n")
        == ["one", "two", "three", "four", "five"])
    #expect(SwiftComment.documentationLines("\u{1B}[31m\u{202E}x") == ["\\u{1B}[31m\\u{202E}x"])
  }

  /// Comments built from hostile names type-check, and `#error` after a line terminator in a
  /// name stays inside its comment.
  @Test func hostileCommentsStayComments() throws {
    let payload = "#error(\"injected\")"
    let names = ["\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"].map {
      "Evil\($0)\(payload)\($0).flow.yaml"
    }
    var source = GeneratedFile.header(source: "Flows/" + names[0]) + "\n"
    for name in names.dropFirst() { source += GeneratedFile.header(source: name) + "\n" }
    for line in SwiftComment.documentationLines(names.joined(separator: " ") + "\u{202E}") {
      source += "/// \(line)\n"
    }
    source += "let value = 1\n"
    #expect(!source.unicodeScalars.contains { $0.isUnsafeInOutput && $0 != "\n" })
    for line in source.split(separator: "\n") {
      #expect(line.hasPrefix("//") || line == "let value = 1", "\(line)")
    }
    guard Tool.isInstalled("swiftc") else { return }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-comment-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.swift")
    try Data(source.utf8).write(to: file)
    let typecheck = try Tool.run(["swiftc", "-typecheck", file.path])
    #expect(typecheck.status == 0, "\(typecheck.output)\n\(source)")
  }
}
