import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp` over JSON-RPC on the PhotoEditing Example: a flow rename tells a client that cannot
/// rename files which file to rename, a case-only flow rename renames the file in place, and one
/// file under two URI spellings is one document.
final class LanguageServerRenameFileTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")
  private var feed = ""

  override func setUpWithError() throws {
    feed = try String(contentsOf: example.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
  }

  private func renameFeed(_ client: LanguageClient, to newName: String) throws -> [String: Any]? {
    let flow = try XCTUnwrap(feed.position(of: "Feed", after: "flow: "))
    return client.result(
      "textDocument/rename",
      client.at("Feed.flow.yaml", flow.line, flow.character).merging(["newName": newName]) { $1 })
      as? [String: Any]
  }

  func testAFlowRenameWithoutFileOperationsSaysWhichFileToRename() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    client.open("Feed.flow.yaml")
    let edit = try XCTUnwrap(try renameFeed(client, to: "Timeline"))
    XCTAssertNotNil(edit["changes"] as? [String: Any])
    let message = try XCTUnwrap(
      client.next { $0["method"] as? String == "window/showMessage" }?["params"] as? [String: Any])
    let text = try XCTUnwrap(message["message"] as? String)
    XCTAssertTrue(text.contains("`Feed.flow.yaml` to `Timeline.flow.yaml`"), text)
    // A rename that touches no flow's file says nothing.
    let screen = try XCTUnwrap(feed.position(of: "photoDetail:", after: "cancelled: stay"))
    XCTAssertNotNil(
      client.result(
        "textDocument/rename",
        client.at("Feed.flow.yaml", screen.line, screen.character).merging([
          "newName": "photoView"
        ]) { $1 }))
    XCTAssertTrue(
      client.drain().allSatisfy { $0["method"] as? String != "window/showMessage" })
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testACaseOnlyFlowRenameRenamesTheFileInPlace() throws {
    let client = try LanguageClient(root: example)
    client.initialize(capabilities: [
      "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["rename"]]]
    ])
    client.open("Feed.flow.yaml")
    let edit = try XCTUnwrap(try renameFeed(client, to: "FEED"))
    let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
    let rename = try XCTUnwrap(changes.first { $0["kind"] as? String == "rename" })
    XCTAssertEqual(rename["newUri"] as? String, client.uri("FEED.flow.yaml"))
    XCTAssertEqual(rename["options"] as? NSDictionary, ["overwrite": true] as NSDictionary)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testACaseOnlyFlowRenameKeepsAnotherFileOfTheNewName() throws {
    // On a case-sensitive file system `FEED.flow.yaml` is a file of its own, never overwritten.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-rename-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(feed.utf8).write(to: folder.appendingPathComponent("Feed.flow.yaml"))
    let other = "flow: Other\nstart: only\nscreens:\n  only: { view: OnlyViewController }\n"
    try Data(other.utf8).write(to: folder.appendingPathComponent("FEED.flow.yaml"))
    let client = try LanguageClient(root: folder)
    client.initialize(capabilities: [
      "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["rename"]]]
    ])
    client.open("Feed.flow.yaml")
    let edit = try XCTUnwrap(try renameFeed(client, to: "FEED"))
    let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
    let rename = try XCTUnwrap(changes.first { $0["kind"] as? String == "rename" })
    XCTAssertEqual(
      rename["options"] as? NSDictionary,
      ["overwrite": false, "ignoreIfExists": true] as NSDictionary)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testOneFileUnderTwoURISpellingsIsOneDocument() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    // Opened under another spelling of its URI (`/./`, `//`, an escaped `F`), with a mistake.
    let spelt = client.uri("Feed.flow.yaml").replacingOccurrences(
      of: "/PhotoEditing/Feed.flow.yaml", with: "/./PhotoEditing//%46eed.flow.yaml")
    client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": spelt, "languageId": "yaml", "version": 1, "text": feed + "bogus: 1\n",
        ]
      ])
    // The open text replaced the disk's: one `Feed` flow, no duplicate of it, and its
    // diagnostics pushed under the URI the client opened it by.
    let pushed = try XCTUnwrap(
      client.next { $0["method"] as? String == "textDocument/publishDiagnostics" }?["params"]
        as? [String: Any])
    XCTAssertEqual(pushed["uri"] as? String, spelt)
    let diagnostics = try XCTUnwrap(pushed["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["unknown-key"])
    XCTAssertNotNil(client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 0)))
    XCTAssertTrue(
      client.drain().allSatisfy { $0["method"] as? String != "textDocument/publishDiagnostics" })
    XCTAssertEqual(client.shutDown(), 0)
  }
}
