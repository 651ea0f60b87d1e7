import FlowLanguage
import FlowSpec
import Testing

/// The workspace's diagnostics are `flowc validate`'s, per document.
@Suite struct DiagnosticsTests {
  /// Every Example validates clean, every path present.
  @Test(arguments: ExampleWorkspace.names)
  func examplesAreClean(_ name: String) throws {
    var workspace = try ExampleWorkspace.workspace(name)
    let diagnostics = workspace.diagnostics()
    #expect(diagnostics.keys.sorted() == workspace.paths)
    #expect(diagnostics.values.allSatisfy { $0.isEmpty })
  }

  /// A mistake in one file is reported in that file, with validate's code and message.
  @Test func mistakeIsReportedInItsFile() {
    let flows = [
      "A.flow.yaml": "flow: A\nstart: home\nscreens:\n  home:\n    flow: B\n",
      "B.flow.yaml": "flow: B\nstart: main\nscreens:\n  main: {}\n  detail:\n    view: X\n",
      "C.flow.yaml": "flow: Other\nstart: main\nscreens:\n  main: {}\n",
    ]
    var workspace = workspace(flows)
    let diagnostics = workspace.diagnostics()
    let files = flows.keys.sorted().map { SourceFile(path: $0, text: flows[$0]!) }
    let expected = FlowCompiler.validate(files, checkingFileNames: true).diagnostics.sorted
    #expect(diagnostics.values.flatMap { $0 }.count == expected.count)
    for path in flows.keys {
      #expect(diagnostics[path] == expected.filter { $0.range.file == path })
    }
    #expect(diagnostics["C.flow.yaml"]?.contains { $0.code == .fileNameMismatch } == true)
  }

  /// A changed document changes the diagnostics; removing it removes its path.
  @Test func changesInvalidateTheCache() {
    var workspace = workspace(["A.flow.yaml": "flow: A\nstart: home\nscreens:\n  home: {}\n"])
    #expect(workspace.diagnostics()["A.flow.yaml"]?.contains { $0.severity == .error } == false)
    workspace.setDocument(path: "A.flow.yaml", bytes: Array("flow: A\nstart: Nope\n".utf8))
    #expect(workspace.diagnostics()["A.flow.yaml"]?.contains { $0.severity == .error } == true)
    workspace.removeDocument(path: "A.flow.yaml")
    #expect(workspace.diagnostics().isEmpty)
    #expect(workspace.bytes(of: "A.flow.yaml") == nil)
  }
}
