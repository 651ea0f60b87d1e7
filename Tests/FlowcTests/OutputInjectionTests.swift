import FlowTestSupport
import Foundation
import XCTest

/// Hostile text in flow files, file names and scripts cannot forge or inject anything into what
/// `flowc` prints or writes (issue 13): annotations, diagrams, generated code, terminal output.
final class OutputInjectionTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-injection-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Writes `bytes` to `name` in the test's folder and returns its path.
  @discardableResult
  private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  private func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// Control characters a terminal acts on; none may reach the output raw.
  private static let terminalControls: Set<Unicode.Scalar> = ["\u{1B}", "\u{7}", "\r", "\u{9B}"]

  private func assertNoControls(
    _ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let found = text.unicodeScalars.filter { Self.terminalControls.contains($0) }
    XCTAssertTrue(
      found.isEmpty, "\(label): raw \(found) in \(text.debugDescription)", file: file, line: line)
  }

  // MARK: GitHub annotations

  func testACRLFInAFlowNameCannotForgeAnAnnotation() throws {
    for forged in [
      "A\\r\\n::error file=App.swift,line=1::FORGED", "A\\r\\n::stop-commands::token",
      "A\\n::error::FORGED", "A\\r::error::FORGED", "A\\u0600\\r\\n::error::FORGED",
    ] {
      let path = try write(
        "Forged.flow.yaml",
        "flow: \"\(forged)\"\nresults: { done: {} }\nstart: s\nscreens:\n  s: { events: { go: {} }, on: { go: { finish: done } } }\n"
      )
      let github = try FlowcRun.run(["validate", path, "--format", "github"])
      XCTAssertEqual(github.status, 1, github.stderr)
      let json = try FlowcRun.run(["validate", path, "--format", "json"])
      let document =
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      let count = try XCTUnwrap(document?["diagnostics"] as? [[String: Any]]).count
      XCTAssertGreaterThan(count, 0)
      let lines = github.stdout.unicodeScalars.split { $0 == "\n" || $0 == "\r" }
      XCTAssertEqual(lines.count, count, github.stdout)
      for line in lines {
        let text = String(String.UnicodeScalarView(line))
        XCTAssertTrue(text.hasPrefix("::error file=") || text.hasPrefix("::warning file="), text)
      }
      // The name is shown with its line break escaped, inside the one annotation.
      XCTAssertTrue(
        ["\\r\\n::", "A\\n::", "A\\r::"].contains { github.stdout.contains($0) }, github.stdout)
      XCTAssertFalse(github.stdout.unicodeScalars.contains("\r"))
    }
  }

  // MARK: Diagrams

  /// A guard whose string literal holds U+0600 then `"` (one Character) and an attribute.
  private static let hostileGuard =
    "event.note == '\\u0600\\\" URL=\\\"javascript:alert(1)\\\" target=\\\"_top\\\" x=\\\"'"

  private func hostileGraphModule() throws -> String {
    try write(
      "Graph.flow.yaml",
      """
      flow: Graph
      results: { done: {} }
      start: s
      screens:
        s:
          events: { go: { note: String } }
          on:
            go:
              - { when: "\(Self.hostileGuard)", finish: done }
              - { when: "event.note == 'a\\"b\\r\\nc|d%%{init}%%'", push: t }
              - { finish: done }
        t: { events: { back: {} }, on: { back: { finish: done } } }

      """)
  }

  func testAGuardCannotBreakOutOfItsDOTLabelNorInjectSVGAttributes() throws {
    let path = try hostileGraphModule()
    let dot = try FlowcRun.run(["graph", path, "--format", "dot"])
    XCTAssertEqual(dot.status, 0, dot.stderr)
    XCTAssertTrue(dot.stdout.contains("'\u{0600}\\\" URL=\\\"javascript:alert(1)\\\""), dot.stdout)
    XCTAssertFalse(dot.stdout.unicodeScalars.contains("\r"))
    // Each statement is one line: the edges are the lines with `->`, three from `s`.
    XCTAssertEqual(
      dot.stdout.components(separatedBy: "\n").filter { $0.contains("\"Graph__s\" ->") }.count, 3)
    guard Tool.isInstalled("dot") else { return }
    let input = try write("graph.dot", dot.stdout)
    XCTAssertEqual(try Tool.runIsolated(["dot", "-Tsvg", input]), 0, "Graphviz parses the DOT")
    let svg = try FlowcRun.run(["graph", path, "--format", "svg"])
    XCTAssertEqual(svg.status, 0, svg.stderr)
    XCTAssertFalse(svg.stdout.contains("<a "), svg.stdout)
    XCTAssertFalse(svg.stdout.contains("xlink:href"), svg.stdout)
    XCTAssertFalse(svg.stdout.contains("target=\""), svg.stdout)
    XCTAssertTrue(
      svg.stdout.contains("&#39;\u{0600}&quot; URL=&quot;javascript:alert(1)&quot;"), svg.stdout)
  }

  func testMermaidLabelsHoldQuotesLineBreaksAndDirectives() throws {
    let path = try hostileGraphModule()
    let mermaid = try FlowcRun.run(["graph", path, "--format", "mermaid"])
    XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
    XCTAssertFalse(mermaid.stdout.unicodeScalars.contains("\r"))
    let lines = mermaid.stdout.components(separatedBy: "\n")
    let edges = lines.filter { $0.hasPrefix("    Graph__s -->") }
    XCTAssertEqual(edges.count, 3, mermaid.stdout)
    XCTAssertTrue(
      edges.contains {
        $0.contains("'a#quot;b<br>c#124;d#37;#37;{init}#37;#37;'")
      }, mermaid.stdout)
    XCTAssertTrue(
      edges.contains { $0.contains("'\u{0600}#quot; URL=#quot;javascript") }, mermaid.stdout)
    for edge in edges {
      // `-->|"label"| target`: the label's quotes are its first and last.
      let label = try XCTUnwrap(edge.range(of: "|\"")).upperBound
      let end = try XCTUnwrap(edge.range(of: "\"| ", options: .backwards)).lowerBound
      XCTAssertFalse(edge[label..<end].unicodeScalars.contains("\""), edge)
    }
  }

  // MARK: Generated code

  func testAFileNameWithALineBreakStaysInTheGeneratedHeader() throws {
    let flow =
      "flow: NAME\nresults: { done: {} }\nstart: s\nscreens:\n  s: { events: { go: {} }, on: { go: { finish: done } } }\n"
    var paths: [String] = []
    for (index, separator) in ["\n", "\r", "\r\n", "\u{2028}", "\u{85}"].enumerated() {
      let name =
        "Evil\(index)\(separator)#error(\"injected\")\(separator)func injected\(index)() {}\(separator).flow.yaml"
      paths.append(try write(name, flow.replacingOccurrences(of: "NAME", with: "Evil\(index)")))
    }
    let output = directory.appendingPathComponent("Generated")
    let run = try FlowcRun.run(["generate"] + paths + ["--output", output.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    assertNoControls(run.stdout + run.stderr, "generate")
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    XCTAssertEqual(files.count, 6, "\(files)")
    for file in files {
      let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertTrue(
        String(String.UnicodeScalarView(lines[0])).hasPrefix("// Generated by flowc from "))
      XCTAssertTrue(lines[1].isEmpty, "\(file): the header is one line")
      XCTAssertFalse(text.contains("\nfunc injected"), file)
      XCTAssertFalse(
        text.unicodeScalars.contains { ["\r", "\u{2028}", "\u{85}"].contains($0) }, file)
    }
    guard Tool.isInstalled("swiftc") else { return }
    let typecheck = try Tool.run(
      ["swiftc", "-typecheck", "-swift-version", "6"]
        + files.map { output.appendingPathComponent($0).path })
    XCTAssertEqual(typecheck.status, 0, typecheck.output)
  }

  // MARK: Terminal output

  func testControlCharactersInASourceLineAreShownEscapedInTheSnippet() throws {
    // Raw ESC and BEL bytes in the file: libyaml refuses them, and the snippet shows the line.
    let path = try write(
      "Raw.flow.yaml",
      Array("flow: Raw\nstart: s\nscreens:\n  s: { title: x\u{1B}[2J\u{1B}]0;pwned\u{7}y }\n".utf8))
    let run = try FlowcRun.run(["validate", path])
    XCTAssertEqual(run.status, 1)
    assertNoControls(run.stderr, "snippet")
    XCTAssertTrue(run.stderr.contains("x\\u{1B}[2J\\u{1B}]0;pwned\\u{7}y"), run.stderr)
    // The caret stands under the character the diagnostic points at, counted after escaping.
    let lines = run.stderr.components(separatedBy: "\n")
    let source = try XCTUnwrap(lines.first { $0.hasPrefix(" 4 | ") })
    let caret = try XCTUnwrap(lines.first { $0.contains("^") })
    let column = try XCTUnwrap(
      run.stderr.split(separator: ":").dropFirst(2).first.flatMap { Int($0) })
    let prefix = try XCTUnwrap(source.components(separatedBy: " | ").last)
    let marked = try XCTUnwrap(caret.components(separatedBy: " | ").last)
    let offset = marked.prefix { $0 == " " }.count
    let scalarsBefore = Array("  s: { title: x\u{1B}[2J\u{1B}]0;pwned\u{7}y }".unicodeScalars)
      .prefix(column - 1)
    let escapedBefore = scalarsBefore.reduce(0) {
      $0 + ($1 == "\u{1B}" ? 6 : $1 == "\u{7}" ? 5 : 1)
    }
    XCTAssertEqual(offset, escapedBefore, run.stderr)
    XCTAssertLessThanOrEqual(offset, prefix.count)
  }

  func testControlCharactersInAFlowNameAreShownEscapedInEveryFormat() throws {
    let name = "\\e[2J\\e]0;pwned\\a\\u202Eevil\\r\\nnext"
    let path = try write(
      "Name.flow.yaml",
      "flow: \"\(name)\"\nresults: { done: {} }\nstart: s\nscreens:\n  s: { events: { go: {} }, on: { go: { finish: done } } }\n"
    )
    let text = try FlowcRun.run(["validate", path, "--color", "always"])
    XCTAssertEqual(text.status, 1)
    // The only ESCs are the colours flowc writes: each starts `ESC [` and a digit.
    let withoutColours = text.stderr.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    assertNoControls(withoutColours, "text")
    XCTAssertFalse(text.stderr.contains("\u{202E}"))
    XCTAssertTrue(
      withoutColours.contains("\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\u{202E}evil\\r\\nnext"),
      withoutColours)
    for format in ["json", "sarif"] {
      let run = try FlowcRun.run(["validate", path, "--format", format])
      XCTAssertEqual(run.status, 1)
      assertNoControls(run.stdout, format)
      XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), format)
      XCTAssertTrue(
        run.stdout.contains("\\u001b[2J\\u001b]0;pwned\\u0007\\u202eevil\\r\\nnext"), run.stdout)
    }
    let unknown = try FlowcRun.run(["graph", path, "--flow", "\u{1B}[2J\u{7}"])
    assertNoControls(unknown.stderr, "graph --flow")
  }

  private static let runModule = """
    flow: Run
    context: { photo: Photo }
    results: { done: {} }
    start: s
    screens:
      s:
        title: "Title \\e[2J\\e]0;pwned\\a\\r\\n\\u202Eend"
        events: { go: { photo: Photo, note: String } }
        on: { go: { set: { photo: event.photo }, push: t } }
      t:
        title: "\\e[31mred\\e[0m"
        events: { done: {} }
        on: { done: { finish: done } }

    """

  func testScriptLinesTheirErrorsAndTheFinalStateAreShownEscaped() throws {
    let path = try write("Run.flow.yaml", Self.runModule)
    let script = try write(
      "hostile.walkthrough",
      Array("go photo=\u{1B}cbeach\u{7} note=x\u{1B}7y\u{9B}2J\nnope\u{1B}[31m\u{7}\n".utf8))
    let run = try FlowcRun.run(["run", path, "--script", script])
    XCTAssertEqual(run.status, 1, run.stderr)
    assertNoControls(run.stdout + run.stderr, "scripted run")
    XCTAssertTrue(
      run.stdout.contains("> go photo=\\u{1B}cbeach\\u{7} note=x\\u{1B}7y\\u{9B}2J"), run.stdout)
    XCTAssertTrue(run.stdout.contains("set photo = Photo(\\u{1B}cbeach\\u{7})"), run.stdout)
    XCTAssertTrue(run.stderr.contains("nope\\u{1B}[31m\\u{7}"), run.stderr)

    // A run that stops on a screen shows the state: the title escaped.
    let stay = try FlowcRun.run(["run", path], stdin: "")
    XCTAssertEqual(stay.status, 0, stay.stderr)
    assertNoControls(stay.stdout, "final state")
    XCTAssertTrue(
      stay.stdout.contains(
        "final screen: Run · s \"Title \\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\r\\n\\u{202E}end\""),
      stay.stdout)

    // The JSON trace carries the text exactly, escaped as JSON.
    let json = try FlowcRun.run(
      ["run", path, "--trace", "json"], stdin: "go photo=\u{1B}x note=\u{7}\r\n")
    XCTAssertEqual(json.status, 0, json.stderr)
    assertNoControls(json.stdout, "json trace")
    for line in json.stdout.split(separator: "\n") {
      XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line))
    }
    XCTAssertTrue(
      json.stdout.contains("\"input\": \"go photo=\\u001bx note=\\u0007\""), json.stdout)
    XCTAssertTrue(json.stdout.contains("\"token\": \"\\u001bx\""), json.stdout)
  }

  func testTheInteractiveScreenShowsControlCharactersEscaped() throws {
    try XCTSkipUnless(Tool.isInstalled("tmux"), "tmux is not installed")
    let path = try write("Run.flow.yaml", Self.runModule)
    let terminal = try TerminalWalkthrough(prefix: "flowc-injection", arguments: [path])
    defer { terminal.stop() }
    let screen = try terminal.waitFor("flowc> ")
    XCTAssertTrue(
      screen.contains("Run · s \"Title \\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\r\\n\\u{202E}end\""), screen
    )
    try terminal.send(["go photo=beach note=x", "Enter"])
    let next = try terminal.waitFor("Run · t")
    XCTAssertTrue(next.contains("\"\\u{1B}[31mred\\u{1B}[0m\""), next)
  }
}
