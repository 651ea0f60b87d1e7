import FlowSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output folder of `flowc generate`: the only place generation touches the disk.
///
/// - A file is written only when its bytes change, through a temporary file renamed over it, so an
///   interrupted run leaves every file either old or new and unchanged files keep their timestamps.
/// - Only files whose first line is flowc's marker are ever replaced or removed; any other file is
///   left alone, and a generated file may not overwrite it. An empty file holds nothing to lose:
///   it is replaced like a stale generated one (it is what a generated file can be after the
///   machine crashed before the file system wrote it out, since files are not flushed).
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
    try check(files, at: locations(of: files))
  }

  /// `check(_:)` with the files' locations (`locations(of:)`) already known.
  private func check(_ files: [GeneratedFile], at urls: [URL]) throws -> Report {
    var report = Report()
    let wanted = Set(files.map(\.path))
    // Each file is read and compared on its own, on every core; the report keeps the files' order.
    let states = [FileState](concurrentlyMaking: files.count) { index in
      Self.state(of: files[index], at: urls[index])
    }
    for (file, state) in zip(files, states) {
      switch state {
      case .missing: report.missing.append(file.path)
      case .foreign: report.foreign.append(file.path)
      case .stale: report.stale.append(file.path)
      case .current: break
      }
    }
    report.extra = try generatedFiles(except: wanted)
    return report
  }

  /// Brings the folder up to date: writes missing and stale files, removes extra generated ones.
  /// Refuses (and writes nothing) when a file flowc did not generate is in the way.
  public func write(_ files: [GeneratedFile]) throws -> Report {
    let urls = try locations(of: files)
    let report = try check(files, at: urls)
    guard report.foreign.isEmpty else {
      throw Failure(
        description:
          "not overwriting files flowc did not generate: \(report.foreign.joined(separator: ", "))")
    }
    let changed = Set(report.missing + report.stale)
    let folders = Set(urls.map { $0.deletingLastPathComponent() })
    for folder in folders { removeStaleTemporaries(in: folder) }
    let pending = zip(files, urls).filter { changed.contains($0.0.path) }
    for folder in Set(pending.map { $0.1.deletingLastPathComponent() }) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try writeConcurrently(pending)
    for path in report.extra {
      try FileManager.default.removeItem(at: try location(of: path))
    }
    return report
  }

  /// The URLs of `files`, each checked by `location(of:)` (the folder's own path resolved once).
  private func locations(of files: [GeneratedFile]) throws -> [URL] {
    let resolvedRoot = root.resolvingSymlinksInPath().path
    return try files.map { try location(of: $0.path, resolvedRoot: resolvedRoot) }
  }

  /// The URL for a relative path, after making sure it stays inside the folder; `resolvedRoot` is
  /// the folder with symbolic links resolved.
  private func location(of path: String, resolvedRoot: String? = nil) throws -> URL {
    guard GeneratedFile.isSafe(path) else {
      throw Failure(description: "unsafe output path `\(path)`")
    }
    let url = root.appendingPathComponent(path).standardizedFileURL
    let resolvedRoot = resolvedRoot ?? root.resolvingSymlinksInPath().path
    let parent = url.deletingLastPathComponent()
    // A file directly in the folder has the folder's resolution (most files: resolved once).
    let resolvedParent =
      parent.path == root.path ? resolvedRoot : parent.resolvingSymlinksInPath().path
    guard resolvedParent == resolvedRoot || resolvedParent.hasPrefix(resolvedRoot + "/") else {
      throw Failure(description: "`\(path)` would be written outside \(root.path)")
    }
    var info = stat()
    if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw Failure(description: "`\(path)` is a symbolic link; not writing through it")
    }
    return url
  }

  /// Relative paths of the files below the folder that carry flowc's marker, but for `wanted`
  /// (the files being generated, which `state(of:at:)` reads whole anyway).
  private func generatedFiles(except wanted: Set<String>) throws -> [String] {
    guard FileManager.default.fileExists(atPath: root.path) else { return [] }
    let paths: [String]
    do {
      paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
    } catch {
      throw Failure(description: "cannot read \(root.path)")
    }
    var result: [String] = []
    for relative in paths {
      guard relative.hasSuffix(".swift"), !wanted.contains(relative) else { continue }
      if Self.startsWithMarker(root.appendingPathComponent(relative).path) {
        result.append(relative)
      }
    }
    return result.sorted()
  }

  /// How a generated file compares with what is on disk.
  private enum FileState: Sendable {
    case missing, foreign, stale, current
  }

  private static func state(of file: GeneratedFile, at url: URL) -> FileState {
    guard let existing = FileManager.default.contents(atPath: url.path) else { return .missing }
    guard !existing.isEmpty else { return .stale }
    guard isGenerated(existing) else { return .foreign }
    return hasBytes(existing, of: file.contents) ? .current : .stale
  }

  /// Whether `data` is `text` in UTF-8, compared with `memcmp`.
  private static func hasBytes(_ data: Data, of text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      data.withUnsafeBytes { raw in
        guard raw.count == bytes.count else { return false }
        guard let left = raw.baseAddress, let right = bytes.baseAddress else { return true }
        return memcmp(left, right, bytes.count) == 0
      }
    }
  }

  /// Whether the file at `path` begins with flowc's marker; only the marker's bytes are read.
  private static func startsWithMarker(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let head = try? Descriptor.read(descriptor, upTo: GeneratedFile.marker.utf8.count)
    return isGenerated(head ?? [])
  }

  /// Whether `bytes` begin with flowc's marker.
  private static func isGenerated(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.starts(with: GeneratedFile.marker.utf8)
  }

  /// Writes each file with `writeAtomically`, on every core (their folders exist). Each file is
  /// old or new at every moment; on a failure the first failing file's error is thrown, after
  /// the others have been written.
  private func writeConcurrently(_ pending: [(GeneratedFile, URL)]) throws {
    let failures = [Failure?](concurrentlyMaking: pending.count) { index in
      do throws(Failure) {
        try writeAtomically(pending[index].0.contents, to: pending[index].1)
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// Writes `text` to a temporary file beside `url` (whose folder exists), then renames it over
  /// `url`: a reader, or a run killed at any point, sees the old file or the new one, whole.
  ///
  /// The file is not flushed to disk (no `fsync`), as compilers and other generators leave their
  /// outputs to the file system: generated files are derived, and a run rewrites whatever is
  /// not current. Flushing made each run wait for the disk, 300 times for a 10,000-screen module.
  /// What a crash of the machine itself can leave, an empty new file, is replaced by the next
  /// run (`state(of:at:)`).
  private func writeAtomically(_ text: String, to url: URL) throws(Failure) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent)\(Self.temporaryMarker)\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(description: "cannot write \(temporary.path)") }
    let written = Descriptor.write(descriptor, text)
    let closed = close(descriptor) == 0
    guard written, closed, rename(temporary.path, url.path) == 0 else {
      unlink(temporary.path)
      throw Failure(description: "cannot replace \(url.path)")
    }
  }

  /// What names a temporary file: `.NAME.flowc-UUID`.
  static let temporaryMarker = ".flowc-"

  /// Removes temporary files a killed run left in `folder` (only names flowc makes, and only
  /// regular files).
  private func removeStaleTemporaries(in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(".") {
      // `.NAME.flowc-UUID`: a UUID's text is 36 characters.
      let uuid = String(name.suffix(36))
      guard name.dropLast(36).hasSuffix(Self.temporaryMarker), UUID(uuidString: uuid) != nil
      else { continue }
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      unlink(path)
    }
  }
}
