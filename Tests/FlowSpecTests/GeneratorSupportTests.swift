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
