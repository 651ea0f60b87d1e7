import FlowSpec
import FlowTestSupport
import Foundation

/// An invalid module under `Fixtures/Diagnostics`: a `.flow.yaml` file, or a folder of them.
///
/// Expected diagnostics are marked in the files: a comment line whose caret stands under the
/// offending column of the line above, followed by the code:
///
///     cancel: back
///     #       ^ illegal-back
///
/// A caret cannot stand in column 1 (the `#` is there), so `# @1 code` marks column 1 of the line
/// above, and `# @N code` any column N.
///
/// A first line `# flowc-test: maxFileBytes=N` (or maxDepth, maxAliasExpansion) sets loader limits;
/// `checkFileNames=1` checks that files are named after their flows, as the commands do.
struct DiagnosticFixture: CustomStringConvertible, Sendable {
  struct Marker: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var code: String

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.code) < (rhs.file, rhs.line, rhs.column, rhs.code)
    }
    var description: String { "\(file):\(line):\(column) \(code)" }
  }

  static let directory = Repository.url("Tests/FlowSpecTests/Fixtures/Diagnostics")

  var name: String
  var files: [SourceFile]
  var limits: YAMLLimits
  var checksFileNames = false
  var description: String { name }

  var goldenURL: URL { Self.directory.appendingPathComponent(name + ".expected") }

  static func all() -> [DiagnosticFixture] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { entry in
      let url = directory.appendingPathComponent(entry)
      if entry.hasSuffix(".flow.yaml") {
        return load(name: String(entry.dropLast(".flow.yaml".count)), paths: [entry])
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return nil }
      let inner = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return load(
        name: entry,
        paths: inner.filter { $0.hasSuffix(".flow.yaml") }.sorted().map { "\(entry)/\($0)" })
    }
  }

  private static func load(name: String, paths: [String]) -> DiagnosticFixture {
    var limits = YAMLLimits.default
    var checksFileNames = false
    let files = paths.map { path in
      let bytes =
        (try? Data(contentsOf: directory.appendingPathComponent(path))).map { [UInt8]($0) } ?? []
      let firstLine = String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
      if firstLine.hasPrefix("# flowc-test:") {
        for setting in firstLine.dropFirst("# flowc-test:".count).split(separator: " ") {
          let parts = setting.split(separator: "=")
          guard parts.count == 2, let value = Int(parts[1]) else { continue }
          switch parts[0] {
          case "maxFileBytes": limits.maxFileBytes = value
          case "maxDepth": limits.maxDepth = value
          case "maxAliasExpansion": limits.maxAliasExpansion = value
          case "checkFileNames": checksFileNames = value != 0
          default: break
          }
        }
      }
      return SourceFile(path: path, bytes: bytes)
    }
    return DiagnosticFixture(
      name: name, files: files, limits: limits, checksFileNames: checksFileNames)
  }

  /// The markers written in the files.
  var markers: Set<Marker> {
    var result = Set<Marker>()
    for file in files {
      let lines = String(decoding: file.bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      var target = 0
      for (index, line) in lines.enumerated() {
        let scalars = Array(line.unicodeScalars)
        let trimmed = line.drop { $0 == " " }
        let explicit = trimmed.dropFirst().drop { $0 == " " }
        if trimmed.hasPrefix("#"), explicit.hasPrefix("@"),
          let column = Int(explicit.dropFirst().prefix { $0.isNumber })
        {
          let code = explicit.drop { $0 != " " }.drop { $0 == " " }
          result.insert(Marker(file: file.path, line: target, column: column, code: String(code)))
          continue
        }
        guard trimmed.hasPrefix("#"), let caret = scalars.firstIndex(of: "^"),
          scalars[..<caret].allSatisfy({ $0 == " " || $0 == "#" })
        else {
          target = index + 1
          continue
        }
        let code = String(String.UnicodeScalarView(scalars[caret...]))
          .drop { $0 == "^" || $0 == "~" || $0 == " " }
        result.insert(Marker(file: file.path, line: target, column: caret + 1, code: String(code)))
      }
    }
    return result
  }

  /// What flowc reports, as markers.
  static func markers(of diagnostics: Diagnostics) -> Set<Marker> {
    Set(
      diagnostics.all.map {
        Marker(
          file: $0.range.file, line: $0.range.start.line, column: $0.range.start.column,
          code: $0.code.rawValue)
      })
  }
}
