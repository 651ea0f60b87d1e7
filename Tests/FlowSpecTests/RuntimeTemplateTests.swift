import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// The generated code's runtime is written as real Swift in Sources/FlowSupportTemplate
/// (compiled, its UIKit part against the UIKit model, and linted); FlowSpec carries it as text in
/// SupportFile+Templates.swift. This keeps the two equal: `FLOWC_RECORD=1` rewrites the text
/// from the template files (a recording run fails).
@Suite("Runtime template")
struct RuntimeTemplateTests {
  static let folder = Repository.url("Sources/FlowSupportTemplate")
  static let embedded = Repository.url("Sources/FlowSpec/Generator/SupportFile+Templates.swift")

  /// The body of a template file: what follows its `import Foundation` line and the blank line
  /// after it (the header comment says what the file is, the import is written once).
  static func body(of text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let importLine = try #require(lines.firstIndex(of: "import Foundation"))
    lines.removeFirst(importLine + 1)
    while lines.first == "" { lines.removeFirst() }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// `text` as a raw multi-line string literal, indented by `indent`, whose delimiter it does
  /// not contain.
  static func literal(_ text: String, indent: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    let lines = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : indent + $0 }
    return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\"" + hashes
  }

  /// SupportFile+Templates.swift as the template files make it.
  static func expected() throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var entries: [String] = []
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      entries.append("    \"\(name)\": \(literal(try body(of: text), indent: "    ")),")
    }
    return """
      // swift-format-ignore-file
      // The runtime template (Sources/FlowSupportTemplate) as text. Written by
      // `FLOWC_RECORD=1 swift test --filter RuntimeTemplateTests`; do not edit.

      extension SupportFile {
        /// The runtime template's files by name, each without its header comment and imports.
        static let templates: [String: String] = [
      \(entries.joined(separator: "\n"))
        ]
      }

      """
  }

  @Test func theEmbeddedTextIsTheTemplateFiles() throws {
    if let failure = Golden.check(try Self.expected(), against: Self.embedded) {
      Issue.record("\(failure)")
    }
  }

  @Test func everyTemplateFileIsWrittenOut() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(Set(SupportFile.templates.keys) == Set(names))
    let support = SupportFile.contents(sources: [], enums: [], access: .public)
    for (name, template) in SupportFile.templates {
      let whole = SupportFile.tailored(template, to: .all)
      #expect(support.contains(whole), "\(name) is not in FlowSupport.swift")
    }
  }

  /// The runtime's written-out `==` functions list every case instead of ending in `default`:
  /// a case added to `FlowRecord`, `FlowNavigation` or `FlowValue` and not compared does not
  /// compile (with `default`, it silently compared unequal to itself).
  @Test func theWrittenOutEqualitiesHaveNoDefault() throws {
    for (name, template) in SupportFile.templates {
      var rest = template[...]
      while let start = rest.range(of: "static func == (") {
        // The function's body ends at the first line that closes it at its own indentation.
        let line =
          rest[..<start.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
          .last ?? ""
        let indent = String(line.prefix { $0 == " " })
        let after = rest[start.upperBound...]
        let end = after.range(of: "\n\(indent)}\n")?.lowerBound ?? after.endIndex
        let body = after[..<end]
        #expect(!body.contains("default:"), "\(name): an `==` ends in `default`")
        rest = after[end...]
      }
    }
    // Three of them, in FlowRecord.swift.
    let records = try #require(SupportFile.templates["FlowRecord.swift"])
    #expect(records.components(separatedBy: "static func == (").count == 4)
  }

  /// What the template writes as constants is what flowc means by them.
  @Test func theTemplatesConstantsAreFlowcs() throws {
    let session = try #require(SupportFile.templates["FlowSession.swift"])
    #expect(session.contains("flowLimit: Int = \(ValidatedModule.flowLimit)"))
    let records = try #require(SupportFile.templates["FlowRecord.swift"])
    #expect(records.contains("case .sensitive: return \"\(Field.placeholder)\""))
  }

  /// Internal access drops `public`, package turns it into `package`; only at the start of a
  /// declaration's line.
  @Test func theAPIIsWrittenAtTheLevelAsked() {
    let template =
      "public struct A {\n  /// public text\n  public let b = \"public \"\n  let c = 1\n}"
    #expect(
      SupportFile.runtime(template, access: .internal)
        == "struct A {\n  /// public text\n  let b = \"public \"\n  let c = 1\n}")
    #expect(
      SupportFile.runtime(template, access: .package)
        == "package struct A {\n  /// public text\n  package let b = \"public \"\n  let c = 1\n}")
    #expect(SupportFile.runtime(template, access: .public) == template)
  }
}
