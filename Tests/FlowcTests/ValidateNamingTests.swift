import FlowTestSupport
import Foundation
import XCTest

/// `flowc validate` on how flow files are named, and on one mistake giving one error.
final class ValidateNamingTests: XCTestCase {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-naming-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  private let checkout = """
    flow: Checkout
    results:
      done: {}
    start: cart
    screens:
      cart:
        events: { pay: {} }
        on: { pay: { finish: done } }

    """

  func testAFileNamedAfterAnotherFlowGetsAWarning() throws {
    let directory = try temporaryDirectory()
    try Data(checkout.utf8).write(to: directory.appendingPathComponent("Cart.flow.yaml"))
    let run = try FlowcRun.run(["validate", "Cart.flow.yaml"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stderr,
      """
      Cart.flow.yaml:1:7: warning: flow `Checkout` is in `Cart.flow.yaml`: the build plugin names its generated code after the file (`CartCoordinator.swift`), `flowc generate` after the flow; name the file `Checkout.flow.yaml` [file-name-mismatch]
       1 | flow: Checkout
         |       ^~~~~~~~

      """)
    let strict = try FlowcRun.run(
      ["validate", "--warnings-as-errors", "Cart.flow.yaml"], in: directory)
    XCTAssertEqual(strict.status, 1)
    // Named after its flow, the same file is clean.
    try FileManager.default.moveItem(
      at: directory.appendingPathComponent("Cart.flow.yaml"),
      to: directory.appendingPathComponent("Checkout.flow.yaml"))
    let renamed = try FlowcRun.run(["validate", "--warnings-as-errors", directory.path])
    XCTAssertEqual(renamed.status, 0, renamed.stderr)
    XCTAssertEqual(renamed.stderr, "")
  }

  func testAFileWithErrorsGetsNoNamingWarning() throws {
    let directory = try temporaryDirectory()
    let broken = checkout.replacingOccurrences(of: "finish: done", with: "finish: dne")
    try Data(broken.utf8).write(to: directory.appendingPathComponent("Cart.flow.yaml"))
    let run = try FlowcRun.run(["validate", directory.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertFalse(run.stderr.contains("file-name-mismatch"), run.stderr)
  }

  func testADirectoryOfFlowYmlFilesSaysHowToNameThem() throws {
    let directory = try temporaryDirectory()
    try Data(checkout.utf8).write(to: directory.appendingPathComponent("Checkout.flow.yml"))
    let named = try FlowcRun.run(["validate", "."], in: directory)
    XCTAssertEqual(named.status, 2)
    XCTAssertEqual(
      named.stderr,
      "error: no *.flow.yaml files in .; it has 1 *.flow.yml file (./Checkout.flow.yml), which flowc does not read: name flow files *.flow.yaml (./Checkout.flow.yaml)\n"
    )
  }

  func testOneMistakeGivesOneError() throws {
    let directory = try temporaryDirectory()
    let misspelt = checkout.replacingOccurrences(of: "events:", with: "evnets:")
    try Data(misspelt.utf8).write(to: directory.appendingPathComponent("Checkout.flow.yaml"))
    let run = try FlowcRun.run(["validate", "Checkout.flow.yaml"], in: directory)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      """
      Checkout.flow.yaml:7:5: error: unknown key `evnets` in screen `cart`; did you mean `events`? [unknown-key]
       7 |     evnets: { pay: {} }
         |     ^~~~~~

      """)
    XCTAssertEqual(run.stdout, "1 file checked: 1 error, 0 warnings\n")
  }
}
