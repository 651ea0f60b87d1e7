import FlowTestSupport
import Foundation
import XCTest

/// `flowc validate` end to end: the built binary's stdout, stderr and exit status.
final class ValidateCommandTests: XCTestCase {
  private func assertGolden(
    _ run: FlowcRun, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let url = Repository.url("Tests/FlowcTests/Golden/\(name).txt")
    if let failure = Golden.check(run.transcript, against: url) {
      XCTFail(failure, file: file, line: line)
    }
  }

  func testEveryExampleIsValidWithoutWarnings() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Examples").path
    ).filter { !$0.hasSuffix(".md") }.sorted()
    XCTAssertEqual(examples.count, 7)
    for example in examples {
      let run = try FlowcRun.run(["validate", "--warnings-as-errors", "Examples/\(example)"])
      XCTAssertEqual(run.status, 0, "\(example): \(run.stderr)")
      XCTAssertEqual(run.stderr, "", example)
      XCTAssertTrue(run.stdout.hasSuffix(": 0 errors, 0 warnings\n"), run.stdout)
    }
  }

  func testExampleTranscript() throws {
    assertGolden(try FlowcRun.run(["validate", "Examples/PhotoEditing"]), "validate-photo-editing")
  }

  func testErrorsAreRenderedWithSnippetsAndExitStatusOne() throws {
    let run = try FlowcRun.run([
      "validate", "Tests/FlowSpecTests/Fixtures/Diagnostics/illegal-back.flow.yaml",
    ])
    XCTAssertEqual(run.status, 1)
    assertGolden(run, "validate-error")
  }

  func testJSONFormat() throws {
    let run = try FlowcRun.run([
      "validate", "--format", "json",
      "Tests/FlowSpecTests/Fixtures/Diagnostics/illegal-back.flow.yaml",
    ])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.count, 1)
    XCTAssertEqual(diagnostics[0]["code"] as? String, "illegal-back")
    XCTAssertEqual(diagnostics[0]["line"] as? Int, 12)
    XCTAssertEqual(diagnostics[0]["column"] as? Int, 14)
    XCTAssertEqual(object?["errors"] as? Int, 1)
    assertGolden(run, "validate-json")
  }

  func testWarningsPassUnlessWarningsAreErrors() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("Lonely.flow.yaml")
    try Data(
      """
      flow: Lonely
      start: home
      screens:
        home:
          events: { refresh: {} }
          on: { refresh: stay }
        never:
          title: Unused
      """.utf8
    ).write(to: file)
    let lenient = try FlowcRun.run(["validate", file.path])
    XCTAssertEqual(lenient.status, 0)
    XCTAssertTrue(
      lenient.stderr.contains("warning: screen `home` has no way forward"), lenient.stderr)
    XCTAssertTrue(lenient.stderr.contains("[unreachable-screen]"), lenient.stderr)
    let strict = try FlowcRun.run(["validate", "--warnings-as-errors", file.path])
    XCTAssertEqual(strict.status, 1)
  }

  func testDirectoriesAreSearchedRecursivelyAndFormOneModule() throws {
    let directory = try temporaryDirectory()
    let nested = directory.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data(
      "flow: Child\nresults:\n  done: {}\nstart: s\nscreens:\n  s:\n    events: { ok: {} }\n    on: { ok: { finish: done } }\n"
        .utf8
    )
    .write(to: nested.appendingPathComponent("Child.flow.yaml"))
    try Data(
      "flow: Parent\nstart: c\nscreens:\n  c:\n    flow: Child\n    on: { done: { replace: end } }\n  end:\n    events: { again: {} }\n    on: { again: { replace: c } }\n"
        .utf8
    )
    .write(to: directory.appendingPathComponent("Parent.flow.yaml"))
    try Data("not: a flow".utf8).write(to: directory.appendingPathComponent("notes.yaml"))
    let run = try FlowcRun.run(["validate", directory.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "validated 2 flows in 2 files: 0 errors, 0 warnings\n")
  }

  func testMissingPathsAndUsageErrorsExitWithTwo() throws {
    let missing = try FlowcRun.run(["validate", "does/not/exist"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "error: no such file or directory: does/not/exist\n")
    let empty = try temporaryDirectory()
    let noFlows = try FlowcRun.run(["validate", empty.path])
    XCTAssertEqual(noFlows.status, 2)
    XCTAssertTrue(noFlows.stderr.hasPrefix("error: no *.flow.yaml files in"))
    let usage = try FlowcRun.run(["validate", "--format", "xml", "Examples"])
    XCTAssertEqual(usage.status, 2)
    XCTAssertTrue(usage.stderr.contains("xml"), usage.stderr)
    let noArguments = try FlowcRun.run(["validate"])
    XCTAssertEqual(noArguments.status, 2)
  }

  func testOversizedFilesAreRejectedWithoutReadingThemWhole() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("Huge.flow.yaml")
    try Data(repeating: UInt8(ascii: "#"), count: 16 << 20 + 1).write(to: file)
    let run = try FlowcRun.run(["validate", file.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.contains(
        "Huge.flow.yaml:1:1: error: file is larger than 16777216 bytes, the most a flow file may have [file-too-large]"
      ), run.stderr)
  }

  func testManyFilesAreReadWholeAndAnUnreadableOneExitsWithTwo() throws {
    let directory = try temporaryDirectory()
    // Files larger than one read, and more of them than cores: read concurrently, each whole.
    let screens = (0..<400).map {
      "  s\($0):\n    view: S\($0)\n    events: { next: {} }\n    on: { next: s\($0 + 1) }\n"
    }
    for index in 0..<12 {
      let name = "Flow\(index)"
      let text =
        "flow: \(name)\nstart: s0\nscreens:\n" + screens.joined()
        + "  s400:\n    view: Last\n"
      try Data(text.utf8).write(to: directory.appendingPathComponent("\(name).flow.yaml"))
    }
    let valid = try FlowcRun.run(["validate", directory.path])
    XCTAssertEqual(valid.status, 0, valid.stderr)
    XCTAssertEqual(valid.stdout, "validated 12 flows in 12 files: 0 errors, 0 warnings\n")
    // A directory whose name looks like a flow file cannot be read.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Folder.flow.yaml"), withIntermediateDirectories: true)
    let unreadable = try FlowcRun.run(["validate", directory.path])
    XCTAssertEqual(unreadable.status, 2)
    XCTAssertEqual(
      unreadable.stderr,
      "error: cannot read \(directory.path)/Folder.flow.yaml: Is a directory\n")
  }

  func testColourOnlyWhenAsked() throws {
    let path = "Tests/FlowSpecTests/Fixtures/Diagnostics/illegal-back.flow.yaml"
    let plain = try FlowcRun.run(["validate", path])
    XCTAssertFalse(plain.stderr.contains("\u{1B}["))
    let coloured = try FlowcRun.run(["validate", "--color", "always", path])
    XCTAssertTrue(coloured.stderr.contains("\u{1B}[1;31merror:"))
  }

  func testHelpExplainsTheCommandWithAnExample() throws {
    let root = try FlowcRun.run(["--help"])
    XCTAssertEqual(root.status, 0)
    XCTAssertTrue(root.stdout.contains("validate"))
    XCTAssertTrue(root.stdout.contains("flowc validate Examples/PhotoEditing"))
    let validate = try FlowcRun.run(["validate", "--help"])
    XCTAssertEqual(validate.status, 0)
    XCTAssertTrue(validate.stdout.contains("--warnings-as-errors"))
    XCTAssertTrue(validate.stdout.contains("Exit status"))
    let version = try FlowcRun.run(["--version"])
    XCTAssertEqual(version.stdout, "0.1.0\n")
  }

  func testGitHubAnnotationsEscapeTheirValues() throws {
    let run = try FlowcRun.run([
      "validate", "--format", "github",
      "Tests/FlowSpecTests/Fixtures/Diagnostics/duplicate-key.flow.yaml",
    ])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stdout,
      "::error file=Tests/FlowSpecTests/Fixtures/Diagnostics/duplicate-key.flow.yaml,line=21,col=3,"
        + "endLine=21,endColumn=16,title=flowc duplicate-key::duplicate key `notifications`%0A"
        + "Tests/FlowSpecTests/Fixtures/Diagnostics/duplicate-key.flow.yaml:13:3: note: first defined here\n"
    )
  }

  func testSARIFHasRulesResultsAndRegions() throws {
    let run = try FlowcRun.run([
      "validate", "--format", "sarif",
      "Tests/FlowSpecTests/Fixtures/Diagnostics/duplicate-key.flow.yaml",
    ])
    XCTAssertEqual(run.status, 1)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertTrue(rules.contains { $0["id"] as? String == "duplicate-key" })
    let result = try XCTUnwrap((sarifRun["results"] as? [[String: Any]])?.first)
    XCTAssertEqual(result["ruleId"] as? String, "duplicate-key")
    XCTAssertEqual(
      rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, "duplicate-key")
    XCTAssertEqual(result["level"] as? String, "error")
    let physical = try XCTUnwrap(
      ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    let region = try XCTUnwrap(physical["region"] as? [String: Int])
    XCTAssertEqual(region["startLine"], 21)
    XCTAssertEqual(region["startColumn"], 3)
    let related = try XCTUnwrap(result["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(
      ((related.first?["message"]) as? [String: String])?["text"], "first defined here")
  }

  func testShellCompletionScripts() throws {
    for shell in ["bash", "zsh", "fish"] {
      let run = try FlowcRun.run(["--generate-completion-script", shell])
      XCTAssertEqual(run.status, 0, shell)
      for command in ["validate", "run", "generate"] {
        XCTAssertTrue(run.stdout.contains(command), "\(shell) completion lacks \(command)")
      }
    }
  }

  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
