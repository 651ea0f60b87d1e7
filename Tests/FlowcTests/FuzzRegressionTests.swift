import FlowTestSupport
import Foundation
import XCTest

/// The fuzz corpora (Fuzz/Corpus) through the built binary: every input the fuzzer ever crashed
/// on, and every seed, must end in a clean verdict (exit status 0, or 1 with an `error:`), never in
/// a crash. An input holding `#---` lines is also checked the way the fuzzer reads it: as a module
/// of one flow file a part.
final class FuzzRegressionTests: XCTestCase {
  func testFuzzCorporaNeverCrashFlowc() throws {
    let regressions = try inputs(in: "Fuzz/Corpus/regressions")
    let seeds = try inputs(in: "Fuzz/Corpus/seed")
    XCTAssertFalse(seeds.isEmpty, "no seeds in Fuzz/Corpus/seed: run Fuzz/make-seeds")
    let depth = try inputs(in: "Fuzz/Corpus/depth")
    XCTAssertFalse(depth.isEmpty, "no seeds in Fuzz/Corpus/depth")
    for input in regressions + seeds + depth {
      let bytes = try Data(contentsOf: input)
      let name = input.deletingLastPathComponent().lastPathComponent + "/" + input.lastPathComponent
      let directory = try temporaryDirectory()
      let file = directory.appendingPathComponent("X.flow.yaml")
      try bytes.write(to: file)
      try check(file, directory: directory, name: name)
      let parts = Self.split(bytes)
      guard parts.count > 1 else { continue }
      let module = directory.appendingPathComponent("module")
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      for (index, part) in parts.enumerated() {
        try part.write(to: module.appendingPathComponent("X\(index).flow.yaml"))
      }
      try check(module, directory: directory, name: name + " (as a module)")
    }
  }

  /// Runs `flowc validate` and `flowc generate` on `path` and checks how they end.
  private func check(_ path: URL, directory: URL, name: String) throws {
    let output = directory.appendingPathComponent("generated")
    for arguments in [
      ["validate", path.path],
      ["generate", path.path, "--output", output.path],
    ] {
      let run = try FlowcRun.run(arguments)
      let command = "flowc \(arguments[0]) \(name)"
      XCTAssertTrue(
        run.status == 0 || run.status == 1,
        "\(command) ended with status \(run.status) (a crash?):\n\(run.stderr)")
      if run.status != 0 {
        XCTAssertTrue(
          run.stderr.contains("error:"), "\(command) failed without an error:\n\(run.stderr)")
      }
    }
  }

  /// The files of a corpus folder, sorted; none when the folder does not exist.
  private func inputs(in folder: String) throws -> [URL] {
    let url = Repository.url(folder)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { !$0.hasPrefix(".") }
      .sorted()
      .map { url.appendingPathComponent($0) }
  }

  /// The parts of `bytes` between lines that are exactly `#---` (before an optional `\r`), byte
  /// for byte as FuzzPipeline splits them (Fuzz/Sources/FuzzSupport).
  static func split(_ data: Data) -> [Data] {
    let bytes = [UInt8](data)
    let newline = UInt8(ascii: "\n")
    var parts: [Data] = []
    var current = Data()
    var lineStart = 0
    while lineStart < bytes.count {
      var end = lineStart
      while end < bytes.count && bytes[end] != newline { end += 1 }
      let next = end < bytes.count ? end + 1 : end
      var content = bytes[lineStart..<end]
      if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
      if content.elementsEqual("#---".utf8) {
        parts.append(current)
        current = Data()
      } else {
        current.append(contentsOf: bytes[lineStart..<next])
      }
      lineStart = next
    }
    parts.append(current)
    return parts
  }

  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
