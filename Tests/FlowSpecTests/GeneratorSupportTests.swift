import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@Suite("Generator support")
struct GeneratorSupportTests {
  @Test func theWriterIndentsBlocksAndDocuments() {
    var writer = SwiftWriter()
    writer.documentation("Pick a photo.\nThen post it.  \n")
    writer.block("public enum Event {") { body in
      body.line("case picked")
      body.line()
      body.line("case cancel")
    }
    #expect(
      writer.text == """
        /// Pick a photo.
        /// Then post it.
        public enum Event {
          case picked

          case cancel
        }

        """)
  }

  @Test func stringLiteralsEscapeEverythingThatCouldEndOrInterpolateThem() {
    #expect(SwiftLiteral.string("plain") == "\"plain\"")
    #expect(SwiftLiteral.string("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(SwiftLiteral.string("\\(exit(1))") == "\"\\\\(exit(1))\"")
    #expect(SwiftLiteral.string("line\nbreak\u{202E}") == "\"line\\nbreak\\u{202e}\"")
  }

  @Test func documentationCannotBreakOutOfItsComment() {
    #expect(SwiftLiteral.documentationLines("a\n*/ b\u{0}c\u{202E}") == ["a", "*/ bc"])
  }

  @Test func onlyPlainRelativePathsAreAccepted() {
    #expect(GeneratedFile(path: "PhotoEditingCoordinator.swift", contents: "") != nil)
    #expect(GeneratedFile(path: "Flows/App.swift", contents: "") != nil)
    for path in [
      "", "/etc/passwd", "../x.swift", "a/../../x.swift", "a//b.swift", "./a.swift", "a\\b.swift",
    ] {
      #expect(GeneratedFile(path: path, contents: "") == nil, "\(path)")
    }
  }

  /// A hostile string, escaped and compiled, prints back exactly: nothing in it ran as code.
  @Test func escapedLiteralsCompileToTheSameText() throws {
    let hostile =
      "\"); print(\"injected\"); let _ = (\"\\(1+1) \\\\ \n\t\u{202E}é\u{0}\u{7F}'\"\"\""
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-literal-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("main.swift")
    try Data("print(\(SwiftLiteral.string(hostile)), terminator: \"\")\n".utf8).write(to: source)
    let binary = directory.appendingPathComponent("literal")
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compile.arguments = ["swiftc", "-swift-version", "6", "-o", binary.path, source.path]
    try compile.run()
    compile.waitUntilExit()
    try #require(compile.terminationStatus == 0)
    let run = Process()
    run.executableURL = binary
    let out = Pipe()
    run.standardOutput = out
    try run.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    run.waitUntilExit()
    #expect(data == Data(hostile.utf8))
  }
}

@Suite("Generated code compiles whatever the names")
struct GeneratedNamesTests {
  /// Names that match the generated members' own: they must not collide.
  static let flow = """
    flow: Clash
    description: "Quotes \\" and \\\\(interpolation) and */ stay text."
    inputs:
      session: String
    context:
      inputs: { type: Int, default: 1 }
      child: String?
      flowName: { type: String, default: "'x \\\\(y) \\"z\\"'" }
      onFinish: Bool?
    environment:
      screens: Bool
    actions:
      start: { session: String }
    results:
      finish: { child: String? }
    start: session
    screens:
      session:
        title: "Title with \\"quotes\\""
        inputs: { inputs: inputs, flowName: flowName }
        events:
          begin: { child: String }
        on:
          begin:
            - when: screens
              set: { child: event.child, inputs: inputs + 1 }
              do: { start: { session: session } }
              finish: { finish: { child: child } }
            - stay
    """

  @Test func collidingNamesAndHostileTextCompile() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Clash.flow.yaml", text: Self.flow)])
    let text = DiagnosticRenderer(files: [], colors: false).render(result.diagnostics)
    let module = try #require(result.module, "\(text)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-names-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for file in SwiftGenerator.generate(module, scriptDriver: true) {
      let url = directory.appendingPathComponent(file.path)
      try Data(file.contents.utf8).write(to: url)
      paths.append(url.path)
    }
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compile.arguments =
      ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck"]
      + paths
    let errors = Pipe()
    compile.standardError = errors
    try compile.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    compile.waitUntilExit()
    #expect(compile.terminationStatus == 0, "\(output)")
  }
}
