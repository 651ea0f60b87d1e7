import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp` given what a client should never send: garbage, bad headers, bad JSON, truncated
/// and oversized messages, documents of arbitrary text. It answers with the protocol's errors,
/// keeps serving, and stops only on exit or the end of its input.
final class LanguageServerRobustnessTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")

  /// Whether the server still answers a request.
  private func assertAlive(
    _ client: LanguageClient, file: StaticString = #filePath, line: UInt = #line
  ) {
    let answer = client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    XCTAssertNotNil(answer?["result"], "the server no longer answers", file: file, line: line)
  }

  func testGarbageAndMalformedHeadersAreSkipped() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    client.write(Data("garbage that is no header at all\r\n\r\n".utf8))
    client.write(Data("Content-Length: many\r\n\r\n".utf8))
    client.write(Data("Content-Length: -4\r\n\r\n".utf8))
    client.write(Data("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8))
    assertAlive(client)
    // Noise glued to the front of a message: the message after it is still read.
    client.write(
      Data("\u{0}\u{1}noise".utf8) + frame(["jsonrpc": "2.0", "id": 77, "method": "flowc/x"]))
    XCTAssertEqual(errorCode(client.response(to: 77)), -32601)
    // A long run of bytes without any header end.
    client.write(Data(repeating: UInt8(ascii: "x"), count: 100_000))
    client.write(Data("\r\n\r\n".utf8))
    assertAlive(client)
    XCTAssertTrue(client.standardError.isEmpty || !client.standardError.contains("Fatal"))
    XCTAssertEqual(client.shutDown(), 0)
    XCTAssertTrue(client.malformedOutput.isEmpty, "\(client.malformedOutput)")
  }

  func testBadJSONAndMessagesThatAreNotRequestsGetErrors() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    let bodies = [
      "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ", "not json", "[1, 2]", "42",
      "{\"jsonrpc\": \"2.0\", \"id\": {\"a\": 1}, \"method\": \"shutdown\"}",
      "{\"jsonrpc\": \"2.0\", \"id\": 5}",
      String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      "{\"s\": \"\\ud800\\u12\"}", "\u{FEFF}{}",
    ]
    for body in bodies {
      client.write(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }
    // Bytes that are not UTF-8 inside a string.
    client.write(
      Data("Content-Length: 11\r\n\r\n{\"a\": \"".utf8) + Data([0xFF, 0xFE, 0x22, 0x7D]))
    var codes: [Int?] = []
    for _ in 0..<(bodies.count + 1) {
      codes.append(errorCode(client.next { $0["error"] != nil }))
    }
    XCTAssertEqual(
      codes, [-32700, -32700, -32600, -32600, -32600, -32600, -32700, -32700, -32700, -32700])
    assertAlive(client)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testAMessageCutOffByTheEndOfTheInputEndsTheServerQuietly() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    client.write(Data("Content-Length: 500\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 3,".utf8))
    client.closeInput()
    XCTAssertEqual(client.waitForExit(), 1)
    XCTAssertEqual(client.process.terminationReason, .exit)

    let headerOnly = try LanguageClient(root: example)
    headerOnly.initialize()
    headerOnly.write(Data("Content-Len".utf8))
    headerOnly.closeInput()
    XCTAssertEqual(headerOnly.waitForExit(), 1)
  }

  func testALargeDocumentWithinTheLimitIsValidatedAndALargerMessageIsRefused() throws {
    let client = try LanguageClient(root: example)
    client.initialize()
    // 17 MB of text: a message within the 32 MB limit, a document over the 16 MB file limit.
    let large = "# " + String(repeating: "a", count: 17 << 20) + "\nflow: Feed\n"
    client.open("Feed.flow.yaml", text: large)
    let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml", timeout: 60))
    XCTAssertEqual(diagnostics.first?["code"] as? String, "file-too-large")
    // 40 MB declared and sent: skipped without being held, answered with an error.
    let length = 40 << 20
    client.write(Data("Content-Length: \(length)\r\n\r\n".utf8))
    let chunk = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
    for _ in 0..<(length >> 20) { client.write(chunk) }
    let refused = client.next(timeout: 60) { $0["error"] != nil }
    XCTAssertEqual(errorCode(refused), -32600)
    let message = (refused?["error"] as? [String: Any])?["message"] as? String ?? ""
    XCTAssertTrue(message.contains("limit is 33554432 bytes"), message)
    assertAlive(client)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testDocumentsOfArbitraryTextGetDiagnosticsAndAnswersEverywhere() throws {
    let client = try LanguageClient(root: example)
    client.initialize(capabilities: ["general": ["positionEncodings": ["utf-16"]]])
    var generator = SystemRandomNumberGenerator()
    var texts = [
      "\u{FEFF}flow: Feed\r\nscreens:\r  a: {}\u{2028}\u{85}b: [\u{0}\u{7}]\n",
      "flow: \"\u{1F600}\u{301}\"\n\tscreens: \u{FFFF}\u{D7FF}",
      "", "\n\n\n", "- - - [ { ",
    ]
    for _ in 0..<20 {
      let scalars = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
        Character(
          Unicode.Scalar(
            UInt32.random(in: 0..<0x800, using: &generator) | (Bool.random() ? 0x1F000 : 0))
            ?? " ")
      }
      texts.append(String(scalars))
    }
    for (number, text) in texts.enumerated() {
      client.replace("Feed.flow.yaml", with: text, version: number + 2)
      if number == 0 { client.open("Feed.flow.yaml", text: text) }
      for (line, character) in [
        (0, 0), (0, 3), (1, 1), (2, 40), (50, 2), (0, 10_000), (0, Int.max), (Int.max, Int.max),
      ] {
        let at = client.at("Feed.flow.yaml", line, character)
        for method in [
          "textDocument/hover", "textDocument/completion", "textDocument/definition",
          "textDocument/prepareRename",
        ] {
          XCTAssertNil(client.request(method, at)?["error"], "\(method) on text \(number)")
        }
        let references = client.request(
          "textDocument/references", at.merging(["context": ["includeDeclaration": true]]) { $1 })
        XCTAssertNil(references?["error"])
      }
      XCTAssertNotNil(
        client.result(
          "textDocument/documentSymbol", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]]))
    }
    // A lone surrogate and a NUL escaped in the JSON text of a change.
    let body =
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(client.uri("Feed.flow.yaml"))","version":99},"contentChanges":[{"text":"flow: \ud800x\u0000"}]}}"#
    client.write(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    XCTAssertNotNil(client.diagnostics(for: "Feed.flow.yaml"))
    assertAlive(client)
    XCTAssertEqual(client.shutDown(), 0)
  }

  func testTheServerNeverWritesToTheWorkspace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-lsp-\(UUID())")
    try FileManager.default.copyItem(at: example, to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try snapshot(folder)
    let client = try LanguageClient(root: folder)
    client.initialize()
    client.open("Feed.flow.yaml")
    client.edit("Feed.flow.yaml", from: (4, 6), to: (4, 10), with: "Fed", version: 2)
    _ = client.diagnostics(for: "Feed.flow.yaml")
    _ = client.request(
      "textDocument/rename",
      client.at("Feed.flow.yaml", 22, 3).merging(["newName": "timeline"]) { $1 })
    client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("Feed.flow.yaml")]])
    XCTAssertEqual(client.shutDown(), 0)
    XCTAssertEqual(try snapshot(folder), before)
  }

  private func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      files[name] = (try? Data(contentsOf: url)) ?? Data()
    }
    return files
  }
}
