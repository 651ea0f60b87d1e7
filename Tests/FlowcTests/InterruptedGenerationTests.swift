import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc generate` killed at any moment leaves every output file either as it was or as the new
/// run makes it, never half written; what a kill leaves behind (temporary files) is named
/// recognisably and does not disturb the next run.
final class InterruptedGenerationTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-interrupted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// A valid module of `flows` flows of `screens` screens, like Benchmarks/synthetic.py's; each
  /// version has its own descriptions and enum cases, so every generated file differs.
  private func writeModule(version: Int, flows: Int, screens: Int) throws -> URL {
    let folder = root.appendingPathComponent("module-v\(version)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tiers = version == 1 ? "[basic, plus, pro]" : "[basic, plus, pro, max]"
    for index in 0..<flows {
      var lines = [
        "flow: Flow\(index)", "description: Flow \(index), version \(version).",
        "types:", "  Tier: \(tiers)", "inputs:", "  seed: Int", "context:", "  item: Item",
        "  total: { type: Int, default: 0 }", "environment:", "  tier: Tier", "actions:",
        "  track: { name: String, total: Int }", "results:", "  done: { total: Int }",
        "  cancelled: {}", "start: s0", "screens:",
      ]
      for screen in 0..<screens {
        lines += [
          "  s\(screen):", "    view: Screen\(screen)ViewController",
          "    title: Screen \(screen) of version \(version)",
          "    events:", "      pick: { item: Item, amount: Int }", "      cancel: {}", "    on:",
        ]
        if screen + 1 == screens {
          lines.append(
            "      pick: { set: { item: event.item }, finish: { done: { total: total } } }")
        } else {
          lines += [
            "      pick:", "        - when: tier == .basic && event.amount > 3",
            "          set: { item: event.item, total: total + event.amount }",
            "          do: { track: { name: \"'s\(screen)'\", total: total } }",
            "          push: s\(screen + 1)", "        - set: { item: event.item }",
            "          push: s\(screen + 1)",
          ]
        }
        lines.append("      cancel: " + (screen > 0 ? "back" : "{ finish: cancelled }"))
      }
      try (lines.joined(separator: "\n") + "\n").write(
        to: folder.appendingPathComponent("Flow\(index).flow.yaml"), atomically: true,
        encoding: .utf8)
    }
    return folder
  }

  /// Starts `flowc generate MODULE --output DIR` (a Foundation `Process`, output discarded).
  private func startGenerate(_ module: URL, into output: URL, check: Bool = false) throws -> Process
  {
    let process = Tool.process()
    process.executableURL = FlowcRun.executable
    process.arguments =
      ["generate", module.path, "--output", output.path, "--color", "never"]
      + (check ? ["--check"] : [])
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs a generation to its end; returns its status and how long it took.
  private func generate(_ module: URL, into output: URL, check: Bool = false) throws -> (
    Int32, TimeInterval
  ) {
    let started = Date()
    let process = try startGenerate(module, into: output, check: check)
    process.waitUntilExit()
    return (process.terminationStatus, Date().timeIntervalSince(started))
  }

  /// Every entry below `folder` (hidden ones too), by relative path, with its bytes.
  private func contents(of folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    while let relative = enumerator.nextObject() as? String {
      let url = folder.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      result[relative] = try Data(contentsOf: url)
    }
    return result
  }

  private func copy(_ source: URL, to target: URL) throws {
    try? FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(at: source, to: target)
  }

  /// The generated file a temporary file stands for: `.NAME.flowc-UUID` is NAME's.
  private func target(ofTemporary name: String) -> String? {
    let parts = name.components(separatedBy: "/")
    let file = parts.last ?? name
    guard file.hasPrefix("."), let range = file.range(of: ".flowc-", options: .backwards),
      UUID(uuidString: String(file[range.upperBound...])) != nil
    else { return nil }
    return
      (parts.dropLast() + [String(file[file.index(after: file.startIndex)..<range.lowerBound])])
      .joined(separator: "/")
  }

  func testKilledGenerationLeavesEveryFileOldOrNew() throws {
    let v1 = try writeModule(version: 1, flows: 40, screens: 3)
    let v2 = try writeModule(version: 2, flows: 40, screens: 3)
    let oldFolder = root.appendingPathComponent("old")
    let newFolder = root.appendingPathComponent("new")
    XCTAssertEqual(try generate(v1, into: oldFolder).0, 0)
    let (newStatus, fresh) = try generate(v2, into: newFolder)
    XCTAssertEqual(newStatus, 0)
    let old = try contents(of: oldFolder)
    let new = try contents(of: newFolder)
    XCTAssertEqual(old.count, 41, "one file per flow and FlowSupport.swift")
    XCTAssertEqual(Set(old.keys), Set(new.keys))
    for (name, bytes) in old {
      XCTAssertNotEqual(bytes, new[name], "\(name) must differ between the versions")
    }

    // How long the whole run takes over the old files, and how long without writing (--check):
    // the writes happen in between, so half the kills are aimed there.
    let output = root.appendingPathComponent("output")
    try copy(oldFolder, to: output)
    let (checkStatus, checking) = try generate(v2, into: output, check: true)
    XCTAssertEqual(checkStatus, 1, "the old files are stale")
    let (status, overOld) = try generate(v2, into: output)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(try contents(of: output), new, "an uninterrupted run writes the new files")
    // Both runs write every file; the faster is the better guess of the attempts' length.
    let whole = min(fresh, overOld)

    let attempts = 10
    var killed = 0
    var mixed = 0
    var leftovers: [String: Data] = [:]
    for attempt in 0..<attempts {
      try copy(oldFolder, to: output)
      let fraction = Double(attempt) / Double(attempts - 1)
      // Even attempts: anywhere in the run; odd ones: between the end of checking and the end.
      let delay =
        attempt % 2 == 0
        ? whole * 0.9 * fraction : checking * 0.8 + (whole * 0.9 - checking * 0.8) * fraction
      let process = try startGenerate(v2, into: output)
      usleep(UInt32(delay * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killed += 1 }

      var oldCount = 0
      var newCount = 0
      for (name, bytes) in try contents(of: output) {
        if let before = old[name], let after = new[name] {
          if bytes == before {
            oldCount += 1
          } else if bytes == after {
            newCount += 1
          } else {
            XCTFail("attempt \(attempt) (\(Int(delay * 1000)) ms): \(name) is neither old nor new")
          }
        } else if let owner = target(ofTemporary: name), let after = new[owner] {
          // A temporary file is written in full before it is renamed; a kill may cut it short.
          XCTAssertTrue(
            after.starts(with: bytes), "attempt \(attempt): \(name) is not a prefix of \(owner)")
          leftovers[name] = bytes
        } else {
          XCTFail("attempt \(attempt): unexpected file \(name) in the output folder")
        }
      }
      XCTAssertEqual(oldCount + newCount, old.count, "attempt \(attempt): a generated file is gone")
      if oldCount > 0 && newCount > 0 { mixed += 1 }
    }
    XCTAssertGreaterThanOrEqual(killed, attempts / 3, "runs were killed, not finished")
    print(
      "InterruptedGenerationTests: run \(Int(whole * 1000)) ms, check \(Int(checking * 1000)) ms; "
        + "\(killed) of \(attempts) killed, \(mixed) left old and new files, "
        + "\(leftovers.count) temporary files left")

    // What a kill may leave (made here if no attempt left one): --check does not count it as
    // extra or foreign, and the next run removes it and brings every file up to date.
    try copy(oldFolder, to: output)
    let planted = ".Flow7Coordinator.swift.flowc-\(UUID().uuidString)"
    try Data("// Generated by flowc, cut sho".utf8).write(
      to: output.appendingPathComponent(planted))
    for (name, bytes) in leftovers { try bytes.write(to: output.appendingPathComponent(name)) }
    XCTAssertEqual(
      try generate(v2, into: output, check: true).0, 1, "stale, but temporary files are ignored")
    XCTAssertEqual(try generate(v2, into: output).0, 0)
    XCTAssertEqual(try generate(v2, into: output, check: true).0, 0)
    let after = try contents(of: output)
    for (name, bytes) in new { XCTAssertEqual(after[name], bytes, "\(name) after the next run") }
    let remaining = after.keys.filter { new[$0] == nil }.sorted()
    XCTAssertEqual(remaining, [], "the next run removes what killed runs left")
  }
}
