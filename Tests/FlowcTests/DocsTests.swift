import FlowTestSupport
import Foundation
import XCTest

/// The reference docs that are built from the sources of truth and kept current here
/// (`FLOWC_RECORD=1` rewrites them): every diagnostic code with its example, and every command's help.
final class DocsTests: XCTestCase {
  func testDiagnosticsReferenceListsEveryCodeWithItsExample() throws {
    let folder = Repository.url("Tests/FlowSpecTests/Fixtures/Diagnostics")
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var doc = """
      # Diagnostics

      Every diagnostic flowc reports, by its stable code: what it means, a flow file that triggers it
      (the test fixture of that code; `#   ^ code` marks the reported position), and what
      `flowc validate` prints. Errors make a module invalid; warnings do not (unless
      `--warnings-as-errors`). This page is generated from the fixtures by the tests.

      """
    for entry in entries where entry.hasSuffix(".expected") {
      let code = String(entry.dropLast(".expected".count))
      let expected = try String(contentsOf: folder.appendingPathComponent(entry), encoding: .utf8)
      var sources: [(String, String)] = []
      let single = folder.appendingPathComponent("\(code).flow.yaml")
      if FileManager.default.fileExists(atPath: single.path) {
        let data = try Data(contentsOf: single)
        sources.append(("\(code).flow.yaml", String(decoding: data, as: UTF8.self)))
      } else {
        let directory = folder.appendingPathComponent(code)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
          let data = try Data(contentsOf: directory.appendingPathComponent(name))
          sources.append(("\(code)/\(name)", String(decoding: data, as: UTF8.self)))
        }
      }
      let summary =
        sources.first.map { source in
          source.1.split(separator: "\n").first {
            $0.hasPrefix("# ") && !$0.hasPrefix("# flowc-test")
          }
          .map { String($0.dropFirst(2)) } ?? ""
        } ?? ""
      doc += "\n## `\(code)`\n\n\(summary)\n"
      for (name, text) in sources {
        // Fixtures with bytes that are not text (invalid UTF-8, control characters) are not shown.
        let isText = !text.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFD
        }
        doc +=
          "\n`\(name)`:\n\n```yaml\n\(isText ? text : "(contains bytes that are not text; see the fixture)\n")```\n"
      }
      doc += "\n```\n\(expected)```\n"
    }
    if let failure = Golden.check(doc, against: Repository.url("docs/diagnostics.md")) {
      XCTFail(failure)
    }
  }

  func testCLIReferenceIsEveryCommandsHelp() throws {
    var doc = """
      # Command-line reference

      The help of every `flowc` command, as `flowc help COMMAND` prints it. This page is generated
      by the tests from the built binary.

      """
    for command in [
      [], ["init"], ["validate"], ["run"], ["test"], ["generate"], ["graph"], ["schema"],
    ] {
      let run = try FlowcRun.run(command + ["--help"])
      XCTAssertEqual(run.status, 0)
      doc += "\n## `flowc\(command.map { " " + $0 }.joined())`\n\n```\n\(run.stdout)```\n"
    }
    if let failure = Golden.check(doc, against: Repository.url("docs/cli.md")) {
      XCTFail(failure)
    }
  }
}
