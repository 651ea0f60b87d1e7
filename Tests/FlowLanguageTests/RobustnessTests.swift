import FlowLanguage
import FlowSpec
import Testing

/// Any bytes in a document, at any position: every request answers, nothing crashes or hangs.
@Suite struct RobustnessTests {
  /// Asks every question at `count` positions of `path`, spread over its lines and past its end.
  func askEverything(_ workspace: inout LanguageWorkspace, path: String, random: inout SeededRandom)
  {
    let diagnostics = workspace.diagnostics()
    #expect(diagnostics[path] != nil)
    let lines = max(1, (workspace.bytes(of: path) ?? []).count { $0 == UInt8(ascii: "\n") } + 1)
    for _ in 0..<12 {
      let location = SourceLocation(
        line: Int(random.next() % UInt64(lines + 2)), column: Int(random.next() % 90))
      _ = workspace.completions(at: location, in: path)
      _ = workspace.hover(at: location, in: path)
      _ = workspace.definition(at: location, in: path)
      _ = workspace.references(at: location, in: path, includingDeclaration: true)
      _ = workspace.renameRange(at: location, in: path)
      _ = workspace.rename(at: location, in: path, to: "renamed")
      let range = SourceRange(file: path, start: location, end: location)
      _ = workspace.codeActions(in: path, range: range)
    }
    _ = workspace.documentSymbols(in: path)
  }

  /// Random bytes, random printable text and random YAML-ish text as a document.
  @Test func randomDocuments() {
    var random = SeededRandom(seed: 20)
    var workspace = LanguageWorkspace()
    let alphabet = Array("abc :-{}[],.'\"\n  #&*!|>?\t\r\u{FEFF}é🙂event.when".utf8)
    for round in 0..<60 {
      let length = Int(random.next() % 400)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        let value = random.next()
        bytes.append(
          round % 2 == 0
            ? UInt8(truncatingIfNeeded: value) : alphabet[Int(value % UInt64(alphabet.count))])
      }
      workspace.setDocument(path: "R.flow.yaml", bytes: bytes)
      askEverything(&workspace, path: "R.flow.yaml", random: &random)
    }
  }

  /// The Examples with random bytes replaced, inserted or removed, a few at a time.
  @Test(arguments: ExampleWorkspace.names)
  func randomEditsOfExamples(_ name: String) throws {
    var random = SeededRandom(seed: UInt64(name.utf8.count) &* 31)
    var workspace = try ExampleWorkspace.workspace(name)
    let paths = workspace.paths
    for _ in 0..<25 {
      let path = paths[Int(random.next() % UInt64(paths.count))]
      var bytes = workspace.bytes(of: path) ?? []
      for _ in 0..<(1 + random.next() % 4) where !bytes.isEmpty {
        let at = Int(random.next() % UInt64(bytes.count))
        let byte = Array(":{}[]-\n x.\u{80}".utf8)[Int(random.next() % 12)]
        switch random.next() % 3 {
        case 0: bytes[at] = byte
        case 1: bytes.insert(byte, at: at)
        default: bytes.remove(at: at)
        }
      }
      workspace.setDocument(path: path, bytes: bytes)
      askEverything(&workspace, path: path, random: &random)
    }
  }

  /// Empty, huge and deeply nested documents, invalid UTF-8, and a path nobody set.
  @Test func extremeDocuments() {
    var random = SeededRandom(seed: 7)
    var workspace = LanguageWorkspace()
    let documents: [[UInt8]] = [
      [],
      [0xFF, 0xFE, 0x00, 0xC3],
      Array(String(repeating: "[", count: 100_000).utf8),
      Array(String(repeating: "a: ", count: 50_000).utf8),
      Array(("flow: A\nscreens:\n" + String(repeating: "  s: {}\n", count: 20_000)).utf8),
      Array(String(repeating: "x", count: 2_000_000).utf8),
    ]
    for bytes in documents {
      workspace.setDocument(path: "X.flow.yaml", bytes: bytes)
      askEverything(&workspace, path: "X.flow.yaml", random: &random)
    }
    #expect(workspace.completions(at: .init(line: 1, column: 1), in: "Missing.flow.yaml").isEmpty)
    #expect(workspace.documentSymbols(in: "Missing.flow.yaml").isEmpty)
    #expect(workspace.hover(at: .init(line: 1, column: 1), in: "Missing.flow.yaml") == nil)
  }
}
