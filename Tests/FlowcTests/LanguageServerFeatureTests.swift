import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp`'s completion, hover, document symbols and quick fixes on the PhotoEditing Example,
/// over JSON-RPC, as an editor asks for them while a line is being typed.
final class LanguageServerFeatureTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")
  private var feed = ""
  /// Line 30 of Feed.flow.yaml (0-based 29).
  private let selected = "      selected: { set: { photo: event.photo }, push: photoDetail }"

  override func setUpWithError() throws {
    feed = try String(contentsOf: example.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
    XCTAssertEqual(feed.position(of: selected)?.line, 29)
  }

  private func started(capabilities: [String: Any] = [:]) throws -> LanguageClient {
    let client = try LanguageClient(root: example)
    client.initialize(capabilities: capabilities)
    client.open("Feed.flow.yaml")
    return client
  }

  /// Replaces line 30 with `line` (as typed so far) and asks for completion at its end.
  private func completion(_ client: LanguageClient, typing line: String, version: Int) -> [[String:
    Any]]
  {
    client.replace(
      "Feed.flow.yaml", with: feed.replacingOccurrences(of: selected, with: line), version: version)
    let result = client.result(
      "textDocument/completion", client.at("Feed.flow.yaml", 29, line.utf16.count))
    return (result as? [String: Any])?["items"] as? [[String: Any]] ?? []
  }

  func testCompletionOfScreensInATargetAndOfPayloadFieldsAfterEvent() throws {
    let client = try started()
    let screens = completion(
      client, typing: "      selected: { set: { photo: event.photo }, push: ph", version: 2)
    XCTAssertEqual(
      Set(screens.compactMap { $0["label"] as? String }), ["feed", "editor", "photoDetail"])
    let detail = try XCTUnwrap(screens.first { $0["label"] as? String == "photoDetail" })
    XCTAssertEqual(detail["kind"] as? Int, 7, "a screen is a Class")
    // The edit replaces the partial word `ph`.
    XCTAssertEqual(
      (detail["textEdit"] as? [String: Any])?["range"] as? NSDictionary,
      ["start": ["line": 29, "character": 53], "end": ["line": 29, "character": 55]] as NSDictionary
    )

    let fields = completion(client, typing: "      selected: { set: { photo: event.", version: 3)
    XCTAssertEqual(fields.compactMap { $0["label"] as? String }, ["photo"])
    XCTAssertEqual(fields.first?["kind"] as? Int, 5, "a payload field is a Field")
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testHoverShowsAScreenAChildFlowAndADiagnosticsExplanation() throws {
    let client = try started()
    let target = try XCTUnwrap(feed.position(of: "photoDetail }"))
    let screen = try XCTUnwrap(
      client.result("textDocument/hover", client.at("Feed.flow.yaml", 29, target.character + 3))
        as? [String: Any])
    let contents = try XCTUnwrap(screen["contents"] as? [String: Any])
    XCTAssertEqual(contents["kind"] as? String, "markdown")
    XCTAssertTrue((contents["value"] as? String ?? "").contains("PhotoDetailViewController"))
    XCTAssertEqual(
      screen["range"] as? NSDictionary,
      [
        "start": ["line": 29, "character": target.character],
        "end": ["line": 29, "character": target.character + 11],
      ] as NSDictionary)

    let child = try XCTUnwrap(feed.position(of: "PhotoEditing", after: "editor:"))
    let flow = client.result(
      "textDocument/hover", client.at("Feed.flow.yaml", child.line, child.character))
    let flowText = ((flow as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    XCTAssertTrue(flowText?.contains("results: `posted(photo: Photo)`") == true, flowText ?? "nil")

    client.replace(
      "Feed.flow.yaml", with: feed.replacingOccurrences(of: "photoDetail }", with: "photoDetial }"),
      version: 2)
    let mistake = client.result(
      "textDocument/hover", client.at("Feed.flow.yaml", 29, target.character + 3))
    let mistakeText =
      ((mistake as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    XCTAssertTrue(mistakeText.contains("`[undefined-reference]`"), mistakeText)
    // A comment has nothing to show.
    XCTAssertTrue(
      client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 2))?["result"] is NSNull)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testDocumentSymbolsAreHierarchicalOrFlatAsTheClientTakesThem() throws {
    let client = try started(capabilities: [
      "textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]
    ])
    let params = ["textDocument": ["uri": client.uri("Feed.flow.yaml")]]
    let symbols = try XCTUnwrap(
      client.result("textDocument/documentSymbol", params) as? [[String: Any]])
    let flow = try XCTUnwrap(symbols.first)
    XCTAssertEqual(flow["name"] as? String, "Feed")
    let children = flow["children"] as? [[String: Any]] ?? []
    let screens = children.filter { $0["kind"] as? Int == 5 }.compactMap { $0["name"] as? String }
    XCTAssertEqual(screens, ["feed", "photoDetail"])
    let feedScreen = try XCTUnwrap(children.first { $0["name"] as? String == "feed" })
    let events = (feedScreen["children"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    XCTAssertEqual(events, ["newPost", "selected"])
    XCTAssertEqual(
      (feedScreen["selectionRange"] as? [String: Any])?["start"] as? NSDictionary,
      ["line": 21, "character": 2] as NSDictionary)
    XCTAssertEqual(client.shutDown(), 0)

    let flat = try started()
    let information = try XCTUnwrap(
      flat.result("textDocument/documentSymbol", params) as? [[String: Any]])
    let newPost = try XCTUnwrap(information.first { $0["name"] as? String == "newPost" })
    XCTAssertEqual(newPost["containerName"] as? String, "feed")
    XCTAssertEqual(
      (newPost["location"] as? [String: Any])?["uri"] as? String, flat.uri("Feed.flow.yaml"))
    XCTAssertEqual(flat.shutDown(), 0)
  }

  func testAQuickFixForADidYouMeanReplacesTheName() throws {
    let client = try started()
    client.replace(
      "Feed.flow.yaml", with: feed.replacingOccurrences(of: "photoDetail }", with: "photoDetial }"),
      version: 2)
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"))
    let target = try XCTUnwrap(feed.position(of: "photoDetail }"))
    let range: [String: Any] = [
      "start": ["line": 29, "character": target.character + 2],
      "end": ["line": 29, "character": target.character + 2],
    ]
    let params: [String: Any] = [
      "textDocument": ["uri": client.uri("Feed.flow.yaml")], "range": range,
      "context": ["diagnostics": diagnostics],
    ]
    let actions = try XCTUnwrap(
      client.result("textDocument/codeAction", params) as? [[String: Any]])
    XCTAssertEqual(actions.count, 1, "\(actions)")
    let action = try XCTUnwrap(actions.first)
    XCTAssertEqual(action["title"] as? String, "Replace `photoDetial` with `photoDetail`")
    XCTAssertEqual(action["kind"] as? String, "quickfix")
    XCTAssertEqual(
      ((action["diagnostics"] as? [[String: Any]])?.first)?["code"] as? String,
      "undefined-reference")
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
    let edit = try XCTUnwrap(changes?[client.uri("Feed.flow.yaml")]?.first)
    XCTAssertEqual(edit["newText"] as? String, "photoDetail")
    XCTAssertEqual(
      edit["range"] as? NSDictionary,
      [
        "start": ["line": 29, "character": target.character],
        "end": ["line": 29, "character": target.character + 11],
      ] as NSDictionary)
    // A client that asks only for refactorings gets none.
    let only = params.merging(["context": ["diagnostics": [Any](), "only": ["refactor"]]]) { $1 }
    XCTAssertEqual((client.result("textDocument/codeAction", only) as? [Any])?.count, 0)
    XCTAssertEqual(client.shutDown(), 0)
  }
}
