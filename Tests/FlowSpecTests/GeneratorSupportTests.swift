import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

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

  /// A long comment line is never wrapped like a call: its second part would be code.
  @Test func longCommentLinesStayOneLine() {
    let words = String(repeating: "word ", count: 20)
    for comment in ["// from \(words)f(a, \"b\")", "/// \(words)(a, b, c) and more"] {
      var writer = SwiftWriter()
      writer.line(SwiftLine(comment))
      #expect(writer.text == comment + "\n")
    }
  }

  /// A long line without a parenthesized list to wrap wraps its first array literal, one item a
  /// line with a comma after each, as swift-format lays it out.
  @Test func aLongArrayLiteralIsWrappedOneItemALine() {
    let items = (1...6).map { "\"item number \($0)\"" }
    var writer = SwiftWriter()
    writer.line(SwiftLine("arguments: [" + items.joined(separator: ", ") + "]"))
    #expect(writer.text == "arguments: [\n" + items.map { "  \($0),\n" }.joined() + "]\n")
  }

  /// A declaration with an empty body and a long list of inherited types is laid out as
  /// swift-format lays it out (these are its outputs): the types filling the lines after the
  /// first one level deeper, the braces on a line of their own.
  @Test func aLongInheritanceListFillsLinesAsSwiftFormatDoes() {
    var writer = SwiftWriter()
    writer.block("final class ShopCoordinator {") { body in
      body.emptyDeclaration("protocol Short", inheriting: ["AnyObject", "A.Factory"])
      body.emptyDeclaration(
        "protocol Children",
        inheriting: [
          "AnyObject", "SignInCoordinator.Factory", "PickerCoordinator.Factory",
          "PaymentCoordinator.Factory",
        ])
      body.emptyDeclaration(
        "final class AMediumLengthChildFlowNameForTheBreakStandIn",
        inheriting: [
          "FlowTestChild<AMediumLengthChildFlowNameForTheBreakCoordinator.Outcome>",
          "AMediumLengthChildFlowNameForTheBreakFlow",
        ])
    }
    #expect(
      writer.text == """
        final class ShopCoordinator {
          protocol Short: AnyObject, A.Factory {}
          protocol Children: AnyObject, SignInCoordinator.Factory, PickerCoordinator.Factory,
            PaymentCoordinator.Factory
          {}
          final class AMediumLengthChildFlowNameForTheBreakStandIn: FlowTestChild<
            AMediumLengthChildFlowNameForTheBreakCoordinator.Outcome
          >, AMediumLengthChildFlowNameForTheBreakFlow
          {}
        }

        """)
  }

  @Test func stringLiteralsEscapeEverythingThatCouldEndOrInterpolateThem() {
    #expect(SwiftLiteral.string("plain") == "\"plain\"")
    #expect(SwiftLiteral.string("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(SwiftLiteral.string("\\(exit(1))") == "\"\\\\(exit(1))\"")
    #expect(SwiftLiteral.string("line\nbreak\u{202E}") == "\"line\\nbreak\\u{202E}\"")
  }

  @Test func documentationCannotBreakOutOfItsComment() {
    #expect(
      SwiftComment.documentationLines("a\n*/ b\u{0}c\u{202E}") == ["a", "*/ b\\0c\\u{202E}"])
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
    let compile = try Tool.run(
      ["swiftc", "-swift-version", "6", "-o", binary.path, source.path])
    try #require(compile.status == 0, "\(compile.output)")
    let run = Tool.process()
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
    let (status, output) = try GeneratedCompilation.typecheck(
      SwiftGenerator.generate(module, scriptDriver: true))
    #expect(status == 0, "\(output)")
  }
}

/// The UIKit navigator cannot be compiled against UIKit on Linux. It is type-checked here against
/// the UIKit model (`Tests/UIKitModel`, with UIKit's signatures), so that `#if canImport(UIKit)`
/// holds and the adapter's code is compiled in Swift 6 mode, for every access level; the
/// GeneratedCodeTests run it on the model.
@Suite("UIKit navigator")
struct UIKitNavigatorTests {
  @Test(arguments: GeneratedAccess.allCases)
  func theNavigatorTypeChecksAgainstUIKitsSignatures(access: GeneratedAccess) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-uikit-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try UIKitStandIn.build(in: directory)
    let module = try #require(
      FlowCompiler.validate([SourceFile(path: "A.flow.yaml", text: GeneratedNamesTests.flow)])
        .module)
    let support = try #require(
      SwiftGenerator.generate(module, access: access).first { $0.path == "FlowSupport.swift" })
    #expect(support.contents.contains("final class UIKitFlowNavigator"))
    try Data(support.contents.utf8).write(to: directory.appendingPathComponent("FlowSupport.swift"))
    let (status, errors) = try Tool.run(
      [
        "swiftc",
        "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I", ".",
        "-package-name", "Flows",
        "FlowSupport.swift",
      ], in: directory)
    #expect(status == 0, "\(errors)")
    // The same file with an error planted in the UIKit section must fail: proof that the
    // section was compiled, not skipped.
    let planted = support.contents.replacingOccurrences(
      of: "  import UIKit\n", with: "  import UIKit\n  let planted: Int = \"not an Int\"\n")
    #expect(planted != support.contents)
    try Data(planted.utf8).write(to: directory.appendingPathComponent("FlowSupport.swift"))
    let (plantedStatus, _) = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-parse-as-library", "-typecheck", "-I", ".",
        "FlowSupport.swift",
      ],
      in: directory)
    #expect(plantedStatus != 0)
  }
}

@Suite("Large flows")
struct LargeFlowTests {
  /// A chain of `count` screens with a payload, a guard, a `set` and an action on each.
  static func chain(_ count: Int) -> String {
    var text = """
      flow: Chain
      context:
        total: { type: Int, default: 0 }
      environment:
        fast: Bool
      actions:
        track: { step: Int }
      results:
        done: { total: Int }
      start: s0
      screens:

      """
    for index in 0..<count {
      let next = index + 1 < count ? "push: s\(index + 1)" : "finish: { done: { total: total } }"
      text += """
          s\(index):
            events: { next: { amount: Int } }
            on:
              next:
                - when: fast && event.amount > 1
                  set: { total: total + event.amount }
                  do: { track: { step: \(index) } }
                  \(next)
                - \(index + 1 < count ? "s\(index + 1)" : "stay")

        """
    }
    return text
  }

  @Test func aLargeFlowIsSplitAcrossFilesThatCompileTogether() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Chain.flow.yaml", text: Self.chain(250))])
    let text = DiagnosticRenderer(files: [], colors: false).render(result.diagnostics)
    let module = try #require(result.module, "\(text)")
    let files = SwiftGenerator.generate(module, scriptDriver: true)
    #expect(
      files.map(\.path) == [
        "FlowSupport.swift", "ChainCoordinator.swift", "ChainCoordinator+Screens1.swift",
        "ChainCoordinator+Screens2.swift", "ChainCoordinator+Screens3.swift",
        "FlowScriptDriver.swift",
      ])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-large-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in files {
      try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.path))
    }
    let (status, output) = try Tool.run(
      ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck"]
        + files.map { directory.appendingPathComponent($0.path).path })
    #expect(status == 0, "\(String(output.prefix(2000)))")
  }
}

@Suite("Flow schema")
struct FlowSchemaTests {
  @Test func theSchemaHasTheDecodersKeys() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(FlowSchema.json.utf8)) as? [String: Any])
    let top = try #require(schema["properties"] as? [String: Any])
    #expect(Set(top.keys) == Set(FlowDecoder.topLevelKeys))
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let screen = try #require(
      (definitions["screen"] as? [String: Any])?["properties"] as? [String: Any])
    #expect(Set(screen.keys) == Set(FlowDecoder.screenKeys))
    let transition = try #require(
      ((definitions["transition"] as? [String: Any])?["oneOf"] as? [[String: Any]])?.last?[
        "properties"]
        as? [String: Any])
    #expect(Set(transition.keys) == Set(FlowDecoder.transitionKeys))
  }
}
