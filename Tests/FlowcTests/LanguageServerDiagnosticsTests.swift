import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp`'s diagnostics on the PhotoEditing Example (a copy, so files can change on disk):
/// pushed after a change introduces a mistake, cleared once it is fixed, in every file the change
/// affects, with flowc's codes, ranges and notes; a burst of changes costs one validation.
final class LanguageServerDiagnosticsTests: XCTestCase {
  private var folder: URL!
  private var feed = ""

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-lsp-\(UUID())")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("Examples/PhotoEditing"), to: folder)
    feed = try String(contentsOf: folder.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func started() throws -> LanguageClient {
    let client = try LanguageClient(root: folder)
    client.initialize()
    client.open("Feed.flow.yaml")
    return client
  }

  func testAMistakeIsPushedAsTypedAndClearedWhenFixed() throws {
    let client = try started()
    // Line 30 (0-based 29): `      selected: { set: { photo: event.photo }, push: photoDetail }`.
    let target = try XCTUnwrap(feed.position(of: "photoDetail }"))
    XCTAssertEqual(target.line, 29)
    client.edit(
      "Feed.flow.yaml", from: (29, target.character + 5), to: (29, target.character + 11),
      with: "Detial", version: 2)
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"))
    XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic["code"] as? String, "undefined-reference")
    XCTAssertEqual(diagnostic["severity"] as? Int, 1)
    XCTAssertEqual(diagnostic["source"] as? String, "flowc")
    XCTAssertEqual(
      diagnostic["message"] as? String, "no screen named `photoDetial`; did you mean `photoDetail`?"
    )
    XCTAssertEqual(
      diagnostic["range"] as? NSDictionary,
      [
        "start": ["line": 29, "character": target.character],
        "end": ["line": 29, "character": target.character + 11],
      ] as NSDictionary)
    client.edit(
      "Feed.flow.yaml", from: (29, target.character + 5), to: (29, target.character + 11),
      with: "Detail", version: 3)
    XCTAssertEqual(client.diagnostics(for: "Feed.flow.yaml")?.count, 0, "cleared")
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testAChangeInOneFilePushesTheDiagnosticsOfAnotherAndClearsThem() throws {
    let client = try started()
    let editing = try String(
      contentsOf: folder.appendingPathComponent("PhotoEditing.flow.yaml"), encoding: .utf8)
    client.open("PhotoEditing.flow.yaml", text: editing)
    // Rename the result `posted` in PhotoEditing only: Feed, which handles it, breaks.
    let renamed = editing.replacingOccurrences(
      of: "  posted: { photo: Photo }", with: "  shared: { photo: Photo }"
    )
    .replacingOccurrences(of: "finish: { posted:", with: "finish: { shared:")
    XCTAssertNotEqual(renamed, editing)
    client.replace("PhotoEditing.flow.yaml", with: renamed, version: 2)
    let broken = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"))
    let codes = Set(broken.compactMap { $0["code"] as? String })
    XCTAssertEqual(codes, ["unhandled-event", "undeclared-event"], "\(broken)")
    let undeclared = try XCTUnwrap(broken.first { $0["code"] as? String == "undeclared-event" })
    let line = try XCTUnwrap(feed.position(of: "posted:", after: "editor:"))
    XCTAssertEqual(
      (undeclared["range"] as? [String: Any])?["start"] as? NSDictionary,
      ["line": line.line, "character": line.character] as NSDictionary)
    client.replace("PhotoEditing.flow.yaml", with: editing, version: 3)
    XCTAssertEqual(client.diagnostics(for: "Feed.flow.yaml")?.count, 0)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testNotesBecomeRelatedInformation() throws {
    let client = try started()
    // Duplicate `reloadFeed:` (line 17, 0-based 16): "first defined here" points at the first.
    client.edit(
      "Feed.flow.yaml", from: (16, 0), to: (16, 0), with: "  reloadFeed: {}\n", version: 2)
    let diagnostic = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml")?.first)
    XCTAssertEqual(diagnostic["code"] as? String, "duplicate-key")
    let related = try XCTUnwrap((diagnostic["relatedInformation"] as? [[String: Any]])?.first)
    XCTAssertEqual(related["message"] as? String, "first defined here")
    let location = try XCTUnwrap(related["location"] as? [String: Any])
    XCTAssertEqual(location["uri"] as? String, client.uri("Feed.flow.yaml"))
    XCTAssertEqual(
      (location["range"] as? [String: Any])?["start"] as? NSDictionary,
      ["line": 16, "character": 2] as NSDictionary)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testABurstOfChangesCostsOneValidation() throws {
    let client = try started()
    let target = try XCTUnwrap(feed.position(of: "photoDetail }"))
    // 31 keystroke-sized changes in one write (small enough for one pipe buffer), each
    // swapping `Detail` and `Detial`, ending misspelt.
    var burst = Data()
    for version in 2...32 {
      let range: [String: Any] = [
        "start": ["line": 29, "character": target.character + 5],
        "end": ["line": 29, "character": target.character + 11],
      ]
      burst += frame([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": client.uri("Feed.flow.yaml"), "version": version],
          "contentChanges": [["range": range, "text": version % 2 == 0 ? "Detial" : "Detail"]],
        ],
      ])
    }
    client.write(burst)
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"))
    XCTAssertEqual(diagnostics.first?["code"] as? String, "undefined-reference")
    // A request answered after the burst: no other diagnostics came for the file before it.
    XCTAssertNotNil(client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 0)))
    let more = client.drain().filter {
      ($0["method"] as? String) == "textDocument/publishDiagnostics"
    }
    XCTAssertEqual(more.count, 0, "one validation for the burst: \(more)")
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testFilesChangedOnDiskAndClosedDocuments() throws {
    let client = try started()
    // A new file on disk, told through didChangeWatchedFiles: its flow is a duplicate name.
    let copy = folder.appendingPathComponent("Sub/Other.flow.yaml")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try feed.write(to: copy, atomically: true, encoding: .utf8)
    client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": client.uri("Sub/Other.flow.yaml"), "type": 1]]])
    let added = try XCTUnwrap(client.diagnostics(for: "Sub/Other.flow.yaml"))
    XCTAssertFalse(added.isEmpty)
    try FileManager.default.removeItem(at: copy.deletingLastPathComponent())
    client.notify(
      "workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Sub"), "type": 3]]])
    XCTAssertEqual(client.diagnostics(for: "Sub/Other.flow.yaml")?.count, 0, "gone: cleared")

    // An unsaved mistake in an open document goes away when it is closed (the disk is clean).
    client.replace("Feed.flow.yaml", with: feed + "bogus: 1\n", version: 2)
    XCTAssertEqual(
      client.diagnostics(for: "Feed.flow.yaml")?.first?["code"] as? String, "unknown-key")
    client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    XCTAssertEqual(client.diagnostics(for: "Feed.flow.yaml")?.count, 0)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testFilesWithMistakesOnDiskArePushedAtStart() throws {
    try (feed + "bogus: 1\n").write(
      to: folder.appendingPathComponent("Feed.flow.yaml"), atomically: true, encoding: .utf8)
    let client = try LanguageClient(root: folder)
    client.initialize()
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"))
    XCTAssertEqual(diagnostics.first?["code"] as? String, "unknown-key")
    let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? NSDictionary
    XCTAssertEqual(
      start,
      [
        "line": feed.split(separator: "\n", omittingEmptySubsequences: false).count - 1,
        "character": 0,
      ] as NSDictionary)
    XCTAssertEqual(client.shutDown(), 0)
  }
}
