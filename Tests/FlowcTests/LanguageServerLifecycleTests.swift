import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp`'s lifecycle over JSON-RPC: initialize and its capabilities, the position encoding
/// it picks, shutdown and exit, the end of its input, and the errors the protocol defines.
final class LanguageServerLifecycleTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")

  func testInitializeAdvertisesTheFeaturesAndShutdownExitsWithZero() throws {
    let client = try LanguageClient(root: example)
    let result = try XCTUnwrap(client.initialize())
    let capabilities = try XCTUnwrap(result["capabilities"] as? [String: Any])
    let sync = try XCTUnwrap(capabilities["textDocumentSync"] as? [String: Any])
    XCTAssertEqual(sync["change"] as? Int, 2, "incremental sync")
    XCTAssertEqual(sync["openClose"] as? Bool, true)
    XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
    for provider in [
      "hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider",
    ] {
      XCTAssertEqual(capabilities[provider] as? Bool, true, provider)
    }
    XCTAssertNotNil(capabilities["completionProvider"] as? [String: Any])
    XCTAssertNotNil(capabilities["renameProvider"])
    let codeActions = capabilities["codeActionProvider"] as? [String: Any]
    XCTAssertEqual(codeActions?["codeActionKinds"] as? [String], ["quickfix"])
    XCTAssertEqual((result["serverInfo"] as? [String: Any])?["name"] as? String, "flowc")
    XCTAssertEqual(client.shutDown(), 0)
    XCTAssertTrue(client.standardError.contains("serving 2 flow files"), client.standardError)
  }

  func testThePositionEncodingIsTheFirstTheClientOffersThatTheServerKnows() throws {
    let cases: [([String]?, String)] = [
      (["utf-8", "utf-16"], "utf-8"), (["utf-32"], "utf-32"), (["utf-7", "utf-16"], "utf-16"),
      (nil, "utf-16"),
    ]
    for (offered, expected) in cases {
      let client = try LanguageClient(root: example)
      let capabilities: [String: Any] =
        offered.map { ["general": ["positionEncodings": $0]] } ?? [:]
      let result = client.initialize(capabilities: capabilities)
      let chosen = (result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String
      XCTAssertEqual(chosen, expected, "offered \(offered ?? [])")
      XCTAssertEqual(client.shutDown(), 0)
    }
    let client = try LanguageClient(root: example)
    let prepare = client.initialize(capabilities: [
      "textDocument": ["rename": ["prepareSupport": true]]
    ])
    let rename = (prepare?["capabilities"] as? [String: Any])?["renameProvider"] as? [String: Any]
    XCTAssertEqual(rename?["prepareProvider"] as? Bool, true)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testRequestsBeforeInitializeAreRefusedAndASecondInitializeIsInvalid() throws {
    let client = try LanguageClient(root: example)
    client.notify("initialized")
    client.open("Feed.flow.yaml")
    let early = client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 0))
    XCTAssertEqual(errorCode(early), -32002)
    XCTAssertNotNil(client.initialize())
    let again = client.request("initialize", ["capabilities": [String: Any]()])
    XCTAssertEqual(errorCode(again), -32600)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testUnknownMethodsAndInvalidParamsGetTheirErrorsAndTheServerGoesOn() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    XCTAssertEqual(errorCode(client.request("flowc/unknown")), -32601)
    XCTAssertEqual(errorCode(client.request("$/unknownRequest")), -32601)
    client.notify("flowc/unknownNotification")
    client.notify("$/setTrace", ["value": "off"])
    let noPosition = client.request(
      "textDocument/hover", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    XCTAssertEqual(errorCode(noPosition), -32602)
    let badPosition = client.request("textDocument/definition", client.at("Feed.flow.yaml", -1, 2))
    XCTAssertEqual(errorCode(badPosition), -32602)
    XCTAssertEqual(errorCode(client.request("textDocument/rename", "not an object")), -32602)
    // A notification with bad params is logged, not answered.
    client.notify("textDocument/didChange", ["contentChanges": "no"])
    XCTAssertEqual(errorCode(client.request("textDocument/codeAction", [String: Any]())), -32602)
    let symbols = client.result(
      "textDocument/documentSymbol", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    XCTAssertNotNil(symbols as? [Any])
    XCTAssertEqual(client.request("shutdown")?["result"] as? NSNull, NSNull())
    let afterShutdown = client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 0))
    XCTAssertEqual(errorCode(afterShutdown), -32600)
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 0)
    XCTAssertTrue(client.malformedOutput.isEmpty, "\(client.malformedOutput)")
  }

  func testExitWithoutShutdownExitsWithOne() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(), 1)
  }

  func testTheServerStopsWhenTheClientDisappears() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    client.open("Feed.flow.yaml")
    client.closeInput()
    XCTAssertEqual(client.waitForExit(), 1, "no shutdown: status 1")
    XCTAssertEqual(client.process.terminationReason, .exit)

    let polite = try LanguageClient(root: example)
    polite.initialize()
    _ = polite.request("shutdown")
    polite.closeInput()
    XCTAssertEqual(polite.waitForExit(), 0, "after shutdown: status 0")
  }

  func testACancelledRequestStillQueuedIsAnsweredWithRequestCancelled() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    // The request and its cancellation in one write: the server reads both before answering.
    let request: [String: Any] = [
      "jsonrpc": "2.0", "id": 900, "method": "textDocument/documentSymbol",
      "params": ["textDocument": ["uri": client.uri("Feed.flow.yaml")]],
    ]
    let cancel: [String: Any] = [
      "jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 900],
    ]
    client.write(frame(request) + frame(cancel))
    XCTAssertEqual(errorCode(client.response(to: 900)), -32800)
    // A cancellation of a request already answered, or never sent, changes nothing.
    client.notify("$/cancelRequest", ["id": 12345])
    XCTAssertNotNil(client.request("textDocument/hover", client.at("Feed.flow.yaml", 0, 0)))
    XCTAssertEqual(client.shutDown(), 0)
  }
}

/// The error code of a response, if it is an error.
func errorCode(_ response: [String: Any]?) -> Int? {
  (response?["error"] as? [String: Any])?["code"] as? Int
}

/// A message with its `Content-Length` header.
func frame(_ message: [String: Any]) -> Data {
  let body = try! JSONSerialization.data(withJSONObject: message)
  return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
