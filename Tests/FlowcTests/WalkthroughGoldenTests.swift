import FlowTestSupport
import Foundation
import XCTest

/// Every `Examples/*/*.walkthrough` script runs through the built `flowc run`, and its trace
/// matches the `.trace` file beside it.
///
/// A script says how it starts in its own first lines (`:flow PhotoEditing`, `:input album=x`,
/// `:env canPost=true`), so `flowc run Examples/NAME --script FILE` runs it.
final class WalkthroughGoldenTests: XCTestCase {
  struct Script {
    var module: String
    var path: String
  }

  static func scripts() throws -> [Script] {
    let examples = Repository.url("Examples")
    var result: [Script] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() {
      let folder = examples.appendingPathComponent(module)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".walkthrough") {
        result.append(Script(module: module, path: "Examples/\(module)/\(name)"))
      }
    }
    return result
  }

  func testEveryExampleHasWalkthroughs() throws {
    let modules = Set(try Self.scripts().map(\.module))
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Examples").path
    ).filter { !$0.hasSuffix(".md") }
    XCTAssertEqual(modules, Set(examples), "every Example needs at least one walkthrough")
  }

  func testWalkthroughTracesMatchTheirGoldenFiles() throws {
    for script in try Self.scripts() {
      let run = try FlowcRun.run(
        ["run", "Examples/\(script.module)", "--script", script.path])
      XCTAssertEqual(run.status, 0, "\(script.path): \(run.stderr)")
      XCTAssertEqual(run.stderr, "", script.path)
      let golden = Repository.url(
        script.path.replacingOccurrences(of: ".walkthrough", with: ".trace"))
      if let failure = Golden.check(run.stdout, against: golden) {
        XCTFail("\(script.path): \(failure)")
      }
    }
  }

  /// Between them, a module's walkthroughs take every transition of the flows they run, so they
  /// end in every result those flows can produce.
  func testWalkthroughsTakeEveryTransitionOfTheirModule() throws {
    var reachable: [String: Set<String>] = [:]
    var taken: [String: Set<String>] = [:]
    for script in try Self.scripts() {
      let run = try FlowcRun.run(
        [
          "run", "Examples/\(script.module)", "--script", script.path, "--coverage", "--trace",
          "json",
        ])
      XCTAssertEqual(run.status, 0, "\(script.path): \(run.stderr)")
      let last = try XCTUnwrap(run.stdout.split(separator: "\n").last)
      let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
      let coverage = try XCTUnwrap(object?["coverage"] as? [String: Any], script.path)
      let missed = try XCTUnwrap(coverage["missed"] as? [String])
      let hit = try XCTUnwrap(coverage["takenTransitions"] as? [String])
      reachable[script.module, default: []].formUnion(missed + hit)
      taken[script.module, default: []].formUnion(hit)
    }
    XCTAssertFalse(reachable.isEmpty)
    for (module, all) in reachable.sorted(by: { $0.key < $1.key }) {
      let never = all.subtracting(taken[module] ?? [])
      XCTAssertEqual(never.sorted(), [], "\(module): no walkthrough takes these transitions")
    }
  }
}
