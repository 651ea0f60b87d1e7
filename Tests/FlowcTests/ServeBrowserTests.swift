import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve`'s page in a real browser: headless Chromium, driven through its DevTools
/// protocol by Tests/Browser/drive_prototype.py, clicks through the PhotoEditing chain to
/// `posted` (back and the environment question on the way), undoes, takes a screenshot, sees
/// the errors of a flow file saved with one (located) and the page reload when it is saved
/// valid, reads the downloaded script and opens another. Skipped, saying so, where Chromium is not
/// installed (scripts/install-dependencies installs Debian's `chromium`).
final class ServeBrowserTests: XCTestCase {
  private let driver = Repository.root.appendingPathComponent("Tests/Browser/drive_prototype.py")

  override func setUpWithError() throws {
    guard Tool.isInstalled("chromium"), Tool.isInstalled("python3") else {
      throw XCTSkip(
        "Chromium (and python3) are needed for the browser tests of flowc serve: "
          + "scripts/install-dependencies installs Debian's chromium")
    }
  }

  func testTheStartFormAndASensitiveFieldInHeadlessChromium() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-page-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      flow: Lock
      inputs: { user: String }
      context:
        pin: { type: Int, default: 0, sensitive: true }
      start: pad
      screens:
        pad:
          inputs: { user: user }
          events: { entered: { pin: { type: Int, sensitive: true } } }
          on:
            entered: { set: { pin: event.pin } }
      """.utf8
    ).write(to: folder.appendingPathComponent("Lock.flow.yaml"))
    let server = try ServedPrototype([folder.path])
    let run = try Tool.run(
      ["python3", driver.path, "chromium", "http://127.0.0.1:\(server.port)/", "--sensitive"],
      includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertEqual(
      run.output.split(separator: "\n").map(String.init),
      [
        "start form: Start Lock", "pin input: password",
        "pin shown: False; pin in an input: False", "trace: entered pin=<sensitive>",
      ], run.output)
  }

  func testThePhotoChainInHeadlessChromium() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-page-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("PhotoEditing.flow.yaml")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("Examples/PhotoEditing/PhotoEditing.flow.yaml"),
      to: file)
    let screenshot = folder.appendingPathComponent("page.png")
    let server = try ServedPrototype([folder.path, "--input", "album=holidays"])
    let run = try Tool.run(
      [
        "python3", driver.path, "chromium", "http://127.0.0.1:\(server.port)/", file.path,
        screenshot.path,
        Repository.root.appendingPathComponent("Examples/PhotoEditing/post-photo.walkthrough").path,
      ], includingStandardOutput: true)
    XCTAssertEqual(run.status, 0, run.output)
    let lines = run.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Array(lines.prefix(9)),
      [
        "shown: select", "back: select",
        "stack: select straighten filter caption; top: caption [PhotoEditing]",
        "graph: PhotoEditing__caption",
        "asked: The flow needs the environment value canPost:",
        "Finished: posted(photo: Photo(sunset-straightened.jpg))", "trace entries: 7",
        "undo: caption", "screenshot taken",
      ], run.output)
    XCTAssertEqual(
      lines.count > 9 ? lines[9] : "",
      "errors: PhotoEditing.flow.yaml:56:50: error: no screen named `filtr`; did you mean "
        + "`filter`? [undefined-reference]")
    let reload = lines.count > 10 ? lines[10] : ""
    XCTAssertTrue(
      reload.hasPrefix("reloaded in ") && reload.hasSuffix(": reloaded (5 steps replayed)"),
      run.output)
    XCTAssertEqual(
      Array(lines.dropFirst(11)),
      [
        "download: :flow PhotoEditing | :input album=holidays",
        "opened script (6 steps); Finished: posted(photo: Photo(sunset-straightened.jpg))",
      ], run.output)
    let png = try Data(contentsOf: screenshot)
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    XCTAssertEqual(server.stop(), 0)
  }
}
