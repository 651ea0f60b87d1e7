import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc lsp` with a real editor: Neovim's built-in LSP client, headless (Neovim/config.lua),
/// opens the PhotoEditing Example, misspells a screen in a transition, and writes back the
/// diagnostic it received. Skipped where Neovim is not installed (scripts/install-dependencies
/// installs Debian's `neovim`).
final class NeovimLanguageClientTests: XCTestCase {
  func testNeovimShowsTheDiagnosticOfAMistakeTypedInAFlow() throws {
    guard Tool.isInstalled("nvim") else {
      throw XCTSkip(
        "Neovim (nvim) is not installed; scripts/install-dependencies installs Debian's neovim")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-nvim-\(UUID())")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("Examples/PhotoEditing"), to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("diagnostics.txt")
    let config = Repository.root.appendingPathComponent("Tests/FlowcTests/Neovim/config.lua")

    let process = Tool.process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "nvim", "--headless", "-n", "-i", "NONE", "-u", config.path,
      folder.appendingPathComponent("Feed.flow.yaml").path,
    ]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["FLOWC_BINARY"] = FlowcRun.executable.path
    environment["FLOWC_OUTPUT"] = output.path
    // No user or system configuration, plugins or state.
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent(".config").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent(".data").path
    environment["XDG_STATE_HOME"] = folder.appendingPathComponent(".state").path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      XCTFail("Neovim did not quit within 60 s")
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? "(no output file)"
    let lines = text.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    let diagnostic = try XCTUnwrap(lines.first { $0.count == 3 }, text)
    XCTAssertEqual(diagnostic[0], "undefined-reference", text)
    XCTAssertEqual(diagnostic[1], "29", "line 30 of Feed.flow.yaml, 0-based: \(text)")
    XCTAssertEqual(diagnostic[2], "no screen named `photoDetial`; did you mean `photoDetail`?")
  }
}
