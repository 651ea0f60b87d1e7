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
      `flowc validate` prints; some codes have further examples (a hint, a follow-on error that
      is not reported). Errors make a module invalid; warnings do not (unless
      `--warnings-as-errors`). This page is generated from the fixtures by the tests.

      """
    // `CODE.expected` is a code's fixture; `CODE.VARIANT.expected` another example of the code
    // (a follow-on error left out, a hint), shown after it.
    let names = entries.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(9)) }
    let fixtures = names.map { name -> (code: String, variant: String?) in
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : nil)
    }.sorted { ($0.code, $0.variant ?? "") < ($1.code, $1.variant ?? "") }
    for (code, variant) in fixtures {
      let name = variant.map { "\(code).\($0)" } ?? code
      let expected = try String(
        contentsOf: folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
      var sources: [(String, String)] = []
      let single = folder.appendingPathComponent("\(name).flow.yaml")
      if FileManager.default.fileExists(atPath: single.path) {
        let data = try Data(contentsOf: single)
        sources.append(("\(name).flow.yaml", String(decoding: data, as: UTF8.self)))
      } else {
        let directory = folder.appendingPathComponent(name)
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
          let data = try Data(contentsOf: directory.appendingPathComponent(file))
          sources.append(("\(name)/\(file)", String(decoding: data, as: UTF8.self)))
        }
      }
      let summary =
        sources.first.map { source in
          source.1.split(separator: "\n").first {
            $0.hasPrefix("# ") && !$0.hasPrefix("# flowc-test")
          }
          .map { String($0.dropFirst(2)) } ?? ""
        } ?? ""
      doc += variant == nil ? "\n## `\(code)`\n\n\(summary)\n" : "\nAnother example: \(summary)\n"
      for (file, text) in sources {
        // Fixtures with bytes that are not text (invalid UTF-8, control characters) are not shown.
        let isText = !text.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFD
        }
        doc +=
          "\n`\(file)`:\n\n```yaml\n\(isText ? text : "(contains bytes that are not text; see the fixture)\n")```\n"
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
      [], ["init"], ["validate"], ["run"], ["serve"], ["test"], ["generate"], ["graph"],
      ["paths"], ["schema"], ["lsp"],
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
