import FlowTestSupport
import Foundation
import XCTest

/// `flowc lsp`'s positions in each encoding a client can negotiate: a diagnostic after non-ASCII
/// text on its line, an incremental change positioned after it, and a byte order mark with CR LF
/// line ends.
final class LanguageServerEncodingTests: XCTestCase {
  private let example = Repository.root.appendingPathComponent("Examples/PhotoEditing")

  /// The length of `text` in the units of `encoding`.
  private func length(_ text: Substring, in encoding: String) -> Int {
    switch encoding {
    case "utf-8": text.utf8.count
    case "utf-32": text.unicodeScalars.count
    default: text.utf16.count
    }
  }

  func testPositionsCountInTheNegotiatedEncoding() throws {
    let feed = try String(
      contentsOf: example.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
    let original = "      selected: { set: { photo: event.photo }, push: photoDetail }"
    let brokenLine = #"      selected: { set: { photo: event.photo }, "é😀": 1, push: photoDetial }"#
    XCTAssertTrue(feed.contains(original))
    let broken = feed.replacingOccurrences(of: original, with: brokenLine)
    let line = try XCTUnwrap(feed.position(of: original)).line
    let prefix = brokenLine[..<brokenLine.range(of: "photoDetial")!.lowerBound]
    for encoding in ["utf-8", "utf-16", "utf-32"] {
      let client = try LanguageClient(root: example)
      let result = client.initialize(capabilities: ["general": ["positionEncodings": [encoding]]])
      XCTAssertEqual(
        (result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String, encoding)
      client.open("Feed.flow.yaml", text: broken)
      let diagnostics = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"), encoding)
      let reference = try XCTUnwrap(
        diagnostics.first { $0["code"] as? String == "undefined-reference" }, "\(diagnostics)")
      let start = length(prefix, in: encoding)
      XCTAssertEqual(
        reference["range"] as? NSDictionary,
        [
          "start": ["line": line, "character": start],
          "end": ["line": line, "character": start + 11],
        ] as NSDictionary, encoding)
      // Fix the name with a change positioned in the same encoding: `Detial` -> `Detail`.
      client.edit(
        "Feed.flow.yaml", from: (line, start + 5), to: (line, start + 11), with: "Detail",
        version: 2)
      let fixed = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml"), encoding)
      XCTAssertEqual(
        Set(fixed.compactMap { $0["code"] as? String }), ["unknown-key", "invalid-identifier"],
        "\(encoding): \(fixed)")
      XCTAssertEqual(client.shutDown(), 0)
    }
  }

  func testAByteOrderMarkIsACharacterOfTheFirstLineAndCRLFOneLineBreak() throws {
    let feed = try String(
      contentsOf: example.appendingPathComponent("Feed.flow.yaml"), encoding: .utf8)
    let text = "\u{FEFF}bogus: 1\r\n" + feed.replacingOccurrences(of: "\n", with: "\r\n")
    for (encoding, bom) in [("utf-8", 3), ("utf-16", 1), ("utf-32", 1)] {
      let client = try LanguageClient(root: example)
      client.initialize(capabilities: ["general": ["positionEncodings": [encoding]]])
      client.open("Feed.flow.yaml", text: text)
      let diagnostic = try XCTUnwrap(client.diagnostics(for: "Feed.flow.yaml")?.first)
      XCTAssertEqual(diagnostic["code"] as? String, "unknown-key")
      XCTAssertEqual(
        diagnostic["range"] as? NSDictionary,
        [
          "start": ["line": 0, "character": bom], "end": ["line": 0, "character": bom + 5],
        ] as NSDictionary, encoding)
      XCTAssertEqual(client.shutDown(), 0)
    }
  }
}
