import FlowSpec
import Foundation

/// The output folder of `flowc generate`: the only place generation touches the disk.
///
/// - A file is written only when its bytes change, through a temporary file renamed over it, so an
///   interrupted run leaves every file either old or new and unchanged files keep their timestamps.
/// - Only files whose first line is flowc's marker are ever replaced or removed; any other file is
///   left alone, and a generated file may not overwrite it.
/// - Nothing is written outside the folder: paths are checked, and symbolic links that lead out of
///   it are refused.
public struct OutputDirectory: Sendable {
  /// What `--check` (and a write) finds.
  public struct Report: Equatable, Sendable {
    /// Generated files that do not exist yet.
    public var missing: [String] = []
    /// Generated files whose contents differ.
    public var stale: [String] = []
    /// Files flowc generated earlier that the module no longer produces.
    public var extra: [String] = []
    /// Files in the way that flowc did not generate.
    public var foreign: [String] = []

    /// True when nothing is missing, stale, extra or in the way.
    public var isCurrent: Bool {
      missing.isEmpty && stale.isEmpty && extra.isEmpty && foreign.isEmpty
    }
  }

  /// A problem with the folder itself.
  public struct Failure: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// The folder.
  public let root: URL

  /// An output folder at `path` (it need not exist yet).
  public init(path: String) {
    root = URL(fileURLWithPath: path).standardizedFileURL
  }

  /// Compares `files` with the folder without writing anything.
  public func check(_ files: [GeneratedFile]) throws -> Report {
    var report = Report()
    let wanted = Set(files.map(\.path))
    for file in files {
      let url = try location(of: file.path)
      guard let existing = FileManager.default.contents(atPath: url.path) else {
        report.missing.append(file.path)
        continue
      }
      if !Self.isGenerated(existing) {
        report.foreign.append(file.path)
      } else if existing != Data(file.contents.utf8) {
        report.stale.append(file.path)
      }
    }
    report.extra = try generatedFiles().filter { !wanted.contains($0) }
    return report
  }

  /// Brings the folder up to date: writes missing and stale files, removes extra generated ones.
  /// Refuses (and writes nothing) when a file flowc did not generate is in the way.
  public func write(_ files: [GeneratedFile]) throws -> Report {
    let report = try check(files)
    guard report.foreign.isEmpty else {
      throw Failure(
        description:
          "not overwriting files flowc did not generate: \(report.foreign.joined(separator: ", "))")
    }
    let changed = Set(report.missing + report.stale)
    for file in files where changed.contains(file.path) {
      try writeAtomically(Data(file.contents.utf8), to: try location(of: file.path))
    }
    for path in report.extra {
      try FileManager.default.removeItem(at: try location(of: path))
    }
    return report
  }

  /// The URL for a relative path, after making sure it stays inside the folder.
  private func location(of path: String) throws -> URL {
    guard GeneratedFile.isSafe(path) else {
      throw Failure(description: "unsafe output path `\(path)`")
    }
    let url = root.appendingPathComponent(path).standardizedFileURL
    let resolvedRoot = root.resolvingSymlinksInPath().path
    let resolvedParent = url.deletingLastPathComponent().resolvingSymlinksInPath().path
    guard resolvedParent == resolvedRoot || resolvedParent.hasPrefix(resolvedRoot + "/") else {
      throw Failure(description: "`\(path)` would be written outside \(root.path)")
    }
    if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeSymbolicLink
    {
      throw Failure(description: "`\(path)` is a symbolic link; not writing through it")
    }
    return url
  }

  /// Relative paths of the files below the folder that carry flowc's marker.
  private func generatedFiles() throws -> [String] {
    guard FileManager.default.fileExists(atPath: root.path) else { return [] }
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
      throw Failure(description: "cannot read \(root.path)")
    }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(relative).path)
      else { continue }
      let head = (try? handle.read(upToCount: GeneratedFile.marker.utf8.count)) ?? Data()
      try? handle.close()
      if Self.isGenerated(head) { result.append(relative) }
    }
    return result.sorted()
  }

  private static func isGenerated(_ data: Data) -> Bool {
    data.starts(with: Data(GeneratedFile.marker.utf8))
  }

  /// Writes through a temporary file in the same folder, renamed over the target (atomic on POSIX).
  private func writeAtomically(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).flowc-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw Failure(description: "cannot write \(temporary.path)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(description: "cannot replace \(url.path)")
    }
  }
}
