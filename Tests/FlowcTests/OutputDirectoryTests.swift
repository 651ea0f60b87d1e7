import FlowSpec
import FlowcOutput
import Foundation
import XCTest

final class OutputDirectoryTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-out-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func file(_ path: String, _ body: String) -> GeneratedFile {
    GeneratedFile(path: path, contents: GeneratedFile.header(source: "A.flow.yaml") + "\n" + body)!
  }

  private func modified(_ path: String) throws -> Date {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent(path).path)
    return try XCTUnwrap(attributes[.modificationDate] as? Date)
  }

  func testWritesOnlyWhatChangedAndKeepsTimestampsOfTheRest() throws {
    let output = try OutputDirectory(path: folder.path)
    let first = [file("A.swift", "a"), file("B.swift", "b")]
    XCTAssertEqual(try output.write(first).missing, ["A.swift", "B.swift"])
    XCTAssertTrue(try output.check(first).isCurrent)
    let stampB = try modified("B.swift")
    Thread.sleep(forTimeInterval: 1.1)
    let second = [file("A.swift", "a2"), file("B.swift", "b")]
    let report = try output.check(second)
    XCTAssertEqual(report.stale, ["A.swift"])
    XCTAssertEqual(report.missing, [])
    _ = try output.write(second)
    XCTAssertEqual(try modified("B.swift"), stampB, "an unchanged file is not rewritten")
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8),
      second[0].contents)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix(".")
    }
    XCTAssertEqual(leftovers, [], "no temporary files are left behind")
  }

  func testGeneratedFilesNoLongerProducedAreExtraAndRemoved() throws {
    let output = try OutputDirectory(path: folder.path)
    _ = try output.write([file("A.swift", "a"), file("Old.swift", "old")])
    try Data("// mine\n".utf8).write(to: folder.appendingPathComponent("Mine.swift"))
    XCTAssertEqual(try output.check([file("A.swift", "a")]).extra, ["Old.swift"])
    _ = try output.write([file("A.swift", "a")])
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Old.swift").path))
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Mine.swift").path),
      "a file flowc did not generate is never touched")
  }

  func testAFileFlowcDidNotGenerateIsNeverOverwritten() throws {
    let output = try OutputDirectory(path: folder.path)
    try Data("// hand written\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    XCTAssertEqual(try output.check([file("A.swift", "a")]).foreign, ["A.swift"])
    XCTAssertThrowsError(try output.write([file("A.swift", "a")]))
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8),
      "// hand written\n")
  }

  func testAnEmptyFileHoldsNothingToLoseAndIsReplaced() throws {
    // What a generated file can be after the machine crashed before the file system wrote it.
    let output = try OutputDirectory(path: folder.path)
    try Data().write(to: folder.appendingPathComponent("A.swift"))
    XCTAssertEqual(try output.check([file("A.swift", "a")]).stale, ["A.swift"])
    XCTAssertEqual(try output.write([file("A.swift", "a")]).stale, ["A.swift"])
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8),
      file("A.swift", "a").contents)
    try Data().write(to: folder.appendingPathComponent("Empty.swift"))
    XCTAssertEqual(try output.check([file("A.swift", "a")]).extra, [], "not flowc's to remove")
  }

  func testAFileThatCannotBeWrittenDoesNotStopTheOthers() throws {
    let output = try OutputDirectory(path: folder.path)
    // A name that fits, whose temporary file's name (44 characters longer) does not.
    let long = String(repeating: "B", count: 240) + ".swift"
    let files = [file("A.swift", "a"), file(long, "b"), file("C.swift", "c")]
    XCTAssertThrowsError(try output.write(files)) { error in
      XCTAssertEqual(
        (error as? OutputDirectory.Failure)?.description,
        "cannot replace \(folder.path)/\(long): File name too long")
    }
    for written in [files[0], files[2]] {
      XCTAssertEqual(
        try String(contentsOf: folder.appendingPathComponent(written.path), encoding: .utf8),
        written.contents)
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      ["A.swift", "C.swift"])
  }

  func testOnlyPlainFileNamesAreWrittenAndSubfoldersAreNeverEntered() throws {
    let output = try OutputDirectory(path: folder.path)
    XCTAssertThrowsError(try output.write([file("Sub/B.swift", "b")])) { error in
      XCTAssertEqual(
        (error as? OutputDirectory.Failure)?.description,
        "`Sub/B.swift` is not a file name; flowc writes only directly into \(folder.path)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    let inner = folder.appendingPathComponent("Inner")
    _ = try OutputDirectory(path: inner.path).write([file("Old.swift", "old")])
    XCTAssertEqual(try output.check([file("A.swift", "a")]).extra, [])
    _ = try output.write([file("A.swift", "a")])
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: inner.appendingPathComponent("Old.swift").path))
  }

  func testAnEmptyPathIsRefused() {
    XCTAssertThrowsError(try OutputDirectory(path: "")) { error in
      XCTAssertEqual(
        (error as? OutputDirectory.Failure)?.description, "the output folder's path is empty")
    }
  }

  func testSymbolicLinksAreNeverWrittenThrough() throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-outside-\(UUID())")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    let output = try OutputDirectory(path: folder.path)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Link.swift"),
      withDestinationURL: outside.appendingPathComponent("target.swift"))
    XCTAssertThrowsError(try output.write([file("Link.swift", "a")])) { error in
      XCTAssertEqual(
        (error as? OutputDirectory.Failure)?.description,
        "\(folder.path)/Link.swift is a symbolic link, not a regular file; "
          + "flowc reads and writes only regular files")
    }
    XCTAssertThrowsError(try output.check([file("Link.swift", "a")]))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
  }

  func testTheFolderMayBeALinkToAFolder() throws {
    // What the user names as the output folder is theirs to point anywhere.
    let real = folder.appendingPathComponent("Real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("Generated")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    XCTAssertEqual(
      try OutputDirectory(path: link.path).write([file("A.swift", "a")]).missing, ["A.swift"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: real.path), ["A.swift"])
  }
}
