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

/// The output folder, open and locked for one run: every entry is reached by name through the
/// folder's own descriptor (`openat`, `renameat`, `unlinkat`), so nothing is looked up through a
/// path that could lead out of the folder, no symbolic link is followed, and no subfolder is
/// entered.
///
/// The lock is a `flock` on that descriptor (no lock file): exclusive for a run that writes,
/// shared for `--check`, released when the descriptor closes, also when the process is killed.
final class OutputFolder: Sendable {
  /// What an entry of the folder is, seen without following a link or opening it.
  enum Entry {
    /// Nothing of that name.
    case absent
    /// A regular file.
    case regular
    /// Anything else: `kind` names it (`a symbolic link`, `a FIFO`, `a directory`, ...).
    case other(kind: String)
  }

  /// A regular file's bytes and permission bits.
  struct Contents {
    var bytes: [UInt8]
    var mode: mode_t
  }

  /// The folder's descriptor.
  private let descriptor: Int32
  /// The folder's path as given, for messages.
  let path: String
  /// Whether the lock was taken (`flock` fails on some network file systems).
  let isLocked: Bool
  /// The folders opening this one made, outermost first.
  let madeFolders: [String]

  /// Opens and locks the folder at `path`: exclusively when `exclusive` (a run that writes),
  /// shared otherwise. When it does not exist, it is made with its parents if `create`, else the
  /// result is nil. Waits while another run holds the lock.
  static func locked(
    _ path: String, create: Bool, exclusive: Bool
  ) throws(OutputDirectory.Failure) -> OutputFolder? {
    var descriptor = openDirectory(path)
    var made: [String] = []
    if descriptor < 0 && errno == ENOENT {
      guard create else { return nil }
      made = try makeFolders(path)
      descriptor = openDirectory(path)
    }
    guard descriptor >= 0 else {
      if errno == ENOTDIR {
        throw OutputDirectory.Failure(description: "output folder \(path) is not a directory")
      }
      throw failure("cannot open output folder \(path)")
    }
    var locked: Int32
    repeat {
      locked = flock(descriptor, exclusive ? LOCK_EX : LOCK_SH)
    } while locked != 0 && errno == EINTR
    return OutputFolder(
      descriptor: descriptor, path: path, isLocked: locked == 0, madeFolders: made)
  }

  private init(descriptor: Int32, path: String, isLocked: Bool, madeFolders: [String]) {
    self.descriptor = descriptor
    self.path = path
    self.isLocked = isLocked
    self.madeFolders = madeFolders
  }

  /// Removes the folders opening this one made (its missing parents and itself), deepest first,
  /// each only while empty: what a run that wrote nothing in the end takes back.
  func removeMadeFolders() {
    for folder in madeFolders.reversed() { rmdir(folder) }
  }

  deinit {
    close(descriptor)
  }

  /// The path of the entry `name`, for messages.
  func display(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// What `name` is, without following a link or opening it.
  func entry(_ name: String) throws(OutputDirectory.Failure) -> Entry {
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT { return .absent }
      throw Self.failure("cannot read \(display(name))")
    }
    return info.st_mode & S_IFMT == S_IFREG ? .regular : .other(kind: Descriptor.kind(info.st_mode))
  }

  /// The bytes of the regular file `name` (its first `limit` bytes), and its permission bits; nil
  /// when it is absent. The file is opened without following a link and without waiting (should
  /// it have become a FIFO since `entry(_:)`), and refused unless what was opened is a regular file.
  func read(_ name: String, upTo limit: Int = .max) throws(OutputDirectory.Failure) -> Contents? {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard file >= 0 else {
      if errno == ENOENT { return nil }
      if errno == ELOOP { throw notRegular(name, kind: "a symbolic link") }
      throw Self.failure("cannot read \(display(name))")
    }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0 else { throw Self.failure("cannot read \(display(name))") }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw notRegular(name, kind: Descriptor.kind(info.st_mode))
    }
    do {
      let bytes = try Descriptor.read(file, upTo: limit, sizeHint: max(Int(info.st_size), 0))
      return Contents(bytes: bytes, mode: info.st_mode & 0o777)
    } catch {
      throw OutputDirectory.Failure(description: "cannot read \(display(name)): \(error.message)")
    }
  }

  /// The error for an entry named like a generated file that is not a regular file.
  func notRegular(_ name: String, kind: String) -> OutputDirectory.Failure {
    OutputDirectory.Failure(
      description:
        "\(display(name)) is \(kind), not a regular file; flowc reads and writes only regular files"
    )
  }

  /// The names of the folder's entries (not `.` and `..`), unsorted.
  func names() throws(OutputDirectory.Failure) -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      let code = errno
      if copy >= 0 { close(copy) }
      throw Self.failure("cannot read output folder \(path)", code: code)
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw Self.failure("cannot read output folder \(path)") }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }

  /// Writes `text` to a new temporary file in the folder, gives it `mode` (when given; a new file
  /// is 0644 less the umask), then renames it over `name`: a reader, or a run killed at any point,
  /// sees the old file or the new one, whole.
  ///
  /// The file is not flushed to disk (no `fsync`), as compilers and other generators leave their
  /// outputs to the file system: generated files are derived, and a run rewrites whatever is
  /// not current. Flushing made each run wait for the disk, 300 times for a 10,000-screen module.
  /// What a crash of the machine itself can leave, an empty new file, is replaced by the next run.
  func replace(_ name: String, with text: String, mode: mode_t?) throws(OutputDirectory.Failure) {
    let temporary = ".\(name)\(Self.temporaryMarker)\(UUID().uuidString)"
    if let failed = Descriptor.replaceFile(
      name, in: descriptor, through: temporary, with: text, mode: mode, created: 0o644)
    {
      throw Self.failure("cannot replace \(display(name))", code: failed)
    }
  }

  /// Removes the entry `name` (a generated file the module no longer produces).
  func remove(_ name: String) throws(OutputDirectory.Failure) {
    guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
      throw Self.failure("cannot remove \(display(name))")
    }
  }

  /// What names a temporary file: `.NAME.flowc-UUID`.
  static let temporaryMarker = ".flowc-"

  /// Whether `name` is a temporary file's: `.NAME.flowc-UUID`.
  static func isTemporary(_ name: String) -> Bool {
    // A UUID's text is 36 characters.
    name.hasPrefix(".") && name.dropLast(36).hasSuffix(temporaryMarker)
      && UUID(uuidString: String(name.suffix(36))) != nil
  }

  /// Removes the temporary files killed runs left (only names flowc makes, only regular files).
  /// Only while the exclusive lock is held: then no other run is writing its own.
  func removeStaleTemporaries(among names: [String]) {
    for name in names where Self.isTemporary(name) {
      if case .regular = (try? entry(name)) ?? .absent { unlinkat(descriptor, name, 0) }
    }
  }

  private static func openDirectory(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  }

  /// Makes the folder `path` and its missing parents (`mkdir -p`); the folders it made,
  /// outermost first.
  private static func makeFolders(_ path: String) throws(OutputDirectory.Failure) -> [String] {
    var prefix = path.hasPrefix("/") ? "/" : ""
    var made: [String] = []
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) == 0 {
        made.append(prefix)
      } else if errno != EEXIST {
        for folder in made.reversed() { rmdir(folder) }
        throw failure("cannot create output folder \(path)")
      }
      prefix += "/"
    }
    return made
  }

  /// `message: <the system's reason>`, for the error number `code` (by default `errno`).
  private static func failure(_ message: String, code: Int32 = errno) -> OutputDirectory.Failure {
    OutputDirectory.Failure(
      description: "\(message): \(Descriptor.SystemError(code: code).message)")
  }
}
