import FlowSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output folder of `flowc generate`: the only place generation touches the disk.
///
/// - flowc writes only directly into the folder, never into a subfolder, and looks at nothing
///   below it. What it owns there are the regular files whose first line is its marker: only
///   those are ever replaced or removed. Any other entry is left alone, and a generated file may
///   not overwrite a file without the marker. An empty file holds nothing to lose: it is replaced
///   like a stale generated one (it is what a generated file can be after the machine crashed
///   before the file system wrote it out, since files are not flushed).
/// - An entry named like a generated file that is not a regular file (a symbolic link, a FIFO, a
///   folder), or a `.swift` file that cannot be read, is an error: flowc cannot tell whether it
///   is its own. Nothing is opened before it is known to be a regular file, and links are never
///   followed, so nothing outside the folder is written and nothing blocks.
/// - A file is written only when its bytes change, through a temporary file renamed over it, so
///   an interrupted run leaves every file either old or new, and unchanged files keep their
///   timestamps. A rewritten file keeps its permission bits.
/// - Runs into the same folder take turns: a run that writes holds an exclusive lock on the
///   folder, `check(_:)` a shared one.
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

  /// A problem with the folder or a file in it; the description names the path and the reason.
  public struct Failure: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// The folder's path, as given.
  public let path: String
  /// What the first line of a file flowc owns begins with.
  public let marker: String
  /// The ending of the names of the files it owns (`.swift`): only those are ever removed.
  public let suffix: String

  /// An output folder at `path` (it need not exist yet); an empty path is refused. The files it
  /// owns are those named `*suffix` whose first line begins with `marker`: by default generated
  /// Swift (`GeneratedFile.marker`); `flowc paths --out` owns its `*.walkthrough` scripts.
  public init(
    path: String, marker: String = GeneratedFile.marker, suffix: String = ".swift"
  ) throws(Failure) {
    guard !path.isEmpty else { throw Failure(description: "the output folder's path is empty") }
    self.path = path
    self.marker = marker
    self.suffix = suffix
  }

  /// Compares `files` with the folder without writing anything.
  public func check(_ files: [GeneratedFile]) throws(Failure) -> Report {
    try checkNames(of: files)
    guard let folder = try OutputFolder.locked(path, create: false, exclusive: false) else {
      // No folder: every file is missing, and nothing is extra.
      return Report(missing: files.map(\.path))
    }
    return try check(files, in: folder, names: folder.names()).report
  }

  /// Brings the folder up to date, making it if it is missing: writes missing and stale files,
  /// removes extra generated ones. Refuses (and writes nothing) when a file flowc did not
  /// generate is in the way.
  public func write(_ files: [GeneratedFile]) throws(Failure) -> Report {
    try checkNames(of: files)
    guard let folder = try OutputFolder.locked(path, create: true, exclusive: true) else {
      throw Failure(description: "cannot create output folder \(path)")
    }
    let names = try folder.names()
    // Under the exclusive lock no other run is writing, so a temporary file is a killed run's.
    if folder.isLocked { folder.removeStaleTemporaries(among: names) }
    let (report, states) = try check(files, in: folder, names: names)
    guard report.foreign.isEmpty else {
      throw Failure(
        description:
          "not overwriting files flowc did not generate: \(report.foreign.joined(separator: ", "))")
    }
    let pending = zip(files, states).compactMap { file, state in
      state.needsWriting ? (file, state) : nil
    }
    try writeConcurrently(pending, in: folder)
    for name in report.extra { try folder.remove(name) }
    return report
  }

  /// Refuses a path that is not a plain file name: flowc writes nothing below the folder.
  private func checkNames(of files: [GeneratedFile]) throws(Failure) {
    for file in files where file.path.contains("/") {
      throw Failure(
        description: "`\(file.path)` is not a file name; flowc writes only directly into \(path)")
    }
  }

  /// How a generated file compares with what is on disk.
  private enum FileState: Sendable {
    case missing, foreign, current
    /// The file exists with other bytes (or none), and these permission bits.
    case stale(mode: mode_t)

    var needsWriting: Bool {
      switch self {
      case .missing, .stale: true
      case .foreign, .current: false
      }
    }
  }

  /// The report, and each file's state, for `files` in the open `folder` whose entries are
  /// `names`. The first file that is not a regular file or cannot be read is thrown.
  private func check(
    _ files: [GeneratedFile], in folder: OutputFolder, names: [String]
  ) throws(Failure) -> (report: Report, states: [FileState]) {
    // Each file is read and compared on its own, on every core; the report keeps the files' order.
    let results = [Result<FileState, Failure>](concurrentlyMaking: files.count) { index in
      Result { () throws(Failure) in try state(of: files[index], in: folder) }
    }
    var report = Report()
    var states: [FileState] = []
    for (file, result) in zip(files, results) {
      let state = try result.get()
      switch state {
      case .missing: report.missing.append(file.path)
      case .foreign: report.foreign.append(file.path)
      case .stale: report.stale.append(file.path)
      case .current: break
      }
      states.append(state)
    }
    report.extra = try generatedFiles(in: folder, among: names, except: Set(files.map(\.path)))
    return (report, states)
  }

  private func state(of file: GeneratedFile, in folder: OutputFolder) throws(Failure)
    -> FileState
  {
    switch try folder.entry(file.path) {
    case .absent: return .missing
    case .other(let kind): throw folder.notRegular(file.path, kind: kind)
    case .regular: break
    }
    guard let existing = try folder.read(file.path) else { return .missing }
    guard !existing.bytes.isEmpty else { return .stale(mode: existing.mode) }
    guard isGenerated(existing.bytes) else { return .foreign }
    return Self.hasBytes(existing.bytes, of: file.contents) ? .current : .stale(mode: existing.mode)
  }

  /// The names among `names` of the regular `*suffix` files that carry flowc's marker, but for
  /// `wanted` (the files being generated, which `state(of:in:)` reads whole anyway); sorted.
  /// Other entries (links, folders, FIFOs) are not flowc's and are neither opened nor entered.
  private func generatedFiles(
    in folder: OutputFolder, among names: [String], except wanted: Set<String>
  ) throws(Failure) -> [String] {
    var result: [String] = []
    for name in names where name.hasSuffix(suffix) && !wanted.contains(name) {
      guard case .regular = try folder.entry(name) else { continue }
      let head = try folder.read(name, upTo: marker.utf8.count)
      if let head, isGenerated(head.bytes) { result.append(name) }
    }
    return result.sorted()
  }

  /// Whether `bytes` are `text` in UTF-8, compared with `memcmp`.
  private static func hasBytes(_ bytes: [UInt8], of text: String) -> Bool {
    var text = text
    return text.withUTF8 { expected in
      bytes.withUnsafeBytes { raw in
        guard raw.count == expected.count else { return false }
        guard let left = raw.baseAddress, let right = expected.baseAddress else { return true }
        return memcmp(left, right, expected.count) == 0
      }
    }
  }

  /// Whether `bytes` begin with flowc's marker.
  private func isGenerated(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: marker.utf8)
  }

  /// Writes each file with `OutputFolder.replace`, on every core, keeping a stale file's
  /// permission bits. Each file is old or new at every moment; on a failure the first failing
  /// file's error is thrown, after the others have been written.
  private func writeConcurrently(
    _ pending: [(GeneratedFile, FileState)], in folder: OutputFolder
  ) throws(Failure) {
    let failures = [Failure?](concurrentlyMaking: pending.count) { index in
      let (file, state) = pending[index]
      let mode: mode_t? = if case .stale(let mode) = state { mode } else { nil }
      do throws(Failure) {
        try folder.replace(file.path, with: file.contents, mode: mode)
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }
}
