import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp`'s navigation on the PhotoEditing Example, over JSON-RPC: go to definition and find
/// references (in a file and across files), rename with its edits across the module and its
/// refusals, and prepareRename.
final class LanguageServerNavigationTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")
  private var feed = ""
  private var editing = ""

  override func setUpWithError() throws {
    feed = try String(contentsOf: example.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
    editing = try String(
      contentsOf: example.appendingPathComponent("PhotoEditing.flow.yaml"), encoding: .utf8)
  }

  private func started() throws -> LanguageClient {
    let client = try LanguageClient(root: example)
    client.initialize(capabilities: ["textDocument": ["rename": ["prepareSupport": true]]])
    client.open("Feed.flow.yaml")
    return client
  }

  /// `(uri, line, character)` of each location, sorted.
  private func places(_ result: Any?) -> [String] {
    ((result as? [[String: Any]]) ?? []).map { location in
      let start = (location["range"] as? [String: Any])?["start"] as? [String: Any]
      let uri = (location["uri"] as? String)?.split(separator: "/").last ?? "?"
      return "\(uri):\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1)"
    }.sorted()
  }

  private func place(_ file: String, _ text: String, of needle: String, after: String? = nil)
    -> String
  {
    guard let position = text.position(of: needle, after: after) else { return "missing" }
    return "\(file):\(position.line):\(position.character)"
  }

  func testDefinitionOfAScreenAndOfAChildFlowInAnotherFile() throws {
    let client = try started()
    // `photoDetail` in `push: photoDetail` (line 30) -> the screen's key (line 47).
    let use = try XCTUnwrap(feed.position(of: "photoDetail }"))
    let definition = client.result(
      "textDocument/definition", client.at("Feed.flow.yaml", use.line, use.character + 2))
    XCTAssertEqual(
      places(definition),
      [place("Feed.flow.yaml", feed, of: "photoDetail:", after: "cancelled: stay")])
    // `flow: PhotoEditing` of the `editor` node -> PhotoEditing.flow.yaml's `flow:` value.
    let child = try XCTUnwrap(feed.position(of: "PhotoEditing", after: "editor:"))
    let flow = client.result(
      "textDocument/definition", client.at("Feed.flow.yaml", child.line, child.character + 1))
    XCTAssertEqual(
      places(flow), [place("PhotoEditing.flow.yaml", editing, of: "PhotoEditing", after: "flow: ")])
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testReferencesOfAResultAcrossFiles() throws {
    let client = try started()
    // The result `posted`, declared in PhotoEditing, finished with there, handled in Feed.
    let declaration = try XCTUnwrap(editing.position(of: "posted:"))
    let params = client.at("PhotoEditing.flow.yaml", declaration.line, declaration.character)
    let withDeclaration = client.result(
      "textDocument/references",
      params.merging(["context": ["includeDeclaration": true]]) { $1 })
    let expected = [
      place("PhotoEditing.flow.yaml", editing, of: "posted:"),
      place("PhotoEditing.flow.yaml", editing, of: "posted:", after: "finish: {"),
      place("Feed.flow.yaml", feed, of: "posted:"),
    ].sorted()
    XCTAssertEqual(places(withDeclaration), expected)
    let uses = client.result(
      "textDocument/references",
      params.merging(["context": ["includeDeclaration": false]]) { $1 })
    let declared = place("PhotoEditing.flow.yaml", editing, of: "posted:")
    XCTAssertEqual(places(uses), expected.filter { $0 != declared })
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testRenameEditsEveryUseAndIsRefusedForAnInvalidOrTakenName() throws {
    let client = try started()
    let declaration = try XCTUnwrap(feed.position(of: "photoDetail:", after: "cancelled: stay"))
    let at = client.at("Feed.flow.yaml", declaration.line, declaration.character + 1)
    let prepared = try XCTUnwrap(
      client.result("textDocument/prepareRename", at) as? [String: Any])
    XCTAssertEqual(prepared["placeholder"] as? String, "photoDetail")
    XCTAssertEqual(
      (prepared["range"] as? [String: Any])?["start"] as? NSDictionary,
      ["line": declaration.line, "character": declaration.character] as NSDictionary)

    let rename = try XCTUnwrap(
      client.result("textDocument/rename", at.merging(["newName": "photoView"]) { $1 })
        as? [String: Any])
    let changes = try XCTUnwrap(rename["changes"] as? [String: [[String: Any]]])
    XCTAssertEqual(Array(changes.keys), [client.uri("Feed.flow.yaml")])
    let edits = try XCTUnwrap(changes[client.uri("Feed.flow.yaml")])
    XCTAssertEqual(Set(edits.compactMap { $0["newText"] as? String }), ["photoView"])
    let lines = edits.compactMap {
      (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
    }
    XCTAssertEqual(lines.sorted(), [29, 42, 46], "the two pushes and the declaration")

    let screen = try XCTUnwrap(feed.position(of: "photoDetail:", after: "cancelled: stay"))
    for (newName, reason) in [("photo view", "not a valid screen name"), ("feed", "exists")] {
      let refused = client.request(
        "textDocument/rename",
        client.at("Feed.flow.yaml", screen.line, screen.character).merging(["newName": newName]) {
          $1
        })
      XCTAssertEqual(errorCode(refused), -32803, newName)
      let message = (refused?["error"] as? [String: Any])?["message"] as? String ?? ""
      XCTAssertTrue(message.contains(reason), message)
    }
    // Nothing to rename on a comment: prepareRename says so with null, rename with an error.
    XCTAssertTrue(
      client.request("textDocument/prepareRename", client.at("Feed.flow.yaml", 0, 3))?["result"]
        is NSNull)
    XCTAssertEqual(
      errorCode(
        client.request(
          "textDocument/rename",
          client.at("Feed.flow.yaml", 0, 3).merging(["newName": "x"]) { $1 })), -32803)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testRenamingAFlowRenamesItsFileWhenTheClientCan() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-lsp-\(UUID())")
    try FileManager.default.copyItem(at: example, to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = try LanguageClient(root: folder)
    client.initialize(capabilities: [
      "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["rename"]]]
    ])
    let flow = try XCTUnwrap(feed.position(of: "Feed", after: "flow: "))
    let edit = try XCTUnwrap(
      client.result(
        "textDocument/rename",
        client.at("Feed.flow.yaml", flow.line, flow.character).merging(["newName": "Timeline"]) {
          $1
        }) as? [String: Any])
    let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
    let renames = changes.filter { $0["kind"] as? String == "rename" }
    XCTAssertEqual(renames.count, 1, "\(changes)")
    XCTAssertEqual(renames.first?["oldUri"] as? String, client.uri("Feed.flow.yaml"))
    XCTAssertEqual(renames.first?["newUri"] as? String, client.uri("Timeline.flow.yaml"))
    let textEdits = changes.filter { $0["kind"] == nil }
    XCTAssertEqual(
      (textEdits.first?["textDocument"] as? [String: Any])?["uri"] as? String,
      client.uri("Feed.flow.yaml"))

    // The client renames the file and says so; a mistake in it is then reported under its new name.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Feed.flow.yaml"))
    try (feed.replacingOccurrences(of: "flow: Feed", with: "flow: Timeline") + "bogus: 1\n").write(
      to: folder.appendingPathComponent("Timeline.flow.yaml"), atomically: true, encoding: .utf8)
    client.notify(
      "workspace/didRenameFiles",
      [
        "files": [
          ["oldUri": client.uri("Feed.flow.yaml"), "newUri": client.uri("Timeline.flow.yaml")]
        ]
      ])
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Timeline.flow.yaml"))
    XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["unknown-key"])
    XCTAssertEqual(client.shutDown(), 0)

    // Without file operations, the same rename is text edits only.
    let plain = try LanguageClient(root: example)
    plain.initialize()
    plain.open("Feed.flow.yaml")
    let edits = plain.result(
      "textDocument/rename",
      plain.at("Feed.flow.yaml", flow.line, flow.character).merging(["newName": "Timeline"]) { $1 })
    XCTAssertNotNil((edits as? [String: Any])?["changes"] as? [String: Any])
    XCTAssertEqual(plain.shutDown(), 0)
  }
}
