import FlowcOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes walkthrough scripts (`:save FILE`, `--record FILE`) without replacing what flowc did
/// not write.
///
/// - A regular file (or none yet) is replaced whole: a temporary file beside it is renamed into
///   place, so a reader never sees half a script; an existing file keeps its mode.
/// - A symbolic link is followed: its target is written by these rules and the link stays.
/// - A stream named (`/dev/stdout`, a FIFO, a character device) is written through, the whole
///   script each time; a FIFO nobody reads is an error, not a wait.
/// - Anything else (a directory, a socket, a block device) and the module's own flow files are
///   refused.
enum ScriptFile {
  /// Why a script was not written: `cannot write PATH: ...`.
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `text` to `path` by the rules above; `flowFiles` are the module's flow files, which
  /// are never overwritten.
  static func write(_ text: String, to path: String, sparing flowFiles: [String] = [])
    throws(WriteError)
  {
    func failure(_ reason: String) -> WriteError {
      WriteError(description: "cannot write \(path): \(reason)")
    }
    if let target = FileIdentity(atPath: path),
      flowFiles.contains(where: { FileIdentity(atPath: $0) == target })
    {
      throw failure("it is a flow file of the module; save the script under another name")
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      // None yet (or a link to none): created, unless the folder is missing.
      guard errno == ENOENT else { throw failure(String(cString: strerror(errno))) }
      try replace(resolved(path), with: text, mode: nil, failure)
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      try replace(resolved(path), with: text, mode: info.st_mode & 0o7777, failure)
    case S_IFIFO, S_IFCHR:
      try writeThrough(path, text, failure)
    default:
      throw failure(
        "it is \(Descriptor.nonRegularKind(atPath: path) ?? "a special file"), "
          + "not a regular file or a stream")
    }
  }

  /// The file a path leads to: a symbolic link's target (followed to its end), so that replacing
  /// it keeps the link; `path` itself otherwise.
  private static func resolved(_ path: String) -> String {
    var link = stat()
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return path }
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/") ? target : directory(of: current) + "/" + target
      guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return current }
    }
    return current
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Writes `text` to a new file beside `path` and renames it into place, with `mode` (the
  /// replaced file's) or, for a new file, the mode the umask gives.
  private static func replace(
    _ path: String, with text: String, mode: mode_t?, _ failure: (String) -> WriteError
  ) throws(WriteError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary =
      directory(of: path) + "/.\(name).flowc-\(UInt32.random(in: 0...UInt32.max))"
    if let problem = Descriptor.replaceFile(
      path, in: AT_FDCWD, through: temporary, with: text, mode: mode, created: 0o666)
    {
      throw failure(String(cString: strerror(problem)))
    }
  }

  /// Writes `text` to the stream at `path` as it is (no temporary file, nothing replaced).
  private static func writeThrough(
    _ path: String, _ text: String, _ failure: (String) -> WriteError
  ) throws(WriteError) {
    // Without blocking: a FIFO nobody reads fails (ENXIO) instead of waiting for a reader.
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw failure(errno == ENXIO ? "no process reads the FIFO" : String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
    guard Descriptor.write(descriptor, text) else {
      throw failure(String(cString: strerror(errno)))
    }
  }
}
