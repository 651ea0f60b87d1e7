import FlowTestSupport
import Foundation
import XCTest

/// The HTTP server stays out of the core: `flowc` links it for `flowc serve`, and
/// `flowc-plugin-tool` (what the build plugins run) does not.
final class ServerLinkTests: XCTestCase {
  func testOnlyTheFlowcExecutableLinksTheHTTPServer() throws {
    let folder = FlowcRun.executable.deletingLastPathComponent()
    let tool = folder.appendingPathComponent("flowc-plugin-tool")
    guard FileManager.default.fileExists(atPath: tool.path) else {
      throw XCTSkip("flowc-plugin-tool is not built next to flowc (swift build builds it)")
    }
    // A message of the server's request reader.
    let marker = Data("the chunked body is malformed".utf8)
    XCTAssertNotNil(try Data(contentsOf: FlowcRun.executable).range(of: marker))
    XCTAssertNil(try Data(contentsOf: tool).range(of: marker))
  }
}
