import FlowTestSupport
import Foundation
import XCTest

/// `flowc schema` checked by a real validator (check-jsonschema, from PyPI): every Example passes and
/// typical mistakes are rejected, as an editor would show them.
final class SchemaCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    try XCTSkipUnless(
      Tool.isInstalled("check-jsonschema"),
      "check-jsonschema is not installed (scripts/install-dependencies installs it)")
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-schema-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let schema = try FlowcRun.run(["schema"])
    XCTAssertEqual(schema.status, 0)
    try Data(schema.stdout.utf8).write(to: folder.appendingPathComponent("flow.schema.json"))
  }

  override func tearDownWithError() throws {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  private func check(_ arguments: [String]) throws -> (Int32, String) {
    try Tool.run(
      ["check-jsonschema"] + arguments, in: Repository.root, includingStandardOutput: true)
  }

  func testTheSchemaIsValidAndEveryExamplePasses() throws {
    let schema = folder.appendingPathComponent("flow.schema.json").path
    XCTAssertEqual(try check(["--check-metaschema", schema]).0, 0)
    let examples = try FileManager.default.subpathsOfDirectory(
      atPath: Repository.url("Examples").path
    )
    .filter { $0.hasSuffix(".flow.yaml") }.map { "Examples/\($0)" }
    XCTAssertEqual(examples.count, 17)
    let (status, output) = try check(["--schemafile", schema] + examples)
    XCTAssertEqual(status, 0, output)
  }

  func testTypicalMistakesAreRejected() throws {
    let mistakes = [
      "unknown-key": "flow: A\nstart: a\nscreens:\n  a:\n    evnts: {}\n",
      "lowercase-flow": "flow: checkout\nstart: a\nscreens:\n  a: {}\n",
      "back-false": "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { back: false } }\n",
      "two-navigations":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { push: b, present: c } }\n",
      "list-for-map": "flow: A\nstart: a\nscreens: [a, b]\n",
      "missing-start": "flow: A\nscreens:\n  a: {}\n",
      "view-and-flow": "flow: A\nstart: a\nscreens:\n  a: { view: V, flow: B }\n",
      "reserved-screen": "flow: A\nstart: back\nscreens:\n  back: {}\n",
      "sensitive-not-bool":
        "flow: A\ninputs: { p: { type: String, sensitive: yes } }\nstart: a\nscreens:\n  a: {}\n",
      "default-on-an-input":
        "flow: A\ninputs: { p: { type: Int, default: 1 } }\nstart: a\nscreens:\n  a: {}\n",
      "unknown-style":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { present: { screen: b, style: card } } }\n",
      "present-without-screen":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { present: { style: pageSheet } } }\n",
      "detents-on-full-screen":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { present: { screen: b, style: fullScreen, detents: [medium] } } }\n",
      "swipe-on-full-screen":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { present: { screen: b, style: overFullScreen, swipeToDismiss: true } } }\n",
      "unknown-detent":
        "flow: A\nstart: a\nscreens:\n  a:\n    on: { go: { present: { screen: b, detents: [half] } } }\n",
      "tabs-and-start":
        "flow: A\nstart: a\ntabs: [a, b]\nscreens:\n  a: { flow: B }\n  b: { flow: C }\n",
      "one-tab": "flow: A\ntabs: [a]\nscreens:\n  a: { flow: B }\n",
      "repeated-tab": "flow: A\ntabs: [a, a]\nscreens:\n  a: { flow: B }\n",
      "tab-container-with-results":
        "flow: A\ntabs: [a, b]\nresults: { done: {} }\nscreens:\n  a: { flow: B }\n  b: { flow: C }\n",
      "neither-start-nor-tabs": "flow: A\nscreens:\n  a: { flow: B }\n",
    ]
    let schema = folder.appendingPathComponent("flow.schema.json").path
    for (name, text) in mistakes.sorted(by: { $0.key < $1.key }) {
      let file = folder.appendingPathComponent("\(name).flow.yaml")
      try Data(text.utf8).write(to: file)
      let (status, output) = try check(["--schemafile", schema, file.path])
      XCTAssertNotEqual(status, 0, "\(name) passed the schema: \(output)")
    }
  }

  func testSensitiveFieldsPassEverywhereAFieldIsDeclared() throws {
    let text = """
      flow: A
      inputs: { token: { type: String, sensitive: true } }
      context: { pin: { type: Int, default: 0, sensitive: true }, note: { type: String?, sensitive: false } }
      environment: { apiKey: { type: String, sensitive: true } }
      actions: { logIn: { password: { type: String, sensitive: true } } }
      results: { done: { secret: { type: String, sensitive: true } } }
      start: a
      screens:
        a:
          events: { submitted: { password: { type: String, sensitive: true } } }
          on: { submitted: stay }
      """
    let file = folder.appendingPathComponent("sensitive.flow.yaml")
    try Data(text.utf8).write(to: file)
    let schema = folder.appendingPathComponent("flow.schema.json").path
    let (status, output) = try check(["--schemafile", schema, file.path])
    XCTAssertEqual(status, 0, output)
  }
}

extension SchemaCommandTests {
  func testEveryPresentationFormPasses() throws {
    let text = """
      flow: A
      start: a
      screens:
        a:
          events: { one: {}, two: {}, three: {}, four: {} }
          on:
            one: { present: b }
            two: { present: { screen: b, style: pageSheet, detents: [medium, large], swipeToDismiss: false } }
            three: { present: { screen: b, style: fullScreen, swipeToDismiss: false } }
            four: { present: { screen: b, style: popover } }
        b:
          events: { close: {} }
          on:
            close: dismiss
            dismissed: stay
      """
    let file = folder.appendingPathComponent("presentation.flow.yaml")
    try Data(text.utf8).write(to: file)
    let schema = folder.appendingPathComponent("flow.schema.json").path
    let (status, output) = try check(["--schemafile", schema, file.path])
    XCTAssertEqual(status, 0, output)
  }
}

extension SchemaCommandTests {
  func testAScreenNameAloneInAStartListPasses() throws {
    let text = """
      flow: A
      environment: { isNew: Bool }
      start:
        - { when: isNew, to: a }
        - b
      screens:
        a: {}
        b: {}
      """
    let file = folder.appendingPathComponent("start-list.flow.yaml")
    try Data(text.utf8).write(to: file)
    let schema = folder.appendingPathComponent("flow.schema.json").path
    let (status, output) = try check(["--schemafile", schema, file.path])
    XCTAssertEqual(status, 0, output)
  }
}
