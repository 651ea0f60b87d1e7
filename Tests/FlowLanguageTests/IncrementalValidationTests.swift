import FlowLanguage
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Validating kept decoded files gives what validating the files does, and a workspace that
/// decodes only the changed document reports what a full validation reports.
@Suite struct IncrementalValidationTests {
  /// Every module to compare on: the Examples, and each diagnostics fixture (a file, or a folder
  /// of files), most of them with errors.
  static let modules: [String] = {
    let fixtures = Repository.url("Tests/FlowSpecTests/Fixtures/Diagnostics")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    let fixtureModules = entries.filter { $0.hasSuffix(".flow.yaml") || !$0.contains(".") }
      .sorted().map { "Tests/FlowSpecTests/Fixtures/Diagnostics/\($0)" }
    return ExampleWorkspace.names.map { "Examples/\($0)" } + fixtureModules
  }()

  /// The flow files of a module folder, or the one file.
  static func files(_ module: String) throws -> [SourceFile] {
    let url = Repository.url(module)
    let urls: [URL]
    if module.hasSuffix(".flow.yaml") {
      urls = [url]
    } else {
      urls = try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".flow.yaml") }.sorted().map { url.appendingPathComponent($0) }
    }
    return try urls.map { SourceFile(path: $0.path, bytes: Array(try Data(contentsOf: $0))) }
  }

  @Test func fixturesAreFound() {
    #expect(Self.modules.count > 20)
  }

  /// `validate(decoded:)` after `decode` is `validate(_:)`: same diagnostics, same module.
  @Test(arguments: modules)
  func decodedValidationAgrees(_ module: String) throws {
    let files = try Self.files(module)
    for checking in [false, true] {
      let full = FlowCompiler.validate(files, checkingFileNames: checking)
      let decoded = files.map { FlowCompiler.decode($0) }
      let kept = FlowCompiler.validate(decoded: decoded, checkingFileNames: checking)
      #expect(kept.diagnostics == full.diagnostics)
      #expect(kept.module?.flows.map(\.name) == full.module?.flows.map(\.name))
    }
  }

  /// A workspace whose documents changed one by one reports what `flowc validate` reports.
  @Test(arguments: modules)
  func incrementalEqualsFull(_ module: String) throws {
    let files = try Self.files(module)
    var workspace = LanguageWorkspace()
    // Every document first set to other text, validated, then set to its own text one by one.
    for file in files { workspace.setDocument(path: file.path, bytes: Array("flow: [".utf8)) }
    _ = workspace.diagnostics()
    for file in files {
      workspace.setDocument(path: file.path, bytes: file.bytes)
      _ = workspace.diagnostics()
    }
    let expected = FlowCompiler.validate(files, checkingFileNames: true).diagnostics.sorted
    let actual = workspace.diagnostics()
    for file in files {
      #expect(actual[file.path] == expected.filter { $0.range.file == file.path })
    }
    #expect(actual.values.reduce(0) { $0 + $1.count } == expected.count)
  }
}

/// Incremental validation through edits: after each edit of one document (a line removed, a
/// name changed, the text put back), the workspace reports what a full validation reports, so
/// the flows it kept from earlier validations are exactly those a full one would give.
@Suite struct IncrementalEditTests {
  @Test(arguments: ExampleWorkspace.names)
  func editsKeepIncrementalEqualToFull(_ name: String) throws {
    let originals = try ExampleWorkspace.files(name)
    var current = originals
    var workspace = try ExampleWorkspace.workspace(name)
    var random = SeededRandom(seed: UInt64(name.utf8.count))
    for step in 0..<30 {
      let which = Int(random.next() % UInt64(current.count))
      var lines = String(decoding: current[which].bytes, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let line = Int(random.next() % UInt64(lines.count))
      switch step % 3 {
      case 0: lines.remove(at: line)
      case 1:
        // A name changed: its declaration or a use no longer matches the others.
        lines[line] = lines[line].replacingOccurrences(of: "e", with: "x")
      default:
        lines = String(decoding: originals[which].bytes, as: UTF8.self)
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      current[which] = SourceFile(path: current[which].path, text: lines.joined(separator: "\n"))
      workspace.setDocument(path: current[which].path, bytes: current[which].bytes)
      let expected = FlowCompiler.validate(current, checkingFileNames: true).diagnostics.sorted
      let actual = workspace.diagnostics()
      for file in current {
        #expect(actual[file.path] == expected.filter { $0.range.file == file.path })
      }
    }
  }

  /// A child flow's inputs changed: its parent, whose own text did not change, is checked again.
  @Test func childInterfaceChangeReachesItsParent() {
    let parent = """
      flow: Parent
      start: home
      screens:
        home:
          view: HomeView
          events:
            open: {}
          on:
            open: { push: child }
        child:
          flow: Child
          inputs: { count: 1 }
          on:
            done: stay
      """
    let child =
      "flow: Child\ninputs:\n  count: Int\nresults:\n  done: {}\nstart: main\n"
      + "screens:\n  main:\n    view: V\n    events:\n      ok: {}\n    on:\n      ok: { finish: done }\n"
    var workspace = workspace(["Parent.flow.yaml": parent, "Child.flow.yaml": child])
    #expect(
      workspace.diagnostics()["Parent.flow.yaml"]?.contains { $0.severity == .error } == false)
    workspace.setDocument(
      path: "Child.flow.yaml",
      bytes: Array(child.replacingOccurrences(of: "count: Int", with: "total: Int").utf8))
    let codes = workspace.diagnostics()["Parent.flow.yaml"]?.map(\.code) ?? []
    #expect(codes.contains(.unexpectedArgument) || codes.contains(.missingArgument))
  }
}

/// Names reserved by another flow: a flow's type that a screen elsewhere turns into a generated
/// event enum is reported, and no longer once that screen is renamed, though the flow with the
/// type did not change.
@Suite struct IncrementalReservedNameTests {
  @Test func screenRenamedElsewhereClearsAReservedType() {
    let typed = """
      flow: Typed
      context:
        last: PickedEvent?
      start: main
      screens:
        main:
          view: MainView
          events:
            go: {}
          on:
            go: { set: { last: nil } }
      """
    let screens = { (name: String) in
      "flow: Other\nstart: \(name)\nscreens:\n  \(name):\n    view: V\n"
    }
    var workspace = workspace(["Typed.flow.yaml": typed, "Other.flow.yaml": screens("picked")])
    let reserved = { (workspace: inout LanguageWorkspace) in
      workspace.diagnostics()["Typed.flow.yaml"]?.contains { $0.code == .invalidIdentifier }
    }
    #expect(reserved(&workspace) == true)
    workspace.setDocument(path: "Other.flow.yaml", bytes: Array(screens("chosen").utf8))
    #expect(reserved(&workspace) == false)
    workspace.setDocument(path: "Other.flow.yaml", bytes: Array(screens("picked").utf8))
    #expect(reserved(&workspace) == true)
  }
}

/// A small deterministic generator (SplitMix64), so that a failing edit sequence repeats.
struct SeededRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
